/**
 * The receipt job (issue 14 §4): a signed-in shopper's receipt is the e-mail with the ZATCA QR; a
 * guest gives only a name and a phone (spec §3), so a guest's receipt goes by SMS with the order
 * number, the total, the VAT it includes and the link to the order's page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers';
import { orders } from '../../db/schema';
import { loadPaymentsConfig } from './config';
import { sendReceipt } from './receipt-job';
import { readQrFromHtml, testOrder, testShopper } from './test-kit';
import { decodeZatcaTlv } from './zatca';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const config = loadPaymentsConfig({});

async function paidOrder(kind: 'guest' | 'user', options: { phone: string; language: 'ar' | 'en'; email?: boolean }) {
  const shopper = await testShopper(t, kind);
  const order = await testOrder(t, shopper, { totalHalalas: 164_00, phone: options.phone, language: options.language });
  await t.app.db
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: new Date(), ...(options.email === false ? { senderEmail: null } : {}) })
    .where(eq(orders.id, order.id));
  return { shopper, order };
}

const outbox = async (to: string, channel: 'sms' | 'email') =>
  (await t.app.providers.outbox?.list({ to, channel })) ?? [];

describe('the receipt job', () => {
  it('a guest without an e-mail: the receipt goes by SMS in the order language, with the figures and the link', async () => {
    const { order } = await paidOrder('guest', { phone: '512340001', language: 'en', email: false });
    await sendReceipt(t.app, config, order.id);
    const [sms] = await outbox('966512340001', 'sms');
    expect(sms?.text).toContain(order.orderNumber);
    expect(sms?.text).toContain('SAR 164.00');
    expect(sms?.text).toContain(`SAR ${(order.vatHalalas / 100).toFixed(2)}`);
    expect(sms?.text).toMatch(new RegExp(`/order-result/${order.uuid}$`));
  });

  it('the result page is told where the receipt went: a text message for that guest, the e-mail for a shopper', async () => {
    const statusOf = async (token: string, uuid: string) =>
      (await t.http('GET', `/api/orders/${uuid}/payment-status`, { headers: { authorization: `Bearer ${token}` } }))
        .body.data;
    const guest = await paidOrder('guest', { phone: '512340005', language: 'en', email: false });
    expect(await statusOf(guest.shopper.token, guest.order.uuid)).toMatchObject({ is_paid: true, receipt_by: 'sms' });
    const user = await paidOrder('user', { phone: '512340006', language: 'en' });
    expect(await statusOf(user.shopper.token, user.order.uuid)).toMatchObject({ is_paid: true, receipt_by: 'email' });
  });

  it('in Arabic too', async () => {
    const { order } = await paidOrder('guest', { phone: '512340002', language: 'ar', email: false });
    await sendReceipt(t.app, config, order.id);
    const [sms] = await outbox('966512340002', 'sms');
    expect(sms?.text).toContain('تم تأكيد الدفع');
    expect(sms?.text).toContain(order.orderNumber);
  });

  it('a signed-in shopper: the e-mail with the QR, and no SMS', async () => {
    const { shopper, order } = await paidOrder('user', { phone: '512340003', language: 'en' });
    await sendReceipt(t.app, config, order.id);
    const [mail] = await outbox(shopper.email, 'email');
    expect(decodeZatcaTlv(readQrFromHtml(mail?.html ?? '')).get(4)).toBe('164.00');
    expect(await outbox('966512340003', 'sms')).toHaveLength(0);
  });

  it('an order not paid: nothing is sent', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper, { phone: '512340004' });
    await sendReceipt(t.app, config, order.id);
    expect(await outbox('966512340004', 'sms')).toHaveLength(0);
  });
});
