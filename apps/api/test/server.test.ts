import { calls, toRoutePath } from '@hadiya/contract';
import { MEDIA_WIDTHS, mediaSrcSet } from '@hadiya/contract/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { AppError } from '../src/lib/errors';
import { MEDIA_RASTER_WIDTH } from '../src/modules/media/routes';
import { helmetHeaders } from '../src/server';
import { expectErrorEnvelope, startTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      // Routes that fail on purpose, to check what leaves the server.
      setup: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('secret internal detail at /srv/app.ts:10');
        });
        app.get('/api/test/app-error', async () => {
          throw new AppError(409, 'forbidden');
        });
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('envelope for every answer', () => {
  it('unknown routes answer a 404 envelope in the caller language', async () => {
    const en = expectErrorEnvelope(await t.http('GET', '/api/nope', { headers: { language: 'en' } }), 404);
    expect(en.message).toBe('Route not found');
    const ar = expectErrorEnvelope(await t.http('GET', '/api/nope'), 404);
    expect(ar.message).toBe('المسار غير موجود');
  });

  it('falls back to Accept-Language, then Arabic', async () => {
    const res = await t.http('GET', '/api/common/countries', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.body.message).toBe('Success');
    const unknown = await t.http('GET', '/api/common/countries', { headers: { language: 'fr' } });
    expect(unknown.body.message).toBe('تمت العملية بنجاح');
  });

  it('a thrown error becomes a generic 500 without details or stack', async () => {
    const res = await t.http('GET', '/api/test/boom', { headers: { language: 'en' } });
    const body = expectErrorEnvelope(res, 500);
    expect(body.message).toBe('Something went wrong, please try again');
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(JSON.stringify(body)).not.toContain('app.ts');
  });

  it('invalid JSON is a 400 envelope', async () => {
    const res = await t.http('POST', '/api/products/titles', {
      rawBody: '{"search": ',
      headers: { 'content-type': 'application/json', language: 'en' },
    });
    expect(expectErrorEnvelope(res, 400).message).toBe('The request body is not valid JSON');
  });

  it('a body over the limit is a 413 envelope', async () => {
    const res = await t.http('POST', '/api/account/login-as-guest', {
      body: { device_id: 'Web', device_token: 'x'.repeat(200_000) },
    });
    expectErrorEnvelope(res, 413);
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const res = await t.http('POST', '/api/products/titles', {
      rawBody: 'search=a',
      headers: { 'content-type': 'text/plain' },
    });
    expectErrorEnvelope(res, 415);
  });
});

describe('security basics', () => {
  it('sends security headers', async () => {
    const res = await t.http('GET', '/api/common/countries');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends exactly the headers helmet sets, on answers and on errors alike', async () => {
    const helmetSet = helmetHeaders({
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'same-origin' },
    });
    expect(helmetSet['content-security-policy']).toContain("default-src 'self'");
    // A form posted before hydration must keep its Origin (no-referrer would send `Origin: null`).
    expect(helmetSet['referrer-policy']).toBe('same-origin');
    for (const path of ['/api/common/countries', '/api/no-such-call']) {
      const res = await t.http('GET', path);
      for (const [name, value] of Object.entries(helmetSet)) expect(res.headers.get(name)).toBe(value);
    }
  });

  it('allows CORS only for the storefront origin', async () => {
    const allowed = await t.http('OPTIONS', '/api/products/titles', {
      headers: { origin: 'http://storefront.test', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://storefront.test');
    const denied = await t.http('GET', '/api/common/countries', { headers: { origin: 'http://evil.test' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('lists every call of the contract, with the web forms', async () => {
    const res = await t.http('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    for (const call of Object.values(calls)) {
      const path = `/api${call.path}`;
      expect(paths[path]?.[call.method.toLowerCase()], path).toBeTruthy();
      if ('hasWebForm' in call && call.hasWebForm) expect(paths[`/api/web${call.path}`], path).toBeTruthy();
    }
    expect(toRoutePath('/products/{id}')).toBe('/products/:id');
    expect(paths['/api/products/master']?.get).toMatchObject({ tags: ['products'] });
  });
});

describe('media', () => {
  it('serves drawn SVG illustrations and 404s unknown ones', async () => {
    const res = await t.http('GET', '/api/media/plant-orchid/3.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(String(res.body)).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expectErrorEnvelope(await t.http('GET', '/api/media/unknown-art/1.svg'), 404);
    expectErrorEnvelope(await t.http('GET', '/api/media/plant-orchid/..%2F..%2Fetc.svg'), 404);
    expectErrorEnvelope(await t.http('GET', '/api/media/plant-orchid/3.png'), 404);
  });

  it('serves the same drawing as a WebP picture of the raster width, the catalogue links to it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/media/plant-orchid/3.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const picture = await sharp(res.rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: MEDIA_RASTER_WIDTH, height: MEDIA_RASTER_WIDTH });
    // The drawing's background colour, not an empty (transparent or black) raster.
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(600);
    expectErrorEnvelope(await t.http('GET', '/api/media/unknown-art/1.webp'), 404);
    const [firstPicture] = await queryRows<{ url: string }>(t.database.db, 'select url from product_images limit 1');
    expect(firstPicture?.url).toMatch(/\.webp$/);
  });

  it("draws narrower copies for srcset at the widths the contract lists, and refuses any other width in the caller's language", async () => {
    for (const width of MEDIA_WIDTHS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/media/plant-orchid/3.webp?w=${width}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width });
    }
    const thumbnail = await t.app.inject({ method: 'GET', url: '/api/media/plant-orchid/3.webp?w=128' });
    const full = await t.app.inject({ method: 'GET', url: '/api/media/plant-orchid/3.webp' });
    expect(thumbnail.rawPayload.length).toBeLessThan(full.rawPayload.length / 2);
    for (const [language, message] of [
      ['en', 'Not one of the allowed values'],
      ['ar', 'ليست من القيم المسموح بها'],
    ] as const) {
      const res = await t.http('GET', '/api/media/plant-orchid/3.webp?w=300', { headers: { language } });
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
      const envelope = expectErrorEnvelope(res, 400);
      expect(envelope.data?.errors).toEqual([{ field: 'w', message, rule: 'unknown_option' }]);
    }
    expect(mediaSrcSet('/api/media/plant-orchid/3.webp')).toContain('/api/media/plant-orchid/3.webp?w=128 128w');
    expect(mediaSrcSet('https://cdn.example.com/palm.webp')).toBeUndefined();
  });

  it('every product image of the seed can be drawn', async () => {
    const rows = await queryRows<{ url: string }>(t.database.db, 'select distinct url from product_images');
    expect(rows.length).toBeGreaterThan(60);
    for (const { url } of rows.slice(0, 200)) {
      const res = await t.http('GET', url);
      expect(res.status, url).toBe(200);
    }
  });
});

describe('AppError', () => {
  it('answers its own status with a localized message', async () => {
    const res = await t.http('GET', '/api/test/app-error', { headers: { language: 'en' } });
    expect(expectErrorEnvelope(res, 409).message).toBe('You are not allowed to do this');
  });
});
