import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { storeAddress } from '../../config';
import { favourites, productColors, products, stockNotifications, users } from '../../db/schema';
import { bearer, cityByName, cityWithout, guestSession, productBySlug, userSession } from '../cart/fixtures';
import { notificationsOf } from './routes';
import { restock } from './service';

let t: TestApp;
let riyadh: number;
type Product = Awaited<ReturnType<typeof productBySlug>>;
let bamboo: Product;
let kalanchoe: Product; // sold out, no colours
let monstera: Product; // one sold-out colour
const OPERATOR_KEY = 'operator-key-for-tests-0123456789';

beforeAll(async () => {
  t = await startTestApp({}, { operatorKey: OPERATOR_KEY });
  riyadh = (await cityByName(t, 'Riyadh')).id;
  bamboo = await productBySlug(t, 'lucky-bamboo');
  kalanchoe = await productBySlug(t, 'kalanchoe-yellow');
  monstera = await productBySlug(t, 'monstera-deliciosa');
});
afterAll(async () => {
  await t?.close();
});

const soldOutColor = () => {
  const color = monstera.colors.find((c) => c.stock === 0);
  if (!color) throw new Error('no sold-out colour');
  return color;
};

async function emailsTo(address: string, atLeast = 0) {
  const outbox = t.app.providers.outbox;
  if (!outbox) throw new Error('no outbox');
  for (let i = 0; i < 40; i++) {
    const list = await outbox.list({ to: address, channel: 'email' });
    if (list.length >= atLeast && (atLeast > 0 || i >= 5)) return list;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return outbox.list({ to: address, channel: 'email' });
}

/** Back-in-stock texts of the SMS sandbox to a number (international digits; not its sign-in codes), newest first. */
async function textsTo(number: string, atLeast = 0) {
  const outbox = t.app.providers.outbox;
  if (!outbox) throw new Error('no outbox');
  const notices = async () =>
    (await outbox.list({ to: number, channel: 'sms' })).filter((sms) => sms.text.includes('/product/'));
  for (let i = 0; i < 40; i++) {
    const list = await notices();
    if (list.length >= atLeast && (atLeast > 0 || i >= 5)) return list;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return notices();
}

let phoneSeq = 570_000_000;
/** A fresh Saudi mobile number (9 digits after 966). */
const nextPhone = () => String(++phoneSeq);

/** An account made by mobile sign-in (sendOtp, then the code from the SMS), with no e-mail. */
async function mobileSession(language: 'ar' | 'en') {
  const phone = nextPhone();
  const sent = await t.http('POST', '/api/account/sendOtp', {
    body: { phone_code: '966', phone_number: phone },
    headers: { language },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = await codeFor(t, `966${phone}`);
  const signedIn = await t.http('POST', '/api/account/verifyOtp', {
    body: { phone_code: '966', phone_number: phone, otp },
    headers: { language },
  });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  expect(signedIn.body.data.email ?? null).toBeNull();
  return { phone, token: signedIn.body.data.token as string };
}

describe('favourites', () => {
  it('toggles, lists with availability in the city, newest first', async () => {
    const { token, userId } = await userSession(t);
    const on = await t.http('POST', '/api/user/product/mark-unmark-as-favourite', {
      body: { product_id: bamboo.id },
      headers: bearer(token),
    });
    expect(on.body).toMatchObject({
      success: true,
      message: 'Added to favourites',
      data: { product_id: bamboo.id, is_favourite: true },
    });
    await t.http('POST', '/api/user/product/mark-unmark-as-favourite', {
      body: { product_id: kalanchoe.id },
      headers: bearer(token),
    });
    const plaque = await productBySlug(t, 'engraved-crystal-plaque');
    await t.http('POST', '/api/user/product/mark-unmark-as-favourite', {
      body: { product_id: plaque.id },
      headers: bearer(token),
    });

    const elsewhere = await cityWithout(t, plaque.id);
    const list = await t.http('POST', `/api/user/product/favourites?cities_id=${elsewhere}`, {
      body: {},
      headers: bearer(token, 'ar'),
    });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.data.map((p: { id: number }) => [p.id, p]));
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([plaque.id, kalanchoe.id, bamboo.id]);
    expect(byId.get(plaque.id)).toMatchObject({
      is_available: false,
      availability_message: 'المنتج غير متوفر لهذه المدينة',
    });
    expect(byId.get(kalanchoe.id)).toMatchObject({ is_sold_out: true, availability_message: 'غير متوفر' });
    expect(byId.get(bamboo.id)).toMatchObject({ is_available: true, availability_message: null });

    const ids = await t.http('GET', '/api/user/product/favourite-ids', { headers: bearer(token) });
    expect(ids.body.data.sort()).toEqual([bamboo.id, kalanchoe.id, plaque.id].sort());

    const off = await t.http('POST', '/api/user/product/mark-unmark-as-favourite', {
      body: { product_id: bamboo.id },
      headers: bearer(token, 'ar'),
    });
    expect(off.body).toMatchObject({ message: 'تمت الإزالة من المفضلة', data: { is_favourite: false } });
    const rows = await t.database.db.select().from(favourites).where(eq(favourites.userId, userId));
    expect(rows.map((r) => r.productId).sort()).toEqual([kalanchoe.id, plaque.id].sort());
  });

  it('is for signed-in shoppers: a guest gets 401 and nothing changes', async () => {
    const { token } = await guestSession(t);
    const before = await t.fingerprint();
    for (const [method, path, body] of [
      ['POST', '/api/user/product/mark-unmark-as-favourite', { product_id: bamboo.id }],
      ['POST', `/api/user/product/favourites?cities_id=${riyadh}`, {}],
      ['GET', `/api/user/product/notify-me/${kalanchoe.id}?cities_id=${riyadh}`, undefined],
    ] as const) {
      expectErrorEnvelope(await t.http(method, path, { body, headers: bearer(token) }), 401);
    }
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    [{}, 400],
    [{ product_id: 'x' }, 400],
    [{ product_id: 999_999 }, 404],
  ])('bad toggle %j → %i and nothing changed', async (body, status) => {
    const { token } = await userSession(t);
    const before = await t.fingerprint();
    expectErrorEnvelope(
      await t.http('POST', '/api/user/product/mark-unmark-as-favourite', { body, headers: bearer(token) }),
      status,
    );
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('notify-me and restock', () => {
  it('refuses products in stock, unknown colours, and accounts with neither mobile nor e-mail, in both languages', async () => {
    const { token } = await userSession(t);
    const noEmail = await userSession(t, { email: null });
    const before = await t.fingerprint();
    const inStock = await t.http('GET', `/api/user/product/notify-me/${bamboo.id}?cities_id=${riyadh}`, {
      headers: bearer(token),
    });
    expect(expectErrorEnvelope(inStock, 400).message).toBe('This product is in stock');
    const inStockAr = await t.http('GET', `/api/user/product/notify-me/${bamboo.id}?cities_id=${riyadh}`, {
      headers: bearer(token, 'ar'),
    });
    expect(expectErrorEnvelope(inStockAr, 400).message).toBe('هذا المنتج متوفر');
    const color = await t.http('GET', `/api/user/product/notify-me/${monstera.id}?color_id=999999`, {
      headers: bearer(token),
    });
    expect(expectErrorEnvelope(color, 400).message).toBe('This color is not offered for this product');
    const refused = await t.http('GET', `/api/user/product/notify-me/${kalanchoe.id}`, {
      headers: bearer(noEmail.token),
    });
    expect(expectErrorEnvelope(refused, 400).message).toBe(
      'Add a mobile number or an email address to your account to be notified',
    );
    const refusedAr = await t.http('GET', `/api/user/product/notify-me/${kalanchoe.id}`, {
      headers: bearer(noEmail.token, 'ar'),
    });
    expect(expectErrorEnvelope(refusedAr, 400).message).toBe(
      'أضف رقم جوال أو بريدا إلكترونيا إلى حسابك لتصلك الإشعارات',
    );
    expect(await t.fingerprint()).toBe(before);
  });

  it('a mobile-only account subscribes; the restock texts it once, in its language, with the product link', async () => {
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, kalanchoe.id));
    const ar = await mobileSession('ar');
    const en = await mobileSession('en');
    const mailed = await userSession(t, { language: 'en' });
    // An account with both keeps the e-mail.
    const both = await userSession(t, { language: 'ar' });
    const bothPhone = nextPhone();
    await t.database.db
      .update(users)
      .set({ phoneCode: '966', phoneNumber: bothPhone })
      .where(eq(users.id, both.userId));

    // A bad request of a mobile-only account is refused in its language and changes nothing.
    const before = await t.fingerprint();
    const badColor = await t.http('GET', `/api/user/product/notify-me/${monstera.id}?color_id=999999`, {
      headers: bearer(ar.token, 'ar'),
    });
    expect(expectErrorEnvelope(badColor, 400).message).toBe('هذا اللون غير متاح لهذا المنتج');
    expect(await t.fingerprint()).toBe(before);

    const subscribe = (token: string, language: 'ar' | 'en') =>
      t.http('GET', `/api/user/product/notify-me/${kalanchoe.id}?cities_id=${riyadh}`, {
        headers: bearer(token, language),
      });
    const arAnswer = await subscribe(ar.token, 'ar');
    expect(arAnswer.status, JSON.stringify(arAnswer.body)).toBe(200);
    expect(arAnswer.body).toMatchObject({
      success: true,
      message: 'سنرسل لك رسالة نصية عند توفره',
      data: { product_id: kalanchoe.id, color_id: null, is_subscribed: true },
    });
    expect((await subscribe(en.token, 'en')).body.message).toBe('We will text you when it is back in stock');
    expect((await subscribe(mailed.token, 'en')).body.message).toBe('We will email you when it is back in stock');
    expect((await subscribe(both.token, 'ar')).body.message).toBe('سنراسلك بالبريد الإلكتروني عند توفره');

    const restockOnce = await t.http('POST', '/api/internal/restock', {
      body: { product: kalanchoe.slug, quantity: 4 },
      headers: { language: 'en', 'x-operator-key': OPERATOR_KEY },
    });
    expect(restockOnce.status, JSON.stringify(restockOnce.body)).toBe(200);
    expect(restockOnce.body.data).toMatchObject({ product_id: kalanchoe.id, stock: 4, notified: 4 });

    const base = storeAddress(t.app.config);
    const [arText, ...arMore] = await textsTo(`966${ar.phone}`, 1);
    expect(arMore).toHaveLength(0);
    expect(arText?.text).toBe(`هدية: ${kalanchoe.titleAr} متوفر من جديد. ${base}/product/${kalanchoe.slug}?lang=ar`);
    const [enText, ...enMore] = await textsTo(`966${en.phone}`, 1);
    expect(enMore).toHaveLength(0);
    expect(enText?.text).toBe(
      `Hadiya: ${kalanchoe.titleEn} is back in stock. ${base}/product/${kalanchoe.slug}?lang=en`,
    );
    // The e-mail accounts get their e-mail and no SMS.
    expect(await emailsTo(mailed.email ?? '', 1)).toHaveLength(1);
    const [bothMail] = await emailsTo(both.email ?? '', 1);
    expect(bothMail?.text).toContain(`${base}/product/${kalanchoe.slug}`);
    expect(bothMail?.text).toMatch(/[\u0600-\u06FF]/);
    expect(await textsTo(`966${bothPhone}`)).toHaveLength(0);
    // Every subscription is closed.
    const open = await t.database.db
      .select()
      .from(stockNotifications)
      .where(and(eq(stockNotifications.productId, kalanchoe.id), isNull(stockNotifications.notifiedAt)));
    expect(open).toHaveLength(0);

    // A second restock (the operator API this time) sends nothing more.
    const again = await t.http('POST', `/api/operator/products/${kalanchoe.slug}/restock`, {
      body: { quantity: 1 },
      headers: { language: 'en', 'x-operator-key': OPERATOR_KEY },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ stock: 5, notified: 0 });
    expect(await textsTo(`966${ar.phone}`)).toHaveLength(1);
    expect(await textsTo(`966${en.phone}`)).toHaveLength(1);
    expect(await emailsTo(mailed.email ?? '')).toHaveLength(1);
    expect(await emailsTo(both.email ?? '')).toHaveLength(1);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, kalanchoe.id));
  });

  it('a restock through the operator API sends each subscriber one e-mail in their language, once', async () => {
    const en = await userSession(t, { language: 'en' });
    const ar = await userSession(t, { language: 'ar' });
    const color = soldOutColor();
    for (const shopper of [en, ar]) {
      // Subscribing twice keeps one subscription.
      for (let i = 0; i < 2; i++) {
        const res = await t.http(
          'GET',
          `/api/user/product/notify-me/${monstera.id}?cities_id=${riyadh}&color_id=${color.id}`,
          {
            headers: bearer(shopper.token),
          },
        );
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({ product_id: monstera.id, color_id: color.id, is_subscribed: true });
      }
    }
    const open = await t.database.db
      .select()
      .from(stockNotifications)
      .where(and(eq(stockNotifications.productId, monstera.id), isNull(stockNotifications.notifiedAt)));
    expect(open).toHaveLength(2);

    const call = (headers: Record<string, string>) =>
      t.http('POST', '/api/internal/restock', {
        body: { product: monstera.slug, color_id: color.id, quantity: 5 },
        headers: { language: 'en', ...headers },
      });
    expectErrorEnvelope(await call({ 'x-operator-key': 'wrong' }), 403);
    // Two restocks racing: every subscriber is claimed by exactly one of them.
    const [a, b] = await Promise.all([
      call({ 'x-operator-key': OPERATOR_KEY }),
      call({ 'x-operator-key': OPERATOR_KEY }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.notified + b.body.data.notified).toBe(2);
    expect(Math.max(a.body.data.stock, b.body.data.stock)).toBe(10);

    const [enMail] = await emailsTo(en.email ?? '', 1);
    const [arMail] = await emailsTo(ar.email ?? '', 1);
    expect(enMail?.text).toContain(`/product/${monstera.slug}`);
    expect(enMail?.text).toContain('Monstera');
    expect(arMail?.text).toContain(`/product/${monstera.slug}`);
    expect(arMail?.text).toMatch(/[\u0600-\u06FF]/);

    // A third restock sends nothing more.
    const again = await call({ 'x-operator-key': OPERATOR_KEY });
    expect(again.body.data.notified).toBe(0);
    expect(await emailsTo(en.email ?? '')).toHaveLength(1);
    expect(await emailsTo(ar.email ?? '')).toHaveLength(1);
    await t.database.db.update(productColors).set({ stock: 0 }).where(eq(productColors.id, color.id));
  });

  it('a product-level subscription closes when the product is restocked (the service, as the operator API calls it)', async () => {
    const shopper = await userSession(t, { language: 'ar' });
    const res = await t.http('GET', `/api/user/product/notify-me/${kalanchoe.id}`, {
      headers: bearer(shopper.token, 'ar'),
    });
    expect(res.body.message).toBe('سنراسلك بالبريد الإلكتروني عند توفره');
    const result = await restock(
      t.database.db,
      notificationsOf(t.app),
      { productId: kalanchoe.id, colorId: null, quantity: 3 },
      { warn: () => {} },
    );
    expect(result).toMatchObject({ stock: 3, notified: 1 });
    expect(await emailsTo(shopper.email ?? '', 1)).toHaveLength(1);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, kalanchoe.id));
  });
});
