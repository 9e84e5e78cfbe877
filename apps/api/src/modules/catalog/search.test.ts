import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { searchFixture } from './search-fixture';

let t: TestApp;
let riyadh: number;
let sharurah: number;

beforeAll(async () => {
  t = await startTestApp();
  const cities = await t.client().request('saudiCities', {});
  riyadh = cities.find((c) => c.name === 'Riyadh')?.id ?? 0;
  sharurah = cities.find((c) => c.name === 'Sharurah')?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

describe('search fixture', () => {
  it('has at least 40 cases', () => {
    expect(searchFixture.length).toBeGreaterThanOrEqual(40);
  });

  it('recall@5 is 100 % on POST /products', async () => {
    const api = t.client({ language: 'ar' });
    const misses: string[] = [];
    for (const [query, slug] of searchFixture) {
      const results = await api.request('search', { body: { search: query, cities_id: riyadh, limit: 5 } });
      if (!results.slice(0, 5).some((r) => r.slug === slug)) {
        misses.push(`${query} → ${slug}; got ${results.map((r) => r.slug).join(', ') || 'nothing'}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('recall@5 is 100 % on POST /products/titles', async () => {
    const api = t.client({ language: 'en' });
    const misses: string[] = [];
    for (const [query, slug] of searchFixture) {
      const results = await api.request('searchTitles', { body: { search: query, cities_id: riyadh, limit: 5 } });
      if (!results.some((r) => r.product_slug === slug)) misses.push(`${query} → ${slug}`);
    }
    expect(misses).toEqual([]);
  });
});

describe('exact stage in memory', () => {
  it('ranks exactly like the SQL stage once the catalogue is preloaded', async () => {
    const catalog = t.app.catalog;
    const queries = [...searchFixture.map(([q]) => q), 'plant', 'نبته', 'gift', 'بطاقه', 'white pot', 'قلم خشبي'];
    const viaSql = new Map<string, number[]>();
    expect(catalog.isPreloaded).toBe(false);
    for (const q of queries)
      viaSql.set(
        q,
        (await catalog.search(q, riyadh, 1, 12)).map((r) => r.id),
      );
    await catalog.invalidate();
    await catalog.preload();
    expect(catalog.isPreloaded).toBe(true);
    const before = t.database.statements;
    for (const q of queries) {
      expect(
        (await catalog.search(q, riyadh, 1, 12)).map((r) => r.id),
        q,
      ).toEqual(viaSql.get(q));
    }
    // Only the typo stage still reaches the database.
    expect(t.database.statements - before).toBeLessThan(queries.length);
    await catalog.invalidate();
  });
});

describe('POST /products (search)', () => {
  it('ranks title matches before description matches', async () => {
    const results = await t.client().request('search', { body: { search: 'orchid', cities_id: riyadh } });
    expect(
      results
        .slice(0, 2)
        .map((r) => r.slug)
        .sort(),
    ).toEqual(['pink-orchid', 'white-orchid']);
  });

  it('ranks the closest title word first for a typo', async () => {
    const [first] = await t.client().request('search', { body: { search: 'orkid', cities_id: riyadh } });
    expect(first?.slug).toMatch(/orchid/);
  });

  it('only returns products available in the chosen city', async () => {
    const api = t.client();
    const inRiyadh = await api.request('search', { body: { search: 'orchid', cities_id: riyadh } });
    expect(inRiyadh.some((r) => r.slug === 'white-orchid')).toBe(true);
    const elsewhere = await api.request('search', { body: { search: 'orchid', cities_id: sharurah } });
    expect(elsewhere.some((r) => r.slug.includes('orchid'))).toBe(false);
    expect(elsewhere.every((r) => r.is_available)).toBe(true);
  });

  it('answers an empty list with "No product found"', async () => {
    const res = await t.http('POST', '/api/products', {
      body: { search: 'qqqqxxxzzz', cities_id: riyadh },
      headers: { language: 'en' },
    });
    expect(res.body).toEqual({ success: true, statusCode: 200, message: 'No product found', data: [] });
  });

  it('pages results', async () => {
    const api = t.client();
    const first = await api.request('search', {
      body: { search: 'plant', cities_id: riyadh, limit: 3, page_number: 1 },
    });
    const second = await api.request('search', {
      body: { search: 'plant', cities_id: riyadh, limit: 3, page_number: 2 },
    });
    expect(first).toHaveLength(3);
    expect(second.length).toBeGreaterThan(0);
    expect(first.map((r) => r.id)).not.toContain(second[0]?.id);
  });

  it('answers an empty page past the first thousand results', async () => {
    const deep = await t
      .client()
      .request('search', { body: { search: 'plant', cities_id: riyadh, limit: 60, page_number: 400 } });
    expect(deep).toEqual([]);
  });

  it('titles are localized and carry the slug', async () => {
    const [ar] = await t
      .client({ language: 'ar' })
      .request('searchTitles', { body: { search: 'monstera', cities_id: riyadh } });
    const [en] = await t
      .client({ language: 'en' })
      .request('searchTitles', { body: { search: 'monstera', cities_id: riyadh } });
    expect(ar).toMatchObject({ product_title: 'نبتة مونستيرا ديليسيوسا', product_slug: 'monstera-deliciosa' });
    expect(en?.product_title).toBe('Monstera Deliciosa');
  });

  it('works without a token at the /web path', async () => {
    const res = await t.http('POST', '/api/web/products/titles', { body: { search: 'cactus', cities_id: riyadh } });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });

  const bad: Array<[string, unknown, string]> = [
    ['missing search', { cities_id: 1 }, 'search'],
    ['empty search', { search: '   ', cities_id: 1 }, 'search'],
    ['huge search', { search: 'ب'.repeat(5000), cities_id: 1 }, 'search'],
    ['search as a number', { search: 12, cities_id: 1 }, 'search'],
    ['missing city', { search: 'orchid' }, 'cities_id'],
    ['negative city', { search: 'orchid', cities_id: -3 }, 'cities_id'],
    ['non-numeric city', { search: 'orchid', cities_id: 'riyadh' }, 'cities_id'],
    ['SQL in city', { search: 'orchid', cities_id: '1 or 1=1' }, 'cities_id'],
    ['fractional city', { search: 'orchid', cities_id: 1.5 }, 'cities_id'],
    ['limit too big', { search: 'orchid', cities_id: 1, limit: 10_000 }, 'limit'],
    ['page zero', { search: 'orchid', cities_id: 1, page_number: 0 }, 'page_number'],
  ];
  it.each(bad)('rejects %s with a 400 naming the field, changing nothing', async (_name, body, field) => {
    // Suggestions have no paging.
    const paths = field === 'page_number' ? ['/api/products'] : ['/api/products', '/api/products/titles'];
    for (const path of paths) {
      const before = await t.fingerprint();
      const res = await t.http('POST', path, { body, headers: { language: 'en' } });
      const envelope = expectErrorEnvelope(res, 400);
      expect(envelope.data.errors[0].field).toBe(field);
      // The rule's own sentence (a generic rule's, 'Must be at least 1', with the field's name).
      expect(envelope.message).toContain(envelope.data.errors[0].message);
      expect(await t.fingerprint()).toBe(before);
    }
  });

  it('an unknown city is a 404 "Does not find city"', async () => {
    const res = await t.http('POST', '/api/products', {
      body: { search: 'orchid', cities_id: 999_999 },
      headers: { language: 'en' },
    });
    expect(expectErrorEnvelope(res, 404).message).toBe('Does not find city');
  });

  it('treats SQL and HTML metacharacters as text', async () => {
    const before = await t.fingerprint();
    for (const search of ["'; drop table products; --", '<img src=x onerror=alert(1)>', '%_%', '\\', "' or '1'='1"]) {
      const res = await t.http('POST', '/api/products', { body: { search, cities_id: riyadh } });
      expect(res.status, search).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
    expect(await t.fingerprint()).toBe(before);
  });

  it('accepts Arabic-Indic digits in ids', async () => {
    const digits = String(riyadh).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const res = await t.http('POST', '/api/products', { body: { search: 'orchid', cities_id: digits } });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });
});

describe('rate limit', () => {
  it('answers 429 envelopes past the per-IP search limit', async () => {
    const limited = await startTestApp({ rateLimit: { guestPerMinute: 100, searchPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      let last: { status: number; body: unknown } | undefined;
      for (let i = 0; i < 5; i++) {
        last = await limited.http('POST', '/api/products/titles', {
          body: { search: 'orchid', cities_id: 1 },
          headers: { language: 'en' },
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(expectErrorEnvelope(last as { status: number; body: unknown }, 429).message).toBe(
        'Too many requests, please try again later',
      );
    } finally {
      await limited.close();
    }
  });
});
