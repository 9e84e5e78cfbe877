/**
 * The installable store and web push in the browser (issue 15 §5, §7, §8): the manifest in both
 * languages, the service worker registered after `load`, the offline page without a network, and a
 * push message of each of the seven types delivered to the worker (Chromium's DevTools protocol,
 * the browser's own push event) and opening its page.
 */
import { NOTIFICATION_TYPES, type NotificationType } from '@hadiya/contract/notifications';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { onlyIn } from './checkout-support';
import { baseURL, expectNoAxeViolations, openHydrated, rememberCity } from './support';

/** The page's service worker, once it is active (it registers after `load`, when the browser is idle). */
async function activeWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? null))
    .toBe('activated');
}

/** Delivers a push message to the store's worker as the push service would (a trusted `push` event). */
async function pusher(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${baseURL}/`) ?? null).not.toBeNull();
  return (payload: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId: registrations.get(`${baseURL}/`) ?? '',
      data: JSON.stringify(payload),
    });
}

const targets: Record<NotificationType, string> = {
  order_history_status: '/my-orders',
  wallet_refund: '/wallet',
  pending_cart_checkout: '/cart',
  product_available: '/product/areca-palm',
  ticket_updated: '/contact-us?activetab=my-ticket',
  ticket_closed: '/contact-us?activetab=my-ticket',
  rating_popup: '/my-orders?order_id=17',
};

test('without a network, a page shows the offline page in the shopper’s language', async ({ page, context }) => {
  await rememberCity(page, 'ar');
  await openHydrated(page, '/');
  await activeWorker(page);
  await context.setOffline(true);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'لا يوجد اتصال بالإنترنت' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);

  await page.goto('/products?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/products\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
});

// The worker and the push flows are the same at every width: one project runs them.
test.describe('installable store and push', () => {
  onlyIn('desktop');

  test('the manifest in both languages, its icons, and the service worker registered after load', async ({
    page,
    request,
  }) => {
    for (const [language, name, dir] of [
      ['ar', 'هدية: هدايا ونباتات', 'rtl'],
      ['en', 'Hadiya: gifts and plants', 'ltr'],
    ] as const) {
      const response = await request.get(`/manifest.webmanifest?lang=${language}`);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = await response.json();
      expect(manifest).toMatchObject({ name, lang: language, dir, start_url: '/', scope: '/', display: 'standalone' });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual([
        'any',
        'any',
        'maskable',
        'maskable',
      ]);
      for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
        const file = await request.get(icon.src);
        expect(file.headers()['content-type']).toBe('image/png');
        const png = PNG.sync.read(await file.body());
        expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      }
    }

    // The registration is recorded with the moment it happens, against the page's load event.
    await page.addInitScript(() => {
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args) => {
        (window as { __registeredAt?: number }).__registeredAt = performance.now();
        return register(...args);
      };
    });
    await rememberCity(page, 'en');
    await openHydrated(page, '/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?lang=en');
    await activeWorker(page);
    const timing = await page.evaluate(async () => ({
      registeredAt: (window as { __registeredAt?: number }).__registeredAt ?? -1,
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      scope: (await navigator.serviceWorker.getRegistration('/'))?.scope,
    }));
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.registeredAt).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(timing.scope).toBe(`${baseURL}/`);
  });

  test('a push message of each type opens its page; one arriving while the page is in front is a toast', async ({
    page,
    context,
  }) => {
    await rememberCity(page, 'en');
    await openHydrated(page, '/');
    await activeWorker(page);
    const push = await pusher(context, page);

    for (const type of NOTIFICATION_TYPES) {
      await push({
        type,
        title: `News: ${type}`,
        body: 'Something happened',
        product: { slug: 'areca-palm' },
        order_id: 17,
      });
      const toast = page.locator('[data-slot="toast"]', { hasText: `News: ${type}` });
      await expect(toast).toBeVisible();
      await expect(toast.getByRole('link', { name: 'Open' })).toHaveAttribute('href', targets[type]);
    }
    // A product notification whose product cannot be read is ignored.
    await push({ type: 'product_available', title: 'Broken', body: '', product: { name: 'x' } });
    await expectNoAxeViolations(page);
    await page.locator('[data-slot="toast"]', { hasText: 'News: wallet_refund' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.locator('[data-slot="toast"]', { hasText: 'Broken' })).toHaveCount(0);
  });

  test('undecided → the gentle prompt; granted → the subscription reaches the server as the web token', async ({
    page,
    context,
  }) => {
    // A person's browser (automated ones are not asked unprompted), whose push service is the
    // store's offline stand-in: headless Chromium has no push service of its own.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      let current: PushSubscription | null = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        const applicationServerKey = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        const response = await fetch('/api/sandbox/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ applicationServerKey }),
        });
        const json = (await response.json()).data;
        current = {
          endpoint: json.endpoint,
          expirationTime: null,
          options: { applicationServerKey: key.buffer, userVisibleOnly: true },
          toJSON: () => json,
          unsubscribe: async () => true,
        } as unknown as PushSubscription;
        return current;
      };
    });
    await rememberCity(page, 'ar');
    await openHydrated(page, '/');
    const prompt = page.locator('[data-slot="push-prompt"]');
    // Not on an untouched page: the prompt waits for the shopper's first tap or key.
    await activeWorker(page);
    await page.waitForTimeout(500);
    await expect(prompt).toHaveCount(0);
    await page.locator('main h1, main h2').first().click();
    await expect(prompt.getByRole('heading', { name: 'تابِع هداياك' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The shopper agrees, and so does the browser.
    await context.grantPermissions(['notifications']);
    const sent = page.waitForResponse('**/api/account/update-device-token');
    await prompt.getByRole('button', { name: 'تفعيل الإشعارات' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    const token = JSON.parse(response.request().postDataJSON().device_token);
    expect(token.endpoint).toMatch(/\/api\/sandbox\/push\/[\w-]+$/);
    expect(response.request().postDataJSON()).toMatchObject({ device_id: 'Web' });
    await expect(prompt).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      webToken: localStorage.getItem('webToken'),
      isSentDeviceToken: localStorage.getItem('isSentDeviceToken'),
    }));
    expect(JSON.parse(stored.webToken ?? '{}')).toEqual(token);
    expect(stored.isSentDeviceToken).toMatch(/^guest:\d+$/);
  });
});
