/**
 * Delivery dates and slots (issue 14 §1; FAQ in spec §9): barq cities the same day until
 * BARQ_CUTOFF_HOUR (Asia/Riyadh) and the next days, other cities from the 2nd to the 6th working
 * day; Friday, Saturday and `public_holidays` skipped; each slot's capacity per date counted from
 * the orders booked on it (failed and cancelled ones do not count).
 */
import { type Language, slotLabel, type TimeSlots } from '@hadiya/contract';
import { deliveryDates, riyadhDate, riyadhHour } from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';

/** A same-day slot must start at least this many hours from now. */
export const SAME_DAY_LEAD_HOURS = 2;

/** The clock of the delivery rules (tests move it). */
export const deliveryClock = { now: () => new Date() };

interface SlotRow {
  id: number;
  label_en: string;
  label_ar: string;
  start_time: string;
  end_time: string;
  capacity: number;
}

export async function holidays(db: Db, from: string): Promise<Set<string>> {
  const rows = await queryRows<{ date: string }>(
    db,
    sql`select date::text as date from public_holidays where date >= ${from}::date and date < ${from}::date + 90`,
  );
  return new Set(rows.map((r) => r.date));
}

async function slotsOf(db: Db, cityId: number): Promise<SlotRow[]> {
  return queryRows<SlotRow>(
    db,
    sql`select id, label_en, label_ar, start_time, end_time, capacity from delivery_slots
        where is_active and (city_id is null or city_id = ${cityId}) order by sort_order, start_time, id`,
  );
}

const startHour = (slot: { start_time: string }) => Number(slot.start_time.slice(0, 2));

export async function availableSlots(
  db: Db,
  city: { id: number; delivery_service: string },
  lang: Language,
  only?: string,
): Promise<TimeSlots> {
  const now = deliveryClock.now();
  const today = riyadhDate(now);
  const off = await holidays(db, today);
  let dates = deliveryDates(city.delivery_service, now, off);
  if (only) dates = dates.filter((d) => d.date === only);
  const slots = await slotsOf(db, city.id);
  const booked = new Map<string, number>();
  if (dates.length > 0 && slots.length > 0) {
    const rows = await queryRows<{ slot_id: number; date: string; n: number }>(
      db,
      sql`select slot_id, delivery_date::text as date, count(*)::int as n from orders
          where delivery_date = any(${`{${dates.map((d) => d.date).join(',')}}`}::date[])
            and slot_id is not null and status not in ('failed', 'cancelled')
          group by slot_id, delivery_date`,
    );
    for (const r of rows) booked.set(`${r.slot_id}:${r.date}`, r.n);
  }
  const hour = riyadhHour(now);
  return {
    city_id: city.id,
    delivery_service: city.delivery_service,
    cutoff_hour: 16,
    dates: dates.map((d) => ({
      date: d.date,
      same_day: d.sameDay,
      slots: slots
        .filter((s) => !d.sameDay || startHour(s) >= hour + SAME_DAY_LEAD_HOURS)
        .map((s) => {
          const remaining = Math.max(0, s.capacity - (booked.get(`${s.id}:${d.date}`) ?? 0));
          return {
            id: s.id,
            label: slotLabel(lang === 'ar' ? s.label_ar : s.label_en, s.start_time, s.end_time, lang),
            start_time: s.start_time,
            end_time: s.end_time,
            capacity: s.capacity,
            remaining,
            is_available: remaining > 0,
          };
        }),
    })),
  };
}

/**
 * Checks that `date` and `slotId` can be booked for the city now (400 `date_unavailable`,
 * `slot_unavailable`, `slot_full`). With `lock`, the slot row is locked until the transaction
 * ends, so two orders never take its last place.
 */
export async function assertSlotBookable(
  db: Db,
  city: { id: number; delivery_service: string },
  date: string,
  slotId: number,
  options: { lock?: boolean; exceptOrderId?: number } = {},
): Promise<void> {
  const now = deliveryClock.now();
  const off = await holidays(db, riyadhDate(now));
  const day = deliveryDates(city.delivery_service, now, off).find((d) => d.date === date);
  if (!day) throw new AppError(400, 'date_unavailable', undefined, undefined, { reason: 'date_unavailable' });
  const [slot] = await queryRows<SlotRow>(
    db,
    sql`select id, label_en, label_ar, start_time, end_time, capacity from delivery_slots
        where id = ${slotId} and is_active and (city_id is null or city_id = ${city.id})
        ${options.lock ? sql`for update` : sql``}`,
  );
  if (!slot || (day.sameDay && startHour(slot) < riyadhHour(now) + SAME_DAY_LEAD_HOURS)) {
    throw new AppError(400, 'slot_unavailable', undefined, undefined, { reason: 'slot_unavailable' });
  }
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where slot_id = ${slotId} and delivery_date = ${date}::date
          and status not in ('failed', 'cancelled') ${options.exceptOrderId ? sql`and id <> ${options.exceptOrderId}` : sql``}`,
  );
  if ((row?.n ?? 0) >= slot.capacity)
    throw new AppError(400, 'slot_full', undefined, undefined, { reason: 'slot_full' });
}

export async function slotById(db: Db, slotId: number | null) {
  if (slotId === null) return null;
  const [slot] = await queryRows<SlotRow>(
    db,
    sql`select id, label_en, label_ar, start_time, end_time, capacity from delivery_slots where id = ${slotId}`,
  );
  return slot ?? null;
}
