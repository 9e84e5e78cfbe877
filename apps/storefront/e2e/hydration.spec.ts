import { expect, type Page, type Route, test } from '@playwright/test';
import { codeFor, sentTo, uniquePhone } from './account-support';
import { shopperWithBasket } from './checkout-support';
import { expectHydrated, openHydrated, rememberCity } from './support';

/** When the page's script files were asked for, relative to when its content had loaded and painted. */
async function scriptTiming(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(assets|i18n)\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    // After load and the first paint, or 2.5 s after the HTML was parsed if the pictures take longer.
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const earliest = Math.min(
      Math.max(navigation.loadEventStart, firstPaint),
      navigation.domContentLoadedEventStart + 2500,
    );
    return { earliest, scriptStarts: scripts };
  });
}

interface IntlUse {
  /** ms since the page started */
  at: number;
  /** Made with a locale alone: the head script's warm-up (`buildIntlLocaleLists`); the app's formats pass options. */
  isWarmUp: boolean;
}
/**
 * Notes, in `window.__intlUses`, every Intl number format the page makes: the first builds the
 * engine's one-off locale lists (deferred-hydration.server.ts).
 */
async function recordIntlUse(page: Page) {
  await page.addInitScript(() => {
    const uses: IntlUse[] = [];
    (window as unknown as { __intlUses: IntlUse[] }).__intlUses = uses;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args) {
        uses.push({ at: performance.now(), isWarmUp: args.length === 1 });
        return Reflect.construct(target, args);
      },
    });
  });
}
const intlUses = (page: Page) => page.evaluate(() => (window as unknown as { __intlUses: IntlUse[] }).__intlUses);

/** Whether React has hydrated the header's Menu button (it keeps its props on the element). */
const isMenuHydrated = (page: Page) =>
  page
    .locator('[data-slot="header-menu"]')
    .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps')));

/**
 * A signed-in shopper whose account has no name yet, in the page's cookies: every page opens the
 * name request by itself (spec §4), so it hydrates as it loads.
 */
async function namelessAccount(page: Page) {
  const phone = uniquePhone();
  const seen = await sentTo(`966${phone}`);
  const web = { 'x-hadiya-client': 'web', 'sec-fetch-site': 'same-origin' };
  const sent = await page.request.post('/api/account/sendOtp', {
    headers: web,
    data: { phone_code: '966', phone_number: phone },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await codeFor(`966${phone}`, seen);
  const verified = await page.request.post('/api/account/verifyOtp', {
    headers: web,
    data: { phone_code: '966', phone_number: phone, otp },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

test('scripts wait for the page content, then hydrate a page that acts by itself', async ({ page }) => {
  await rememberCity(page);
  await namelessAccount(page);
  const html = await (await page.request.get('/product/areca-palm')).text();
  // No script or module preload the browser would fetch before the page itself has loaded.
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain(' async="">');
  // After the head, no classic script stops the parser to wait for the stylesheet (the page would
  // paint before its parse's end): each is an inline module, data or inert.
  const body = html.slice(html.indexOf('<body'));
  const bodyScripts = [...body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(bodyScripts.length).toBeGreaterThan(2);
  for (const [, attributes = '', code] of bodyScripts) {
    expect(attributes).toMatch(/type="(module|text\/plain|application\/ld\+json)"/);
    if (attributes.includes('type="module"')) expect(code).not.toMatch(/^\s*import\s|\bimport\s*\(/m);
  }
  expect(html).toContain('data-deferred-rel="modulepreload"');
  expect(html).toContain('data-hydrate-on="load"');

  await recordIntlUse(page);
  await page.goto('/product/areca-palm');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const timing = await scriptTiming(page);
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.earliest);
  // The engine's Intl lists were built by the head's script while the content loaded, before any code.
  const [firstIntlUse] = await intlUses(page);
  expect(firstIntlUse).toEqual({ at: expect.any(Number), isWarmUp: true });
  expect(firstIntlUse?.at).toBeLessThan(Math.min(...timing.scriptStarts));
  await expect(page.locator('script[data-deferred-module]')).toHaveCount(0);
  await expect(page.locator('[data-account-dialog="account-name"]')).toBeVisible();
});

test("a first visit's city picker comes with the page and works before its scripts", async ({ page, request }) => {
  // The server draws the picker, so a first visit waits for the shopper like any page they read.
  const html = await (await request.get('/product/areca-palm')).text();
  expect(html).toContain('data-hydrate-on="intent"');
  expect(html).toContain('data-slot="first-visit-city-picker"');

  await reportConnection(page, { effectiveType: '4g', saveData: false });
  const code = scriptRequests(page);
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/city') posts.push(sent.url());
  });
  await page.goto('/product/areca-palm');
  const picker = page.getByRole('dialog', { name: 'اختر مدينتك' });
  await expect(picker).toBeVisible();
  await page.waitForTimeout(3000);
  expect(code).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // The page under it is out of reach, as under any modal dialog: Tab goes into the picker.
  expect(await page.locator('[data-slot="header-menu"]').evaluate((menu) => menu.closest('[inert]') !== null)).toBe(
    true,
  );
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('searchbox')).toBeFocused();

  // The shopper types and picks before the page has hydrated: both survive it.
  await page.keyboard.type('جد');
  await picker.getByRole('radio', { name: 'جدة' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(picker.getByRole('searchbox')).toHaveValue('جد');
  await expect(picker.getByRole('radio', { name: 'جدة' })).toBeChecked();
  await expect(picker.getByRole('radio', { name: 'الرياض' })).toHaveCount(0);

  // Once hydrated, Save needs no page load; a city without same-day delivery gets its notice.
  await picker.getByRole('button', { name: 'حفظ' }).click();
  const notice = page.getByRole('dialog', { name: 'التوصيل إلى جدة' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'حسنًا' })).toBeFocused();
  await notice.getByRole('button', { name: 'حسنًا' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-slot="header-city"]')).toBeFocused();
  await expect(page.locator('[data-slot="header-city"]')).toContainText('جدة');
  expect(posts).toEqual([]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedRegion') ?? 'null'));
  expect(stored).toMatchObject({ city_name: 'Jeddah', delivery_service: 'standard' });
});

/** The page's code, as its deferred module links name it. */
const deferredCodeOf = (html: string) =>
  [...html.matchAll(/<link data-deferred-rel="modulepreload" href="([^"]+)"/g)].map(
    ([, href]) => new URL(href ?? '', 'http://localhost').pathname,
  );

/** The paths of the script files the page asks for, as it asks. */
function scriptRequests(page: Page) {
  const code: string[] = [];
  page.on('request', (request) => {
    if (/\/(assets|i18n)\/.+\.js$/.test(request.url())) code.push(new URL(request.url()).pathname);
  });
  return code;
}

/** The connection the browser reports (`navigator.connection`), for every page of the test. */
async function reportConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((reported) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => reported });
  }, connection);
}

test('on a fast connection, a page the shopper only reads fetches none of its code until the shopper comes', async ({
  page,
}) => {
  await rememberCity(page);
  const html = await page.request.get('/product/areca-palm').then((response) => response.text());
  expect(html).toContain('data-hydrate-on="intent"');
  const deferredCode = deferredCodeOf(html);
  expect(deferredCode.length).toBeGreaterThan(5);

  await reportConnection(page, { effectiveType: '4g', saveData: false });
  await recordIntlUse(page);
  const code = scriptRequests(page);
  await page.goto('/product/areca-palm');
  // Past the first paint, the page's load and the 2.5 s a page hydrating as it loads waits at most.
  await page.waitForTimeout(3500);
  expect(code).toEqual([]);
  // Nor does it pay the engine's one-off Intl cost for a shopper who only reads.
  expect(await intlUses(page)).toEqual([]);
  await expect(page.locator('script[data-deferred-module]')).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  expect(await isMenuHydrated(page)).toBe(false);
  // Its links work as they are.
  await expect(page.locator('header a[href="/"]').first()).toBeVisible();

  // A mouse moving over the page is the shopper coming: the code comes and the page hydrates.
  await page.mouse.move(20, 200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await isMenuHydrated(page)).toBe(true);
  expect(code).toEqual(expect.arrayContaining(deferredCode));
  // The warm-up came with the first input, while the code was on its way.
  await expect.poll(async () => (await intlUses(page)).some((use) => use.isWarmUp)).toBe(true);
});

test('on a slow connection, the code comes ahead into the cache, and runs only when the shopper comes', async ({
  page,
}) => {
  await rememberCity(page);
  await reportConnection(page, { effectiveType: '3g', saveData: false });
  await recordIntlUse(page);
  await page.goto('/product/areca-palm');
  await expect(page.locator('html')).toHaveAttribute('data-hydrate-on', 'intent');
  const deferredCode = await page
    .locator('link[data-deferred-rel]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(deferredCode.length).toBeGreaterThan(5);
  // Fetched by a worker, off the page's main thread: the page itself asks for none of it.
  await page.waitForTimeout(3500);
  await expect(page.locator('script[data-deferred-module]')).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  expect(await isMenuHydrated(page)).toBe(false);
  // The engine's Intl lists were built with it, so the first input does not wait for them either.
  expect(await intlUses(page)).toEqual([{ at: expect.any(Number), isWarmUp: true }]);

  await page.mouse.move(20, 200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await isMenuHydrated(page)).toBe(true);
  // Every file the first input needed came from the cache.
  const fromNetwork = await page.evaluate(
    (urls) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => urls.includes(entry.name) && entry.transferSize > 0)
        .map((entry) => entry.name),
    deferredCode,
  );
  expect(fromNetwork).toEqual([]);
});

test('a shopper saving data gets no code ahead even on a slow connection, and the page hydrates when they come', async ({
  page,
}) => {
  await rememberCity(page);
  await reportConnection(page, { effectiveType: '3g', saveData: true });
  const code = scriptRequests(page);
  await page.goto('/product/areca-palm');
  await expect(page.locator('html')).toHaveAttribute('data-hydrate-on', 'intent');
  await page.waitForTimeout(3500);
  expect(code).toEqual([]);
  await page.mouse.move(20, 200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(code.length).toBeGreaterThan(5);
  expect(await isMenuHydrated(page)).toBe(true);
});

/**
 * Holds the page's hydration back (its texts module, which hydration waits for, does not arrive)
 * until the returned function lets it through, once the page has asked for it.
 */
async function holdHydration(page: Page) {
  const held: Route[] = [];
  await page.route(/\/i18n\/ar\.[^/]+\.js$/, (route) => {
    held.push(route);
  });
  return async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await page.unroute(/\/i18n\//);
    for (const route of held) await route.continue();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  };
}

test('a button tapped before the page hydrated is answered once it has', async ({ page }) => {
  await rememberCity(page);
  const release = await holdHydration(page);
  await page.goto('/product/areca-palm');
  // The tap itself starts hydration; React is not listening yet.
  await page.locator('[data-slot="header-menu"]').click();
  await expect(page.locator('[data-slot="side-menu"]')).toHaveCount(0);
  await release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('[data-slot="side-menu"]')).toHaveCount(1);
});

test("a basket is interactive only once its step's code has come: a tap on a line before that is answered then", async ({
  page,
}) => {
  // The basket's step is a lazy chunk, hydrated after the root: it is held back here.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/basket-step-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await shopperWithBasket(page, 'en', [{ slug: 'snake-plant' }], { isOpened: false });
  await page.goto('/cart');
  await page.mouse.move(20, 200);
  await expect.poll(() => isMenuHydrated(page)).toBe(true);
  // The root has hydrated, the step has not: the page is not interactive yet, and the tap waits.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  const line = page.locator('[data-slot="basket-line"]');
  await line.getByRole('button', { name: /^Increase quantity of / }).click();
  await expect(line.locator('[data-slot="quantity-stepper-value"]')).toHaveText('1');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(line.locator('[data-slot="quantity-stepper-value"]')).toHaveText('2');
});

test('what the shopper typed and picked before the page hydrated is what the page then holds', async ({ page }) => {
  await rememberCity(page);
  const release = await holdHydration(page);
  await page.goto('/product/ficus-bonsai');
  const engraving = page.getByRole('textbox', { name: 'عبارة الحفر' });
  await engraving.fill('سارة و عمر، ٢٠٢٦');
  // The sold-out pot, and an add-on.
  await page.getByRole('radio', { name: /فخار/ }).check();
  const addon = page.getByRole('checkbox').first();
  await addon.check();
  await release();
  // The page's own state has them: the engraving's counter counts the text, the sold-out colour
  // is refused, the add-on stays chosen.
  await expect(page.getByText('اللون المختار غير متوفر')).toBeVisible();
  await expect(addon).toBeChecked();
  await expect(engraving).toHaveValue('سارة و عمر، ٢٠٢٦');
  await expect(engraving).toHaveAccessibleDescription(/تبقّى ٤ أحرف/);
});

test('a picture stuck on the network does not keep a page that acts by itself from hydrating', async ({ page }) => {
  // The name request opens by itself; the pictures never arrive, so the window's load event never fires.
  await rememberCity(page);
  await namelessAccount(page);
  await page.route('**/api/media/**', () => {});
  await page.goto('/product/areca-palm', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expect(page.locator('[data-account-dialog="account-name"]')).toBeVisible();
});

test('the texts come as one cacheable module per language, not inside every page', async ({ page, request }) => {
  for (const language of ['ar', 'en'] as const) {
    await rememberCity(page, language);
    const html = await (await request.get('/', { headers: { cookie: `language=${language}` } })).text();
    // The design system's "please wait" text, in any page's hydration data before.
    expect(html).not.toContain('ui.button.busy');
    const href = /<link[^>]*href="(\/i18n\/[^"]+\.js)"[^>]*data-catalogue/.exec(html)?.[1];
    expect(href).toMatch(new RegExp(`^/i18n/${language}\\.[0-9a-f]{12}\\.js$`));
    const catalogue = await request.get(href ?? '');
    expect(catalogue.headers()['content-type']).toContain('text/javascript');
    expect(catalogue.headers()['cache-control']).toContain('immutable');
    expect(await catalogue.text()).toContain(language === 'ar' ? 'يرجى الانتظار' : 'Please wait');

    await openHydrated(page, '/');
    // Hydrated with the same texts the server rendered: the menu opens in the page's language.
    await page.getByRole('button', { name: language === 'ar' ? 'القائمة' : 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  expect((await request.get('/i18n/fr.000000000000.js')).status()).toBe(404);
});

test('every page runs under a Content-Security-Policy with a fresh nonce, and hydrates without a violation', async ({
  page,
  request,
}) => {
  await rememberCity(page);
  const first = await request.get('/product/areca-palm');
  const policy = first.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("'unsafe-inline' 'nonce");
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  // Every script of the page carries this response's nonce, and the next response has another.
  const html = await first.text();
  const scripts = html.match(/<script(?![^>]*ld\+json)[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const second = await request.get('/product/areca-palm');
  expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  expect(first.headers()['permissions-policy']).toContain('payment=()');

  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await openHydrated(page, '/product/areca-palm');
  await page.getByRole('button', { name: 'القائمة' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('home hydrates the sections below the first only when they near the screen or are touched', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await rememberCity(page);
  await openHydrated(page, '/');
  const sections = page.locator('[data-hydrate-when-visible]');
  expect(await sections.count()).toBeGreaterThan(2);
  // A hydrated button carries React's props; a section still waiting is the server's HTML.
  const hydratedStates = () =>
    sections.evaluateAll((elements) =>
      elements.map((element) => {
        const button = element.querySelector('button');
        return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
      }),
    );
  await page.waitForTimeout(500);
  expect((await hydratedStates()).at(-1)).toBe(false);
  // Its links work as they are.
  await expect(sections.last().locator('a[href^="/product/"]').first()).toBeVisible();

  // A tap on a heart far below (no scrolling, as a synthetic pointer): the section hydrates
  // synchronously and the tap reaches its handler — a guest is asked to sign in.
  await sections.last().evaluate((element) => {
    const heart = element.querySelector('button');
    heart?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    heart?.click();
  });
  await expect(page.getByRole('dialog')).toBeVisible();
  // The shopper's first input hydrates the rest.
  await expect.poll(hydratedStates).toEqual((await hydratedStates()).map(() => true));
  expect(errors).toEqual([]);
});

test('a section hydrates when it is scrolled near the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await rememberCity(page);
  await openHydrated(page, '/');
  const second = page.locator('[data-hydrate-when-visible]').nth(1);
  const isHydrated = () =>
    second.evaluate((element) => {
      const button = element.querySelector('button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    });
  await page.waitForTimeout(500);
  expect(await isHydrated()).toBe(false);
  // Scrolled by script, not by a pointer or a key (those hydrate every section).
  await second.evaluate((element) => element.scrollIntoView());
  await expect.poll(isHydrated).toBe(true);
});

test('a page does not ask the server again, as it hydrates, for what came with it', async ({ page }) => {
  // A guest's basket, and the search results page (whose search box shows the search).
  await shopperWithBasket(page, 'ar', [{ slug: 'snake-plant' }]);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/media/'))
      asked.push(`${request.method()} ${pathname}`);
  });
  for (const path of ['/cart', '/cart?step=contact', '/products?search=palm']) {
    await openHydrated(page, path);
    // The page's idle-time work, when a refetch on mount would long have started.
    await page.waitForLoadState('networkidle');
    expect(asked, path).toEqual([]);
  }
  // Suggestions are still asked for once the shopper turns to the box.
  await page.getByRole('combobox').first().focus();
  await expect.poll(() => asked).toContain('POST /api/web/products/titles');
});

test('a reloaded page comes back to where the shopper had scrolled, before its scripts run', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await rememberCity(page);
  // As React Router has it once hydrated: the browser leaves the scroll position to the page.
  await page.addInitScript(() => {
    history.scrollRestoration = 'manual';
  });
  const restoration = page.locator('script[data-scroll-restoration]');
  // A new visit has no position to restore: React Router's script waits for the hydration.
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(restoration).toHaveCount(1);
  await expectHydrated(page);
  await expect(restoration).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.reload();
  // Reloaded, it runs once the page is parsed and puts the page back; the page itself still waits
  // for the shopper to hydrate.
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});
