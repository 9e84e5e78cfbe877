#!/usr/bin/env node
/**
 * `pnpm bench:web`: Lighthouse 12 (mobile profile, simulated throttling) on the home and a product
 * page in Arabic and English, median of 5 runs each with their range, next to the same page with
 * its scripts off (this machine's floor), against the production build served by
 * `server/main.ts`; then a bundle report (initial JS and each route chunk, gzipped). Prints
 * figures; asserts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import {
  basketPages,
  benchPages,
  cartSessionCookie,
  cityCookie,
  orderSession,
  storefrontRoot as root,
  startServer,
  stopServer,
} from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** The CPU slowdown of Lighthouse's mobile profile, which every run here uses. */
const SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier;
/** The benchmark index at or below which Lighthouse calls the host's CPU slow; not exported (core/gather/driver/environment.js: "at least ~2x weaker than our regular target device"). */
const SLOW_HOST_INDEX = 1000;
const targets = { performance: 95, lcpMs: 1500, cls: 0.05, tbtMs: 150, initialKiB: 150, routeKiB: 40 };

const verbose = process.env.BENCH_VERBOSE === '1';
// BENCH_ONLY=home-ar (or product-en,search-ar, …) measures only those pages, for quick experiments.
const only = process.env.BENCH_ONLY?.split(',');
// BENCH_BUNDLE_ONLY=1 prints the bundle report without running Lighthouse.
const isBundleOnly = process.env.BENCH_BUNDLE_ONLY === '1';

const fileName = (url) => new URL(url).pathname.split('/').pop() || '/';

/**
 * What Lantern charges to the LCP: every request that finished before the LCP observed in the
 * unthrottled trace (fonts that win the race against the first paint cost ~0.5 s). Then each
 * request's observed start and end in ms, its priority initial and its transfer size with headers,
 * for BENCH_VERBOSE=1 (a response over ~14.3 KiB needs a second round trip on a new connection).
 */
function describeRequestsBeforeLcp(lhr) {
  const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const beforeLcp = requests.filter((request) => request.networkEndTime <= observed.observedLargestContentfulPaint);
  const kib = beforeLcp.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  const timeline = requests.map(
    (request) =>
      `${fileName(request.url).slice(0, 24)}@${Math.round(request.networkRequestTime)}-${Math.round(request.networkEndTime)}${request.priority?.[0] ?? ''}:${((request.transferSize ?? 0) / 1024).toFixed(1)}k`,
  );
  return [
    `observed FCP ${Math.round(observed.observedFirstContentfulPaint)}, LCP ${Math.round(observed.observedLargestContentfulPaint)}, load ${Math.round(observed.observedLoad)} ms; before LCP ${beforeLcp.length} requests, ${kib.toFixed(0)} KiB: ${beforeLcp.map((request) => fileName(request.url)).join(' ')}`,
    timeline.join(' '),
  ].join('\n    ');
}

/** The main-thread tasks Lighthouse counts as long (simulated durations) and what ran in them. */
function describeLongTasks(lhr) {
  const tasks = lhr.audits['long-tasks'].details?.items ?? [];
  return tasks
    .map(
      (task) =>
        `${(URL.canParse(task.url) ? fileName(task.url) : task.url).slice(0, 24)}@${Math.round(task.startTime)}+${Math.round(task.duration)}`,
    )
    .join(' ');
}

/** The elements that moved (Lighthouse's layout-shifts audit) and by how much. */
function describeLayoutShifts(lhr) {
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return shifts.map((shift) => `${shift.node?.selector ?? '?'} ${shift.score.toFixed(3)}`).join('; ') || 'none';
}

/** One run's LCP element and the time spent in each LCP phase, for BENCH_VERBOSE=1. */
function describeLcp(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element'].details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const phaseText = (phases?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)}`).join(', ');
  return `LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms on ${node?.selector ?? '?'} (${phaseText})`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const gzipKiB = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Lighthouse sometimes loses a run's trace (NO_NAVSTART); such a run is tried again, this many times at most. */
const MAX_RETRIES_PER_PAGE = 3;

/**
 * Puts exactly `cookie` ("a=1; b=2") in the browser's cookie jar. Lighthouse keeps the jar between
 * runs, and a cookie there (the guest session the server set in the previous run) replaced a
 * `Cookie` given as an extra header: every run after the first measured an Arabic page with
 * another guest's empty basket.
 */
async function putCookiesInJar(cookie) {
  const jar = cdpBrowser.contexts()[0];
  await jar.clearCookies();
  await jar.addCookies(
    cookie.split('; ').map((pair) => {
      const separator = pair.indexOf('=');
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: origin };
    }),
  );
}

async function measure(chrome, url, cookie, runCount = runs, settings = {}) {
  const results = [];
  let retries = 0;
  for (let run = 0; run < runCount; run++) {
    await putCookiesInJar(cookie);
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...settings,
    });
    if (lhr.runtimeError) {
      console.log(`  run ${run + 1}: Lighthouse error ${lhr.runtimeError.code}`);
      if (retries++ < MAX_RETRIES_PER_PAGE) run--;
      continue;
    }
    results.push({
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      // Lighthouse's own reading of this host's CPU, taken in each run (its "slow host" warning at SLOW_HOST_INDEX or below).
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
    if (verbose) {
      console.log(`  run ${run + 1}: TBT ${Math.round(results.at(-1).tbtMs)} ms; ${describeLcp(lhr)}`);
      console.log(`    ${describeRequestsBeforeLcp(lhr)}`);
      console.log(`    long tasks: ${describeLongTasks(lhr)}`);
      console.log(`    layout shifts: ${describeLayoutShifts(lhr)}`);
    }
  }
  if (results.length < runCount) console.log(`  only ${results.length} of ${runCount} runs finished`);
  if (results.length === 0) return undefined;
  const medians = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
  const tbts = results.map((r) => r.tbtMs);
  const scores = results.map((r) => r.performance);
  return {
    ...medians,
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    perfRange: [Math.min(...scores), Math.max(...scores)],
  };
}

/** The scripts a page loads up front: its module preloads and entry, as the server's HTML lists them. */
async function scriptsOf(pagePath, cookie) {
  const html = await (await fetch(`${origin}${pagePath}`, { headers: { cookie } })).text();
  return new Set([...html.matchAll(/(?:href|src)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]));
}

/**
 * Initial JS of the home page; what the product page adds to it (its route chunk and the
 * libraries only it uses, such as react-hook-form); every route chunk; and the chunks loaded on
 * demand (overlays, the form rules), which no page fetches up front.
 */
async function bundleReport(cookie) {
  const assets = path.join(root, 'build/client/assets');
  const sizeOf = (name) => gzipKiB(path.join(assets, name));
  const home = await scriptsOf('/', cookie);
  // The page's texts: a JSON string in a module, fetched with the hydration scripts.
  const homeHtml = await (await fetch(`${origin}/`, { headers: { cookie } })).text();
  const catalogueHref = /href="(\/i18n\/[^"]+\.js)"/.exec(homeHtml)?.[1];
  const catalogueKiB = catalogueHref
    ? gzipSync(Buffer.from(await (await fetch(`${origin}${catalogueHref}`)).arrayBuffer()), { level: 9 }).length / 1024
    : 0;
  const product = await scriptsOf('/product/areca-palm', cookie);
  const productAdds = [...product].filter((name) => !home.has(name)).map((name) => ({ name, kib: sizeOf(name) }));
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  // A route module's chunk carries its file's name (routes/order-result.tsx → order-result-<hash>.js).
  const routeNames = readdirSync(path.join(root, 'app/routes'))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.messages.') && !name.includes('.test.'))
    .map((name) => name.replace(/\.tsx?$/, ''));
  const isRouteChunk = (name) => routeNames.some((route) => new RegExp(`^${route}-[\\w-]{8}\\.js$`).test(name));
  return {
    initialKiB: [...home].reduce((sum, name) => sum + sizeOf(name), 0),
    initialFiles: home.size,
    catalogue: { href: catalogueHref, kib: catalogueKiB },
    productAdds,
    routeChunks: files.filter(isRouteChunk).map((name) => ({ name, kib: sizeOf(name) })),
    onDemand: files
      .filter((name) => !home.has(name) && !product.has(name) && !isRouteChunk(name) && sizeOf(name) > 1)
      .map((name) => ({ name, kib: sizeOf(name) })),
  };
}

const fmt = (value, digits = 0) => value.toFixed(digits);

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
const server = await startServer(origin, port);
const chrome = isBundleOnly
  ? { kill: async () => undefined }
  : await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
// The same browser through Playwright, for its cookie jar (the default context every Lighthouse tab shares).
const cdpBrowser = isBundleOnly ? undefined : await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
// The same pages with their script files blocked (only the small inline loader runs): this
// machine's floor, so a reader can tell the page's cost from the host's. (Chromium's own
// script switch would also stop Lighthouse's probes.)
const FLOOR_SETTINGS = { blockedUrlPatterns: ['*.js'] };
const FLOOR_RUNS = Math.min(runs, 3);
try {
  const city = await cityCookie(origin);
  // `/cart` and checkout are measured with a guest's basket of three lines; the other pages as a new visitor.
  const session = await cartSessionCookie(origin);
  // `/my-orders` and an order page as a signed-in shopper with one paid gift.
  const orders = await orderSession(origin);
  const pages = [...benchPages, ['my-orders', '/my-orders'], ['order', orders.orderPath]];
  const sessionOf = {
    ...Object.fromEntries([...basketPages].map((label) => [label, session])),
    'my-orders': orders.cookie,
    order: orders.cookie,
  };
  const cookieOf = (label, language) =>
    `${city}; language=${language}${sessionOf[label] ? `; ${sessionOf[label]}` : ''}`;
  // Warm the server (catalogue preload, response caches) so the runs measure the page, not the start.
  if (!isBundleOnly) await new Promise((resolve) => setTimeout(resolve, 5000));
  for (const [label, pagePath] of pages) {
    for (const language of ['ar', 'en']) {
      for (let i = 0; i < 3; i++)
        await fetch(`${origin}${pagePath}`, { headers: { cookie: cookieOf(label, language) } });
    }
  }
  console.log(
    `Lighthouse ${runs} runs per page (mobile profile), median; targets: performance ≥ ${targets.performance}, LCP ≤ ${targets.lcpMs} ms, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms\n`,
  );
  console.log(
    'page                      perf (range)   LCP ms   FCP ms   CLS     TBT ms (range)    | scripts blocked: perf  TBT ms  FCP ms | host index',
  );
  for (const [label, pagePath] of isBundleOnly ? [] : pages) {
    for (const language of ['ar', 'en']) {
      if (only && !only.includes(`${label}-${language}`)) continue;
      const url = `${origin}${pagePath}`;
      const m = await measure(chrome, url, cookieOf(label, language));
      const floor = m && (await measure(chrome, url, cookieOf(label, language), FLOOR_RUNS, FLOOR_SETTINGS));
      if (!m || !floor) {
        // A page Lighthouse could not load is reported with the server's answer, and the bench goes on.
        const response = await fetch(url, { headers: { cookie: cookieOf(label, language) }, redirect: 'manual' });
        console.log(`${`${label} (${language})`.padEnd(24)}  not measured: the page answered ${response.status}`);
        continue;
      }
      const perfRange = `(${m.perfRange[0]}–${m.perfRange[1]})`;
      const tbtRange = `(${fmt(m.tbtRange[0])}–${fmt(m.tbtRange[1])})`;
      console.log(
        `${`${label} (${language})`.padEnd(24)}  ${fmt(m.performance).padStart(4)} ${perfRange.padStart(9)}  ${fmt(m.lcpMs).padStart(7)}  ${fmt(m.fcpMs).padStart(7)}  ${fmt(m.cls, 3).padStart(6)}  ${fmt(m.tbtMs).padStart(7)} ${tbtRange.padStart(11)}  |  ${fmt(floor.performance).padStart(20)}  ${fmt(floor.tbtMs).padStart(6)}  ${fmt(floor.fcpMs).padStart(6)} | ${fmt(m.benchmarkIndex).padStart(10)}`,
      );
    }
  }
  console.log(
    '\nA page whose figures with its scripts blocked are far from 100 / 0 ms ran on a slow or busy host: compare the page with its floor, not with another machine (pnpm bench:main-thread prints the CPU ratio).',
  );
  console.log(
    `Host index: Lighthouse's benchmark index of this machine's CPU (median of the page's runs). Lighthouse multiplies the page's main-thread time by ${SLOWDOWN} to stand for a phone, a factor set for hosts about twice as fast as ${SLOW_HOST_INDEX}; at ${SLOW_HOST_INDEX} or less it warns that the host is slower than it expects and that the score suffers.`,
  );
  const bundle = await bundleReport(city);
  console.log(
    `\ninitial JS (home): ${fmt(bundle.initialKiB, 1)} KiB gzip in ${bundle.initialFiles} files (target ≤ ${targets.initialKiB} KiB)`,
  );
  console.log(
    `texts ${bundle.catalogue.href}: ${fmt(bundle.catalogue.kib, 1)} KiB gzip (JSON in a module, loaded with hydration, cached for a year)`,
  );
  const productKiB = bundle.productAdds.reduce((sum, chunk) => sum + chunk.kib, 0);
  console.log(
    `product page adds ${fmt(productKiB, 1)} KiB gzip (target ≤ ${targets.routeKiB} KiB): ${bundle.productAdds.map((chunk) => `${chunk.name} ${fmt(chunk.kib, 1)}`).join(', ')}`,
  );
  for (const chunk of bundle.routeChunks) {
    console.log(
      `route chunk ${chunk.name.padEnd(36)} ${fmt(chunk.kib, 1).padStart(6)} KiB gzip (target ≤ ${targets.routeKiB} KiB)`,
    );
  }
  for (const chunk of bundle.onDemand) {
    console.log(`on demand   ${chunk.name.padEnd(36)} ${fmt(chunk.kib, 1).padStart(6)} KiB gzip`);
  }
} finally {
  await cdpBrowser?.close();
  await chrome.kill();
  stopServer(server);
}
