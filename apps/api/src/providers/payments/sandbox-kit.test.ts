import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSimClock,
  ensureFormParser,
  listenLoopback,
  nestBracketKeys,
  parseFormBody,
  registerSimRoutes,
  WebhookDispatcher,
} from './sandbox-kit';

let target: Server;
let url = '';
const received: Array<{ body: string; header: string | undefined }> = [];
const answers: number[] = [];

beforeAll(async () => {
  target = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString(), header: req.headers['x-sig'] as string | undefined });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => target.close(() => resolve()));
});

describe('simulated clock', () => {
  it('moves forward with advance() and runs the timers that became due, in order', () => {
    const clock = createSimClock({ startMs: Date.UTC(2030, 0, 1) });
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 120_000);
    clock.setTimeout(() => fired.push('a'), 60_000);
    const cancel = clock.setTimeout(() => fired.push('cancelled'), 30_000);
    cancel();
    clock.advance(90_000);
    expect(fired).toEqual(['a']);
    clock.advance(30_000);
    expect(fired).toEqual(['a', 'b']);
    // Real time runs on underneath the offset.
    expect(clock.nowMs() - Date.UTC(2030, 0, 1, 0, 2)).toBeGreaterThanOrEqual(0);
    expect(clock.nowMs() - Date.UTC(2030, 0, 1, 0, 2)).toBeLessThan(1000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    clock.reset();
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1000);
  });
});

describe('webhook dispatcher', () => {
  it('retries a non-2xx answer on its schedule and logs every attempt', async () => {
    received.length = 0;
    answers.push(503, 500);
    const dispatcher = new WebhookDispatcher({ clock: createSimClock(), retryScheduleMs: [5, 5, 5] });
    const delivery = dispatcher.send({
      provider: 'p',
      event: 'e',
      ref: 'r1',
      url,
      headers: { 'x-sig': 'good' },
      body: '{"a":1}',
    });
    await dispatcher.idle();
    expect(delivery.state).toBe('delivered');
    expect(delivery.attempts.map((a) => a.status)).toEqual([503, 500, 200]);
    expect(received.map((r) => r.body)).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
  });

  it('waits for a delayed delivery until the clock passes it; duplicates and forges on demand', async () => {
    received.length = 0;
    const clock = createSimClock();
    const dispatcher = new WebhookDispatcher({ clock, retryScheduleMs: [] });
    dispatcher.faults = { duplicate: true, delayMs: 3_600_000, wrongSecret: true };
    dispatcher.send({
      provider: 'p',
      url,
      headers: { 'x-sig': 'good' },
      body: 'x',
      forge: () => ({ headers: { 'x-sig': 'bad' }, body: 'x' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(received).toEqual([]);
    clock.advance(3_600_000);
    await dispatcher.idle();
    expect(received).toEqual([
      { body: 'x', header: 'bad' },
      { body: 'x', header: 'bad' },
    ]);
    const [duplicate, original] = dispatcher.deliveries();
    expect(duplicate?.duplicateOf).toBe(original?.id);
    expect(original?.forged).toBe(true);
  });

  it('replays a logged delivery as it was, marks a dead target failed, and stops after close()', async () => {
    received.length = 0;
    const dispatcher = new WebhookDispatcher({ clock: createSimClock(), retryScheduleMs: [1] });
    const first = dispatcher.send({ provider: 'p', url, headers: { 'x-sig': 's' }, body: 'once' });
    await dispatcher.idle();
    const replay = dispatcher.replay(first.id);
    await dispatcher.idle();
    expect(replay?.replayOf).toBe(first.id);
    expect(received.map((r) => r.body)).toEqual(['once', 'once']);
    expect(dispatcher.replay('whd_unknown')).toBeUndefined();

    const dead = dispatcher.send({ provider: 'p', url: 'http://127.0.0.1:9/closed', headers: {}, body: '' });
    await dispatcher.idle();
    expect(dead.state).toBe('failed');
    expect(dead.attempts).toHaveLength(2);
    expect(dead.attempts[0]?.error).toBeDefined();

    dispatcher.close();
    received.length = 0;
    dispatcher.send({ provider: 'p', url, headers: {}, body: 'after close' });
    await dispatcher.idle();
    expect(received).toEqual([]);
  });
});

describe('/__sim control routes and the loopback listener', () => {
  it('advances the clock, lists and replays deliveries, sets faults, resets', async () => {
    const clock = createSimClock();
    const dispatcher = new WebhookDispatcher({ clock, retryScheduleMs: [] });
    let resets = 0;
    const server = await listenLoopback(async (app) => {
      ensureFormParser(app);
      registerSimRoutes(app, { clock, dispatcher, provider: 'p', reset: () => resets++ });
      app.post('/echo', async (request) => request.body);
    });
    try {
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${server.baseUrl}${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const before = clock.nowMs();
      const advanced = (await (await call('POST', '/__sim/clock/advance', { ms: 86_400_000 })).json()) as {
        now: string;
      };
      expect(Date.parse(advanced.now) - before).toBeGreaterThanOrEqual(86_400_000);
      expect((await call('POST', '/__sim/clock/advance', { ms: -5 })).status).toBe(400);

      expect(await (await call('PUT', '/__sim/faults', { duplicate: true, delayMs: 10 })).json()).toEqual({
        duplicate: true,
        delayMs: 10,
        wrongSecret: false,
      });
      expect((await call('PUT', '/__sim/faults', { delayMs: 'soon' })).status).toBe(400);
      dispatcher.faults = { duplicate: false, delayMs: 0, wrongSecret: false };

      const sent = dispatcher.send({ provider: 'p', ref: 'pay_1', url, headers: {}, body: 'b' });
      dispatcher.send({ provider: 'other', url, headers: {}, body: 'b' });
      await dispatcher.idle();
      const listed = (await (await call('GET', '/__sim/webhooks/deliveries')).json()) as { deliveries: unknown[] };
      expect(listed.deliveries).toHaveLength(1);
      expect((await call('POST', `/__sim/webhooks/replay/${sent.id}`)).status).toBe(202);
      expect((await call('POST', '/__sim/webhooks/replay/whd_nope')).status).toBe(404);

      expect((await call('POST', '/__sim/reset')).status).toBe(204);
      expect(resets).toBe(1);
      expect(dispatcher.deliveries()).toEqual([]);
      expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1000);

      const form = await fetch(`${server.baseUrl}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'amount=100&source%5Btype%5D=creditcard&source[name]=A+B',
      });
      expect(await form.json()).toEqual({ amount: '100', source: { type: 'creditcard', name: 'A B' } });
    } finally {
      await server.close();
    }
  });

  it('keeps an existing form parser when the plugin is mounted in an app that has one', async () => {
    const app = Fastify();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, { parsedBy: 'app', body }),
    );
    await app.register(async (child) => {
      ensureFormParser(child);
      child.post('/x', async (request) => request.body);
    });
    const response = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.json()).toEqual({ parsedBy: 'app', body: 'a=1' });
    await app.close();
    expect(parseFormBody('a=1&a=2&b[c]=3')).toEqual({ a: '2', b: { c: '3' } });
    expect(nestBracketKeys({ 'source[type]': 'stcpay', amount: 100 })).toEqual({
      source: { type: 'stcpay' },
      amount: 100,
    });
    const polluted = parseFormBody('__proto__[polluted]=1&constructor[prototype]=2&x=1');
    expect(polluted).toEqual({ x: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
