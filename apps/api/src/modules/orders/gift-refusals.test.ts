/**
 * The recipient's link refuses an incomplete or oversized address with a sentence of the caller's
 * language that names what is wrong (walk of the after-purchase pages). The gift page shows the
 * envelope's message above its form: it used to read "قيمة غير صالحة للحقل address: يجب ألا يزيد
 * عن ٣٠٠ حرفا" — the API's field key inside an Arabic sentence — for an address over 300
 * characters, and "Invalid value for slot_id: …" without a slot. Each refusal changes nothing.
 */
import { ADDRESS_MAX_LENGTH } from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { type Db, queryRows } from '../../db/client';
import { quiesce, testOrder, testShopper } from '../payments/test-kit';
import { confirmPaid, recipientLinkFor, recordCreated } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tx = <T>(fn: (db: Db) => Promise<T>) => t.database.db.transaction((raw) => fn(raw as unknown as Db));

/** A paid gift waiting for its recipient's address, and its link's token. */
async function waitingGift() {
  const buyer = await testShopper(t, 'user');
  const order = await testOrder(t, buyer, {});
  await queryRows(t.database.db, sql`update orders set recipient_supplies_address = true where id = ${order.id}`);
  await tx((db) => recordCreated(db, order.id, { actor: 'shopper' }));
  await tx((db) =>
    confirmPaid(db, order.id, {
      method: 'card',
      provider: 'moyasar_card',
      providerRef: `pay_${order.id}`,
      amountHalalas: order.totalHalalas,
    }),
  );
  const { token } = await tx((db) => recipientLinkFor(db, order.id));
  return token;
}

const cases = [
  {
    name: 'an address over the limit',
    body: { address: 'a'.repeat(ADDRESS_MAX_LENGTH + 1), delivery_date: '2030-01-01', slot_id: 1 },
    field: 'address',
    // 300 is CLDR `other` in Arabic: the noun stays singular («٣٠٠ حرف», not «حرفًا»).
    ar: 'يجب ألا يزيد العنوان عن ٣٠٠ حرف',
    en: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
  },
  {
    name: 'no address at all',
    body: { delivery_date: '2030-01-01', slot_id: 1 },
    field: 'address',
    ar: 'العنوان مطلوب',
    en: 'Address is required',
  },
  {
    name: 'no date nor slot',
    body: { address: 'Olaya 1' },
    field: 'delivery_date',
    ar: 'اختر تاريخ التوصيل ووقته',
    en: 'Choose a delivery date and time',
  },
  {
    name: 'a slot the form left empty',
    body: { address: 'Olaya 1', delivery_date: '', slot_id: 0 },
    field: 'delivery_date',
    ar: 'اختر تاريخ التوصيل ووقته',
    en: 'Choose a delivery date and time',
  },
] as const;

describe('the recipient’s link refuses an incomplete address in the caller’s language', () => {
  it.each(cases)('$name', async ({ body, field, ar, en }) => {
    const token = await waitingGift();
    await quiesce(t);
    const before = await t.fingerprint();
    for (const [language, sentence] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const refused = expectErrorEnvelope(
        await t.http('POST', `/api/gift-recipient/${token}`, { body, headers: { language } }),
        400,
      );
      expect(refused.message).toBe(sentence);
      expect(refused.message).not.toMatch(/address|slot_id|delivery_date|Invalid value|قيمة غير صالحة/);
      expect(refused.data.errors[0]).toMatchObject({ field, message: sentence });
    }
    await quiesce(t);
    expect(await t.fingerprint()).toBe(before);
  });
});
