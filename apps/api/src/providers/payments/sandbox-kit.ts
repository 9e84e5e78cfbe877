/**
 * Shared pieces of the payment sandboxes (reference/payment-providers.md §10): an injectable
 * clock, a webhook dispatcher with the providers' retry behaviour and fault injection, the
 * `/__sim/*` test-control routes, and a helper that serves a sandbox plugin on its own loopback
 * listener (so the production adapter talks real HTTP to it) while the same plugin, with the same
 * state, can also be mounted in the app under `/sandbox/{provider}` for the browser.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { ProviderLogger } from '../types';

// ---------------------------------------------------------------------------------------------
// Clock

/**
 * Simulated time: real time plus an offset that `advance()` moves forward. Timers scheduled with
 * `setTimeout` fire after their real delay, or at once when `advance()` carries the simulated
 * time past their due time, whichever comes first.
 */
export interface SimClock {
  /** The simulated time. */
  now(): Date;
  nowMs(): number;
  /** Moves the simulated time forward and runs every timer that became due. */
  advance(ms: number): void;
  /** Runs `fn` after `ms` of simulated time (see above). Returns a cancel function. */
  setTimeout(fn: () => void, ms: number): () => void;
  /** Back to real time (no offset). */
  reset(): void;
}

interface PendingTimer {
  dueMs: number;
  fn: () => void;
  handle: ReturnType<typeof setTimeout>;
}

export function createSimClock(options: { startMs?: number } = {}): SimClock {
  let offset = options.startMs === undefined ? 0 : options.startMs - Date.now();
  const timers = new Set<PendingTimer>();
  const nowMs = () => Date.now() + offset;
  const fire = (timer: PendingTimer) => {
    if (!timers.delete(timer)) return;
    clearTimeout(timer.handle);
    timer.fn();
  };
  return {
    now: () => new Date(nowMs()),
    nowMs,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance(ms) needs a non-negative number');
      offset += ms;
      const current = nowMs();
      const due = [...timers].filter((t) => t.dueMs <= current).sort((a, b) => a.dueMs - b.dueMs);
      for (const timer of due) fire(timer);
    },
    setTimeout(fn: () => void, ms: number) {
      const timer: PendingTimer = { dueMs: nowMs() + ms, fn, handle: undefined as never };
      timer.handle = setTimeout(() => fire(timer), Math.max(0, ms));
      timer.handle.unref?.();
      timers.add(timer);
      return () => {
        timers.delete(timer);
        clearTimeout(timer.handle);
      };
    },
    reset() {
      // Pending timers keep their real-time delay (their owners cancel them if they must).
      offset = 0;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Webhook dispatcher

export interface WebhookFaults {
  /** Every delivery is POSTed twice (providers do send duplicates). */
  duplicate: boolean;
  /** The first attempt waits this long (simulated ms) before it is sent. */
  delayMs: number;
  /** Deliveries carry a wrong secret / signature (the provider supplies the forged variant). */
  wrongSecret: boolean;
}

export const NO_FAULTS: WebhookFaults = Object.freeze({ duplicate: false, delayMs: 0, wrongSecret: false });

export interface WebhookAttempt {
  at: string;
  /** HTTP status of the answer; absent when the request failed (connection, time-out). */
  status?: number;
  error?: string;
}

export interface WebhookDelivery {
  id: string;
  provider: string;
  /** The provider's own event id or type, for tests to find a delivery. */
  event?: string;
  /** The provider's resource the event is about (payment id …). */
  ref?: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
  createdAt: string;
  /** Set on deliveries created by `replay()` or the duplicate fault. */
  replayOf?: string;
  duplicateOf?: string;
  forged?: boolean;
}

export interface WebhookSendInput {
  provider: string;
  event?: string;
  ref?: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The same request with a wrong secret / signature, used when the `wrongSecret` fault is on. */
  forge?: () => { headers: Record<string, string>; body: string };
}

export interface WebhookDispatcherOptions {
  clock: SimClock;
  /**
   * Delays (simulated ms) before each retry after a non-2xx answer or a failed request; its length
   * is the number of retries. Moyasar: "5 more times", the first after one minute.
   */
  retryScheduleMs?: number[];
  /** Per-attempt time-out (real ms). */
  timeoutMs?: number;
  logger?: ProviderLogger;
  /** How many deliveries the log keeps (newest kept). */
  capacity?: number;
}

export const DEFAULT_RETRY_SCHEDULE_MS = [60_000, 120_000, 300_000, 600_000, 1_800_000];

/**
 * POSTs provider webhooks to the store, retrying on non-2xx answers per its schedule, and keeps a
 * log of every delivery with its attempts. Per-provider payload and headers come from the sandbox;
 * the dispatcher only transports them.
 */
export class WebhookDispatcher {
  faults: WebhookFaults = { ...NO_FAULTS };
  retryScheduleMs: number[];
  private readonly log: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly cancels = new Set<() => void>();
  readonly clock: SimClock;
  private readonly timeoutMs: number;
  private readonly capacity: number;
  private readonly logger?: ProviderLogger;
  private waiters: Array<() => void> = [];
  private pendingTimers = 0;
  private closed = false;

  constructor(options: WebhookDispatcherOptions) {
    this.clock = options.clock;
    this.retryScheduleMs = options.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.capacity = options.capacity ?? 1000;
    this.logger = options.logger;
  }

  /** Queues a delivery (with the current faults applied) and returns its log entry. */
  send(input: WebhookSendInput): WebhookDelivery {
    const forged = this.faults.wrongSecret && input.forge ? input.forge() : null;
    const delivery = this.record({
      provider: input.provider,
      event: input.event,
      ref: input.ref,
      url: input.url,
      headers: forged?.headers ?? input.headers,
      body: forged?.body ?? input.body,
      forged: forged ? true : undefined,
    });
    this.start(delivery, this.faults.delayMs);
    if (this.faults.duplicate) {
      const copy = this.record({ ...this.copyOf(delivery), duplicateOf: delivery.id });
      this.start(copy, this.faults.delayMs);
    }
    return delivery;
  }

  /** Sends a logged delivery again, exactly as it was (a new log entry with `replayOf`). */
  replay(id: string): WebhookDelivery | undefined {
    const original = this.log.find((d) => d.id === id);
    if (!original) return undefined;
    const copy = this.record({ ...this.copyOf(original), replayOf: original.id });
    this.start(copy, 0);
    return copy;
  }

  deliveries(filter: { provider?: string; ref?: string; event?: string } = {}): WebhookDelivery[] {
    return this.log.filter(
      (d) =>
        (!filter.provider || d.provider === filter.provider) &&
        (!filter.ref || d.ref === filter.ref) &&
        (!filter.event || d.event === filter.event),
    );
  }

  get(id: string): WebhookDelivery | undefined {
    return this.log.find((d) => d.id === id);
  }

  /** Resolves when no delivery is in flight or waiting for a retry. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.pendingTimers > 0) {
      if (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
      else await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Forgets every delivery, cancels pending retries and clears the faults. */
  reset(options: { provider?: string } = {}): void {
    if (options.provider) {
      for (let i = this.log.length - 1; i >= 0; i--) {
        if (this.log[i]?.provider === options.provider) this.log.splice(i, 1);
      }
      return;
    }
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
    this.pendingTimers = 0;
    this.log.length = 0;
    this.faults = { ...NO_FAULTS };
    this.wake();
  }

  /** Stops for good: pending retries are cancelled and nothing more is sent. */
  close(): void {
    this.closed = true;
    this.reset();
  }

  private copyOf(d: WebhookDelivery): Omit<WebhookDelivery, 'id' | 'state' | 'attempts' | 'createdAt'> {
    return { provider: d.provider, event: d.event, ref: d.ref, url: d.url, headers: { ...d.headers }, body: d.body };
  }

  private record(fields: Omit<WebhookDelivery, 'id' | 'state' | 'attempts' | 'createdAt'>): WebhookDelivery {
    const delivery: WebhookDelivery = {
      id: `whd_${randomUUID()}`,
      state: 'pending',
      attempts: [],
      createdAt: this.clock.now().toISOString(),
      ...fields,
    };
    this.log.unshift(delivery);
    if (this.log.length > this.capacity) this.log.length = this.capacity;
    return delivery;
  }

  private start(delivery: WebhookDelivery, delayMs: number): void {
    if (this.closed) return;
    if (delayMs > 0) this.later(() => this.attempt(delivery, 0), delayMs);
    else this.attempt(delivery, 0);
  }

  private later(fn: () => void, ms: number): void {
    if (this.closed) return;
    this.pendingTimers++;
    let cancel: () => void = () => {};
    cancel = this.clock.setTimeout(() => {
      this.cancels.delete(cancel);
      this.pendingTimers--;
      fn();
      this.wake();
    }, ms);
    this.cancels.add(cancel);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private attempt(delivery: WebhookDelivery, retryIndex: number): void {
    const run = (async () => {
      const attempt: WebhookAttempt = { at: this.clock.now().toISOString() };
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
          signal: AbortSignal.timeout(this.timeoutMs),
          redirect: 'manual',
        });
        attempt.status = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        attempt.error = (error as Error).message;
      }
      delivery.attempts.push(attempt);
      const ok = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
      if (ok) {
        delivery.state = 'delivered';
        return;
      }
      const delay = this.retryScheduleMs[retryIndex];
      if (delay === undefined) {
        delivery.state = 'failed';
        this.logger?.warn(
          { provider: delivery.provider, delivery: delivery.id, attempts: delivery.attempts.length },
          'sandbox webhook dropped after its retries',
        );
        return;
      }
      this.later(() => this.attempt(delivery, retryIndex + 1), delay);
    })();
    this.inFlight.add(run);
    void run.finally(() => {
      this.inFlight.delete(run);
      this.wake();
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Test-control routes

export interface SimControl {
  clock: SimClock;
  dispatcher: WebhookDispatcher;
  /** The provider whose deliveries these routes show (all when absent). */
  provider?: string;
  /** Clears the sandbox's own state (payments, sessions …); the routes also reset deliveries. */
  reset?: () => void;
}

/**
 * Registers the `/__sim/*` control routes on a sandbox plugin (so, mounted under
 * `/sandbox/{provider}`, they are `/sandbox/{provider}/__sim/...`):
 * - `GET /__sim/clock` → `{ now }`; `POST /__sim/clock/advance { ms }` → `{ now }`
 * - `GET /__sim/webhooks/deliveries?ref=&event=` → `{ deliveries }`
 * - `POST /__sim/webhooks/replay/:id` → the new delivery (202), 404 if unknown
 * - `GET /__sim/faults`, `PUT /__sim/faults { duplicate?, delayMs?, wrongSecret? }`
 * - `POST /__sim/reset` → 204 (sandbox state, deliveries, faults; the clock back to real time)
 */
export function registerSimRoutes(app: FastifyInstance, control: SimControl): void {
  const { clock, dispatcher, provider } = control;
  app.get('/__sim/clock', async () => ({ now: clock.now().toISOString() }));
  app.post('/__sim/clock/advance', async (request, reply) => {
    const body = (request.body ?? {}) as { ms?: unknown };
    const ms = Number(body.ms);
    if (!Number.isFinite(ms) || ms < 0) return reply.code(400).send({ message: 'ms must be a non-negative number' });
    clock.advance(ms);
    return { now: clock.now().toISOString() };
  });
  app.get('/__sim/webhooks/deliveries', async (request) => {
    const query = request.query as { ref?: string; event?: string };
    return { deliveries: dispatcher.deliveries({ provider, ref: query.ref, event: query.event }) };
  });
  app.post('/__sim/webhooks/replay/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const original = dispatcher.get(id);
    if (!original || (provider && original.provider !== provider)) {
      return reply.code(404).send({ message: 'Delivery not found' });
    }
    return reply.code(202).send(dispatcher.replay(id));
  });
  app.get('/__sim/faults', async () => dispatcher.faults);
  app.put('/__sim/faults', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<Record<keyof WebhookFaults, unknown>>;
    const next = { ...dispatcher.faults };
    if (body.duplicate !== undefined) next.duplicate = body.duplicate === true;
    if (body.wrongSecret !== undefined) next.wrongSecret = body.wrongSecret === true;
    if (body.delayMs !== undefined) {
      const delay = Number(body.delayMs);
      if (!Number.isFinite(delay) || delay < 0) return reply.code(400).send({ message: 'delayMs must be ≥ 0' });
      next.delayMs = delay;
    }
    dispatcher.faults = next;
    return next;
  });
  app.post('/__sim/reset', async (_request, reply) => {
    control.reset?.();
    dispatcher.reset();
    clock.reset();
    return reply.code(204).send();
  });
}

// ---------------------------------------------------------------------------------------------
// Serving

/** Adds an `application/x-www-form-urlencoded` parser (flat fields, `a[b]` nested one level) unless one exists. */
export function ensureFormParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      done(null, parseFormBody(body as string));
    },
  );
}

/** `a=1&source[type]=creditcard` → `{ a: '1', source: { type: 'creditcard' } }`. */
export function parseFormBody(text: string): Record<string, unknown> {
  return nestBracketKeys(new URLSearchParams(text));
}

/**
 * `{ 'source[type]': 'x' }` → `{ source: { type: 'x' } }` (one level), for bodies another parser
 * left flat; other keys are kept as they are.
 */
export function nestBracketKeys(
  fields: Iterable<[string, unknown]> | Record<string, unknown>,
): Record<string, unknown> {
  const entries = Symbol.iterator in fields ? [...(fields as Iterable<[string, unknown]>)] : Object.entries(fields);
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (nested) {
      const [, outer, inner] = nested as unknown as [string, string, string];
      if (UNSAFE_KEYS.has(outer) || UNSAFE_KEYS.has(inner)) continue;
      const existing = out[outer];
      const target =
        existing && typeof existing === 'object'
          ? (existing as Record<string, unknown>)
          : ({} as Record<string, unknown>);
      target[inner] = value;
      out[outer] = target;
    } else if (!UNSAFE_KEYS.has(key)) {
      out[key] = value;
    }
  }
  return out;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Serves a sandbox plugin on its own Fastify instance on 127.0.0.1 and an ephemeral port, with
 * logging off (requests carry card data in the browser's card POST). The app mounts the same
 * plugin object for the browser: both share the plugin's state.
 */
export async function listenLoopback(plugin: FastifyPluginAsync): Promise<LoopbackServer> {
  const app = Fastify({ logger: false });
  await app.register(plugin);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await app.close();
    },
  };
}

/** Options every provider sandbox factory accepts, so one clock and one dispatcher can serve all. */
export interface SandboxKitOptions {
  clock?: SimClock;
  dispatcher?: WebhookDispatcher;
  logger?: ProviderLogger;
}

/** Fills in a clock and a dispatcher when the caller gave none. */
export function resolveKit(options: SandboxKitOptions): { clock: SimClock; dispatcher: WebhookDispatcher } {
  const clock = options.clock ?? options.dispatcher?.clock ?? createSimClock();
  const dispatcher = options.dispatcher ?? new WebhookDispatcher({ clock, logger: options.logger });
  return { clock, dispatcher };
}
