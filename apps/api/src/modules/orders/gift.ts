/**
 * The recipient link (issue 14 §1, issue 15 §2): when the buyer gives only the recipient's mobile,
 * the paid order waits in `waiting_for_recipient`; the job `order.recipient-link` texts the
 * recipient a link `/gift/{token}` (only the token's hash is stored) and tells the buyer;
 * `GET/POST /gift-recipient/{token}` show the gift and take the address and slot → `accepted`;
 * `POST /gift-recipient/{token}/decline` → `recipient_rejected`, the buyer refunded to the wallet
 * once, in the same transaction. The page shows no prices and nothing of the buyer but the name
 * they did not hide; it stays readable to follow the timeline until the order ended plus
 * `RECIPIENT_LINK_DAYS_AFTER_DELIVERY` days. Notifications reissue a link with `recipientLinkFor`.
 */
import { type GiftRecipientPage, internationalPhoneNumber, type Language, slotLabel } from '@hadiya/contract';
import {
  type DeliveryType,
  ORDER_STATUS_CODES,
  type OrderStatus,
  orderStatusLabels,
  RECIPIENT_LINK_DAYS_AFTER_DELIVERY,
  TERMINAL_ORDER_STATUSES,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeAddress } from '../../config';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { registerCall } from '../../lib/route';
import { assertSlotBookable } from '../checkout/slots';
import { creditWallet } from '../wallet/ledger';
import { type DeclinedRefundJob, JOB_DECLINED_REFUND, refundDeclinedGift } from './declined-refund';
import { createRecipientLink, hashLinkToken, JOB_RECIPIENT_LINK, transition } from './service';
import { buildTimeline, timelineEvents } from './timeline';

interface LinkRow {
  link_id: number;
  order_id: number;
  expires_at: string | Date;
  used_at: string | Date | null;
  order_number: string;
  status: OrderStatus;
  sender_name: string | null;
  hide_sender_name: boolean;
  recipient_name: string | null;
  city_id: number;
  message_card: string;
  language: string;
  sender_phone_code: string | null;
  sender_phone: string | null;
  recipient_phone_code: string | null;
  recipient_phone: string | null;
  delivery_type: DeliveryType;
  delivery_date: string | null;
  slot_id: number | null;
  user_id: number | null;
  total: number;
  wallet_used: number;
  payment_status: string;
  ended_at: string | Date | null;
}

const TERMINAL = sql.join(
  TERMINAL_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

const linkQuery = (hash: string, lock: boolean) => sql`select l.id as link_id, l.order_id, l.expires_at, l.used_at,
    o.order_number, o.status, o.sender_name, o.hide_sender_name, o.recipient_name, o.city_id, o.message_card, o.language,
    o.sender_phone_code, o.sender_phone, o.recipient_phone_code, o.recipient_phone,
    o.delivery_type, o.delivery_date::text as delivery_date, o.slot_id, o.user_id, o.total_halalas as total, o.wallet_used_halalas as wallet_used, o.payment_status,
    (select max(e.created_at) from order_events e where e.order_id = o.id and e.to_status in (${TERMINAL})) as ended_at
  from recipient_links l join orders o on o.id = l.order_id
  where l.token_hash = ${hash} or l.order_id = (select t.order_id from recipient_link_tokens t where t.token_hash = ${hash})
  ${lock ? sql`for update of l` : sql``}`;

/** When the link stops answering: the order's end plus a few days; null while it goes on. */
function readableUntil(row: LinkRow): Date | null {
  if (!TERMINAL_ORDER_STATUSES.includes(row.status)) return null;
  const ended = row.ended_at ? new Date(row.ended_at) : new Date();
  return new Date(ended.getTime() + RECIPIENT_LINK_DAYS_AFTER_DELIVERY * 86_400_000);
}

const isOpen = (row: LinkRow) =>
  row.used_at === null && row.status === 'waiting_for_recipient' && new Date(row.expires_at).getTime() > Date.now();

const sms = (code: string | null, number: string | null) => (number ? internationalPhoneNumber(code, number) : null);

export function giftRecipientRoutes(app: FastifyInstance): void {
  const view = async (db: Db, row: LinkRow, lang: Language): Promise<GiftRecipientPage> => {
    const city = await app.reference.city(row.city_id);
    const [slot] = row.slot_id
      ? await queryRows<{ label_en: string; label_ar: string; start_time: string; end_time: string }>(
          db,
          sql`select label_en, label_ar, start_time, end_time from delivery_slots where id = ${row.slot_id}`,
        )
      : [];
    const until = readableUntil(row);
    return {
      order_number: row.order_number,
      sender_name: row.hide_sender_name ? null : row.sender_name,
      recipient_name: row.recipient_name,
      city: {
        id: row.city_id,
        name: city ? (lang === 'ar' ? city.other_name : city.name) : '',
        delivery_service: city?.delivery_service ?? 'standard',
      },
      message_card: row.message_card,
      status: row.status,
      status_code: ORDER_STATUS_CODES[row.status],
      status_label: orderStatusLabels[row.status][lang],
      delivery_type: row.delivery_type,
      delivery_date: row.delivery_date,
      slot: slot
        ? {
            label: slotLabel(lang === 'ar' ? slot.label_ar : slot.label_en, slot.start_time, slot.end_time, lang),
            start_time: slot.start_time,
            end_time: slot.end_time,
          }
        : null,
      timeline: buildTimeline(row.delivery_type, row.status, await timelineEvents(db, row.order_id), lang),
      needs_address: isOpen(row),
      can_decline: isOpen(row),
      expires_at: new Date(row.expires_at).toISOString(),
      readable_until: until?.toISOString() ?? null,
    };
  };

  async function find(db: Db, token: string, lock = false): Promise<LinkRow> {
    const [row] = await queryRows<LinkRow>(db, linkQuery(hashLinkToken(token), lock));
    if (!row) throw new AppError(404, 'link_invalid');
    const until = readableUntil(row);
    if (until && until.getTime() <= Date.now()) throw new AppError(404, 'link_expired');
    return row;
  }

  registerCall(app, 'giftRecipientRead', async ({ params, lang }) =>
    view(app.db, await find(app.db, params.token), lang),
  );

  registerCall(app, 'giftRecipientDecline', async ({ params, lang, setMessage }) => {
    const { row, toOriginal } = await app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // The link row is locked: a second decline (or an accept) waits, then finds it used.
      const link = await find(tx, params.token, true);
      if (link.used_at !== null || link.status !== 'waiting_for_recipient')
        throw new AppError(409, 'gift_not_declinable');
      if (new Date(link.expires_at).getTime() <= Date.now()) throw new AppError(400, 'link_expired');
      const isPaid = link.payment_status === 'paid' && link.total > 0;
      // A buyer with an account gets everything back in the wallet; a guest has none: the payment goes back.
      const refundTo = !isPaid ? null : link.user_id !== null ? 'wallet' : 'original';
      const moved = await transition(tx, link.order_id, 'recipient_rejected', {
        actor: 'recipient',
        note: 'declined by the recipient',
        data: { refund: refundTo },
      });
      if (!moved) throw new AppError(409, 'gift_not_declinable');
      await queryRows(tx, sql`update recipient_links set used_at = now() where id = ${link.link_id}`);
      if (refundTo === 'wallet' && link.user_id !== null) {
        // Everything the buyer paid (card and wallet parts), once: the key is the order's refund.
        const key = `order:${link.order_id}:refund`;
        await creditWallet(tx, {
          userId: link.user_id,
          amountHalalas: link.total,
          type: 'refund',
          orderId: link.order_id,
          note: t(link.language === 'en' ? 'en' : 'ar', 'recipient_declined_refund_note', {
            number: link.order_number,
          }),
          idempotencyKey: key,
        });
        await queryRows(
          tx,
          sql`update orders set payment_status = 'refunded', updated_at = now() where id = ${link.order_id}`,
        );
        // The operator module's one-refund-per-order record.
        await queryRows(
          tx,
          sql`insert into order_refunds (order_id, destination, provider, wallet_amount_halalas, status, reason, requested_by, idempotency_key)
              values (${link.order_id}, 'wallet', 'wallet', ${link.total}, 'succeeded', 'recipient declined', 'recipient', ${key})
              on conflict do nothing`,
        );
      }
      const toOriginal =
        refundTo === 'original' && link.total - link.wallet_used > 0
          ? { orderId: link.order_id, amount: link.total - link.wallet_used }
          : null;
      // Queued with the decline, so the refund cannot be lost between this commit and the
      // provider's answer; the job retries it while the provider fails.
      if (toOriginal) {
        await app.jobs.send(JOB_DECLINED_REFUND, toOriginal, {
          tx,
          singletonKey: `order:${toOriginal.orderId}:refund`,
        });
      }
      return { row: await find(tx, params.token), toOriginal };
    });
    // The first try now, so the recipient's answer usually finds the money already on its way back.
    if (toOriginal) {
      await refundDeclinedGift(app, toOriginal).catch((error) =>
        app.log.warn(
          { order: toOriginal.orderId, err: (error as Error).message },
          'refund after the recipient declined failed; queued',
        ),
      );
    }
    setMessage('gift_declined');
    return view(app.db, row, lang);
  });

  void app.jobs.work<DeclinedRefundJob>(JOB_DECLINED_REFUND, (job) => refundDeclinedGift(app, job));

  registerCall(app, 'giftRecipientSubmit', async ({ params, body, lang, setMessage }) => {
    const row = await app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const link = await find(tx, params.token, true);
      if (link.used_at !== null || link.status !== 'waiting_for_recipient') throw new AppError(409, 'link_used');
      if (new Date(link.expires_at).getTime() <= Date.now()) throw new AppError(400, 'link_expired');
      const city = await app.reference.city(link.city_id);
      if (!city) throw new AppError(404, 'city_not_found');
      await assertSlotBookable(tx, city, body.delivery_date, body.slot_id, { lock: true });
      const national = {
        building_number: body.building_number ?? null,
        street: body.street ?? null,
        district: body.district ?? null,
        postal_code: body.postal_code ?? null,
        additional_number: body.additional_number ?? null,
        unit: body.unit ?? null,
        short_address: body.short_address ?? null,
      };
      await queryRows(
        tx,
        sql`update orders set recipient_address = ${body.address}, recipient_national_address = ${JSON.stringify(national)}::jsonb,
              recipient_email = coalesce(${body.email}, recipient_email), recipient_city_id = city_id,
              delivery_date = ${body.delivery_date}::date, slot_id = ${body.slot_id}, updated_at = now()
            where id = ${link.order_id}`,
      );
      const moved = await transition(tx, link.order_id, 'accepted', {
        actor: 'recipient',
        note: 'address and slot given',
      });
      if (!moved) throw new AppError(409, 'link_used');
      await queryRows(tx, sql`update recipient_links set used_at = now() where id = ${link.link_id}`);
      return find(tx, params.token);
    });
    // The buyer hears it (best effort, after the commit).
    const to = sms(row.sender_phone_code, row.sender_phone);
    const senderLang = row.language === 'en' ? 'en' : 'ar';
    if (to) {
      app.providers.sms
        .send({
          to,
          body: t(senderLang, 'sender_recipient_done_sms', {
            recipient: row.recipient_name ?? '',
            number: row.order_number,
          }),
        })
        .catch((error) => app.log.warn({ err: error }, 'buyer SMS failed'));
    }
    setMessage('recipient_thanks');
    return view(app.db, row, lang);
  });

  // After payment: the link to the recipient, a word to the buyer.
  void app.jobs.work<{ orderId: number }>(JOB_RECIPIENT_LINK, async ({ orderId }) => {
    const link = await app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [order] = await queryRows<LinkRow & { id: number; sent: boolean }>(
        tx,
        sql`select o.id, o.order_number, o.status, o.sender_name, o.hide_sender_name, o.recipient_name, o.language,
              o.sender_phone_code, o.sender_phone, o.recipient_phone_code, o.recipient_phone,
              exists (select 1 from recipient_links l where l.order_id = o.id and l.sent_at is not null) as sent
            from orders o where o.id = ${orderId} for update`,
      );
      if (order?.status !== 'waiting_for_recipient' || order.sent) return null;
      const { token } = await createRecipientLink(tx, orderId);
      await queryRows(tx, sql`update recipient_links set sent_at = now() where order_id = ${orderId}`);
      return { order, token };
    });
    if (!link) return;
    const { order, token } = link;
    const lang: Language = order.language === 'en' ? 'en' : 'ar';
    const base = storeAddress(app.config);
    const recipient = sms(order.recipient_phone_code, order.recipient_phone);
    if (recipient) {
      await app.providers.sms.send({
        to: recipient,
        body: t(lang, 'recipient_link_sms', {
          sender: order.hide_sender_name || !order.sender_name ? t(lang, 'someone') : order.sender_name,
          // The page opens in the language of the message that carries it.
          url: `${base}/gift/${token}?lang=${lang}`,
        }),
      });
    }
    const buyer = sms(order.sender_phone_code, order.sender_phone);
    if (buyer) {
      await app.providers.sms
        .send({
          to: buyer,
          body: t(lang, 'sender_waiting_sms', { number: order.order_number, recipient: order.recipient_name ?? '' }),
        })
        .catch((error) => app.log.warn({ err: error }, 'buyer SMS failed'));
    }
  });
}
