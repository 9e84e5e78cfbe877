import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { baseURL } from './support';

/** One raw response: Node's fetch and Playwright's request both decompress behind our back. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(`${baseURL}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

test('scripts and styles are sent as the build compressed them, for every browser', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    const plain = await rawGet(asset, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const brotli = await rawGet(asset, 'gzip, deflate, br');
    const gzip = await rawGet(asset, 'gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // Precompressed, not compressed per request: the file length is known up front.
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    for (const response of [plain, brotli, gzip]) expect(response.headers.vary).toMatch(/accept-encoding/i);
  }
});

test("pages and files are the same whoever asks; only the API is keyed on the caller's origin", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeTruthy();
  const origin = 'http://localhost:3000';
  for (const path of ['/', asset ?? '']) {
    const response = await request.get(path, { headers: { origin } });
    // A page's code fetched ahead without an Origin header must be found by the module load that sends one.
    expect(response.headers().vary).not.toMatch(/origin/i);
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  }
  const api = await request.get('/api/common/saudi-cities?search=Riyadh', { headers: { origin } });
  expect(api.headers().vary).toMatch(/origin/i);
  expect(api.headers()['access-control-allow-origin']).toBe(origin);
});
