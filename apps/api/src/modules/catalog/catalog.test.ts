import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { productColors, products } from '../../db/schema';

let t: TestApp;
let riyadh: number;
let jeddah: number;
let sharurah: number;

beforeAll(async () => {
  t = await startTestApp();
  const cities = await t.client().request('saudiCities', {});
  const id = (name: string) => cities.find((c) => c.name === name)?.id ?? 0;
  riyadh = id('Riyadh');
  jeddah = id('Jeddah');
  sharurah = id('Sharurah');
});
afterAll(async () => {
  await t?.close();
});

describe('demo catalogue', () => {
  it('has at least 60 active products across plants, engraving, gift cards and add-ons', async () => {
    const rows = await t.database.db.select({ kind: products.kind, price: products.priceHalalas }).from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['plant', 'engraving', 'gift_card', 'addon']));
    for (const row of rows) expect(Number.isInteger(row.price) && row.price > 0).toBe(true);
    expect(rows.some((r) => r.price % 100 !== 0)).toBe(true);
  });
});

describe('GET /products/sitemap', () => {
  it('lists every active product once, without inactive ones', async () => {
    const active = await t.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.isActive, true));
    const [first] = active;
    if (!first) throw new Error('no products');
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.slug, first.slug));
    try {
      await t.app.catalog.invalidate();
      const slugs = await t.client().request('productSlugs', {});
      expect(slugs.map((entry) => entry.slug).sort()).toEqual(
        active
          .map((row) => row.slug)
          .filter((slug) => slug !== first.slug)
          .sort(),
      );
      expect(Number.isNaN(Date.parse(slugs[0]?.updated_at ?? ''))).toBe(false);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.slug, first.slug));
      await t.app.catalog.invalidate();
    }
  });
});

describe('GET /products/master', () => {
  it('returns home sections for the city, with and without a token', async () => {
    const master = await t.client({ language: 'en' }).request('productsMaster', { query: { cities_id: riyadh } });
    expect(master.city?.name).toBe('Riyadh');
    expect(master.delivery_notice).toBeNull();
    expect(master.sections[0]?.key).toBe('featured');
    expect(master.sections.length).toBeGreaterThanOrEqual(4);
    for (const section of master.sections) {
      expect(section.products.length).toBeGreaterThan(0);
      for (const product of section.products) expect(product.is_available).toBe(true);
    }
    expect(master.categories.length).toBeGreaterThan(3);

    const web = await t.http('GET', `/api/web/products/master?cities_id=${riyadh}`, { headers: { language: 'en' } });
    expect(web.body.data).toEqual(master);
  });

  it('shows the 2-5 business days notice outside barq cities and hides products not sold there', async () => {
    const master = await t.client({ language: 'ar' }).request('productsMaster', { query: { cities_id: sharurah } });
    expect(master.delivery_notice).toBe('يستغرق التوصيل من ٢ إلى ٥ أيام عمل');
    const slugs = master.sections.flatMap((s) => s.products.map((p) => p.slug));
    expect(slugs).not.toContain('white-orchid');
    expect(slugs).not.toContain('engraved-wooden-pen');
  });

  it('rejects a bad or unknown cities_id', async () => {
    const before = await t.fingerprint();
    for (const value of ['-1', 'abc', "1'--", '1.5', '99999999999']) {
      const res = await t.http('GET', `/api/products/master?cities_id=${encodeURIComponent(value)}`, {
        headers: { language: 'en' },
      });
      expect(expectErrorEnvelope(res, 400).data.errors[0].field).toBe('cities_id');
    }
    const unknown = await t.http('GET', '/api/products/master?cities_id=424242', { headers: { language: 'en' } });
    expect(expectErrorEnvelope(unknown, 404).message).toBe('Does not find city');
    expect(await t.fingerprint()).toBe(before);
  });

  it('a token that never existed is a 401 "Invalid session token"; the web form ignores tokens', async () => {
    const headers = { authorization: 'Bearer hdy_not-a-real-token', language: 'en' };
    const res = await t.http('GET', '/api/products/master', { headers });
    expect(expectErrorEnvelope(res, 401).message).toBe(t.app.t('en', 'token_invalid'));
    expect((await t.http('GET', '/api/web/products/master', { headers })).status).toBe(200);
  });
});

describe('GET /products/gift-category', () => {
  it('lists gift categories with images and counts, honouring limit', async () => {
    const all = await t.client({ language: 'en' }).request('giftCategories', { query: { limit: 100 } });
    expect(all.map((c) => c.slug)).toContain('laser-engraving');
    expect(all.every((c) => c.product_count > 0 && c.image.startsWith('/api/media/'))).toBe(true);
    expect(all.map((c) => c.slug)).not.toContain('chocolates');
    const two = await t.client().request('giftCategories', { query: { limit: 2 } });
    expect(two).toHaveLength(2);
  });

  it.each(['0', '101', '-5', 'ten', '1e3'])('rejects limit=%s', async (limit) => {
    const res = await t.http('GET', `/api/products/gift-category?limit=${limit}`);
    expect(expectErrorEnvelope(res, 400).data.errors[0].field).toBe('limit');
  });
});

describe('GET /products/product/{id}', () => {
  it('answers a repeated address from the cache, yet honours language, tokens, maintenance and changes', async () => {
    const path = `/api/web/products/product/areca-palm?cities_id=${riyadh}`;
    const first = await t.http('GET', path, { headers: { language: 'en' } });
    const repeat = await t.http('GET', path, { headers: { language: 'en' } });
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.http('GET', path, { headers: { language: 'ar' } })).body.data.product_title).toBe('نخلة الأريكا');
    // A token is always checked: a bad one is refused even where the address is cached.
    const withToken = `/api/products/product/areca-palm?cities_id=${riyadh}`;
    expect((await t.http('GET', withToken, { headers: { language: 'en' } })).status).toBe(200);
    const refused = await t.http('GET', withToken, { headers: { language: 'en', authorization: 'Bearer hdy_nope' } });
    expect(refused.status).toBe(401);

    await t.app.maintenance.set(true);
    try {
      expect((await t.http('GET', path, { headers: { language: 'en' } })).status).toBe(503);
    } finally {
      await t.app.maintenance.set(false);
    }

    await t.database.db.update(products).set({ priceHalalas: 23_456 }).where(eq(products.slug, 'areca-palm'));
    try {
      await t.app.catalog.invalidate();
      const changed = await t.http('GET', path, { headers: { language: 'en' } });
      expect(changed.body.data.product_price).toBe(23_456);
    } finally {
      await t.database.db
        .update(products)
        .set({ priceHalalas: first.body.data.product_price })
        .where(eq(products.slug, 'areca-palm'));
      await t.app.catalog.invalidate();
    }
  });

  it('returns the product by slug and by id, localized, with colours, stock and add-ons', async () => {
    const en = await t.client({ language: 'en' }).request('productDetail', {
      params: { id: 'monstera-deliciosa' },
      query: { cities_id: riyadh },
    });
    expect(en).toMatchObject({
      slug: 'monstera-deliciosa',
      product_title: 'Monstera Deliciosa',
      currency: 'SAR',
      vat_included: true,
    });
    expect(en.product_price).toBe(18_900);
    expect(en.images.length).toBeGreaterThanOrEqual(1);
    expect(en.images[0]?.alt).toBe('Monstera Deliciosa');
    expect(en.colors.find((c) => c.is_sold_out)?.color_quantity).toBe(0);
    expect(en.product_avail_quantity).toBe(en.colors.reduce((n, c) => n + c.color_quantity, 0));
    expect(en.addons.length).toBeGreaterThan(0);
    expect(en.availability_message).toBeNull();

    const ar = await t.client({ language: 'ar' }).request('productDetail', {
      params: { id: String(en.id) },
      query: { cities_id: riyadh },
    });
    expect(ar.product_title).toBe('نبتة مونستيرا ديليسيوسا');
    expect(ar.id).toBe(en.id);
  });

  it("says 'Product is not available for this city' where it is not sold", async () => {
    const res = await t.http('GET', `/api/products/product/white-orchid?cities_id=${sharurah}`, {
      headers: { language: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product is not available for this city');
    expect(res.body.data).toMatchObject({
      is_available: false,
      availability_message: 'Product is not available for this city',
    });
    const ar = await t.http('GET', `/api/products/product/white-orchid?cities_id=${sharurah}`);
    expect(ar.body.message).toBe('المنتج غير متوفر لهذه المدينة');
  });

  it('offers engraving only where the product and the city allow it', async () => {
    const api = t.client();
    const pen = await api.request('productDetail', {
      params: { id: 'engraved-wooden-pen' },
      query: { cities_id: jeddah },
    });
    expect(pen).toMatchObject({ allow_engrave: true, engrave_max_length: 20 });
    const bonsaiSmallCity = await api.request('productDetail', {
      params: { id: 'ficus-bonsai' },
      query: { cities_id: sharurah },
    });
    expect(bonsaiSmallCity.allow_engrave).toBe(false);
    const monstera = await api.request('productDetail', {
      params: { id: 'monstera-deliciosa' },
      query: { cities_id: riyadh },
    });
    expect(monstera.allow_engrave).toBe(false);
  });

  it('marks sold-out products', async () => {
    const fig = await t
      .client()
      .request('productDetail', { params: { id: 'fiddle-leaf-fig' }, query: { cities_id: riyadh } });
    expect(fig).toMatchObject({ is_sold_out: true, product_avail_quantity: 0 });
  });

  it('404s unknown products and rejects malformed ids, changing nothing', async () => {
    const before = await t.fingerprint();
    const missing = await t.http('GET', '/api/products/product/no-such-plant', { headers: { language: 'en' } });
    expect(expectErrorEnvelope(missing, 404).message).toBe('Product not found');
    expectErrorEnvelope(await t.http('GET', '/api/products/product/999999'), 404);
    for (const bad of ['-1', 'Robert%27);DROP%20TABLE%20products;--', '%3Cscript%3E', 'x'.repeat(300), '1.5', 'a_b']) {
      const res = await t.http('GET', `/api/products/product/${bad}`, { headers: { language: 'en' } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectErrorEnvelope(res, res.status);
    }
    expect(await t.fingerprint()).toBe(before);
  });

  it('accepts Arabic-Indic digits as an id', async () => {
    const byId = await t.client().request('productDetail', { params: { id: '١' } });
    expect(byId.id).toBe(1);
  });

  it('costs at most 3 SQL statements, and none once cached', async () => {
    // The statement counter is the database's: stop the stock poll so its ticks are not counted.
    t.app.catalog.stock.stop();
    t.app.catalog.clear();
    const before = t.database.statements;
    const res = await t.http('GET', `/api/products/product/ficus-bonsai?cities_id=${riyadh}`);
    expect(res.status).toBe(200);
    const cold = t.database.statements - before;
    expect(cold).toBeLessThanOrEqual(3);

    // With a guest token (session lookup) on a cold cache.
    const guest = await t.client().request('loginAsGuest', { body: {} });
    t.app.catalog.clear();
    t.app.sessions.clear();
    const beforeToken = t.database.statements;
    const withToken = await t.http('GET', `/api/products/product/olive-tree-mini?cities_id=${riyadh}`, {
      headers: { authorization: `Bearer ${guest.token}` },
    });
    expect(withToken.status).toBe(200);
    expect(t.database.statements - beforeToken).toBeLessThanOrEqual(3);

    await t.http('GET', `/api/products/product/ficus-bonsai?cities_id=${riyadh}`);
    const beforeWarm = t.database.statements;
    await t.http('GET', `/api/products/product/ficus-bonsai?cities_id=${riyadh}`);
    await t.http('GET', `/api/products/${'ficus-bonsai'}?cities_id=${riyadh}`);
    expect(t.database.statements - beforeWarm).toBe(0);
  });

  it('reflects catalogue changes after invalidation', async () => {
    const api = t.client();
    const before = await api.request('productDetail', { params: { id: 'jade-plant' } });
    await t.database.db.update(products).set({ priceHalalas: 9_150 }).where(eq(products.slug, 'jade-plant'));
    await t.database.db.update(productColors).set({ stock: 0 }).where(eq(productColors.productId, before.id));
    // Cached until invalidated.
    expect((await api.request('productDetail', { params: { id: 'jade-plant' } })).product_price).toBe(
      before.product_price,
    );
    await t.app.catalog.invalidate();
    const after = await api.request('productDetail', { params: { id: 'jade-plant' } });
    expect(after.product_price).toBe(9_150);
    expect(after.is_sold_out).toBe(true);
  });

  it('another instance sees the change through the catalogue version', async () => {
    const api = t.client();
    const first = await api.request('productById', { params: { id: 'spider-plant' } });
    await t.database.db.update(products).set({ priceHalalas: 7_225 }).where(eq(products.slug, 'spider-plant'));
    // Simulate another instance's write: bump the version without clearing our cache.
    await t.database.db.execute('update catalog_version set version = version + 1');
    expect((await api.request('productById', { params: { id: 'spider-plant' } })).product_price).toBe(
      first.product_price,
    );
    await t.app.catalog.checkVersion();
    expect((await api.request('productById', { params: { id: 'spider-plant' } })).product_price).toBe(7_225);
  });
});

describe('GET /products/{id} and /products/description/{id}', () => {
  it('returns the card and the description', async () => {
    const api = t.client({ language: 'en' });
    const card = await api.request('productById', { params: { id: 'aloe-vera' }, query: { cities_id: riyadh } });
    expect(card).toMatchObject({ slug: 'aloe-vera', product_title: 'Aloe Vera', is_available: true });
    const description = await api.request('productDescription', {
      params: { id: String(card.id) },
      query: { cities_id: riyadh },
    });
    expect(description.description).toContain('healing succulent');
    expect(description.care).toBeTruthy();
    const web = await t.http('GET', `/api/web/products/description/aloe-vera`, { headers: { language: 'ar' } });
    expect(web.body.data.description).toContain('نبتة عصارية');
  });

  it('rejects bad ids and cities', async () => {
    for (const path of [
      '/api/products/-4',
      '/api/products/description/%00',
      '/api/products/description/aloe-vera?cities_id=x',
    ]) {
      const res = await t.http('GET', path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectErrorEnvelope(res, res.status);
    }
  });
});

describe('POST /products/recommeded', () => {
  it('recommends products of the same category first, available in the city', async () => {
    const api = t.client();
    const base = await api.request('productById', { params: { id: 'white-orchid' } });
    const list = await api.request('recommended', { body: { cities_id: riyadh, product_id: base.id, limit: 4 } });
    expect(list).toHaveLength(4);
    expect(list.map((p) => p.id)).not.toContain(base.id);
    expect(list[0]?.category_id).toBe(base.category_id);
    expect(list.every((p) => p.is_available && p.kind !== 'addon')).toBe(true);
    const general = await api.request('recommended', { body: { cities_id: sharurah } });
    expect(general.length).toBeGreaterThan(0);
  });

  it.each([
    [{}, 'cities_id'],
    [{ cities_id: 'x' }, 'cities_id'],
    [{ cities_id: 1, product_id: -1 }, 'product_id'],
    [{ cities_id: 1, limit: 1000 }, 'limit'],
  ])('rejects %j', async (body, field) => {
    const before = await t.fingerprint();
    const res = await t.http('POST', '/api/products/recommeded', { body });
    expect(expectErrorEnvelope(res, 400).data.errors[0].field).toBe(field);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('POST /products/addons', () => {
  it('lists add-ons available in the city, by product and type', async () => {
    const api = t.client({ language: 'en' });
    const all = await api.request('addons', { query: { cities_id: riyadh }, body: {} });
    expect(new Set(all.map((a) => a.addon_type))).toEqual(new Set(['chocolate', 'balloon', 'card', 'vase']));
    const balloons = await api.request('addons', { query: { cities_id: riyadh }, body: { addon_type: 'balloon' } });
    expect(balloons.every((a) => a.addon_type === 'balloon')).toBe(true);
    const smallCity = await api.request('addons', { query: { cities_id: sharurah }, body: { addon_type: 'balloon' } });
    expect(smallCity).toEqual([]);
    const orchid = await api.request('productById', { params: { id: 'white-orchid' } });
    const forOrchid = await api.request('addons', { query: { cities_id: riyadh }, body: { product_id: orchid.id } });
    expect(forOrchid.map((a) => a.slug)).toContain('clear-glass-vase');
  });

  it.each([
    ['', {}, 'cities_id'],
    ['?cities_id=-1', {}, 'cities_id'],
    ['?cities_id=1', { addon_type: 'drone' }, 'addon_type'],
    ['?cities_id=1', { product_id: 'abc' }, 'product_id'],
  ])('rejects %s %j', async (query, body, field) => {
    const before = await t.fingerprint();
    const res = await t.http('POST', `/api/products/addons${query}`, { body });
    expect(expectErrorEnvelope(res, 400).data.errors[0].field).toBe(field);
    expect(await t.fingerprint()).toBe(before);
  });
});
