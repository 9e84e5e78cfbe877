// The service worker is plain JavaScript (public/sw.js): it runs here in a VM with stand-ins for the
// worker's globals, and its push mapping is checked against the contract's (spec §4).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { NOTIFICATION_TYPES, notificationTarget } from '@hadiya/contract/notifications';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/sw.js'),
  'utf8',
);

interface FakeClient {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

type Listener = (event: Record<string, unknown>) => void;

function loadWorker({ windows = [] as FakeClient[] } = {}) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const worker = {
    location: new URL('https://store.test/sw.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
    skipWaiting: vi.fn(),
  };
  const context = vm.createContext({ self: worker, URL, Response, caches: {}, fetch, console });
  vm.runInContext(source, context);
  const notificationTargetOf = vm.runInContext('notificationTarget', context) as (value: unknown) => string | null;
  /** Runs a listener like the browser does and waits for what it asked to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  const push = (payload: unknown) =>
    dispatch('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
  return { notificationTargetOf, dispatch, push, showNotification, openWindow };
}

const client = (overrides: Partial<FakeClient> = {}): FakeClient => ({
  url: 'https://store.test/',
  focused: false,
  visibilityState: 'visible',
  postMessage: vi.fn(),
  focus: vi.fn(async () => undefined),
  ...overrides,
});

const base = { title: 'طلبك في الطريق', body: 'Your gift is on the way' };
/** One valid payload of each type, then payloads that must be ignored. */
const payloads: unknown[] = [
  ...NOTIFICATION_TYPES.map((type) => ({ ...base, type, product: { slug: 'rose-pot' }, order_id: 42 })),
  { ...base, type: 'rating_popup' },
  { ...base, type: 'rating_popup', order_id: 'a b&c' },
  { ...base, type: 'order_history_status', order_id: 7 },
  { ...base, type: 'product_available', product: { slug: 'ورد/أحمر' } },
  { ...base, type: 'product_available' },
  { ...base, type: 'product_available', product: { slug: '' } },
  { ...base, type: 'product_available', product: 'rose-pot' },
  { ...base, type: 'product_available', product: null },
  { ...base, type: 'product_available', product: { slug: 'x'.repeat(201) } },
  { ...base, type: 'wallet_refund', order_id: true },
  { ...base, type: 'wallet_refund', title: '' },
  { ...base, type: 'wallet_refund', title: 't'.repeat(201) },
  { ...base, type: 'wallet_refund', body: 'b'.repeat(1001) },
  { ...base, type: 'wallet_refund', body: undefined },
  { ...base, type: 'promotion' },
  { title: 'no type', body: '' },
  null,
  'order_history_status',
  [],
  42,
];

describe('public/sw.js', () => {
  it.each(payloads.map((payload) => [JSON.stringify(payload) ?? String(payload), payload]))(
    'maps %s to the contract’s target',
    (_name, payload) => {
      const { notificationTargetOf } = loadWorker();
      expect(notificationTargetOf(payload)).toBe(notificationTarget(payload));
    },
  );

  it('routes the seven types as spec §4 says', () => {
    const { notificationTargetOf } = loadWorker();
    const targets = Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [
        type,
        notificationTargetOf({ ...base, type, product: { slug: 'rose-pot' }, order_id: 42 }),
      ]),
    );
    expect(targets).toEqual({
      order_history_status: '/my-orders',
      wallet_refund: '/wallet',
      pending_cart_checkout: '/cart',
      product_available: '/product/rose-pot',
      ticket_updated: '/contact-us?activetab=my-ticket',
      ticket_closed: '/contact-us?activetab=my-ticket',
      rating_popup: '/my-orders?order_id=42',
    });
  });

  it('shows a notification with the payload’s texts and its target when no window is in front', async () => {
    const worker = loadWorker({ windows: [client({ focused: false })] });
    await worker.push({ ...base, type: 'wallet_refund' });
    expect(worker.showNotification).toHaveBeenCalledWith(
      base.title,
      expect.objectContaining({ body: base.body, dir: 'auto', data: { target: '/wallet' } }),
    );
  });

  it('hands the news to the focused window instead (a foreground toast)', async () => {
    const front = client({ focused: true });
    const worker = loadWorker({ windows: [client(), front] });
    await worker.push({ ...base, type: 'rating_popup', order_id: 9 });
    expect(worker.showNotification).not.toHaveBeenCalled();
    expect(front.postMessage).toHaveBeenCalledWith({
      type: 'hadiya:push',
      notice: { type: 'rating_popup', title: base.title, body: base.body, target: '/my-orders?order_id=9' },
    });
  });

  it('ignores a product notification whose product cannot be parsed, and a payload that is not JSON', async () => {
    const worker = loadWorker();
    await worker.push({ ...base, type: 'product_available', product: { name: 'rose' } });
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    await worker.dispatch('push', { data: null });
    expect(worker.showNotification).not.toHaveBeenCalled();
  });

  it('a click opens the target, or focuses a window already showing it', async () => {
    const open = loadWorker({ windows: [client({ url: 'https://store.test/' })] });
    const close = vi.fn();
    await open.dispatch('notificationclick', { notification: { close, data: { target: '/cart' } } });
    expect(close).toHaveBeenCalled();
    expect(open.openWindow).toHaveBeenCalledWith('https://store.test/cart');

    const showing = client({ url: 'https://store.test/wallet' });
    const focus = loadWorker({ windows: [showing] });
    await focus.dispatch('notificationclick', { notification: { close, data: { target: '/wallet' } } });
    expect(showing.focus).toHaveBeenCalled();
    expect(focus.openWindow).not.toHaveBeenCalled();
  });

  it('a click never leaves the store', async () => {
    const worker = loadWorker();
    for (const target of ['//evil.test/x', 'https://evil.test/', undefined]) {
      await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { target } } });
    }
    expect(worker.openWindow).not.toHaveBeenCalled();
  });
});
