/**
 * The buyer's calls after the purchase (issue 15 §1–§3), registered beside checkout's order reads
 * (`routes.ts` has the list, the delivered list, the order page and the message card; `gift.ts`
 * the recipient's page): track gift, the rating, and the tax invoice.
 */
import { DEFAULT_PHONE_CODE, type Language, slotLabel, type TrackedOrder } from '@hadiya/contract';
import {
  type DeliveryType,
  ORDER_STATUS_CODES,
  type OrderStatus,
  orderStatusLabels,
  RATEABLE_STATUSES,
  RATING_LEVELS,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enforce } from '../../lib/limits';
import { authenticate, registerCall } from '../../lib/route';
import { cartOwner } from '../cart/routes';
import { loadPaymentsConfig } from '../payments/config';
import { renderReceipt } from '../payments/receipt';
import { ownerWhere } from './routes';
import { buildTimeline, timelineEvents } from './timeline';

/** Track gift: per address and per order number, an hour's window (guessing pairs is not worth it). */
export const TRACK_LIMITS = { perIpPerHour: 30, perOrderPerHour: 10 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function afterPurchaseRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, 'orderTrack', async ({ body, lang, request }) => {
    await enforce(app.counters, [
      { key: `track:ip:${request.ip}`, max: TRACK_LIMITS.perIpPerHour, windowSeconds: 3600 },
      { key: `track:order:${body.order_number}`, max: TRACK_LIMITS.perOrderPerHour, windowSeconds: 3600 },
    ]);
    const [row] = await queryRows<{
      id: number;
      order_number: string;
      status: OrderStatus;
      delivery_type: DeliveryType;
      delivery_date: string | null;
      created_at: string | Date;
      item_count: number;
      label_en: string | null;
      label_ar: string | null;
      start_time: string | null;
      end_time: string | null;
    }>(
      app.db,
      sql`select o.id, o.order_number, o.status, o.delivery_type, o.delivery_date::text as delivery_date, o.created_at,
            (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id and i.parent_item_id is null) as item_count,
            s.label_en, s.label_ar, s.start_time, s.end_time
          from orders o left join delivery_slots s on s.id = o.slot_id
          where o.order_number = ${body.order_number} and o.sender_phone = ${body.phone_number}
            and coalesce(o.sender_phone_code, ${DEFAULT_PHONE_CODE}) = ${body.phone_code}
            and o.status not in ('awaiting_payment', 'failed')`,
    );
    // The same answer for a wrong number, a wrong phone or an unpaid order: nothing to learn from it.
    if (!row) throw new AppError(404, 'order_track_not_found');
    const tracked: TrackedOrder = {
      order_number: row.order_number,
      status: row.status,
      status_code: ORDER_STATUS_CODES[row.status],
      status_label: orderStatusLabels[row.status][lang],
      delivery_type: row.delivery_type,
      delivery_date: row.delivery_date,
      slot:
        row.label_en !== null
          ? {
              label: slotLabel(
                lang === 'ar' ? row.label_ar : row.label_en,
                row.start_time ?? '',
                row.end_time ?? '',
                lang,
              ),
              start_time: row.start_time ?? '',
              end_time: row.end_time ?? '',
            }
          : null,
      item_count: row.item_count,
      created_at: new Date(row.created_at).toISOString(),
      timeline: buildTimeline(row.delivery_type, row.status, await timelineEvents(app.db, row.id), lang),
    };
    return tracked;
  });

  // Once per order (the table's key is the order), by its buyer, once delivered or picked up.
  registerCall(app, 'orderSaveRating', async ({ principal, body, setMessage }) => {
    const owner = cartOwner(principal);
    const [order] = await queryRows<{ id: number; status: OrderStatus }>(
      app.db,
      sql`select o.id, o.status from orders o where o.uuid = ${body.order_id}::uuid and ${ownerWhere(owner)}`,
    );
    if (!order) throw new AppError(404, 'order_not_found');
    if (!RATEABLE_STATUSES.includes(order.status)) throw new AppError(400, 'rating_not_delivered');
    const level = RATING_LEVELS.indexOf(body.rating) + 1;
    const [saved] = await queryRows<{ created_at: string | Date }>(
      app.db,
      sql`insert into order_ratings (order_id, level, reasons, comment)
          values (${order.id}, ${level}, array(select jsonb_array_elements_text(${JSON.stringify(body.reasons)}::jsonb)),
                  ${body.comment})
          on conflict (order_id) do nothing
          returning created_at`,
    );
    if (!saved) throw new AppError(409, 'rating_exists');
    setMessage('rating_saved');
    return {
      order_uuid: body.order_id,
      rating: body.rating,
      reasons: body.reasons,
      comment: body.comment,
      created_at: new Date(saved.created_at).toISOString(),
    };
  });

  // The simplified tax invoice (HTML, printable) in the caller's language: the receipt e-mail's
  // document (seller, VAT number, VAT included, ZATCA QR). Only the buyer's session, once paid.
  const payments = loadPaymentsConfig();
  app.get(
    '/api/orders/:uuid/invoice',
    {
      schema: { hide: true },
      onRequest: (request: FastifyRequest, reply: FastifyReply) => authenticate(request, reply, 'session'),
    },
    async (request, reply) => {
      const { uuid } = request.params as { uuid: string };
      // A link opened by the browser sends no language header: `?lang=` (invoice_path has it), else the store's cookie.
      const asked = (request.query as { lang?: string }).lang ?? request.cookies?.language;
      const lang: Language = asked === 'en' || asked === 'ar' ? asked : request.lang;
      if (!UUID.test(uuid) || !request.principal) throw new AppError(404, 'order_not_found');
      const owner = cartOwner(request.principal);
      const [order] = await queryRows<{
        id: number;
        order_number: string;
        payment_status: string;
        payment_method: string | null;
        paid_at: string | Date | null;
        created_at: string | Date;
        delivery_fee: number;
        discount: number;
        wallet: number;
        total: number;
        vat: number;
        sender_name: string | null;
      }>(
        app.db,
        sql`select o.id, o.order_number, o.payment_status, o.payment_method, o.paid_at, o.created_at,
              o.delivery_fee_halalas as delivery_fee, o.discount_halalas as discount, o.wallet_used_halalas as wallet,
              o.total_halalas as total, o.vat_halalas as vat, o.sender_name
            from orders o where o.uuid = ${uuid}::uuid and ${ownerWhere(owner)}`,
      );
      if (!order) throw new AppError(404, 'order_not_found');
      if (!['paid', 'refunded', 'partially_refunded'].includes(order.payment_status)) {
        throw new AppError(400, 'invoice_not_available');
      }
      const items = await queryRows<{ title_en: string; title_ar: string; quantity: number; unit: number }>(
        app.db,
        sql`select title_en, title_ar, quantity, unit_price_halalas as unit from order_items where order_id = ${order.id} order by id`,
      );
      const receipt = await renderReceipt(lang, {
        orderNumber: order.order_number,
        issuedAt: new Date(order.paid_at ?? order.created_at),
        sellerName: payments.sellerName[lang],
        vatNumber: payments.sellerVatNumber,
        lines: items.map((i) => ({
          title: lang === 'ar' ? i.title_ar : i.title_en,
          quantity: i.quantity,
          totalHalalas: i.unit * i.quantity,
        })),
        deliveryHalalas: order.delivery_fee,
        discountHalalas: order.discount,
        walletHalalas: order.wallet,
        totalHalalas: order.total,
        vatHalalas: order.vat,
        paymentMethod: order.payment_method ?? 'wallet',
        customerName: order.sender_name,
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="invoice-${order.order_number}.html"`)
        .send(receipt.html);
    },
  );
}
