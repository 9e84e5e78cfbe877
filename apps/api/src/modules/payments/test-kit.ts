/** Helpers of the payments tests (not imported by the server). */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Reads the QR code out of an e-mail's HTML (its PNG data URI), as the e2e test does. */
export function readQrFromHtml(html: string): string {
  const match = /src="data:image\/png;base64,([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no QR image');
  const png = PNG.sync.read(Buffer.from(match[1], 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('QR not readable');
  return code.data;
}

// ---------------------------------------------------------------------------------------------
// Orders and shoppers written straight into the database (the payment tests do not depend on
// the checkout's HTTP flow; the e2e tests cover that).

import { randomUUID } from 'node:crypto';
import { vatIncludedIn } from '@hadiya/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { guests, orderItems, orders, users } from '../../db/schema';
import { SESSION_POLICIES } from '../../lib/auth';

export interface TestShopper {
  token: string;
  guestId: number | null;
  userId: number | null;
  email: string;
}

export async function testShopper(t: TestApp, kind: 'guest' | 'user', email?: string): Promise<TestShopper> {
  const db = t.app.db;
  const address = email ?? `shopper-${randomUUID().slice(0, 8)}@example.com`;
  if (kind === 'guest') {
    const [guest] = await db.insert(guests).values({ deviceId: 'Web' }).returning({ id: guests.id });
    const id = guest?.id as number;
    const { token } = await t.app.sessions.create(db, { guestId: id }, 'Web', SESSION_POLICIES.guest);
    return { token, guestId: id, userId: null, email: address };
  }
  const [user] = await db
    .insert(users)
    .values({ name: 'Noura Saleh', email: address, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const id = user?.id as number;
  const { token } = await t.app.sessions.create(db, { userId: id }, 'Web', SESSION_POLICIES.remembered);
  return { token, guestId: null, userId: id, email: address };
}

export interface TestOrderOptions {
  totalHalalas?: number;
  walletHalalas?: number;
  phone?: string;
  language?: 'ar' | 'en';
  reservedMinutes?: number;
}

/** An order awaiting payment, owned by `shopper`, with one line of a seeded product. */
export async function testOrder(t: TestApp, shopper: TestShopper, options: TestOrderOptions = {}) {
  const db = t.app.db;
  const total = options.totalHalalas ?? 115_00;
  const [city] = await queryRows<{ id: number }>(db, sql`select id from cities order by id limit 1`);
  const [product] = await queryRows<{ id: number; title_en: string; title_ar: string }>(
    db,
    sql`select id, title_en, title_ar from products where kind <> 'addon' order by id limit 1`,
  );
  const [order] = await db
    .insert(orders)
    .values({
      userId: shopper.userId,
      guestId: shopper.guestId,
      cityId: city?.id as number,
      deliveryType: 'friend_delivery',
      senderName: 'Noura Saleh',
      senderPhoneCode: '966',
      senderPhone: options.phone ?? '500000001',
      senderEmail: shopper.email,
      recipientName: 'Sara',
      recipientPhoneCode: '966',
      recipientPhone: '500000002',
      recipientAddress: 'King Fahd Road 1',
      language: options.language ?? 'en',
      subtotalHalalas: total,
      vatHalalas: vatIncludedIn(total),
      totalHalalas: total,
      walletUsedHalalas: options.walletHalalas ?? 0,
      paymentMethod: null,
      reservedUntil: new Date(Date.now() + (options.reservedMinutes ?? 15) * 60_000),
    })
    .returning();
  if (!order) throw new Error('order insert failed');
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: product?.id as number,
    quantity: 1,
    unitPriceHalalas: total,
    titleEn: product?.title_en ?? 'Gift',
    titleAr: product?.title_ar ?? 'هدية',
  });
  return order;
}

/** Moyasar test cards (reference §1.8). */
export const TEST_CARDS = {
  madaApproved: '4201320111111010',
  madaInsufficient: '4201320000311101',
  visaApproved: '4111111111111111',
} as const;

/** Acts as the browser: posts the card straight to the gateway with the publishable key. */
export async function browserCardPayment(
  t: TestApp,
  card: {
    gateway_base_url: string;
    publishable_key: string;
    amount: number;
    description: string;
    callback_url: string;
    metadata: Record<string, string>;
    given_id: string;
  },
  pan: string,
  options: { saveCard?: boolean; amount?: number } = {},
): Promise<{ id: string; status: string; source: { transaction_url?: string } }> {
  const base = new URL(card.gateway_base_url, t.baseUrl).toString().replace(/\/+$/, '');
  const response = await fetch(`${base}/v1/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${card.publishable_key}:`).toString('base64')}`,
    },
    body: JSON.stringify({
      amount: options.amount ?? card.amount,
      currency: 'SAR',
      description: card.description,
      callback_url: card.callback_url,
      metadata: card.metadata,
      given_id: card.given_id,
      source: {
        type: 'creditcard',
        name: 'Noura Saleh',
        number: pan,
        month: 12,
        year: 2030,
        cvc: '123',
        '3ds': true,
        manual: true,
        save_card: options.saveCard ?? false,
      },
    }),
  });
  const body = (await response.json()) as { id: string; status: string; source: { transaction_url?: string } };
  if (response.status >= 300) throw new Error(`gateway refused the card: ${JSON.stringify(body)}`);
  return body;
}

/** POST to a sandbox's control route (`/sandbox/{provider}/__sim/...`). */
export async function sim(t: TestApp, path: string, body: unknown = {}, method = 'POST') {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Waits until `check` returns a value (polling every 50 ms, up to `ms`). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the sandboxes' webhooks have had their first attempt (retries waiting on the clock
 * are not waited for) and the queued jobs have run.
 */
export async function quiesce(t: TestApp): Promise<void> {
  const { paymentsRuntime } = await import('./routes');
  const sim = paymentsRuntime(t.app).providers.sim;
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 100; j++) {
      const waiting = sim?.dispatcher.deliveries().some((d) => d.state === 'pending' && d.attempts.length === 0);
      if (!waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const jobs = (t.app as unknown as { jobs?: { drain?: () => Promise<unknown> } }).jobs;
    await jobs?.drain?.();
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}
