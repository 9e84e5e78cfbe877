/**
 * The recipient link (issue 14 §1): when the buyer gives only the recipient's mobile, the paid
 * order waits in `waiting_for_recipient`; the job `order.recipient-link` texts the recipient a
 * link `/gift/{token}` (only the token's hash is stored; it expires) and tells the buyer;
 * `GET/POST /gift-recipient/{token}` show the gift and take the address and slot → `accepted`.
 */
import type { Language } from '@hadiya/contract';
import type { OrderStatus } from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { registerCall } from '../../lib/route';
import { assertSlotBookable } from '../checkout/slots';
import { createRecipientLink, hashLinkToken, JOB_RECIPIENT_LINK, transition } from './service';

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
}

const linkQuery = (hash: string, lock: boolean) => sql`select l.id as link_id, l.order_id, l.expires_at, l.used_at,
    o.order_number, o.status, o.sender_name, o.hide_sender_name, o.recipient_name, o.city_id, o.message_card, o.language,
    o.sender_phone_code, o.sender_phone, o.recipient_phone_code, o.recipient_phone
  from recipient_links l join orders o on o.id = l.order_id where l.token_hash = ${hash} ${lock ? sql`for update of l` : sql``}`;

const sms = (code: string | null, number: string | null) => (number ? `${code ?? '966'}${number}` : null);

export function giftRecipientRoutes(app: FastifyInstance): void {
  const view = async (row: LinkRow, lang: Language) => {
    const city = await app.reference.city(row.city_id);
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
      needs_address: row.used_at === null && row.status === 'waiting_for_recipient',
      expires_at: new Date(row.expires_at).toISOString(),
    };
  };

  async function find(db: Db, token: string, lock = false): Promise<LinkRow> {
    const [row] = await queryRows<LinkRow>(db, linkQuery(hashLinkToken(token), lock));
    if (!row) throw new AppError(404, 'link_invalid');
    return row;
  }

  registerCall(app, 'giftRecipientRead', async ({ params, lang }) => view(await find(app.db, params.token), lang));

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
    return view(row, lang);
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
    const base = app.config.publicBaseUrl ?? '';
    const recipient = sms(order.recipient_phone_code, order.recipient_phone);
    if (recipient) {
      await app.providers.sms.send({
        to: recipient,
        body: t(lang, 'recipient_link_sms', {
          sender: order.hide_sender_name || !order.sender_name ? t(lang, 'someone') : order.sender_name,
          url: `${base}/gift/${token}`,
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
