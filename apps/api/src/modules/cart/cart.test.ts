import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, dbKind, expectErrorEnvelope, sentCount, startTestApp, type TestApp } from '../../../test/helpers';
import { cartItems, productColors, products, sessions } from '../../db/schema';
import { hashToken } from '../../lib/auth';
import { t as message } from '../../lib/i18n';
import { buildServer } from '../../server';
import { addonIdsOf, bearer, cityByName, cityWithout, guestSession, productBySlug, userSession } from './fixtures';

let t: TestApp;
let riyadh: number;
let majmaah: number;
type Product = Awaited<ReturnType<typeof productBySlug>>;
let monstera: Product; // colours
let bamboo: Product; // no colours, stock 40
let plaque: Product; // engraving up to 30, no colours, stock 12
let kalanchoe: Product; // sold out
let monsteraAddons: number[];

beforeAll(async () => {
  t = await startTestApp();
  riyadh = (await cityByName(t, 'Riyadh')).id;
  majmaah = (await cityByName(t, 'Al Majmaah')).id;
  monstera = await productBySlug(t, 'monstera-deliciosa');
  bamboo = await productBySlug(t, 'lucky-bamboo');
  plaque = await productBySlug(t, 'engraved-crystal-plaque');
  kalanchoe = await productBySlug(t, 'kalanchoe-yellow');
  monsteraAddons = await addonIdsOf(t, monstera.id);
});
afterAll(async () => {
  await t?.close();
});

const inStockColor = (p: Product) => {
  const color = p.colors.find((c) => c.stock > 0);
  if (!color) throw new Error('no colour in stock');
  return color;
};

async function add(token: string, body: Record<string, unknown>, city = riyadh, language: 'ar' | 'en' = 'en') {
  return t.http('POST', `/api/user/shopping-cart?cities_id=${city}`, { body, headers: bearer(token, language) });
}
async function read(token: string, city: number | null = riyadh, language: 'ar' | 'en' = 'en') {
  const query = city === null ? '' : `?cities_id=${city}`;
  return t.http('GET', `/api/user/shopping-cart${query}`, { headers: bearer(token, language) });
}

describe('POST /user/shopping-cart', () => {
  it('adds a line with colour, add-ons and engraving; the same selection adds to that line', async () => {
    const { token } = await guestSession(t);
    const color = inStockColor(monstera);
    const addons = monsteraAddons.slice(0, 2);
    const first = await add(token, { product_id: monstera.id, product_color: color.id, addon_product_ids: addons });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Added to cart');
    // Add-ons in another order are the same line.
    const again = await add(token, {
      product_id: monstera.id,
      product_color: color.id,
      addon_product_ids: [...addons].reverse(),
      product_qty: 2,
    });
    expect(again.status).toBe(200);
    const lines = again.body.data.items;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product_id: monstera.id, product_qty: 3, product_color: color.id, status: 'ok' });
    expect(lines[0].addon_product_ids).toEqual([...addons].sort((a, b) => a - b));

    // Different engraving → a different line.
    await add(token, { product_id: plaque.id, engrave_text: 'Ahmad' });
    await add(token, { product_id: plaque.id, engrave_text: 'Sara' });
    const cart = (await read(token)).body.data;
    expect(cart.items).toHaveLength(3);
    expect(cart.items.map((l: { engrave_text: string }) => l.engrave_text)).toEqual(['', 'Ahmad', 'Sara']);
  });

  it('computes line prices with add-ons, the subtotal and the VAT included; ignores client prices', async () => {
    const { token } = await guestSession(t);
    const color = inStockColor(monstera);
    const addons = monsteraAddons.slice(0, 2);
    const addonRows = await Promise.all(
      addons.map(async (id) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]),
    );
    const res = await add(token, {
      product_id: monstera.id,
      product_color: color.id,
      addon_product_ids: addons,
      product_qty: 2,
      product_price: 1,
      unit_price: 1,
      line_price: 1,
      subtotal: 1,
      total: 1,
    });
    expect(res.status).toBe(200);
    const unit = monstera.priceHalalas + addonRows.reduce((n, a) => n + (a?.priceHalalas ?? 0), 0);
    const cart = res.body.data;
    expect(cart.items[0]).toMatchObject({
      product_price: monstera.priceHalalas,
      unit_price: unit,
      line_price: unit * 2,
    });
    expect(cart.subtotal).toBe(unit * 2);
    expect(cart.total).toBe(unit * 2);
    const vat = (amount: number) => Math.round((amount * 1500) / 11500);
    expect(cart.vat_included).toBe(
      vat(monstera.priceHalalas * 2) + addonRows.reduce((n, a) => n + vat((a?.priceHalalas ?? 0) * 2), 0),
    );
    expect(cart.item_count).toBe(2);
    expect(cart.currency).toBe('SAR');
    // The spec's cart item fields.
    for (const key of [
      'id',
      'product_id',
      'product_qty',
      'product_color',
      'addon_product_ids',
      'product_title',
      'feature_image',
      'image_alt',
      'product_price',
      'product_avail_quantity',
    ]) {
      expect(cart.items[0]).toHaveProperty(key);
    }
    expect(cart.items[0].color.color_quantity).toBe(color.stock);
    expect(cart.items[0].product_avail_quantity).toBe(color.stock);
  });

  describe('rules, in both languages, refused without changing anything', () => {
    const cases: [
      string,
      () => Record<string, unknown>,
      number | (() => Promise<number>),
      number,
      string | (() => string),
      string | (() => string),
    ][] = [
      [
        'colour required',
        () => ({ product_id: monstera.id }),
        () => Promise.resolve(riyadh),
        400,
        'Please select product color',
        'يرجى اختيار لون المنتج',
      ],
      [
        'colour out of stock',
        () => ({ product_id: monstera.id, product_color: monstera.colors.find((c) => c.stock === 0)?.id }),
        () => Promise.resolve(riyadh),
        400,
        'Selected color is out of stock',
        'اللون المحدد غير متوفر في المخزون',
      ],
      [
        'more than the colour stock',
        () => ({ product_id: monstera.id, product_color: inStockColor(monstera).id, product_qty: 999 }),
        () => Promise.resolve(riyadh),
        400,
        // The count agrees with its noun (lib/i18n.test.ts pins each form).
        () => message('en', 'color_only_n_units', { n: inStockColorStock() }),
        () => message('ar', 'color_only_n_units', { n: inStockColorStock() }),
      ],
      [
        'not sold in the city',
        () => ({ product_id: plaque.id }),
        () => Promise.resolve(majmaah),
        400,
        'Product is not available for this city',
        'المنتج غير متوفر لهذه المدينة',
      ],
      [
        'sold out (no colours)',
        () => ({ product_id: kalanchoe.id }),
        () => Promise.resolve(riyadh),
        400,
        'Not available',
        'غير متوفر',
      ],
      [
        'engraving on a product without engraving',
        () => ({ product_id: bamboo.id, engrave_text: 'Hi' }),
        () => Promise.resolve(riyadh),
        400,
        'Engraving is not available for this product in your city',
        'النقش غير متاح لهذا المنتج في مدينتك',
      ],
      [
        'engraving above the maximum length',
        () => ({ product_id: plaque.id, engrave_text: 'x'.repeat(31) }),
        () => Promise.resolve(riyadh),
        400,
        'Engraving must be at most 30 characters',
        'يجب ألا يزيد النقش عن ٣٠ حرفًا',
      ],
      [
        'engraving with emoji',
        () => ({ product_id: plaque.id, engrave_text: 'hi 🎉' }),
        () => Promise.resolve(riyadh),
        400,
        'Engraving can use letters, digits, spaces and simple punctuation',
        'يمكن أن يحتوي النقش على حروف وأرقام ومسافات وعلامات ترقيم بسيطة',
      ],
      [
        'an add-on of another product',
        () => ({ product_id: bamboo.id, addon_product_ids: [plaque.id] }),
        () => Promise.resolve(riyadh),
        400,
        'This add-on is not offered with this product',
        'هذه الإضافة غير متاحة مع هذا المنتج',
      ],
      [
        'a colour of another product',
        () => ({ product_id: monstera.id, product_color: 999_999 }),
        () => Promise.resolve(riyadh),
        400,
        'This color is not offered for this product',
        'هذا اللون غير متاح لهذا المنتج',
      ],
      [
        'unknown product',
        () => ({ product_id: 999_999 }),
        () => Promise.resolve(riyadh),
        404,
        'Product not found',
        'المنتج غير موجود',
      ],
      [
        'unknown city',
        () => ({ product_id: bamboo.id }),
        () => Promise.resolve(999_999),
        404,
        'Does not find city',
        'لم يتم العثور على المدينة',
      ],
    ];
    it.each(cases)('%s', async (_name, body, city, status, en, ar) => {
      const { token } = await guestSession(t);
      const before = await t.fingerprint();
      const cityId = typeof city === 'number' ? city : await city();
      const text = (message: string | (() => string)) => (typeof message === 'string' ? message : message());
      expect(expectErrorEnvelope(await add(token, body(), cityId, 'en'), status).message).toBe(text(en));
      expect(expectErrorEnvelope(await add(token, body(), cityId, 'ar'), status).message).toBe(text(ar));
      expect(await t.fingerprint()).toBe(before);
    });
  });

  it('refuses engraving in a city that does not allow it', async () => {
    const { token } = await guestSession(t);
    const olive = await productBySlug(t, 'olive-tree-mini');
    const before = await t.fingerprint();
    const res = await add(
      token,
      { product_id: olive.id, product_color: inStockColor(olive).id, engrave_text: 'Hi' },
      majmaah,
    );
    expect(expectErrorEnvelope(res, 400).message).toBe('Engraving is not available for this product in your city');
    expect(await t.fingerprint()).toBe(before);
  });

  it('gives each line its engraving limit in the cart’s city, the one checkout’s field stops at', async () => {
    const { token } = await guestSession(t);
    const olive = await productBySlug(t, 'olive-tree-mini');
    expect(olive.engraveMaxLength).toBe(20);
    await add(token, { product_id: olive.id, product_color: inStockColor(olive).id, engrave_text: 'Sara' });
    await add(token, { product_id: plaque.id, engrave_text: 'x'.repeat(30) });
    await add(token, { product_id: bamboo.id });
    const limits = (cart: { items: { product_id: number; engrave_max_length: number | null }[] }) =>
      cart.items.map((line) => [line.product_id, line.engrave_max_length]);
    // The product's own limit (never above the store's 30); null where it offers no engraving.
    expect(limits((await read(token)).body.data)).toEqual([
      [olive.id, 20],
      [plaque.id, 30],
      [bamboo.id, null],
    ]);
    // A city without engraving offers none: the lines say so, and the engraved one cannot be bought there.
    const elsewhere = (await read(token, majmaah)).body.data;
    expect(limits(elsewhere)).toEqual([
      [olive.id, null],
      [plaque.id, null],
      [bamboo.id, null],
    ]);
    expect(elsewhere.items[0]).toMatchObject({ status: 'not_deliverable', is_available: false });
  });

  it('refuses a second add that would pass the stock, with the units left', async () => {
    const { token } = await guestSession(t);
    await add(token, { product_id: plaque.id, product_qty: plaque.stock - 1 });
    const res = await add(token, { product_id: plaque.id, product_qty: 2 });
    expect(expectErrorEnvelope(res, 400).message).toBe(message('en', 'only_n_units', { n: plaque.stock }));
    // In Arabic the count is in Arabic-Indic digits, as the storefront writes its own numbers.
    const arabic = expectErrorEnvelope(await add(token, { product_id: plaque.id, product_qty: 2 }, riyadh, 'ar'), 400);
    expect(arabic.message).toBe(message('ar', 'only_n_units', { n: plaque.stock }));
    expect(arabic.message).not.toMatch(/[0-9]/);
  });

  const badInputs: [Record<string, unknown>, string][] = [
    [{}, 'no product'],
    [{ product_id: 'abc' }, 'product id not a number'],
    [{ product_id: 'BAMBOO', product_qty: 0 }, 'quantity 0'],
    [{ product_id: 'BAMBOO', product_qty: 1000 }, 'quantity too big'],
    [{ product_id: 'BAMBOO', product_qty: 1.5 }, 'fractional quantity'],
    [{ product_id: 'BAMBOO', addon_product_ids: 'x' }, 'add-ons not a list'],
    [{ product_id: 'BAMBOO', addon_product_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, 'too many add-ons'],
    [{ product_id: 'BAMBOO', engrave_text: 'x'.repeat(201) }, 'engraving far too long'],
    [{ product_id: 'BAMBOO', product_color: -1 }, 'negative colour'],
  ];
  it.each(badInputs)('bad input %j (%s) → 400 and nothing changed', async (body) => {
    const { token } = await guestSession(t);
    const before = await t.fingerprint();
    const resolved = { ...body, product_id: body.product_id === 'BAMBOO' ? bamboo.id : body.product_id };
    expectErrorEnvelope(await add(token, resolved), 400);
    expect(await t.fingerprint()).toBe(before);
  });

  it('needs cities_id and a session', async () => {
    const { token } = await guestSession(t);
    expectErrorEnvelope(
      await t.http('POST', '/api/user/shopping-cart', { body: { product_id: bamboo.id }, headers: bearer(token) }),
      400,
    );
    const anonymous = await t.http('POST', `/api/user/shopping-cart?cities_id=${riyadh}`, {
      body: { product_id: bamboo.id },
      headers: { language: 'en' },
    });
    expectErrorEnvelope(anonymous, 401);
  });
});

function inStockColorStock() {
  return monstera ? inStockColor(monstera).stock : 0;
}

describe('GET /user/shopping-cart', () => {
  it('answers an empty cart for a new shopper', async () => {
    const { token } = await guestSession(t);
    const res = await read(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ items: [], item_count: 0, subtotal: 0, vat_included: 0, message: null });
  });

  it('401 with the spec message without a valid token', async () => {
    const res = await t.http('GET', `/api/user/shopping-cart?cities_id=${riyadh}`, {
      headers: { authorization: 'Bearer hdy_not-a-token', language: 'en' },
    });
    const body = expectErrorEnvelope(res, 401);
    expect(['Token expired', 'Invalid session token']).toContain(body.message);
    expect(body).toMatchObject({ success: false, error: body.message, status: 401 });
    // A session that existed and was revoked: 'Token expired'.
    const { token } = await guestSession(t);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const expired = await read(token);
    expect(expectErrorEnvelope(expired, 401)).toMatchObject({
      message: 'Token expired',
      error: 'Token expired',
      status: 401,
    });
  });

  it('reads stock from the database: a sale shows at once, marking the line', async () => {
    const { token } = await guestSession(t);
    await add(token, { product_id: plaque.id, product_qty: 3 });
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, plaque.id));
    try {
      const cart = (await read(token, riyadh, 'ar')).body.data;
      expect(cart.items[0]).toMatchObject({
        status: 'insufficient_stock',
        is_available: false,
        product_avail_quantity: 2,
      });
      // Two units: Arabic's dual, not '٢ وحدات'.
      expect(cart.items[0].availability_message).toBe('عذرا! تتوفر وحدتان فقط');
      expect(cart.subtotal).toBe(0);
      expect(cart.message).toBe('بعض المنتجات غير متوفرة حاليا');
      // One unit: 'unit is', not '1 units are'.
      await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, plaque.id));
      const english = (await read(token, riyadh, 'en')).body.data;
      expect(english.items[0].availability_message).toBe('Sorry! Only 1 unit is available');
    } finally {
      await t.database.db.update(products).set({ stock: plaque.stock }).where(eq(products.id, plaque.id));
    }
  });

  it('marks lines that do not deliver to the chosen city', async () => {
    const { token } = await guestSession(t);
    await add(token, { product_id: plaque.id });
    await add(token, { product_id: bamboo.id });
    const elsewhere = await cityWithout(t, plaque.id);
    const res = await t.http('GET', `/api/user/shopping-cart/update-all-items?cities_id=${elsewhere}`, {
      headers: bearer(token),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Some items are not delivereble in your city');
    expect(res.body.data.changes).toEqual([
      expect.objectContaining({
        product_id: plaque.id,
        status: 'not_deliverable',
        message: 'Product is not available for this city',
      }),
    ]);
    const plaqueLine = res.body.data.items.find((l: { product_id: number }) => l.product_id === plaque.id);
    expect(plaqueLine.is_available).toBe(false);
    expect(res.body.data.subtotal).toBe(bamboo.priceHalalas);
  });
});

describe('PUT, DELETE and update-all-items', () => {
  it('changes a line, joins an identical line, removes a line', async () => {
    const { token } = await guestSession(t);
    const [white, black] = monstera.colors.filter((c) => c.stock > 1);
    if (!white || !black) throw new Error('need two colours');
    await add(token, { product_id: monstera.id, product_color: white.id });
    const cart = (await add(token, { product_id: monstera.id, product_color: black.id })).body.data;
    const [a, b] = cart.items;
    const put = await t.http('PUT', `/api/user/shopping-cart/${a.id}?cities_id=${riyadh}`, {
      body: { product_id: monstera.id, product_qty: 1, product_color: black.id, addon_product_ids: [] },
      headers: bearer(token),
    });
    expect(put.status).toBe(200);
    expect(put.body.data.items).toEqual([
      expect.objectContaining({ id: b.id, product_qty: 2, product_color: black.id }),
    ]);

    const changed = await t.http('PUT', `/api/user/shopping-cart/${b.id}?cities_id=${riyadh}`, {
      body: {
        product_id: monstera.id,
        product_qty: 1,
        product_color: white.id,
        addon_product_ids: monsteraAddons.slice(0, 1),
      },
      headers: bearer(token),
    });
    expect(changed.body.data.items[0]).toMatchObject({ product_qty: 1, product_color: white.id });

    const removed = await t.http('DELETE', `/api/user/shopping-cart/${b.id}`, { headers: bearer(token, 'ar') });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('تمت الإزالة من السلة');
    expect(removed.body.data.items).toEqual([]);
    expectErrorEnvelope(await t.http('DELETE', `/api/user/shopping-cart/${b.id}`, { headers: bearer(token) }), 404);
  });

  it('sets several quantities at once, all or nothing', async () => {
    const { token } = await guestSession(t);
    await add(token, { product_id: plaque.id });
    const cart = (await add(token, { product_id: bamboo.id })).body.data;
    const [p, b] = cart.items;
    const ok = await t.http('POST', `/api/user/shopping-cart/update-all-items?cities_id=${riyadh}`, {
      body: {
        items: [
          { id: p.id, product_qty: 0 },
          { id: b.id, product_qty: 5 },
        ],
      },
      headers: bearer(token),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.items).toEqual([expect.objectContaining({ id: b.id, product_qty: 5 })]);
    expect(ok.body.data.changes).toEqual([]);

    const before = await t.fingerprint();
    const tooMany = await t.http('POST', `/api/user/shopping-cart/update-all-items?cities_id=${riyadh}`, {
      body: { items: [{ id: b.id, product_qty: 999 }] },
      headers: bearer(token),
    });
    expect(expectErrorEnvelope(tooMany, 400).message).toBe(message('en', 'only_n_units', { n: bamboo.stock }));
    const unknown = await t.http('POST', `/api/user/shopping-cart/update-all-items?cities_id=${riyadh}`, {
      body: {
        items: [
          { id: b.id, product_qty: 1 },
          { id: 999_999, product_qty: 1 },
        ],
      },
      headers: bearer(token),
    });
    expect(expectErrorEnvelope(unknown, 404).message).toBe('Cart item not found');
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('one shopper cannot read or change another one’s cart', () => {
  it('keeps lines apart between guests and users', async () => {
    const alice = await guestSession(t);
    const bob = await userSession(t);
    const line = (await add(alice.token, { product_id: bamboo.id })).body.data.items[0];
    expect((await read(bob.token)).body.data.items).toEqual([]);
    const before = await t.fingerprint();
    expectErrorEnvelope(
      await t.http('PUT', `/api/user/shopping-cart/${line.id}?cities_id=${riyadh}`, {
        body: { product_id: bamboo.id, product_qty: 2 },
        headers: bearer(bob.token),
      }),
      404,
    );
    expectErrorEnvelope(
      await t.http('DELETE', `/api/user/shopping-cart/${line.id}`, { headers: bearer(bob.token) }),
      404,
    );
    expectErrorEnvelope(
      await t.http('POST', '/api/user/shopping-cart/update-all-items', {
        body: { items: [{ id: line.id, product_qty: 3 }] },
        headers: bearer(bob.token),
      }),
      404,
    );
    expect(await t.fingerprint()).toBe(before);
    expect((await read(alice.token)).body.data.items).toEqual([
      expect.objectContaining({ id: line.id, product_qty: 1 }),
    ]);
  });
});

describe('concurrency', () => {
  it.skipIf(dbKind !== 'postgres')(
    '50 concurrent adds of the same product into one cart never leave the line above stock (PostgreSQL; PGlite runs one statement at a time)',
    async () => {
      const { token } = await guestSession(t);
      await t.database.db.update(products).set({ stock: 7 }).where(eq(products.id, bamboo.id));
      try {
        const results = await Promise.all(Array.from({ length: 50 }, () => add(token, { product_id: bamboo.id })));
        expect(results.filter((r) => r.status === 200)).toHaveLength(7);
        expect(results.filter((r) => r.status === 400)).toHaveLength(43);
        const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.productId, bamboo.id));
        const mine = (await read(token)).body.data.items;
        expect(mine).toEqual([expect.objectContaining({ product_qty: 7 })]);
        expect(rows.every((r) => r.quantity <= 7)).toBe(true);
      } finally {
        await t.database.db.update(products).set({ stock: bamboo.stock }).where(eq(products.id, bamboo.id));
      }
    },
  );
});

describe('stock on product pages', () => {
  it('another instance shows a sale within its stock poll (1 s), its catalogue cache kept', async () => {
    const other = await buildServer({
      database: t.database,
      logger: false,
      config: {
        catalogPollMs: 0,
        preloadCatalog: false,
        maintenancePollMs: 0,
        maintenanceOverride: false,
        rateLimit: false,
      },
    });
    try {
      await other.ready();
      const color = inStockColor(monstera);
      const path = `/api/products/product/${monstera.id}?cities_id=${riyadh}`;
      const shown = async () => {
        const res = await other.inject({ method: 'GET', url: path, headers: { language: 'en' } });
        return res.json().data.colors.find((c: { id: number }) => c.id === color.id).color_quantity as number;
      };
      expect(await shown()).toBe(color.stock);
      const generation = JSON.stringify(await other.catalog.many([monstera.id]));
      // A sale on the first instance (any writer of the stock columns).
      await t.database.db
        .update(productColors)
        .set({ stock: color.stock - 1 })
        .where(eq(productColors.id, color.id));
      try {
        const started = Date.now();
        while ((await shown()) !== color.stock - 1 && Date.now() - started < 3000) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await shown()).toBe(color.stock - 1);
        expect(Date.now() - started).toBeLessThan(3000);
        // The records were not reloaded: the same cached record answers.
        expect(JSON.stringify(await other.catalog.many([monstera.id]))).toBe(generation);
      } finally {
        await t.database.db.update(productColors).set({ stock: color.stock }).where(eq(productColors.id, color.id));
        await t.app.catalog.stock.poll();
      }
    } finally {
      await other.close();
    }
  });

  it('a sale shows on the product page after one stock poll, without invalidating the catalogue', async () => {
    const color = inStockColor(monstera);
    const path = `/api/products/product/${monstera.slug}?cities_id=${riyadh}`;
    const before = await t.http('GET', path, { headers: { language: 'en' } });
    const shown = before.body.data.colors.find((c: { id: number }) => c.id === color.id);
    expect(shown.color_quantity).toBe(color.stock);
    await t.app.catalog.stock.poll();
    await t.database.db.update(productColors).set({ stock: 0 }).where(eq(productColors.id, color.id));
    try {
      expect(await t.app.catalog.stock.poll()).toBe(1);
      const after = await t.http('GET', path, { headers: { language: 'en' } });
      const now = after.body.data.colors.find((c: { id: number }) => c.id === color.id);
      expect(now).toMatchObject({ color_quantity: 0, is_sold_out: true });
    } finally {
      await t.database.db.update(productColors).set({ stock: color.stock }).where(eq(productColors.id, color.id));
      await t.app.catalog.stock.poll();
    }
    const restored = await t.http('GET', path, { headers: { language: 'en' } });
    expect(restored.body.data.colors.find((c: { id: number }) => c.id === color.id).color_quantity).toBe(color.stock);
  });
});

describe('guest → user merge (app.guestMergers, in the sign-in transaction)', () => {
  it('adds the same lines up capped by stock, moves the others, and empties the guest cart', async () => {
    const guest = await guestSession(t);
    const user = await userSession(t);
    const color = inStockColor(monstera);
    await add(user.token, { product_id: plaque.id, product_qty: plaque.stock - 2 });
    await add(user.token, { product_id: bamboo.id });
    await add(guest.token, { product_id: plaque.id, product_qty: 5 });
    await add(guest.token, { product_id: monstera.id, product_color: color.id, product_qty: 2 });
    await add(guest.token, { product_id: plaque.id, engrave_text: 'Noor' });

    await t.app.transaction(async (tx) => {
      for (const merge of t.app.guestMergers) await merge(tx, { guestId: guest.guestId, userId: user.userId });
    });

    const lines = (await read(user.token)).body.data.items as {
      product_id: number;
      product_qty: number;
      engrave_text: string;
    }[];
    const summary = lines.map((l) => [l.product_id, l.product_qty, l.engrave_text]);
    expect(summary).toEqual([
      [plaque.id, plaque.stock, ''],
      [bamboo.id, 1, ''],
      [monstera.id, 2, ''],
      [plaque.id, 1, 'Noor'],
    ]);
    expect((await read(guest.token)).body.data.items).toEqual([]);
  });
});

describe('POST /products/addons and the add call agree', () => {
  it('every add-on listed for a product in a city can be added with it; one not listed is refused', async () => {
    const { token } = await guestSession(t);
    const listed = await t.http('POST', `/api/products/addons?cities_id=${riyadh}`, {
      body: { product_id: bamboo.id },
      headers: bearer(token),
    });
    const ids: number[] = listed.body.data
      .filter((a: { is_sold_out: boolean }) => !a.is_sold_out)
      .map((a: { id: number }) => a.id);
    expect(ids.length).toBeGreaterThan(0);
    const res = await add(token, { product_id: bamboo.id, addon_product_ids: ids });
    expect(res.status).toBe(200);
    expect(res.body.data.items[0].addons.map((a: { id: number }) => a.id).sort()).toEqual([...ids].sort());
    const truffles = await productBySlug(t, 'dark-chocolate-truffles');
    expect(ids).not.toContain(truffles.id);
    const refused = await add(token, { product_id: bamboo.id, addon_product_ids: [truffles.id] });
    expect(expectErrorEnvelope(refused, 400).message).toBe('This add-on is not offered with this product');
  });
});

describe("a guest's cart survives signing in (phone sign-in with the guest's session)", () => {
  it('moves the lines to the new account and revokes the guest session', async () => {
    const guest = await guestSession(t);
    const color = inStockColor(monstera);
    await add(guest.token, { product_id: monstera.id, product_color: color.id, product_qty: 2 });
    const phone = String(560_000_000 + Math.floor(Math.random() * 9_000_000));
    const before = await sentCount(t, `966${phone}`);
    const sent = await t.http('POST', '/api/account/sendOtp', {
      body: { phone_code: '966', phone_number: phone, guest_user_id: guest.guestId },
      headers: bearer(guest.token),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const otp = await codeFor(t, `966${phone}`, before);
    const signedIn = await t.http('POST', '/api/account/verifyOtp', {
      body: { phone_code: '966', phone_number: phone, otp, guest_user_id: guest.guestId },
      headers: bearer(guest.token),
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const cart = (await read(signedIn.body.data.token)).body.data;
    expect(cart.items).toEqual([
      expect.objectContaining({ product_id: monstera.id, product_color: color.id, product_qty: 2 }),
    ]);
    expect((await read(guest.token)).status).toBe(401);
  });
});
