import { ruleMessage } from '@hadiya/contract/messages';
import { addDays, deliveryDates, riyadhDate } from '@hadiya/contract/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFor,
  dbKind,
  expectErrorEnvelope,
  lockWaiterAppears,
  sentCount,
  startTestApp,
  type TestApp,
} from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { products } from '../../db/schema';
import { bearer, cityByName, guestSession, productBySlug, userSession } from '../cart/fixtures';
import { lockCartOfOrder } from '../orders/locks';
import { confirmPaid, JOB_EXPIRE_UNPAID, JOB_RECIPIENT_LINK } from '../orders/service';
import { paymentsRuntime } from '../payments/routes';
import { browserCardPayment, sim, TEST_CARDS } from '../payments/test-kit';
import { creditWallet, walletBalance } from '../wallet/ledger';
import { deliveryClock } from './slots';

let t: TestApp;
let riyadh: number;
let bamboo: Awaited<ReturnType<typeof productBySlug>>;
// Monday 2026-11-23, 10:00 in Riyadh.
const MONDAY_10 = new Date('2026-11-23T07:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  riyadh = (await cityByName(t, 'Riyadh')).id;
  bamboo = await productBySlug(t, 'lucky-bamboo');
  deliveryClock.now = () => MONDAY_10;
});
afterAll(async () => {
  deliveryClock.now = () => new Date();
  await t?.close();
});

const api = (token: string, language: 'ar' | 'en' = 'en') => ({
  get: (path: string) => t.http('GET', `/api${path}`, { headers: bearer(token, language) }),
  put: (path: string, body: unknown) => t.http('PUT', `/api${path}`, { body, headers: bearer(token, language) }),
  post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.http('POST', `/api${path}`, { body, headers: { ...bearer(token, language), ...headers } }),
});

async function stockOf(productId: number): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? -1;
}

async function firstSlot(token: string) {
  const res = await api(token).post('/delivery/available-time-slots', { cities_id: riyadh });
  expect(res.status).toBe(200);
  const date = res.body.data.dates.find((d: { slots: { is_available: boolean }[] }) =>
    d.slots.some((s) => s.is_available),
  );
  return {
    date: date.date as string,
    slot: date.slots.find((s: { is_available: boolean }) => s.is_available).id as number,
  };
}

const recipient = {
  name: 'Sara',
  city_id: 0,
  address: 'Olaya St 12, Riyadh',
  phone_code: '966',
  phone_number: '0551234567',
};

/** A guest (or user) with `qty` of a product in the cart and a complete checkout. */
async function readyCheckout(
  options: { token?: string; productId?: number; qty?: number; method?: string | null } = {},
) {
  const token = options.token ?? (await guestSession(t)).token;
  const add = await api(token).post(`/user/shopping-cart?cities_id=${riyadh}`, {
    product_id: options.productId ?? bamboo.id,
    product_qty: options.qty ?? 1,
  });
  expect(add.status).toBe(200);
  const { date, slot } = await firstSlot(token);
  const res = await api(token).put(`/checkout?cities_id=${riyadh}`, {
    contact: { name: 'Ahmad', phone_code: '966', phone_number: '0501234567' },
    delivery_type: 'friend_delivery',
    recipient: { ...recipient, city_id: riyadh },
    terms_accepted: true,
    delivery_date: date,
    slot_id: slot,
    ...(options.method === null ? {} : { payment_method: options.method ?? 'card' }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token, state: res.body.data };
}

describe('delivery rules (contract)', () => {
  it('barq: same day until the cut-off, Friday and Saturday skipped, holidays skipped', () => {
    const monday = deliveryDates('barq', MONDAY_10).map((d) => d.date);
    expect(monday[0]).toBe('2026-11-23');
    expect(monday).not.toContain('2026-11-27'); // Friday
    expect(monday).not.toContain('2026-11-28'); // Saturday
    const late = deliveryDates('barq', new Date('2026-11-23T13:30:00Z')).map((d) => d.date); // 16:30 Riyadh
    expect(late[0]).toBe('2026-11-24');
    const holiday = deliveryDates('barq', MONDAY_10, new Set(['2026-11-24'])).map((d) => d.date);
    expect(holiday).not.toContain('2026-11-24');
  });

  it('standard: the 2nd to the 6th working day', () => {
    const dates = deliveryDates('standard', MONDAY_10).map((d) => d.date);
    // Working days after Monday 23: Tue 24, Wed 25, Thu 26, Sun 29, Mon 30, Tue 1 → 2nd..6th.
    expect(dates).toEqual(['2026-11-25', '2026-11-26', '2026-11-29', '2026-11-30', '2026-12-01']);
    expect(riyadhDate(MONDAY_10)).toBe('2026-11-23');
    expect(addDays('2026-11-30', 2)).toBe('2026-12-02');
  });
});

describe('time slots and cafe branches', () => {
  it('lists dates with slots and remaining capacity; a full slot is refused', async () => {
    const { token } = await guestSession(t);
    const res = await api(token).post('/delivery/available-time-slots', { cities_id: riyadh });
    expect(res.status).toBe(200);
    const [today] = res.body.data.dates;
    expect(today).toMatchObject({ date: '2026-11-23', same_day: true });
    // 10:00 now: the morning slot (09:00) is gone today, the afternoon one remains.
    expect(today.slots.map((s: { start_time: string }) => s.start_time)).toEqual(['13:00', '17:00']);
    const slot = today.slots[0];
    await queryRows(t.database.db, sql`update delivery_slots set capacity = 0 where id = ${slot.id}`);
    try {
      const before = await t.fingerprint();
      const refused = await api(token, 'ar').put(`/checkout?cities_id=${riyadh}`, {
        delivery_date: today.date,
        slot_id: slot.id,
      });
      expect(expectErrorEnvelope(refused, 400).message).toBe('وقت التوصيل هذا محجوز بالكامل، يرجى اختيار وقت آخر');
      expect(await t.fingerprint()).toBe(before);
    } finally {
      await queryRows(t.database.db, sql`update delivery_slots set capacity = 20 where id = ${slot.id}`);
    }
    const branches = await api(token).get(`/delivery/cafe-branches?cities_id=${riyadh}`);
    expect(branches.status).toBe(200);
    expect(branches.body.data.length).toBeGreaterThan(0);
  });
});

describe('slot labels', () => {
  // The labels came from the seed as stored text with Western digits ('الصباح 9:00–13:00') while
  // the slot picker writes the hours in Arabic-Indic digits: the hours are now written from the
  // slot's start and end in the caller's language, the same way as the picker.
  it('writes each slot’s hours from its start and end in the caller’s digits', async () => {
    const { token } = await guestSession(t);
    const labels = async (language: 'ar' | 'en') => {
      const res = await api(token, language).post('/delivery/available-time-slots', { cities_id: riyadh });
      expect(res.status).toBe(200);
      return res.body.data.dates[1].slots.map((s: { label: string }) => s.label);
    };
    expect(await labels('ar')).toEqual(['الصباح ٠٩:٠٠–١٣:٠٠', 'الظهيرة ١٣:٠٠–١٧:٠٠', 'المساء ١٧:٠٠–٢١:٠٠']);
    expect(await labels('en')).toEqual(['Morning 09:00–13:00', 'Afternoon 13:00–17:00', 'Evening 17:00–21:00']);
  });

  it('a stored name that still carries its hours (older data) is written from start and end too', async () => {
    const [slot] = await queryRows<{ id: number; label_en: string; label_ar: string }>(
      t.database.db,
      sql`select id, label_en, label_ar from delivery_slots order by sort_order limit 1`,
    );
    if (!slot) throw new Error('no slot');
    await queryRows(
      t.database.db,
      sql`update delivery_slots set label_en = 'Morning 9:00–13:00', label_ar = 'الصباح 9:00–13:00' where id = ${slot.id}`,
    );
    try {
      const { token } = await guestSession(t);
      const res = await api(token, 'ar').post('/delivery/available-time-slots', { cities_id: riyadh });
      expect(res.body.data.dates[1].slots[0].label).toBe('الصباح ٠٩:٠٠–١٣:٠٠');
      expect(JSON.stringify(res.body.data.dates.map((d: { slots: { label: string }[] }) => d.slots))).not.toMatch(
        /"label":"[^"]*[0-9]/,
      );
    } finally {
      await queryRows(
        t.database.db,
        sql`update delivery_slots set label_en = ${slot.label_en}, label_ar = ${slot.label_ar} where id = ${slot.id}`,
      );
    }
  });
});

describe('checkout state and prompts (spec §5)', () => {
  it('walks the steps; each refusal carries its prompt in the caller’s language and changes nothing', async () => {
    const { token } = await guestSession(t);
    const empty = await api(token).get(`/checkout?cities_id=${riyadh}`);
    expect(empty.body.data.steps.basket).toMatchObject({ complete: false, message: 'Your cart is empty' });
    await api(token).post(`/user/shopping-cart?cities_id=${riyadh}`, { product_id: bamboo.id, product_qty: 2 });

    const before = await t.fingerprint();
    const early = await api(token, 'ar').put(`/checkout?cities_id=${riyadh}`, {
      step: 'complete',
      terms_accepted: true,
    });
    const body = expectErrorEnvelope(early, 400);
    expect(body.data.reason).toBe('enter_recipient_details');
    expect(body.message).toBe('يرجى إدخال بيانات المستلم');
    expect(await t.fingerprint()).toBe(before);

    const prompts: (string | null)[] = [];
    const put = async (patch: unknown) => {
      const res = await api(token).put(`/checkout?cities_id=${riyadh}`, patch);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      prompts.push(res.body.data.prompt);
      return res.body.data;
    };
    await put({ contact: { name: 'Ahmad', phone_number: '0501234567' }, delivery_type: 'friend_delivery' });
    await put({ recipient: { ...recipient, city_id: riyadh }, step: 'complete' });
    const { date, slot } = await firstSlot(token);
    await put({ terms_accepted: true });
    await put({ delivery_date: date, slot_id: slot });
    const done = await put({ payment_method: 'card' });
    expect(prompts).toEqual([
      'enter_recipient_details',
      'accept_terms',
      'select_delivery_time',
      'apply_promo_payment_or_wallet',
      null,
    ]);
    // Every figure is the server's: 2 × 99 SAR, barq delivery 25 SAR, VAT included.
    expect(done.summary).toMatchObject({ subtotal: 19_800, addons: 0, delivery_fee: 2500, discount: 0, total: 22_300 });
    expect(done.summary.vat_included).toBe(Math.round((22_300 * 15) / 115));
    expect(done.step).toBe('complete');
    // It survives a reload.
    const again = await api(token).get('/checkout');
    expect(again.body.data).toMatchObject({ step: 'complete', payment_method: 'card', slot_id: slot });
  });

  it('bad input: a 400 envelope in Arabic, nothing changed', async () => {
    const { token } = await guestSession(t);
    const before = await t.fingerprint();
    for (const body of [
      { message_card: 'x'.repeat(300) },
      { message_card: '🎁'.repeat(251) },
      { delivery_type: 'drone' },
      { recipient: { phone_code: '966', phone_number: '12' } },
      { delivery_date: 'tomorrow' },
    ]) {
      const res = await api(token, 'ar').put(`/checkout?cities_id=${riyadh}`, body);
      const envelope = expectErrorEnvelope(res, 400);
      expect(envelope.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await t.fingerprint()).toBe(before);
  });

  it('the message card counts characters as the shopper sees them: 250 emoji fit', async () => {
    const { token } = await guestSession(t);
    const card = '🎁'.repeat(250);
    const res = await api(token).put(`/checkout?cities_id=${riyadh}`, { message_card: card });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message_card).toBe(card);
  });
});

describe('a signed-in shopper with no mobile on file (an e-mail account)', () => {
  it('gives one at the contact step, checked like a guest’s; the order carries it as the sender’s phone for Tabby', async () => {
    const user = await userSession(t);
    const add = await api(user.token).post(`/user/shopping-cart?cities_id=${riyadh}`, {
      product_id: bamboo.id,
      product_qty: 1,
    });
    expect(add.status).toBe(200);
    const { date, slot } = await firstSlot(user.token);
    const contactStep = {
      delivery_type: 'friend_delivery',
      recipient: { ...recipient, city_id: riyadh },
      delivery_date: date,
      slot_id: slot,
    };
    const saved = await api(user.token).put(`/checkout?cities_id=${riyadh}`, contactStep);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.steps.contact).toMatchObject({ complete: false, prompt: 'enter_recipient_details' });

    // Without it the next tab is refused with the guest's prompt; a short number with the guest's
    // rule (in Arabic); neither changes anything.
    const before = await t.fingerprint();
    const early = await api(user.token, 'ar').put(`/checkout?cities_id=${riyadh}`, { step: 'complete' });
    expect(expectErrorEnvelope(early, 400).data.reason).toBe('enter_recipient_details');
    const short = await api(user.token, 'ar').put(`/checkout?cities_id=${riyadh}`, {
      contact: { phone_code: '966', phone_number: '12' },
    });
    const envelope = expectErrorEnvelope(short, 400);
    expect(JSON.stringify(envelope)).toContain('contact.phone_number');
    expect(envelope.message).toMatch(/[\u0600-\u06FF]/);
    expect(await t.fingerprint()).toBe(before);

    const given = await api(user.token).put(`/checkout?cities_id=${riyadh}`, {
      contact: { phone_code: '966', phone_number: '0551230001' },
      step: 'complete',
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data.steps.contact.complete).toBe(true);
    expect(given.body.data.contact).toMatchObject({ phone_number: '551230001' });
    const ready = await api(user.token).put(`/checkout?cities_id=${riyadh}`, {
      terms_accepted: true,
      payment_method: 'tabby',
    });
    expect(ready.body.data.prompt).toBeNull();
    const placed = await api(user.token).post(
      '/orders/place-order',
      {},
      { 'idempotency-key': `phone-${user.userId}-key` },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await queryRows<{ sender_phone: string | null; sender_phone_code: string | null }>(
      t.database.db,
      sql`select sender_phone, sender_phone_code from orders where uuid = ${placed.body.data.order_uuid}`,
    );
    expect(order).toEqual({ sender_phone: '551230001', sender_phone_code: '966' });
    const payload = await api(user.token).get(
      `/orders/tabby/required-payload?order_uuid=${placed.body.data.order_uuid}`,
    );
    expect(payload.status, JSON.stringify(payload.body)).toBe(200);
    expect(payload.body.data.missing_fields).not.toContain('phone');
  });

  it('a mobile on the profile is the sender’s phone; the contact step asks for none', async () => {
    const user = await userSession(t);
    await queryRows(
      t.database.db,
      sql`update users set phone_code = '966', phone_number = '551230002' where id = ${user.userId}`,
    );
    await api(user.token).post(`/user/shopping-cart?cities_id=${riyadh}`, { product_id: bamboo.id, product_qty: 1 });
    const saved = await api(user.token).put(`/checkout?cities_id=${riyadh}`, {
      delivery_type: 'friend_delivery',
      recipient: { ...recipient, city_id: riyadh },
      step: 'complete',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.steps.contact.complete).toBe(true);
    expect(saved.body.data.contact).toBeNull();
  });
});

describe('National Address typed in Arabic-Indic or Persian digits (reference §7)', () => {
  const western = {
    building_number: '3245',
    postal_code: '12345',
    additional_number: '6789',
    short_address: 'RRRD2929',
  };
  /** The recipient as the cart keeps it (the checkout draft, a jsonb column). */
  const storedRecipient = async (guestId: number) => {
    const [row] = await queryRows<{ recipient: unknown }>(
      t.database.db,
      sql`select checkout->'recipient' as recipient from carts where guest_id = ${guestId}`,
    );
    return typeof row?.recipient === 'string' ? JSON.parse(row.recipient) : row?.recipient;
  };

  it('is accepted and stored in Western digits, on the cart and the order; a bad code: 400 in Arabic, nothing stored', async () => {
    const guest = await guestSession(t);
    const { token } = await readyCheckout({ token: guest.token });
    const ok = await api(token, 'ar').put(`/checkout?cities_id=${riyadh}`, {
      recipient: {
        ...recipient,
        city_id: riyadh,
        building_number: '٣٢٤٥',
        postal_code: '۱۲۳۴۵',
        additional_number: ' ٦٧٨٩ ',
        short_address: 'rrrd ٢٩٢٩',
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.recipient).toMatchObject({ ...western, name: 'Sara', city_id: riyadh });
    expect(await storedRecipient(guest.guestId)).toMatchObject(western);

    // A wrong length in Arabic-Indic or Persian digits keeps its rule and its Arabic message.
    const before = await t.fingerprint();
    for (const [field, value, message] of [
      ['building_number', '٣٢٤', 'يجب أن يتكون رقم المبنى من أربعة أرقام'],
      ['postal_code', '۱۲۳۴', 'يجب أن يتكون الرمز البريدي من خمسة أرقام'],
      ['additional_number', '١٢٣٤٥', ruleMessage('additional_number_invalid', 'ar')],
      ['short_address', 'RRR٢٩٢٩٩', ruleMessage('short_address_invalid', 'ar')],
    ] as const) {
      const bad = await api(token, 'ar').put(`/checkout?cities_id=${riyadh}`, { recipient: { [field]: value } });
      const envelope = expectErrorEnvelope(bad, 400);
      expect(envelope.message).toContain(message);
      expect(envelope.data.errors).toContainEqual({ field: `recipient.${field}`, message, rule: `${field}_invalid` });
    }
    expect(await t.fingerprint()).toBe(before);
    expect(await storedRecipient(guest.guestId)).toMatchObject(western);

    // The order placed from this checkout keeps the Western digits too.
    const placed = await api(token).post('/orders/place-order', {}, { 'idempotency-key': `national-${guest.guestId}` });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await queryRows<{ national: unknown }>(
      t.database.db,
      sql`select recipient_national_address as national from orders where uuid = ${placed.body.data.order_uuid}`,
    );
    const national = typeof order?.national === 'string' ? JSON.parse(order.national) : order?.national;
    expect(national).toMatchObject(western);
    const detail = await api(token).get(`/orders/${placed.body.data.order_uuid}`);
    expect(detail.body.data.recipient).toMatchObject(western);
  });
});

describe('partial updates: an absent key keeps what is stored, null or empty clears it', () => {
  /** The checkout draft as the cart keeps it (a jsonb column). */
  const storedDraft = async (guestId: number) => {
    const [row] = await queryRows<{ checkout: unknown }>(
      t.database.db,
      sql`select checkout from carts where guest_id = ${guestId}`,
    );
    return typeof row?.checkout === 'string' ? JSON.parse(row.checkout) : row?.checkout;
  };
  const fullRecipient = () => ({ ...recipient, city_id: riyadh, email: 'sara@example.com' });
  /** A guest whose checkout is complete, the recipient with a mobile and an e-mail. */
  async function guestWithRecipient() {
    const guest = await guestSession(t);
    await readyCheckout({ token: guest.token });
    const res = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, { recipient: fullRecipient() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.recipient).toMatchObject({ phone_number: '551234567', email: 'sara@example.com' });
    return guest;
  }

  it('part of the recipient (or the contact) keeps the stored mobile, e-mail and the rest', async () => {
    const guest = await guestWithRecipient();
    const kept = { name: 'Sara', city_id: riyadh, address: recipient.address, phone_code: '966' };
    const building = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, {
      recipient: { building_number: '٣٢٤٥' },
    });
    expect(building.status, JSON.stringify(building.body)).toBe(200);
    const expected = { ...kept, phone_number: '551234567', email: 'sara@example.com', building_number: '3245' };
    expect(building.body.data.recipient).toMatchObject(expected);
    expect(building.body.data.prompt).toBeNull();
    expect((await storedDraft(guest.guestId)).recipient).toMatchObject(expected);

    const renamed = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, { recipient: { name: 'Nora' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.recipient).toMatchObject({ ...expected, name: 'Nora' });
    expect((await storedDraft(guest.guestId)).recipient).toMatchObject({ ...expected, name: 'Nora' });

    // A number with another calling code, then a new name: the code stays with its number.
    const kuwait = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, {
      recipient: { phone_code: '965', phone_number: '٥١٢٣٤٥٦٧' },
    });
    expect(kuwait.status, JSON.stringify(kuwait.body)).toBe(200);
    const again = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, { recipient: { name: 'Sara' } });
    expect(again.body.data.recipient).toMatchObject({ phone_code: '965', phone_number: '51234567' });
    expect(again.body.data.recipient.email).toBe('sara@example.com');

    // The guest's own details follow the same rule.
    const contact = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, { contact: { name: 'Ahmad K' } });
    expect(contact.body.data.contact).toMatchObject({ name: 'Ahmad K', phone_code: '966', phone_number: '501234567' });
    expect((await storedDraft(guest.guestId)).contact).toMatchObject({ name: 'Ahmad K', phone_number: '501234567' });
  });

  it('null or an empty value clears a field; a cleared required one stops the order; the calling code cannot be cleared', async () => {
    const guest = await guestWithRecipient();
    const noEmail = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, {
      recipient: { email: null, building_number: '3245' },
    });
    expect(noEmail.body.data.recipient).toMatchObject({
      email: null,
      phone_number: '551234567',
      building_number: '3245',
    });
    const blank = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, {
      recipient: { email: 'sara@example.com', building_number: '' },
    });
    expect(blank.body.data.recipient).toMatchObject({ email: 'sara@example.com', building_number: null });
    const noMail = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, { recipient: { email: '' } });
    expect(noMail.body.data.recipient).toMatchObject({ email: null, phone_number: '551234567', name: 'Sara' });
    expect(noMail.body.data.prompt).toBeNull();

    // The recipient's mobile is optional in the request but required to place the order.
    const noPhone = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, {
      recipient: { phone_number: null },
    });
    expect(noPhone.status, JSON.stringify(noPhone.body)).toBe(200);
    expect(noPhone.body.data.recipient).toMatchObject({ phone_number: null, name: 'Sara', city_id: riyadh });
    expect(noPhone.body.data.prompt).toBe('enter_recipient_details');
    expect((await storedDraft(guest.guestId)).recipient.phone_number).toBeNull();
    const refused = await api(guest.token).post(
      '/orders/place-order',
      {},
      { 'idempotency-key': `clear-recipient-${guest.guestId}` },
    );
    expect(expectErrorEnvelope(refused, 400).data.reason).toBe('enter_recipient_details');

    const before = await storedDraft(guest.guestId);
    const code = await api(guest.token, 'ar').put(`/checkout?cities_id=${riyadh}`, { recipient: { phone_code: null } });
    expect(expectErrorEnvelope(code, 400).data.errors[0].field).toBe('recipient.phone_code');
    expect(await storedDraft(guest.guestId)).toEqual(before);

    // The whole recipient can still be cleared at once.
    const cleared = await api(guest.token).put(`/checkout?cities_id=${riyadh}`, { recipient: null });
    expect(cleared.body.data.recipient).toMatchObject({
      name: null,
      phone_number: null,
      email: null,
      phone_code: '966',
    });
  });

  it('an invalid partial update: 400 envelope in Arabic, the stored draft unchanged', async () => {
    const guest = await guestWithRecipient();
    const before = await storedDraft(guest.guestId);
    const fingerprint = await t.fingerprint();
    const saudi = ruleMessage('phone_length', 'ar', { n: 9, code: '966' });
    const kuwaiti = ruleMessage('phone_length', 'ar', { n: 8, code: '965' });
    for (const [body, field, message] of [
      [{ recipient: { phone_number: '12' } }, 'recipient.phone_number', saudi],
      [{ recipient: { email: 'not-an-email' } }, 'recipient.email', null],
      [{ recipient: { name: 'x'.repeat(500) } }, 'recipient.name', null],
      // A calling code alone applies to the stored number, which must suit it (Kuwait: 8 digits).
      [{ recipient: { phone_code: '965' } }, 'recipient.phone_number', kuwaiti],
      [{ contact: { phone_code: '965' } }, 'contact.phone_number', kuwaiti],
      [{ contact: { phone_number: '٠٥٠' } }, 'contact.phone_number', saudi],
    ] as const) {
      const res = await api(guest.token, 'ar').put(`/checkout?cities_id=${riyadh}`, body);
      const envelope = expectErrorEnvelope(res, 400);
      expect(envelope.message).toMatch(/[\u0600-\u06FF]/);
      // The API's key never reaches the shopper (the stored number's check once said 'contact.phone_number').
      expect(envelope.message).not.toMatch(/[a-z]+_[a-z]+/);
      expect(envelope.data.errors[0].field, JSON.stringify(body)).toBe(field);
      if (message) {
        expect(envelope.data.errors[0]).toEqual({ field, message, rule: 'phone_length' });
        expect(envelope.message).toContain(message);
      }
    }
    expect(await storedDraft(guest.guestId)).toEqual(before);
    expect(await t.fingerprint()).toBe(fingerprint);
    const read = await api(guest.token).get(`/checkout?cities_id=${riyadh}`);
    expect(read.body.data.recipient).toMatchObject({
      phone_code: '966',
      phone_number: '551234567',
      email: 'sara@example.com',
    });
  });
});

describe('coupons', () => {
  it('applies a percentage coupon; refusals say why (min order, unknown) and change nothing', async () => {
    const { token } = await readyCheckout();
    const refused = await api(token, 'ar').post(`/coupons/apply?cities_id=${riyadh}`, { code: 'SAR25' });
    expect(expectErrorEnvelope(refused, 400).message).toBe('يتطلب رمز الخصم هذا طلبا بقيمة ١٠٠ ريال على الأقل');
    const before = await t.fingerprint();
    const unknown = await api(token).post(`/coupons/apply?cities_id=${riyadh}`, { code: 'NOPE' });
    expect(expectErrorEnvelope(unknown, 400).message).toBe('This promo code does not exist');
    expect(await t.fingerprint()).toBe(before);
    const applied = await api(token).post(`/coupons/apply?cities_id=${riyadh}`, { code: 'welcome10' });
    expect(applied.status).toBe(200);
    expect(applied.body.data.coupon).toMatchObject({ code: 'WELCOME10', is_applicable: true, discount: 990 });
    expect(applied.body.data.summary).toMatchObject({
      subtotal: 9900,
      delivery_fee: 2500,
      discount: 990,
      total: 11_410,
    });
  });
});

/** A signed-in shopper given `amountHalalas` in the wallet as a bonus. */
async function userWithWallet(amountHalalas: number) {
  const user = await userSession(t);
  await t.database.db.transaction((tx) =>
    creditWallet(tx as never, {
      userId: user.userId,
      amountHalalas,
      type: 'bonus',
      idempotencyKey: `bonus:${user.userId}`,
    }),
  );
  return user;
}

/** A signed-in shopper with 50 SAR in the wallet, a ready checkout, WELCOME10 and 30 SAR of the wallet applied. */
async function couponAndWalletCheckout() {
  const user = await userWithWallet(5000);
  const { token } = await readyCheckout({ token: user.token });
  await api(token).post(`/coupons/apply?cities_id=${riyadh}`, { code: 'WELCOME10' });
  await api(token).post(`/wallet/apply?cities_id=${riyadh}`, { use: 3000 });
  return { user, token };
}

describe('POST /orders/place-order', () => {
  it('re-prices from the database, reserves stock, ignores client figures; a replayed key answers the same', async () => {
    const { token } = await readyCheckout({ qty: 2 });
    const stock = await stockOf(bamboo.id);
    const tampered = { cities_id: riyadh, total: 1, amount_due: 1, product_price: 1, discount: 99_999, wallet: 50_000 };
    const key = `key-${Date.now()}`;
    const first = await api(token).post('/orders/place-order', tampered, { 'idempotency-key': key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'awaiting_payment',
      payment_status: 'unpaid',
      payment_method: 'card',
      total: 22_300,
      wallet_used: 0,
      amount_due: 22_300,
    });
    expect(first.body.data.order_number).toMatch(/^HD-\d+$/);
    const until = Date.parse(first.body.data.reserved_until) - Date.now();
    expect(until).toBeGreaterThan(13 * 60_000);
    expect(until).toBeLessThan(16 * 60_000);
    expect(await stockOf(bamboo.id)).toBe(stock - 2);

    const before = await t.fingerprint();
    const replay = await api(token).post('/orders/place-order', tampered, { 'idempotency-key': key });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect(await t.fingerprint()).toBe(before);
    const other = await api(token).post(
      '/orders/place-order',
      { cities_id: riyadh, note: 'x' },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(200); // unknown fields are dropped: the same request
    const changed = await api(token, 'ar').post('/orders/place-order', {}, { 'idempotency-key': key });
    expectErrorEnvelope(changed, 422);
    expect(await t.fingerprint()).toBe(before);

    // The order is listed only once placed (awaiting payment is not shown) and readable in detail.
    const list = await api(token).post('/orders', {});
    expect(list.body.data.orders).toHaveLength(0);
    const detail = await api(token).get(`/orders/${first.body.data.order_uuid}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.items[0]).toMatchObject({ product_id: bamboo.id, quantity: 2, unit_price: 9900 });
    expect(detail.body.data.events).toHaveLength(1);
    const stranger = (await guestSession(t)).token;
    expectErrorEnvelope(await api(stranger).get(`/orders/${first.body.data.order_uuid}`), 404);
  });

  it('figures that changed since the shopper saw them (another tab added a line): 409 in Arabic, nothing changed', async () => {
    const { token, state } = await readyCheckout();
    const seen = { total: state.summary.total, amount_due: state.summary.amount_due };
    const added = await api(token).post(`/user/shopping-cart?cities_id=${riyadh}`, {
      product_id: bamboo.id,
      product_qty: 2,
    });
    expect(added.status).toBe(200);
    const before = await t.fingerprint();
    const refused = await api(token, 'ar').post('/orders/place-order', {
      cities_id: riyadh,
      expected_total: seen.total,
      expected_amount_due: seen.amount_due,
    });
    expect(expectErrorEnvelope(refused, 409).message).toContain('تغيّر طلبك');
    expect(await t.fingerprint()).toBe(before);
    // The shopper sees the new summary and confirms it: placed at that total.
    const now = (await api(token).get(`/checkout?cities_id=${riyadh}`)).body.data.summary;
    expect(now.total).toBeGreaterThan(seen.total);
    const placed = await api(token).post('/orders/place-order', {
      cities_id: riyadh,
      expected_total: now.total,
      expected_amount_due: now.amount_due,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({ total: now.total, amount_due: now.amount_due });
  });

  it('a line that can no longer be bought sends the checkout back to the basket, and no later step counts as done', async () => {
    const lucky = bamboo;
    const { token } = await readyCheckout({ qty: 3 });
    const moved = await api(token).put(`/checkout?cities_id=${riyadh}`, { step: 'complete' });
    expect(moved.body.data).toMatchObject({ step: 'complete', steps: { complete: { complete: true } } });
    const stock = await stockOf(lucky.id);
    await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, lucky.id));
    try {
      const state = (await api(token, 'ar').get(`/checkout?cities_id=${riyadh}`)).body.data;
      expect(state.step).toBe('basket');
      expect(state.steps.basket.complete).toBe(false);
      expect(state.steps.basket.message).toMatch(/[\u0600-\u06FF]/);
      expect(state.steps.contact.complete).toBe(false);
      expect(state.steps.complete.complete).toBe(false);
      const refused = await api(token).post('/orders/place-order', { cities_id: riyadh });
      expectErrorEnvelope(refused, 400);
    } finally {
      await t.database.db.update(products).set({ stock }).where(eq(products.id, lucky.id));
    }
    // Back in stock: the checkout resumes at the step it had reached.
    const resumed = (await api(token).get(`/checkout?cities_id=${riyadh}`)).body.data;
    expect(resumed).toMatchObject({
      step: 'complete',
      steps: { contact: { complete: true }, complete: { complete: true } },
    });
  });

  it('the shopping city changed after the recipient’s address was given: the contact step is undone again, with its reason in Arabic', async () => {
    const { token } = await readyCheckout();
    const jeddah = (await cityByName(t, 'Jeddah')).id;
    await api(token).put(`/checkout?cities_id=${riyadh}`, { step: 'complete' });
    // The header's city is now Jeddah (the cart follows the city it is read for).
    const moved = await api(token, 'ar').get(`/checkout?cities_id=${jeddah}`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({
      step: 'contact',
      steps: { contact: { complete: false, prompt: 'recipient_not_in_cart_city' }, complete: { complete: false } },
    });
    expect(moved.body.data.steps.contact.message).toContain('المدينة التي تتسوق منها');
    const before = await t.fingerprint();
    const refused = await api(token, 'ar').post('/orders/place-order', { cities_id: jeddah });
    expect(expectErrorEnvelope(refused, 400).message).toContain('المدينة التي تتسوق منها');
    expect(await t.fingerprint()).toBe(before);
  });

  it('an expired reservation gives its stock, coupon and wallet back (job order.expire-unpaid)', async () => {
    const { user, token } = await couponAndWalletCheckout();
    const stock = await stockOf(bamboo.id);
    const placed = await api(token).post('/orders/place-order', {}, { 'idempotency-key': `expire-${user.userId}-key` });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({ wallet_used: 3000, total: 11_410, amount_due: 8410 });
    expect(await stockOf(bamboo.id)).toBe(stock - 1);
    expect(await walletBalance(t.database.db, user.userId)).toBe(2000);
    await queryRows(
      t.database.db,
      sql`update orders set reserved_until = now() - interval '1 minute' where uuid = ${placed.body.data.order_uuid}`,
    );
    await queryRows(
      t.database.db,
      sql`update pgboss.job set start_after = now() where name = ${JOB_EXPIRE_UNPAID} and state = 'created'`,
    );
    await t.app.jobs.drain(JOB_EXPIRE_UNPAID);
    expect(await stockOf(bamboo.id)).toBe(stock);
    expect(await walletBalance(t.database.db, user.userId)).toBe(5000);
    const [order] = await queryRows<{ status: string; reservation_status: string; redemptions: number }>(
      t.database.db,
      sql`select status, reservation_status, (select count(*)::int from coupon_redemptions r where r.order_id = o.id) as redemptions
          from orders o where uuid = ${placed.body.data.order_uuid}`,
    );
    expect(order).toEqual({ status: 'failed', reservation_status: 'released', redemptions: 0 });
    const wallet = await api(token).get('/user/wallet');
    expect(wallet.body.data.transactions.map((x: { type: string }) => x.type)).toEqual([
      'refund',
      'purchased',
      'bonus',
    ]);
  });

  it('placing again and being refused (the figures changed) keeps the earlier order and all it holds', async () => {
    const { token, state } = await readyCheckout();
    const first = await api(token).post('/orders/place-order', {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await api(token).post(`/user/shopping-cart?cities_id=${riyadh}`, { product_id: bamboo.id, product_qty: 2 });
    const before = await t.fingerprint();
    const refused = await api(token, 'ar').post('/orders/place-order', {
      cities_id: riyadh,
      expected_total: state.summary.total,
      expected_amount_due: state.summary.amount_due,
    });
    expectErrorEnvelope(refused, 409);
    expect(await t.fingerprint()).toBe(before);
    const [earlier] = await queryRows<{ status: string; reservation_status: string }>(
      t.database.db,
      sql`select status, reservation_status from orders where uuid = ${first.body.data.order_uuid}`,
    );
    expect(earlier).toEqual({ status: 'awaiting_payment', reservation_status: 'held' });
  });

  it('placing again replaces the earlier order even with its card at 3-D Secure: stock, coupon and wallet held once; its late payment is voided', async () => {
    const { user, token } = await couponAndWalletCheckout();
    const stock = await stockOf(bamboo.id);
    const first = (await api(token).post('/orders/place-order', {}, { 'idempotency-key': `replace-${user.userId}-1` }))
      .body.data;
    const methods = (await api(token).get(`/payment/methods?order_uuid=${first.order_uuid}`)).body.data;
    const payment = await browserCardPayment(t, methods.card, TEST_CARDS.madaApproved);
    const attached = await api(token).post('/payment/moyasar/attach', {
      order_uuid: first.order_uuid,
      payment_id: payment.id,
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const stateOf = async (uuid: string) =>
      (
        await queryRows<{ status: string; payment_status: string; redemptions: number }>(
          t.database.db,
          sql`select status, payment_status,
                (select count(*)::int from coupon_redemptions r where r.order_id = o.id) as redemptions
              from orders o where uuid = ${uuid}`,
        )
      )[0];
    expect(await stateOf(first.order_uuid)).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending' });

    // The shopper comes back from the bank's page to the checkout and places the order again.
    const second = await api(token).post('/orders/place-order', {}, { 'idempotency-key': `replace-${user.userId}-2` });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ wallet_used: 3000, total: 11_410, amount_due: 8410 });
    expect(await stateOf(first.order_uuid)).toEqual({ status: 'cancelled', payment_status: 'pending', redemptions: 0 });
    expect(await stateOf(second.body.data.order_uuid)).toMatchObject({ status: 'awaiting_payment', redemptions: 1 });
    expect(await stockOf(bamboo.id)).toBe(stock - 1);
    expect(await walletBalance(t.database.db, user.userId)).toBe(2000);

    // The first card is approved at the bank after all: voided, never captured, nothing paid.
    await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${payment.id}/complete`, { result: 'approve' });
    const late = await api(token).post('/payment/moyasar/capture', {
      order_uuid: first.order_uuid,
      payment_id: payment.id,
    });
    expect(late.body.data?.is_paid ?? false).toBe(false);
    expect(paymentsRuntime(t.app).providers.sim?.moyasar?.payment(payment.id)?.status).toBe('voided');
    expect(await walletBalance(t.database.db, user.userId)).toBe(2000);
  });

  it('the wallet pays it all: paid at once, cart emptied; only the recipient’s mobile → link by SMS → accepted', async () => {
    const user = await userWithWallet(100_000);
    await api(user.token).post(`/user/shopping-cart?cities_id=${riyadh}`, { product_id: bamboo.id, product_qty: 1 });
    const mobile = `55${String(user.userId).padStart(7, '0')}`.slice(0, 9);
    const ready = await api(user.token).put(`/checkout?cities_id=${riyadh}`, {
      delivery_type: 'friend_delivery',
      recipient: { name: 'Nora', phone_code: '966', phone_number: mobile },
      recipient_supplies_address: true,
      hide_sender_name: true,
      terms_accepted: true,
    });
    expect(ready.body.data.prompt).toBe('apply_promo_payment_or_wallet');
    const applied = await api(user.token).post(`/wallet/apply?cities_id=${riyadh}`, { use: true });
    expect(applied.body.data.prompt).toBeNull();
    const placed = await api(user.token).post('/orders/place-order', {});
    expect(placed.body.data).toMatchObject({ payment_status: 'paid', status: 'waiting_for_recipient', amount_due: 0 });
    const cart = await api(user.token).get(`/user/shopping-cart?cities_id=${riyadh}`);
    expect(cart.body.data.items).toHaveLength(0);

    await t.app.jobs.drain(JOB_RECIPIENT_LINK);
    const sms = await t.app.providers.outbox?.list({ to: `966${mobile}` });
    const token = /\/gift\/([A-Za-z0-9_-]+)/.exec(sms?.[0]?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(sms?.[0]?.text).not.toContain('Shopper'); // the buyer hid the name
    const gift = await t.http('GET', `/api/gift-recipient/${token}`, { headers: { language: 'en' } });
    expect(gift.body.data).toMatchObject({ needs_address: true, sender_name: null, status: 'waiting_for_recipient' });
    const { date, slot } = await firstSlot(user.token);
    const done = await t.http('POST', `/api/gift-recipient/${token}`, {
      body: {
        address: 'King Fahd Rd 1',
        postal_code: '12345',
        building_number: '۳۲۴۵', // Persian digits, kept as Western ones
        delivery_date: date,
        slot_id: slot,
      },
      headers: { language: 'en' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'accepted', needs_address: false });
    const [stored] = await queryRows<{ national: unknown }>(
      t.database.db,
      sql`select recipient_national_address as national from orders where uuid = ${placed.body.data.order_uuid}`,
    );
    expect(typeof stored?.national === 'string' ? JSON.parse(stored.national) : stored?.national).toMatchObject({
      postal_code: '12345',
      building_number: '3245',
    });
    const again = await t.http('POST', `/api/gift-recipient/${token}`, {
      body: { address: 'Elsewhere', delivery_date: date, slot_id: slot },
      headers: { language: 'en' },
    });
    expectErrorEnvelope(again, 409);
    const list = await api(user.token).post('/orders', {});
    expect(list.body.data.orders[0]).toMatchObject({ status: 'accepted', status_code: 1, payment_status: 'paid' });
  });
});

describe.skipIf(dbKind !== 'postgres')('races (PostgreSQL)', () => {
  it('one unit left and 50 concurrent place-orders → exactly one order, stock 0', async () => {
    await queryRows(t.database.db, sql`update products set stock = 50 where id = ${bamboo.id}`);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => readyCheckout()));
    await queryRows(t.database.db, sql`update products set stock = 1 where id = ${bamboo.id}`);
    const results = await Promise.all(buyers.map((b) => api(b.token).post('/orders/place-order', {})));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectErrorEnvelope(r, r.status);
    expect(await stockOf(bamboo.id)).toBe(0);
    await queryRows(t.database.db, sql`update products set stock = 40 where id = ${bamboo.id}`);
  }, 60_000);

  it('a single-use coupon redeemed by 50 at once → once', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => readyCheckout()));
    for (const b of buyers) await api(b.token).post(`/coupons/apply?cities_id=${riyadh}`, { code: 'GIFT50' });
    const results = await Promise.all(buyers.map((b) => api(b.token).post('/orders/place-order', {})));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const [row] = await queryRows<{ used: number; n: number }>(
      t.database.db,
      sql`select used_count as used, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as n from coupons c where code = 'GIFT50'`,
    );
    expect(row).toEqual({ used: 1, n: 1 });
  }, 60_000);

  it('two baskets holding the same two products in opposite orders: each order waits for the other, none deadlocks', async () => {
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select p.id from products p where p.kind <> 'addon' and p.stock > 5 and p.id <> ${bamboo.id}
            and not exists (select 1 from product_colors c where c.product_id = p.id)
          order by p.id limit 1`,
    );
    const [low, high] = [bamboo.id, other?.id as number].sort((a, b) => a - b) as [number, number];
    // This basket's lines: the higher id first.
    const { token } = await readyCheckout({ productId: high });
    const add = await api(token).post(`/user/shopping-cart?cities_id=${riyadh}`, { product_id: low, product_qty: 1 });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const before = { low: await stockOf(low), high: await stockOf(high) };
    let placing: ReturnType<ReturnType<typeof api>['post']> | undefined;
    // Another order holding the lower row and then taking the higher one, as every writer does.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from products where id = ${low} for update`);
      placing = api(token).post('/orders/place-order', {});
      await lockWaiterAppears(t, tx as never);
      await tx.execute(sql`select id from products where id = ${high} for update`);
    });
    const placed = await placing;
    expect(placed?.status, JSON.stringify(placed?.body)).toBe(200);
    expect({ low: await stockOf(low), high: await stockOf(high) }).toEqual({
      low: before.low - 1,
      high: before.high - 1,
    });
  }, 30_000);

  it('a card settling while the shopper places the order again waits for the cart, and none deadlocks', async () => {
    const { token } = await readyCheckout();
    const placed = (await api(token).post('/orders/place-order', {})).body.data;
    const methods = (await api(token).get(`/payment/methods?order_uuid=${placed.order_uuid}`)).body.data;
    const payment = await browserCardPayment(t, methods.card, TEST_CARDS.madaApproved);
    await api(token).post('/payment/moyasar/attach', { order_uuid: placed.order_uuid, payment_id: payment.id });
    await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 60_000 }, 'PUT'); // hold the webhook back
    await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${payment.id}/complete`, { result: 'approve' });
    await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 0 }, 'PUT');
    let capturing: ReturnType<ReturnType<typeof api>['post']> | undefined;
    // Place-order's locks: the cart, then its earlier order.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select id from carts where id = (select cart_id from orders where uuid = ${placed.order_uuid}) for no key update`,
      );
      capturing = api(token).post('/payment/moyasar/capture', {
        order_uuid: placed.order_uuid,
        payment_id: payment.id,
      });
      await lockWaiterAppears(t, tx as never);
      await tx.execute(sql`select id from orders where uuid = ${placed.order_uuid} for update`);
    });
    const captured = await capturing;
    expect(captured?.body.data?.is_paid, JSON.stringify(captured?.body)).toBe(true);
  }, 30_000);

  it("a guest signing in while their order's payment settles waits for the cart, and none deadlocks", async () => {
    const guest = await guestSession(t);
    await readyCheckout({ token: guest.token });
    const placed = (await api(guest.token).post('/orders/place-order', {})).body.data;
    const [order] = await queryRows<{ id: number; cart_id: number; total: number }>(
      t.database.db,
      sql`select id, cart_id, total_halalas as total from orders where uuid = ${placed.order_uuid}`,
    );
    if (!order) throw new Error('no order placed');
    const phone = String(560_000_000 + Math.floor(Math.random() * 9_000_000));
    const before = await sentCount(t, `966${phone}`);
    const sent = await api(guest.token).post('/account/sendOtp', {
      phone_code: '966',
      phone_number: phone,
      guest_user_id: guest.guestId,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const otp = await codeFor(t, `966${phone}`, before);
    let signingIn: ReturnType<ReturnType<typeof api>['post']> | undefined;
    // Settle's locks and writes: the order's cart, the order, then the paid order's lines leave the
    // cart. The sign-in's merge takes the guest's cart before its lines, so it waits for all of it.
    await t.database.db.transaction(async (tx) => {
      await lockCartOfOrder(tx as never, order.id);
      signingIn = api(guest.token).post('/account/verifyOtp', {
        phone_code: '966',
        phone_number: phone,
        otp,
        guest_user_id: guest.guestId,
      });
      await lockWaiterAppears(t, tx as never);
      await tx.execute(sql`select id from orders where id = ${order.id} for update`);
      const isPaid = await confirmPaid(tx as never, order.id, {
        method: 'card',
        provider: 'moyasar',
        providerRef: null,
        amountHalalas: order.total,
      });
      expect(isPaid).toBe(true);
    });
    const signedIn = await signingIn;
    expect(signedIn?.status, JSON.stringify(signedIn?.body)).toBe(200);
    // The paid line did not move to the account; the guest's emptied cart is gone, and the order
    // with it keeps its payment.
    expect(
      (await api(signedIn?.body.data.token).get(`/user/shopping-cart?cities_id=${riyadh}`)).body.data.items,
    ).toEqual([]);
    const [after] = await queryRows<{ cart_id: number | null; payment_status: string; carts: number }>(
      t.database.db,
      sql`select cart_id, payment_status, (select count(*)::int from carts where id = ${order.cart_id}) as carts
          from orders where id = ${order.id}`,
    );
    expect(after).toEqual({ cart_id: null, payment_status: 'paid', carts: 0 });
  }, 30_000);

  it('a 100 SAR wallet and 20 concurrent debits of 100 → one succeeds; balance = ledger sum', async () => {
    const { debitWallet } = await import('../wallet/ledger');
    const user = await userSession(t);
    await t.database.db.transaction((tx) =>
      creditWallet(tx as never, {
        userId: user.userId,
        amountHalalas: 10_000,
        type: 'bonus',
        idempotencyKey: `b:${user.userId}`,
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.database.db.transaction((tx) =>
          debitWallet(tx as never, {
            userId: user.userId,
            amountHalalas: 10_000,
            type: 'purchased',
            orderId: null,
            idempotencyKey: `d:${user.userId}:${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [sum] = await queryRows<{ sum: number }>(
      t.database.db,
      sql`select coalesce(sum(amount_halalas), 0)::int as sum from wallet_ledger where user_id = ${user.userId}`,
    );
    expect(sum?.sum).toBe(0);
    expect(await walletBalance(t.database.db, user.userId)).toBe(0);
  }, 60_000);
});
