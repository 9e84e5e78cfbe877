/**
 * Webhooks (issue 14 §3): forged deliveries refused (each provider's scheme), replays and
 * duplicates change nothing, a webhook alone confirms a payment whose shopper never came back,
 * a webhook and the shopper's return at the same moment move the order once (PostgreSQL), and no
 * card number reaches a log line or a table.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, expectErrorEnvelope, lockWaiterAppears, startTestApp, type TestApp } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { paymentsRuntime } from './routes';
import { recordEvent } from './store';
import { browserCardPayment, eventually, quiesce, sim, TEST_CARDS, testOrder, testShopper } from './test-kit';
import { processWebhook } from './webhooks';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({}, { logger: { level: 'debug', stream } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}`, language: 'en' });

/** A card payment approved at 3-D Secure (authorised, not captured), attached to a new order. */
async function authorisedCard(pan: string = TEST_CARDS.madaApproved) {
  const shopper = await testShopper(t, 'guest');
  const order = await testOrder(t, shopper);
  const methods = (
    await t.http('GET', `/api/payment/methods?order_uuid=${order.uuid}`, { headers: auth(shopper.token) })
  ).body.data;
  const payment = await browserCardPayment(t, methods.card, pan);
  await t.http('POST', '/api/payment/moyasar/attach', {
    headers: auth(shopper.token),
    body: { order_uuid: order.uuid, payment_id: payment.id },
  });
  return { shopper, order, paymentId: payment.id };
}

const paymentStatus = async (token: string, uuid: string) =>
  (await t.http('GET', `/api/orders/${uuid}/payment-status`, { headers: auth(token) })).body.data;

describe('webhooks', () => {
  // First: no other test's job or held-back webhook is still in flight to change the fingerprint.
  it('refuses a bad body in the caller language, nothing changed', async () => {
    const shopper = await testShopper(t, 'guest');
    const before = await t.fingerprint();
    const res = await t.http('POST', '/api/payment/moyasar/capture', {
      headers: { ...auth(shopper.token), language: 'ar' },
      body: { order_uuid: 'not-a-uuid', payment_id: 'x', number: TEST_CARDS.visaApproved, cvc: '123' },
    });
    expect(expectErrorEnvelope(res, 400).message).toMatch(/[\u0600-\u06FF]/);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a webhook alone confirms a payment whose shopper never came back (re-fetched, captured)', async () => {
    const { shopper, order, paymentId } = await authorisedCard();
    await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${paymentId}/complete`, { result: 'approve' });
    const status = await eventually(async () => {
      await quiesce(t);
      const s = await paymentStatus(shopper.token, order.uuid);
      return s.is_paid ? s : null;
    }, 20_000);
    expect(status).toMatchObject({ is_paid: true, payment_status: 'paid' });
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      `select count(*)::int as n from webhook_events where provider = 'moyasar' and provider_ref = '${paymentId}'`,
    );
    expect(row?.n).toBeGreaterThanOrEqual(1);
  });

  it('forged deliveries are refused (Moyasar secret, Tabby header, Tamara token) and change nothing', async () => {
    const { paymentId } = await authorisedCard();
    await quiesce(t);
    const before = await t.fingerprint();
    const moyasar = await t.http('POST', '/api/webhooks/moyasar', {
      body: { id: 'evt_1', type: 'payment_paid', secret_token: 'guess', data: { id: paymentId, status: 'paid' } },
    });
    expect(moyasar.status).toBe(401);
    const tabby = await t.http('POST', '/api/webhooks/tabby', {
      headers: { 'x-webhook-secret': 'guess' },
      body: { id: 'p_1', status: 'authorized', amount: '115.00', currency: 'SAR' },
    });
    expect(tabby.status).toBe(401);
    const tamara = await t.http('POST', '/api/webhooks/tamara?tamaraToken=eyJhbGciOiJIUzI1NiJ9.e30.x', {
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' },
      body: { order_id: 'o_1', event_type: 'order_approved', data: [] },
    });
    expect(tamara.status).toBe(401);
    expect((await t.http('POST', '/api/webhooks/unknown', { body: {} })).status).toBe(404);
    expect(await t.fingerprint()).toBe(before);
  });

  it('the sandbox wrong-secret fault is refused; a replayed delivery is accepted once and ignored after', async () => {
    const { shopper, order, paymentId } = await authorisedCard();
    await sim(t, '/sandbox/moyasar/__sim/faults', { wrongSecret: true }, 'PUT');
    await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${paymentId}/complete`, { result: 'approve' });
    await quiesce(t);
    const forged = (
      await fetch(`${t.baseUrl}/sandbox/moyasar/__sim/webhooks/deliveries?ref=${paymentId}`).then((r) => r.json())
    ).deliveries as Array<{ id: string; forged?: boolean; attempts: Array<{ status?: number }> }>;
    expect(forged.length).toBeGreaterThan(0);
    expect(forged.every((d) => d.forged && d.attempts.every((a) => a.status === 401))).toBe(true);
    expect((await paymentStatus(shopper.token, order.uuid)).is_paid).toBe(false);
    // Let the forged deliveries use up their retries (simulated time).
    for (let i = 0; i < 6; i++) {
      await sim(t, '/sandbox/moyasar/__sim/clock/advance', { ms: 31 * 60_000 });
      await quiesce(t);
    }
    expect((await paymentStatus(shopper.token, order.uuid)).is_paid).toBe(false);
    await sim(t, '/sandbox/moyasar/__sim/faults', { wrongSecret: false, duplicate: true }, 'PUT');

    // The shopper comes back: captured; the capture's webhook arrives twice (duplicate fault).
    await t.http('POST', '/api/payment/moyasar/capture', {
      headers: auth(shopper.token),
      body: { order_uuid: order.uuid, payment_id: paymentId },
    });
    await quiesce(t);
    await sim(t, '/sandbox/moyasar/__sim/faults', { duplicate: false }, 'PUT');
    const deliveries = (
      await fetch(`${t.baseUrl}/sandbox/moyasar/__sim/webhooks/deliveries?ref=${paymentId}`).then((r) => r.json())
    ).deliveries as Array<{ id: string; forged?: boolean; state: string }>;
    const genuine = deliveries.filter((d) => !d.forged && d.state === 'delivered');
    expect(genuine.length).toBeGreaterThanOrEqual(2);
    const rows = async () =>
      queryRows<{ n: number }>(
        t.app.db,
        `select count(*)::int as n from webhook_events where provider_ref = '${paymentId}'`,
      );
    const stored = (await rows())[0]?.n ?? 0;
    expect(stored).toBeLessThan(genuine.length); // duplicates were recognised
    const before = await t.fingerprint();
    await sim(t, `/sandbox/moyasar/__sim/webhooks/replay/${genuine[0]?.id}`);
    await quiesce(t);
    const replay = (
      await fetch(`${t.baseUrl}/sandbox/moyasar/__sim/webhooks/deliveries?ref=${paymentId}`).then((r) => r.json())
    ).deliveries[0] as { replayOf?: string; attempts: Array<{ status?: number }> };
    expect(replay.replayOf).toBe(genuine[0]?.id);
    expect(replay.attempts.at(-1)?.status).toBe(200);
    expect(await t.fingerprint()).toBe(before);
  });

  it.skipIf(dbKind !== 'postgres')(
    'a webhook and the return at the same moment move the order once',
    async () => {
      const runtime = paymentsRuntime(t.app);
      for (let round = 0; round < 3; round++) {
        const { shopper, order, paymentId } = await authorisedCard();
        await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 60_000 }, 'PUT'); // hold the real webhook back
        await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${paymentId}/complete`, { result: 'approve' });
        await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 0 }, 'PUT');
        const [event] = await queryRows<{ id: number }>(
          t.app.db,
          `insert into webhook_events (provider, event_key, raw_body, verified, provider_ref)
           values ('moyasar', 'race:${paymentId}', '{}', true, '${paymentId}') returning id`,
        );
        const returns = Array.from({ length: 4 }, () =>
          t.http('POST', '/api/payment/moyasar/capture', {
            headers: auth(shopper.token),
            body: { order_uuid: order.uuid, payment_id: paymentId },
          }),
        );
        const hooks = Array.from({ length: 2 }, () => processWebhook(runtime, event?.id as number));
        const answers = await Promise.all(returns);
        await Promise.all(hooks);
        for (const answer of answers) expect(answer.body.data?.is_paid, JSON.stringify(answer.body)).toBe(true);
        const [moves] = await queryRows<{ n: number }>(
          t.app.db,
          `select count(*)::int as n from order_events where order_id = ${order.id} and from_status = 'awaiting_payment'`,
        );
        expect(moves?.n).toBe(1);
        const [captures] = await queryRows<{ n: number }>(
          t.app.db,
          `select count(*)::int as n from payment_events where order_id = ${order.id} and operation = 'capture' and kind = 'response'`,
        );
        expect(captures?.n).toBe(1);
      }
    },
    40_000,
  );

  it.skipIf(dbKind !== 'postgres')(
    'an event written while a settle holds the order waits for it instead of deadlocking',
    async () => {
      const { order, paymentId } = await authorisedCard();
      const [attempt] = await queryRows<{ id: number }>(
        t.app.db,
        `select id from payments where provider_ref = '${paymentId}'`,
      );
      const attemptId = attempt?.id as number;
      let written: Promise<void> | undefined;
      // The locks in settle's order: the order, then (while the event waits) the attempt.
      await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select id from orders where id = ${order.id} for update`);
        written = recordEvent(t.app.db, {
          paymentId: attemptId,
          orderId: order.id,
          provider: 'moyasar_card',
          kind: 'webhook',
          operation: 'received',
          data: { event_key: `lock-order:${paymentId}` },
        });
        await lockWaiterAppears(t, tx as never);
        await tx.execute(sql`select id from payments where id = ${attemptId} for update`);
      });
      await written;
      const [events] = await queryRows<{ n: number }>(
        t.app.db,
        `select count(*)::int as n from payment_events where data->>'event_key' = 'lock-order:${paymentId}'`,
      );
      expect(events?.n).toBe(1);
    },
    30_000,
  );
});

describe('no card number anywhere', () => {
  it('after card, saved card, declines and webhooks, no log line and no table holds a test card number', async () => {
    const user = await testShopper(t, 'user');
    for (const pan of [TEST_CARDS.madaApproved, TEST_CARDS.madaInsufficient, TEST_CARDS.visaApproved]) {
      const order = await testOrder(t, user);
      const methods = (
        await t.http('GET', `/api/payment/methods?order_uuid=${order.uuid}`, { headers: auth(user.token) })
      ).body.data;
      const payment = await browserCardPayment(t, methods.card, pan, { saveCard: true });
      await t.http('POST', '/api/payment/moyasar/attach', {
        headers: auth(user.token),
        body: { order_uuid: order.uuid, payment_id: payment.id },
      });
      await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${payment.id}/complete`, { result: 'approve' });
      await t.http('POST', '/api/payment/moyasar/capture', {
        headers: auth(user.token),
        body: { order_uuid: order.uuid, payment_id: payment.id },
      });
    }
    await quiesce(t);
    const pans = Object.values(TEST_CARDS);
    const patterns = pans.flatMap((pan) => [
      pan,
      pan.replace(/(\d{4})(?=\d)/g, '$1 '),
      pan.replace(/(\d{4})(?=\d)/g, '$1-'),
    ]);
    expect(logLines.length).toBeGreaterThan(10);
    for (const line of logLines) for (const p of patterns) expect(line.includes(p), line.slice(0, 300)).toBe(false);
    const tables = await queryRows<{ schemaname: string; tablename: string }>(
      t.app.db,
      "select schemaname, tablename from pg_tables where schemaname in ('public', 'pgboss')",
    );
    let rows = 0;
    for (const { schemaname, tablename } of tables) {
      const dump = await queryRows<{ row: string }>(
        t.app.db,
        `select t::text as row from "${schemaname}"."${tablename}" t`,
      );
      rows += dump.length;
      for (const { row } of dump)
        for (const p of patterns) expect(row.includes(p), `${tablename}: ${row.slice(0, 200)}`).toBe(false);
    }
    expect(rows).toBeGreaterThan(100);
    const [saved] = await queryRows<{ n: number }>(
      t.app.db,
      `select count(*)::int as n from saved_cards where user_id = ${user.userId}`,
    );
    expect(saved?.n).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
