/**
 * The shopper's orders: `POST /orders` (the list, spec §7's second order call), `GET /orders/delivered`,
 * `GET /orders/{uuid}` (the order page: timeline, card, rating, invoice) and
 * `PUT /orders/{uuid}/message-card` (until the gift is wrapped). Only the owner (user or guest) sees an order.
 */
import {
  type City,
  DEFAULT_PHONE_CODE,
  type Language,
  type OrderDetail,
  type OrderListItem,
  type OrderPage,
  type OrderSummary,
  slotLabel,
} from '@hadiya/contract';
import {
  canEditMessageCard,
  isPlacedStatus,
  MESSAGE_CARD_EDITABLE_STATUSES,
  ORDER_STATUS_CODES,
  type OrderStatus,
  orderInvoicePath,
  orderStatusLabels,
  RATEABLE_STATUSES,
  RATING_LEVELS,
  type RatingReason,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { registerCall } from '../../lib/route';
import { cartOwner } from '../cart/routes';
import type { CartOwner } from '../cart/service';
import type { ProductRecord } from '../catalog/records';
import { buildTimeline, timelineEvents } from './timeline';

/** A text[] as PGlite or node-postgres hands it over (array, or `{a,b}` text). */
export function parseTextArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((v) => v.replace(/^"|"$/g, ''));
}

interface OrderRow {
  id: number;
  uuid: string;
  order_number: string;
  status: OrderStatus;
  payment_status: OrderSummary['payment_status'];
  payment_method: OrderDetail['payment_method'];
  delivery_type: OrderSummary['delivery_type'];
  total: number;
  subtotal: number;
  addons: number;
  delivery_fee: number;
  discount: number;
  wallet: number;
  vat: number;
  currency: 'SAR';
  delivery_date: string | null;
  created_at: string | Date;
  item_count: number;
  first_product: number | null;
  recipient_name: string | null;
  rating_level: number | null;
}

/** Stored 1–5 → the spec's level. */
export const ratingLevelOf = (level: number) => RATING_LEVELS[Math.min(Math.max(level, 1), 5) - 1] ?? 'okay';

export const ownerWhere = (owner: CartOwner) =>
  owner.userId !== null ? sql`o.user_id = ${owner.userId}` : sql`o.guest_id = ${owner.guestId}`;

const summaryColumns = sql`o.id, o.uuid::text as uuid, o.order_number, o.status, o.payment_status, o.payment_method, o.delivery_type,
  o.total_halalas as total, o.subtotal_halalas as subtotal, o.addons_halalas as addons, o.delivery_fee_halalas as delivery_fee,
  o.discount_halalas as discount, o.wallet_used_halalas as wallet, o.vat_halalas as vat, o.currency,
  o.delivery_date::text as delivery_date, o.created_at,
  (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id and i.parent_item_id is null) as item_count,
  (select product_id from order_items i where i.order_id = o.id and i.parent_item_id is null order by id limit 1) as first_product,
  o.recipient_name, (select level from order_ratings r where r.order_id = o.id)::int as rating_level`;

export function orderReadRoutes(
  app: FastifyInstance,
  deps: {
    mediaBase: string;
    records: (ids: readonly number[]) => Promise<ProductRecord[]>;
    cityOf: (id: number) => Promise<City | undefined>;
  },
): void {
  const image = (record: ProductRecord | undefined) => (record?.images[0] ? deps.mediaBase + record.images[0].url : '');
  const summaryOf = (row: OrderRow, lang: Language, records: Map<number, ProductRecord>): OrderSummary => ({
    order_uuid: row.uuid,
    order_number: row.order_number,
    status: row.status,
    status_code: ORDER_STATUS_CODES[row.status],
    status_label: orderStatusLabels[row.status][lang],
    payment_status: row.payment_status,
    delivery_type: row.delivery_type,
    item_count: row.item_count,
    total: row.total,
    currency: 'SAR',
    feature_image: image(row.first_product === null ? undefined : records.get(row.first_product)),
    delivery_date: row.delivery_date,
    created_at: new Date(row.created_at).toISOString(),
  });
  const listItemOf = (row: OrderRow, lang: Language, records: Map<number, ProductRecord>): OrderListItem => ({
    ...summaryOf(row, lang, records),
    recipient_name: row.recipient_name,
    can_rate: RATEABLE_STATUSES.includes(row.status) && row.rating_level === null,
    rating: row.rating_level === null ? null : ratingLevelOf(row.rating_level),
  });

  async function listOrders(
    owner: CartOwner,
    filter: ReturnType<typeof sql>,
    page: number,
    limit: number,
    lang: Language,
  ) {
    const offset = (page - 1) * limit;
    const rows = await queryRows<OrderRow>(
      app.db,
      sql`select ${summaryColumns} from orders o where ${ownerWhere(owner)} ${filter}
          order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`,
    );
    const [count] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from orders o where ${ownerWhere(owner)} ${filter}`,
    );
    const records = new Map(
      (await deps.records(rows.flatMap((r) => (r.first_product === null ? [] : [r.first_product])))).map((r) => [
        r.id,
        r,
      ]),
    );
    const total = count?.n ?? 0;
    return {
      orders: rows.map((r) => listItemOf(r, lang, records)),
      page_number: page,
      limit,
      total_count: total,
      total_pages: Math.ceil(total / limit),
    };
  }

  const DELIVERED = sql`and o.status in ('delivered', 'picked_up')`;
  registerCall(app, 'ordersList', async ({ principal, body, lang }) => {
    const filter =
      body.filter === 'delivered'
        ? DELIVERED
        : body.filter === 'active'
          ? sql`and o.status not in ('awaiting_payment', 'failed', 'delivered', 'picked_up', 'cancelled', 'rejected', 'recipient_rejected')`
          : sql`and o.status not in ('awaiting_payment', 'failed')`;
    return listOrders(cartOwner(principal), filter, body.page_number, body.limit, lang);
  });

  registerCall(app, 'ordersDelivered', async ({ principal, query, lang }) =>
    listOrders(cartOwner(principal), DELIVERED, query.page_number, query.limit, lang),
  );

  registerCall(app, 'orderDetail', async ({ principal, params, lang }) => {
    const owner = cartOwner(principal);
    return orderPage(app.db, owner, params.uuid, lang);
  });

  // The buyer changes the card until the gift is wrapped: one conditional update, so an operator
  // wrapping it at the same moment wins or loses cleanly (409, nothing changed).
  registerCall(app, 'orderMessageCard', async ({ principal, params, body, lang, setMessage }) => {
    const owner = cartOwner(principal);
    const changed = await queryRows<{ id: number }>(
      app.db,
      sql`update orders o set message_card = ${body.message_card}, updated_at = now()
          where o.uuid = ${params.uuid}::uuid and ${ownerWhere(owner)}
            and o.status in (${sql.join(
              MESSAGE_CARD_EDITABLE_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})
          returning o.id`,
    );
    if (changed.length === 0) {
      const [found] = await queryRows<{ status: OrderStatus }>(
        app.db,
        sql`select o.status from orders o where o.uuid = ${params.uuid}::uuid and ${ownerWhere(owner)}`,
      );
      if (!found || !isPlacedStatus(found.status)) throw new AppError(404, 'order_not_found');
      throw new AppError(409, 'message_card_locked');
    }
    setMessage('message_card_saved');
    return orderPage(app.db, owner, params.uuid, lang);
  });

  /** The order page: the detail plus its timeline, card and rating state, and the invoice's path. */
  async function orderPage(db: Db, owner: CartOwner, uuid: string, lang: Language): Promise<OrderPage> {
    const detail = await orderDetail(db, owner, uuid, lang);
    const [extra] = await queryRows<{
      id: number;
      recipient_name: string | null;
      level: number | null;
      reasons: string[] | string | null;
      comment: string | null;
      rated_at: string | Date | null;
    }>(
      db,
      sql`select o.id, o.recipient_name, r.level::int as level, r.reasons, r.comment, r.created_at as rated_at
          from orders o left join order_ratings r on r.order_id = o.id where o.uuid = ${uuid}::uuid`,
    );
    const events = await timelineEvents(db, extra?.id ?? 0);
    const reasons = parseTextArray(extra?.reasons ?? null) as RatingReason[];
    return {
      ...detail,
      recipient_name: extra?.recipient_name ?? null,
      timeline: buildTimeline(detail.delivery_type, detail.status, events, lang),
      can_edit_message_card: canEditMessageCard(detail.status),
      can_rate: RATEABLE_STATUSES.includes(detail.status) && extra?.level == null,
      rating:
        extra?.level != null
          ? {
              order_uuid: detail.order_uuid,
              rating: ratingLevelOf(extra.level),
              reasons,
              comment: extra.comment,
              created_at: new Date(extra.rated_at ?? Date.now()).toISOString(),
            }
          : null,
      invoice_path:
        detail.payment_status === 'paid' ||
        detail.payment_status === 'refunded' ||
        detail.payment_status === 'partially_refunded'
          ? orderInvoicePath(detail.order_uuid, lang)
          : null,
    };
  }

  async function orderDetail(db: Db, owner: CartOwner, uuid: string, lang: Language): Promise<OrderDetail> {
    const [row] = await queryRows<
      OrderRow & {
        coupon_code: string | null;
        recipient_name: string | null;
        recipient_city_id: number | null;
        recipient_address: string | null;
        recipient_email: string | null;
        recipient_phone_code: string | null;
        recipient_phone: string | null;
        national: Record<string, string | null> | string | null;
        recipient_supplies_address: boolean;
        hide_sender_name: boolean;
        cafe_branch_id: number | null;
        slot_id: number | null;
        message_card: string;
        reserved_until: string | Date | null;
        reservation_status: string;
      }
    >(
      db,
      sql`select ${summaryColumns}, o.coupon_code, o.recipient_name, o.recipient_city_id, o.recipient_address, o.recipient_email,
            o.recipient_phone_code, o.recipient_phone, o.recipient_national_address as national, o.recipient_supplies_address,
            o.hide_sender_name, o.cafe_branch_id, o.slot_id, o.message_card, o.reserved_until, o.reservation_status
          from orders o where o.uuid = ${uuid}::uuid and ${ownerWhere(owner)}`,
    );
    if (!row) throw new AppError(404, 'order_not_found');
    const items = await queryRows<{
      id: number;
      product_id: number;
      parent_item_id: number | null;
      quantity: number;
      unit: number;
      title_en: string;
      title_ar: string;
      color_name_en: string | null;
      color_name_ar: string | null;
      engraving_text: string | null;
    }>(
      db,
      sql`select id, product_id, parent_item_id, quantity, unit_price_halalas as unit, title_en, title_ar, color_name_en,
            color_name_ar, engraving_text from order_items where order_id = ${row.id} order by id`,
    );
    const events = await queryRows<{
      from_status: OrderStatus | null;
      to_status: OrderStatus;
      actor: string;
      note: string | null;
      created_at: string | Date;
    }>(
      db,
      sql`select from_status, to_status, actor, note, created_at from order_events where order_id = ${row.id} order by id`,
    );
    const [branch] = row.cafe_branch_id
      ? await queryRows<{
          id: number;
          city_id: number;
          name_en: string;
          name_ar: string;
          address_en: string;
          address_ar: string;
          latitude: string | null;
          longitude: string | null;
          opening_hours: string;
        }>(db, sql`select * from cafe_branches where id = ${row.cafe_branch_id}`)
      : [];
    const [slot] = row.slot_id
      ? await queryRows<{ id: number; label_en: string; label_ar: string; start_time: string; end_time: string }>(
          db,
          sql`select id, label_en, label_ar, start_time, end_time from delivery_slots where id = ${row.slot_id}`,
        )
      : [];
    const records = new Map((await deps.records(items.map((i) => i.product_id))).map((r) => [r.id, r]));
    const pick = (en: string | null, ar: string | null) => (lang === 'ar' ? ar : en);
    const national = (typeof row.national === 'string' ? JSON.parse(row.national) : row.national) ?? {};
    const lines = items.filter((i) => i.parent_item_id === null);
    const summary = summaryOf(row, lang, records);
    return {
      ...summary,
      items: lines.map((i) => {
        const addons = items.filter((a) => a.parent_item_id === i.id);
        const addonTotal = addons.reduce((n, a) => n + a.unit, 0);
        return {
          id: i.id,
          product_id: i.product_id,
          product_title: pick(i.title_en, i.title_ar) ?? '',
          feature_image: image(records.get(i.product_id)),
          quantity: i.quantity,
          unit_price: i.unit,
          line_price: (i.unit + addonTotal) * i.quantity,
          color_name: pick(i.color_name_en, i.color_name_ar),
          engrave_text: i.engraving_text ?? '',
          addons: addons.map((a) => ({
            product_id: a.product_id,
            product_title: pick(a.title_en, a.title_ar) ?? '',
            unit_price: a.unit,
          })),
        };
      }),
      summary: {
        item_count: summary.item_count,
        subtotal: row.subtotal,
        addons: row.addons,
        delivery_fee: row.delivery_fee,
        discount: row.discount,
        wallet: row.wallet,
        total: row.total,
        amount_due: row.total - row.wallet,
        vat_included: row.vat,
        currency: 'SAR',
      },
      payment_method: row.payment_method,
      coupon_code: row.coupon_code,
      recipient: {
        name: row.recipient_name,
        city_id: row.recipient_city_id,
        address: row.recipient_address,
        email: row.recipient_email,
        phone_code: row.recipient_phone_code ?? DEFAULT_PHONE_CODE,
        phone_number: row.recipient_phone,
        building_number: national.building_number ?? null,
        street: national.street ?? null,
        district: national.district ?? null,
        postal_code: national.postal_code ?? null,
        additional_number: national.additional_number ?? null,
        unit: national.unit ?? null,
        short_address: national.short_address ?? null,
      },
      recipient_supplies_address: row.recipient_supplies_address,
      hide_sender_name: row.hide_sender_name,
      cafe_branch: branch
        ? {
            id: branch.id,
            city_id: branch.city_id,
            name: lang === 'ar' ? branch.name_ar : branch.name_en,
            address: lang === 'ar' ? branch.address_ar : branch.address_en,
            latitude: branch.latitude,
            longitude: branch.longitude,
            opening_hours: branch.opening_hours,
          }
        : null,
      slot: slot
        ? {
            id: slot.id,
            label: slotLabel(lang === 'ar' ? slot.label_ar : slot.label_en, slot.start_time, slot.end_time, lang),
            start_time: slot.start_time,
            end_time: slot.end_time,
          }
        : null,
      message_card: row.message_card,
      reserved_until:
        row.reservation_status === 'held' && row.reserved_until ? new Date(row.reserved_until).toISOString() : null,
      events: events.map((e) => ({
        from: e.from_status,
        to: e.to_status,
        actor: e.actor as OrderDetail['events'][number]['actor'],
        note: e.note,
        at: new Date(e.created_at).toISOString(),
      })),
    };
  }
}
