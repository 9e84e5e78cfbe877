/**
 * Job `order.receipt` `{ orderId }` (enqueued by `confirmPaid`): the receipt e-mail. A guest gives
 * only a name and a phone (spec §3), so a guest's receipt goes by SMS instead: the order number,
 * the total, the VAT it includes and the link to the order's page.
 */
import { internationalPhoneNumber, type Language } from '@hadiya/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeAddress } from '../../config';
import { orderItems, users } from '../../db/schema';
import { t } from '../../lib/i18n';
import type { PaymentsConfig } from './config';
import { type RenderedReceipt, renderReceipt } from './receipt';
import { latestAttempt, orderById, recordEvent } from './store';

/** Renders the receipt of a paid order; null when the order is not paid. */
export async function renderOrderReceipt(
  app: FastifyInstance,
  config: PaymentsConfig,
  orderId: number,
): Promise<{
  to: string | null;
  /** The buyer's mobile (international digits), for the SMS when there is no e-mail. */
  phone: string | null;
  uuid: string;
  lang: Language;
  receipt: RenderedReceipt;
} | null> {
  const order = await orderById(app.db, orderId);
  if (order?.paymentStatus !== 'paid') return null;
  const lang: Language = order.language === 'en' ? 'en' : 'ar';
  const items = await app.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  let to = order.senderEmail ?? null;
  let name = order.senderName ?? null;
  if (order.userId && (!to || !name)) {
    const [user] = await app.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, order.userId))
      .limit(1);
    to ??= user?.email ?? null;
    name ??= user?.name ?? null;
  }
  const attempt = await latestAttempt(app.db, orderId);
  const receipt = await renderReceipt(lang, {
    orderNumber: order.orderNumber,
    issuedAt: order.paidAt ?? new Date(),
    sellerName: config.sellerName[lang],
    vatNumber: config.sellerVatNumber,
    lines: items.map((item) => ({
      title: lang === 'ar' ? item.titleAr : item.titleEn,
      quantity: item.quantity,
      totalHalalas: item.unitPriceHalalas * item.quantity,
    })),
    deliveryHalalas: order.deliveryFeeHalalas,
    discountHalalas: order.discountHalalas,
    walletHalalas: order.walletUsedHalalas,
    totalHalalas: order.totalHalalas,
    vatHalalas: order.vatHalalas,
    paymentMethod: order.paymentMethod ?? attempt?.method ?? 'wallet',
    customerName: name,
  });
  const phone = order.senderPhone ? internationalPhoneNumber(order.senderPhoneCode, order.senderPhone) : null;
  return { to, phone, uuid: order.uuid, lang, receipt };
}

const sar = (halalas: number) => (halalas / 100).toFixed(2);

export async function sendReceipt(app: FastifyInstance, config: PaymentsConfig, orderId: number): Promise<void> {
  const rendered = await renderOrderReceipt(app, config, orderId);
  if (!rendered) return;
  if (!rendered.to) {
    if (!rendered.phone) {
      app.log.info({ order: orderId }, 'receipt not sent: the order has neither an e-mail address nor a phone');
      return;
    }
    const order = await orderById(app.db, orderId);
    const base = storeAddress(app.config);
    await app.providers.sms.send({
      to: rendered.phone,
      body: t(rendered.lang, 'receipt_sms', {
        number: order?.orderNumber ?? '',
        total: sar(order?.totalHalalas ?? 0),
        vat: sar(order?.vatHalalas ?? 0),
        url: `${base}/order-result/${rendered.uuid}`,
      }),
    });
    await recordEvent(app.db, { orderId, provider: 'sms', kind: 'request', operation: 'receipt', status: 'sent' });
    return;
  }
  const { receipt, lang, to } = rendered;
  await app.providers.email.send({ to, subject: receipt.subject, text: receipt.text, html: receipt.html, lang });
  await recordEvent(app.db, { orderId, provider: 'email', kind: 'request', operation: 'receipt', status: 'sent' });
}
