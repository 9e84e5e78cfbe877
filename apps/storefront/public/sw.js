/*
 * Hadiya's service worker (issue 15 §5): web push, the notification's target page, and the offline
 * page. Plain JavaScript served as it is, registered by the page after `load` when the browser is
 * idle (app/features/push/register.ts). It never caches an API answer or a page of the shop (they
 * carry the shopper's session): only the offline page, which carries none, and the icons.
 *
 * `notificationTarget` below mirrors `notificationTarget` and `pushPayloadSchema` of
 * packages/contract/src/notifications.ts; app/features/push/sw.test.ts checks that they agree.
 */
const CACHE_PREFIX = 'hadiya-offline-';
// Bump with any change to the offline page or the icons.
const CACHE = `${CACHE_PREFIX}v1`;
const LANGUAGES = ['ar', 'en'];
const OFFLINE_PATH = '/offline';
const PRECACHE = [
  ...LANGUAGES.map((language) => `${OFFLINE_PATH}?lang=${language}`),
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
  '/favicon.svg',
];

const TYPES = [
  'order_history_status',
  'wallet_refund',
  'pending_cart_checkout',
  'product_available',
  'ticket_updated',
  'ticket_closed',
  'rating_popup',
];

const isText = (value, min, max) => typeof value === 'string' && value.length >= min && value.length <= max;

/** The payload as `pushPayloadSchema` reads it, or null when it does not parse. */
function readPayload(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (!TYPES.includes(value.type) || !isText(value.title, 1, 200) || !isText(value.body, 0, 1000)) return null;
  const { product, order_id: orderId } = value;
  if (product !== undefined) {
    if (typeof product !== 'object' || product === null || !isText(product.slug, 1, 200)) return null;
  }
  if (
    orderId !== undefined &&
    typeof orderId !== 'string' &&
    !(typeof orderId === 'number' && Number.isFinite(orderId))
  ) {
    return null;
  }
  return value;
}

/** Spec §4: the page a notification opens, or null when it must be ignored. */
function notificationTarget(value) {
  const notice = readPayload(value);
  if (!notice) return null;
  switch (notice.type) {
    case 'order_history_status':
      return '/my-orders';
    case 'wallet_refund':
      return '/wallet';
    case 'pending_cart_checkout':
      return '/cart';
    case 'product_available':
      return notice.product ? `/product/${encodeURIComponent(notice.product.slug)}` : null;
    case 'ticket_updated':
    case 'ticket_closed':
      return '/contact-us?activetab=my-ticket';
    case 'rating_popup':
      return notice.order_id === undefined
        ? '/my-orders'
        : `/my-orders?order_id=${encodeURIComponent(String(notice.order_id))}`;
    default:
      return null;
  }
}

function parsePush(data) {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return null;
  }
}

/** A window of the store the shopper is looking at, if any. */
async function focusedWindow() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.find((client) => client.focused && client.visibilityState === 'visible') ?? null;
}

async function receive(payload) {
  const target = notificationTarget(payload);
  // Spec §4: a notification that cannot be read (an unparseable product among them) is ignored.
  if (!target) return;
  const notice = { type: payload.type, title: payload.title, body: payload.body, target };
  // The page is open and in front: it shows the news as a toast instead (issue 15 §5).
  const client = await focusedWindow();
  if (client) {
    client.postMessage({ type: 'hadiya:push', notice });
    return;
  }
  // The texts arrive in the receiver's language; `dir: 'auto'` lays out Arabic and English alike.
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    dir: 'auto',
    ...(LANGUAGES.includes(payload.lang) ? { lang: payload.lang } : {}),
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    tag: `${payload.type}:${target}`,
    data: { target },
  });
}

/** Opens the target in the store's window (focused) or a new one. */
async function open(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return;
  const url = new URL(target, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) {
    await same.focus();
    return;
  }
  await self.clients.openWindow(url);
}

/** The cached offline page in the shopper's language (the `language` cookie, as the server reads it). */
async function offlinePage(requestUrl) {
  let language = new URL(requestUrl).searchParams.get('lang');
  if (!LANGUAGES.includes(language)) {
    const cookie = self.cookieStore ? await self.cookieStore.get('language').catch(() => null) : null;
    language = LANGUAGES.includes(cookie?.value) ? cookie.value : 'ar';
  }
  const cached = await caches.match(`${OFFLINE_PATH}?lang=${language}`, { cacheName: CACHE });
  return cached ?? Response.error();
}

self.addEventListener('install', (event) => {
  // Where the browser supports it, only page loads wake the worker: every other request goes
  // straight to the network without a round through the fetch handler.
  if (typeof event.addRoutes === 'function') {
    event.waitUntil(
      Promise.resolve()
        .then(() => event.addRoutes([{ condition: { not: { requestMode: 'navigate' } }, source: 'network' }]))
        .catch(() => undefined),
    );
  }
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      );
      // The page's request starts while the worker boots: navigations are not slowed down.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only page loads, and only to fall back on the offline page: everything else (the API, assets,
  // forms) goes to the network untouched and is never cached here.
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(request));
      } catch {
        return offlinePage(request.url);
      }
    })(),
  );
});

self.addEventListener('push', (event) => {
  event.waitUntil(receive(parsePush(event.data)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(open(event.notification.data?.target));
});
