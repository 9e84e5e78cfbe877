import {
  canTransition,
  deliveryTypeOrNull,
  nextOrderStatuses,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  TERMINAL_ORDER_STATUSES,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers';
import { type Db, queryRows } from '../../db/client';
import { cityByName, userSession } from '../cart/fixtures';
import { confirmPaid, markPaymentFailed, orderSnapshot, recordCreated, transition } from './service';

describe('order state machine (contract)', () => {
  it('every transition names known statuses; terminal statuses lead nowhere', () => {
    for (const [from, tos] of Object.entries(ORDER_TRANSITIONS)) {
      expect(ORDER_STATUSES).toContain(from);
      for (const to of tos) expect(ORDER_STATUSES).toContain(to);
    }
    expect(TERMINAL_ORDER_STATUSES).toEqual(
      expect.arrayContaining(['delivered', 'cancelled', 'failed', 'rejected', 'picked_up', 'recipient_rejected']),
    );
    expect(canTransition('awaiting_payment', 'accepted')).toBe(true);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(canTransition('accepted', 'awaiting_payment')).toBe(false);
  });

  it('past the shared wrap_gift, each order stays in its own flow', () => {
    expect(canTransition('wrap_gift', 'on_the_way')).toBe(true);
    expect(canTransition('wrap_gift', 'on_the_way', 'cafe_pickup')).toBe(false);
    expect(canTransition('wrap_gift', 'ready_for_pickup', 'friend_delivery')).toBe(false);
    expect(nextOrderStatuses('wrap_gift', 'friend_delivery')).toEqual(['on_the_way', 'cancelled']);
    expect(nextOrderStatuses('wrap_gift', 'cafe_pickup')).toEqual(['ready_for_pickup', 'cancelled']);
    expect(nextOrderStatuses('awaiting_payment', 'cafe_pickup')).toEqual(['confirmed', 'failed', 'cancelled']);
    expect(nextOrderStatuses('awaiting_payment', 'friend_delivery')).toEqual([
      'accepted',
      'waiting_for_recipient',
      'failed',
      'cancelled',
    ]);
  });

  it('a stored delivery type the machine does not know restricts no flow', () => {
    expect(deliveryTypeOrNull('cafe_pickup')).toBe('cafe_pickup');
    expect(deliveryTypeOrNull('drone_drop')).toBeNull();
    expect(deliveryTypeOrNull(null)).toBeNull();
    expect(canTransition('wrap_gift', 'on_the_way', deliveryTypeOrNull('drone_drop'))).toBe(true);
  });
});

describe('order service', () => {
  let t: TestApp;
  let orderId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const user = await userSession(t);
    const riyadh = (await cityByName(t, 'Riyadh')).id;
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into orders (user_id, city_id, delivery_type, subtotal_halalas, vat_halalas, total_halalas, sender_name,
            sender_phone_code, sender_phone, recipient_address, reserved_until)
          values (${user.userId}, ${riyadh}, 'friend_delivery', 10000, 1304, 10000, 'Ahmad', '966', '501234567', 'Olaya', now() + interval '15 minutes')
          returning id`,
    );
    orderId = row?.id ?? 0;
    await t.database.db.transaction((tx) => recordCreated(tx as unknown as Db, orderId, { actor: 'shopper' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('orderSnapshot comes from the order row', async () => {
    const snapshot = await orderSnapshot(t.database.db, orderId);
    expect(snapshot).toMatchObject({
      orderNumber: expect.stringMatching(/^HD-\d+$/),
      total: { amount: 10_000, currency: 'SAR' },
      customer: { name: 'Ahmad', phoneE164: '+966501234567' },
      shippingAddress: { city: 'Riyadh', line1: 'Olaya' },
    });
  });

  it('a failed payment keeps the reservation; two confirmations at once move the order exactly once', async () => {
    await t.database.db.transaction((tx) => markPaymentFailed(tx as unknown as Db, orderId, 'declined'));
    const payment = { method: 'card', provider: 'moyasar_card', providerRef: 'pay_1', amountHalalas: 10_000 };
    const results = await Promise.all([
      t.database.db.transaction((tx) => confirmPaid(tx as unknown as Db, orderId, payment, 'webhook')),
      t.database.db.transaction((tx) => confirmPaid(tx as unknown as Db, orderId, payment)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const events = await queryRows<{ to_status: string }>(
      t.database.db,
      sql`select to_status from order_events where order_id = ${orderId} order by id`,
    );
    expect(events.map((e) => e.to_status)).toEqual(['awaiting_payment', 'accepted']);
    const [order] = await queryRows<{ payment_status: string; reservation_status: string }>(
      t.database.db,
      sql`select payment_status, reservation_status from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ payment_status: 'paid', reservation_status: 'consumed' });
    // The state machine refuses a jump; a legal move is recorded once.
    const db = t.database.db;
    expect(
      await db.transaction((tx) => transition(tx as unknown as Db, orderId, 'delivered', { actor: 'operator' })),
    ).toBe(false);
    expect(
      await db.transaction((tx) => transition(tx as unknown as Db, orderId, 'wrap_gift', { actor: 'operator' })),
    ).toBe(true);
    expect(
      await db.transaction((tx) => transition(tx as unknown as Db, orderId, 'wrap_gift', { actor: 'operator' })),
    ).toBe(false);
  });
});
