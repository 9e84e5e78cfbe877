import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers';
import { attachments, ticketIssueTypes } from '../../db/schema';
import { loadAttachmentConfig } from './config';
import { cleanAttachment, displayName } from './inspect';
import { checkPdf } from './pdf';
import { LocalStorage, newStorageKey, S3Storage } from './storage';

describe('displayName', () => {
  it.each([
    ['../../etc/passwd', 'png', 'passwd.png'],
    ['C:\\Users\\me\\photo.PNG', 'png', 'photo.PNG'],
    ['invoice.exe', 'png', 'invoice.exe.png'],
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
    ['\u202Egnp.exe', 'png', 'gnp.exe.png'],
    ['..', 'pdf', 'attachment.pdf'],
    ['', 'webp', 'attachment.webp'],
    ['a"<b>|c?.pdf', 'pdf', 'abc.pdf'],
    ['صورة الهدية.jpg', 'jpg', 'صورة الهدية.jpg'],
  ])('%j as %s shows %j', (raw, ext, expected) => {
    expect(displayName(raw, ext)).toBe(expected);
  });

  it('is at most 120 characters and keeps the extension', () => {
    const name = displayName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('checkPdf', () => {
  const doc = (s: string) => Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog ${s} >> endobj\n%%EOF`, 'latin1');
  it('passes a plain document and a first-view open action', () => {
    expect(checkPdf(doc('/Pages 2 0 R'))).toEqual({ ok: true });
    expect(checkPdf(doc('/OpenAction [3 0 R /FitH null]'))).toEqual({ ok: true });
  });
  it.each([
    '/OpenAction 5 0 R',
    '/AA << /O 4 0 R >>',
    '/S /Launch',
    '/JS (x)',
    '/RichMedia 3 0 R',
    '/#4A#61vaScript 1',
  ])('refuses %s', (s) => {
    expect(checkPdf(doc(s))).toEqual({ ok: false, reason: 'active_content' });
  });
  it('refuses an encrypted one (it cannot be read)', () => {
    expect(checkPdf(doc('/Encrypt 9 0 R'))).toEqual({ ok: false, reason: 'encrypted' });
  });
});

describe('cleanAttachment', () => {
  const limits = { maxBytes: 2 * 1024 * 1024, maxPixels: 50_000_000 };

  it('re-encodes a photo of several hundred kilobytes, keeping its size and orientation, dropping metadata', async () => {
    const raw = Buffer.alloc(300 * 400 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
    const jpeg = await sharp(raw, { raw: { width: 300, height: 400, channels: 3 } })
      .jpeg({ quality: 100 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SecretPhone' } })
      .toBuffer();
    expect(jpeg.length).toBeGreaterThan(100_000);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const clean = await cleanAttachment({ buffer: jpeg, filename: 'x.jpg' }, limits);
    const meta = await sharp(clean.body).metadata();
    expect(meta.exif).toBeUndefined();
    // Orientation 6 (rotate 90°) was applied to the pixels before it was dropped.
    expect([meta.width, meta.height]).toEqual([400, 300]);
    expect(clean.body.includes(Buffer.from('SecretPhone'))).toBe(false);
  });

  it('refuses a decompression bomb (too many pixels) as unreadable', async () => {
    const png = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(
      cleanAttachment({ buffer: png, filename: 'x.png' }, { ...limits, maxPixels: 1_000_000 }),
    ).rejects.toMatchObject({
      messageKey: 'attachment_unreadable',
    });
  });

  it('refuses SVG and GIF even when named .png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const buffer of [svg, gif]) {
      await expect(cleanAttachment({ buffer, filename: 'a.png' }, limits)).rejects.toMatchObject({
        messageKey: 'attachment_type_not_allowed',
      });
    }
  });
});

describe('configuration', () => {
  it('defaults: 5 MB, a folder inside DATA_DIR (the one beside it only read), no S3', () => {
    const c = loadAttachmentConfig({}, '/srv/hadiya/.data/pglite');
    expect(c).toMatchObject({
      maxBytes: 5 * 1024 * 1024,
      dir: '/srv/hadiya/.data/pglite/attachments',
      legacyDir: '/srv/hadiya/.data/attachments',
      s3: null,
    });
  });
  it('stores with sibling data directories keep a folder each', () => {
    expect(loadAttachmentConfig({}, '/srv/qa-data').dir).toBe('/srv/qa-data/attachments');
    expect(loadAttachmentConfig({}, '/srv/live-data').dir).toBe('/srv/live-data/attachments');
  });
  it('ATTACHMENTS_DIR overrides it, for a database on disk or in memory', () => {
    for (const dataDir of ['/srv/hadiya/.data/pglite', 'memory']) {
      expect(loadAttachmentConfig({ ATTACHMENTS_DIR: '/var/lib/hadiya-files' }, dataDir)).toMatchObject({
        dir: '/var/lib/hadiya-files',
        legacyDir: null,
      });
    }
  });
  it('an in-memory database (DATA_DIR=memory, tests): a folder of this process under the temporary one', () => {
    expect(loadAttachmentConfig({}, 'memory')).toMatchObject({
      dir: join(tmpdir(), `hadiya-attachments-${process.pid}`),
      legacyDir: null,
    });
  });
  it('S3 when S3_BUCKET is set (path style with a custom endpoint)', () => {
    const c = loadAttachmentConfig(
      { S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
      'memory',
    );
    expect(c.s3).toMatchObject({
      bucket: 'files',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'attachments/',
    });
  });
});

describe('S3 storage against an in-process S3 fake', () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; auth: boolean }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        seen.push({
          method: req.method ?? '',
          url,
          auth: String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256'),
        });
        if (req.method === 'PUT') {
          objects.set(url, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200, { etag: '"1"' }).end();
        } else if (req.method === 'GET') {
          const found = objects.get(url);
          if (!found) {
            res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
            return;
          }
          res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end(found.body);
        } else if (req.method === 'DELETE') {
          objects.delete(url);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes private objects under the prefix, signed', async () => {
    const storage = new S3Storage({
      bucket: 'hadiya',
      endpoint,
      region: 'me-central-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      prefix: 'attachments/',
    });
    const key = newStorageKey();
    await storage.put(key, Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    expect([...objects.keys()]).toEqual([`/hadiya/attachments/${key}`]);
    expect((await storage.get(key)).toString()).toBe('%PDF-1.4 hello');
    await storage.delete(key);
    expect(objects.size).toBe(0);
    expect(seen.every((r) => r.auth)).toBe(true);
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid attachment storage key/,
    );
    storage.close();
  });
});

/** Every file under `root`, relative to it (none when it does not exist). */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path));
    }
  };
  walk(root);
  return out;
}

describe('local storage', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hadiya-local-storage-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes inside its folder only; reads a file only the previous folder has', async () => {
    const dir = join(root, 'pglite', 'attachments');
    const legacy = join(root, 'attachments');
    const storage = new LocalStorage(dir, legacy);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('new'));
    expect(filesUnder(dir)).toEqual([key]);
    expect(statSync(join(dir, key)).mode & 0o777).toBe(0o600);
    expect(filesUnder(legacy)).toEqual([]);

    const old = newStorageKey(new Date('2026-01-15T00:00:00Z'));
    await new LocalStorage(legacy).put(old, Buffer.from('old'));
    expect((await storage.get(old)).toString()).toBe('old');
    expect((await storage.get(key)).toString()).toBe('new');
    await expect(storage.get(newStorageKey())).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(new LocalStorage(dir).get(old)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

// Two servers whose DATA_DIRs are siblings, without ATTACHMENTS_DIR: each keeps its files inside its
// own DATA_DIR. The database is the project's (in-memory PGlite, or PostgreSQL: with DATABASE_URL
// the files still go to DATA_DIR).
describe('where a server keeps its files', () => {
  const OPERATOR_KEY = 'operator-key-for-attachment-tests-0123456789';
  const saved: Record<string, string | undefined> = {};
  let root: string;
  let storeA: TestApp;
  let storeB: TestApp;

  beforeAll(async () => {
    for (const name of ['ATTACHMENTS_DIR', 'S3_BUCKET']) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
    root = mkdtempSync(join(tmpdir(), 'hadiya-attachment-dirs-'));
    storeA = await startTestApp({ dataDir: join(root, 'store-a') }, { operatorKey: OPERATOR_KEY });
    storeB = await startTestApp({ dataDir: join(root, 'store-b') }, { operatorKey: OPERATOR_KEY });
  });
  afterAll(async () => {
    await storeA?.close();
    await storeB?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(root, { recursive: true, force: true });
  });

  const photo = (background: string) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background } })
      .png()
      .toBuffer();

  /** A guest's contact form with a photo; answers the stored row. */
  async function contactWithPhoto(t: TestApp, background: string) {
    const [issue] = await t.database.db.select().from(ticketIssueTypes);
    const form = new FormData();
    form.append('name', 'Sara');
    form.append('email', `sara${Math.random().toString(36).slice(2, 8)}@example.sa`);
    form.append('phone', '0501234567');
    form.append('issue_type_id', String(issue?.id));
    form.append('description', 'The card is missing.');
    form.append('attachment', new Blob([new Uint8Array(await photo(background))], { type: 'image/png' }), 'p.png');
    const response = await fetch(`${t.baseUrl}/api/form/contact-us`, {
      method: 'POST',
      body: form,
      headers: { language: 'en' },
    });
    expect(response.status).toBe(200);
    const rows = await t.database.db.select().from(attachments);
    expect(rows).toHaveLength(1);
    return rows[0] as typeof attachments.$inferSelect;
  }

  const download = (t: TestApp, publicId: string) =>
    fetch(`${t.baseUrl}/api/operator/attachments/${publicId}`, { headers: { 'x-operator-key': OPERATOR_KEY } });

  it('writes each store’s file inside its DATA_DIR, none beside it, and serves it from there', async () => {
    const a = await contactWithPhoto(storeA, '#2a7');
    const b = await contactWithPhoto(storeB, '#c33');
    expect(a.storage).toBe('local');
    expect(filesUnder(join(root, 'store-a', 'attachments'))).toEqual([a.storageKey]);
    expect(filesUnder(join(root, 'store-b', 'attachments'))).toEqual([b.storageKey]);
    expect(existsSync(join(root, 'attachments'))).toBe(false);

    const fromA = await download(storeA, a.publicId);
    expect(fromA.status).toBe(200);
    expect(Buffer.from(await fromA.arrayBuffer())).toEqual(
      readFileSync(join(root, 'store-a', 'attachments', a.storageKey)),
    );
    expect((await download(storeB, a.publicId)).status).toBe(404);
  });

  it('still serves a file written before the move, from the folder beside DATA_DIR', async () => {
    const [a] = await storeA.database.db.select().from(attachments);
    if (!a) throw new Error('the previous test stored a file');
    const stored = join(root, 'store-a', 'attachments', a.storageKey);
    const bytes = readFileSync(stored);
    const old = join(root, 'attachments', a.storageKey);
    mkdirSync(dirname(old), { recursive: true });
    renameSync(stored, old);

    const response = await download(storeA, a.publicId);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    // A new file still goes inside DATA_DIR.
    await storeA.database.db.delete(attachments);
    const next = await contactWithPhoto(storeA, '#33c');
    expect(filesUnder(join(root, 'store-a', 'attachments'))).toEqual([next.storageKey]);
    expect(filesUnder(join(root, 'attachments'))).toEqual([a.storageKey]);
  });
});
