#!/usr/bin/env node
/**
 * `pnpm bench:main-thread`: what keeps the main thread busy while a page loads and hydrates.
 * Loads home and a product page in both languages, and home on a first visit (no city yet: the
 * city picker opens), in Chromium at a phone's CPU speed (4× slower,
 * as Lighthouse's mobile profile), records a trace with V8's sampling profiler, and prints every
 * task of 50 ms or more after the first paint: when it started, how long it took on the clock and
 * on the CPU (a big gap means the machine was busy elsewhere, not the page), and the functions
 * that took most of its time. Then the blocking time per run (the part of each such task after
 * the first paint beyond 50 ms, as Lighthouse's TBT counts it, but observed rather than simulated)
 * and its median. Then the main thread's CPU time after the first paint, next to the same page
 * loaded with scripts disabled (its floor on this machine, loaded in turn with the runs that have
 * scripts, so that the host's changing load weighs on both alike), their ratio with its 90%
 * interval (bootstrap over the runs), the spread over runs, and the verdict: within the budget or
 * over it only when the whole interval is, otherwise too noisy to count. A reader can tell a
 * regression from a slow host. The same comparison again for the CPU time after both the first
 * paint and the end of the HTML's parse, from the same traces: whether Chromium paints once before
 * the parser is done is its own choice from load to load (an inline script is a point where it
 * may), and what it parses after such a paint counts against the page with scripts only; from the
 * parse's end on, both loads hold the same document, and what differs is what the scripts add. A page
 * that hydrates on intent (app/lib/hydration-mode.ts) does not hydrate in the traced window; after
 * it, the mouse moves over the page and the time until it is interactive, at the same CPU speed,
 * is printed as `first input → interactive`: what the shopper's first input pays instead, the
 * page's code coming then over 4G (DevTools' Fast 4G; on a connection the browser reports as slower
 * the page fetches its code ahead; BENCH_INTENT_NETWORK=loopback leaves the network alone, to see
 * the CPU's part).
 * Prints figures; asserts nothing.
 *
 * BENCH_ONLY=product-en (or first-visit-ar,cart-en, …) measures those pages; BENCH_RUNS (default 7:
 * a floor of 10–20 ms varies by as much between loads, and three runs cannot say which side of 2×
 * a page is on); BENCH_CPU (default 4); BENCH_PAINT_AFTER_PARSE=1 holds the first paint of the page and
 * of its floor alike until the whole HTML is parsed (a `<link rel="expect" blocking="render">` the
 * bench adds to the HTML; not what shoppers get). Whether Chromium paints once before the parse
 * ends or only after it changes a floor from ~20 to ~250 ms from one load to the next; with this the
 * floor stays within a few ms, and what the page's scripts add after the paint shows. The
 * production build's function names are minified: build with
 * `pnpm exec react-router build --minify false` first to read them.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { basketPages, benchPages, cartSessionCookie, cityCookie, startServer, stopServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4181);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4);
const isPaintAfterParse = process.env.BENCH_PAINT_AFTER_PARSE === '1';
/** Render-blocks until an element that never comes, that is until the parser has read the whole HTML. */
const PAINT_AFTER_PARSE = '<link rel="expect" href="#bench-paint-after-parse" blocking="render">';
// BENCH_ONLY=cart-ar,checkout-en measures only those pages, as `pnpm bench:web` does.
const only = process.env.BENCH_ONLY?.split(',');
const LONG_TASK_MS = 50;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'loading',
  'blink.user_timing',
].join(',');
/**
 * Hydration starts after `load` and the first paint (2.5 s after parsing at the latest), then runs
 * its effects; on a page that hydrates on intent, nothing of it runs in this window.
 */
const SETTLE_MS = 5000;
/**
 * DevTools' "Fast 4G" (165 ms a request, 9 Mbit/s down, 1.5 up, less 10 %): on a connection the
 * browser reports as 4G a page that hydrates on intent fetches its code only at the first input.
 */
const FOUR_G = { latency: 60 * 2.75, downloadThroughput: (9e6 / 8) * 0.9, uploadThroughput: (1.5e6 / 8) * 0.9 };
const intentNetwork = process.env.BENCH_INTENT_NETWORK === 'loopback' ? undefined : FOUR_G;
const intentNetworkLabel = intentNetwork ? 'a 4G link' : 'loopback';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One throttled load of `url` with a trace; resolves with the trace's events. Without scripts
 * (`withScripts` false) it measures the page's floor on this machine: the same HTML, CSS, fonts
 * and images, no hydration.
 */
async function traceLoad(browser, url, cookies, withScripts = true) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    javaScriptEnabled: withScripts,
  });
  await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: origin })));
  const page = await context.newPage();
  await waitForNewWindowToSettle();
  if (isPaintAfterParse) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</title>', `</title>${PAINT_AFTER_PARSE}`);
      await route.fulfill({ response, body: html });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, options: 'sampling-frequency=10000' });
  await page.goto(url);
  // A fixed wait, not a selector: Playwright's polling would run its own scripts on the thread
  // being measured.
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await complete;
  let isHydrated = !withScripts || (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true'));
  // A page that hydrates on intent (app/lib/hydration-mode.ts) waits for the shopper; what that
  // costs is the time from the shopper's first movement to a page that answers, still at the
  // throttled CPU.
  let intentToHydratedMs;
  const isOnIntent = await page.evaluate(() => document.documentElement.dataset.hydrateOn === 'intent');
  if (withScripts && !isHydrated && isOnIntent) {
    // The code comes at that first input, over the shopper's network (4G, unless
    // BENCH_INTENT_NETWORK=loopback).
    if (intentNetwork) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...intentNetwork });
    }
    const startedAt = performance.now();
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      polling: 20,
      timeout: 30_000,
    });
    intentToHydratedMs = performance.now() - startedAt;
    isHydrated = true;
  }
  await context.close();
  if (!isHydrated) throw new Error(`${url} did not hydrate within ${SETTLE_MS} ms`);
  return { events, intentToHydratedMs };
}

/** The page's main thread, its navigation start and first paint, and V8's samples on it. */
function readTrace(events, url) {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) throw new Error(`no ParseHTML for ${url} in the trace`);
  const onMainThread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
  const navigationStart =
    events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url)?.ts ??
    parse.ts;
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid)?.ts;
  // The parser's last slice of the document: where its HTML is all in place.
  const parseEnd = Math.max(
    ...onMainThread
      .filter((event) => event.name === 'ParseHTML' && event.ph === 'X' && event.args?.beginData?.url === url)
      .map((event) => event.ts + (event.dur ?? 0)),
  );

  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== parse.pid) continue;
    if (event.name === 'Profile') time = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((nodeId, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ nodeId, ts: time });
    });
  }
  return { onMainThread, navigationStart, firstPaint: firstPaint ?? navigationStart, parseEnd, nodes, samples };
}

/** The functions that took most of a task's samples (self time), with their file. */
function topFunctions({ nodes, samples }, task, count = 4) {
  const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
  const selfSamples = new Map();
  for (const sample of inTask) {
    const frame = nodes.get(sample.nodeId)?.callFrame;
    if (!frame || ['(program)', '(idle)', '(root)'].includes(frame.functionName)) continue;
    const file = frame.url ? frame.url.split('/').pop() : '';
    const key = `${frame.functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
    selfSamples.set(key, (selfSamples.get(key) ?? 0) + 1);
  }
  const total = inTask.length || 1;
  return [...selfSamples]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`)
    .join(', ');
}

/**
 * What the browser did in a task, by trace event (self time): style (UpdateLayoutTree), Layout,
 * Paint, ParseHTML, script (FunctionCall, EvaluateScript, v8.compile)… Tells a task with no
 * script on the stack apart: the page's styles and layout, or the browser's own work.
 */
function topEvents(onMainThread, task, count = 4) {
  const inside = onMainThread
    .filter((event) => event.ph === 'X' && event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const open = [];
  for (const event of inside) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    open.push(event);
  }
  return [...self]
    .filter(([, us]) => us > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
    .join(', ');
}

/**
 * BENCH_VERBOSE=1: the page's own functions (not the framework's) that were on the stack for most
 * of a task's samples (inclusive time): which components and hooks a long task was spent in.
 */
function topOwnFunctions({ nodes, samples }, task, count = 6, isFrameworkIncluded = false) {
  const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
  const inclusive = new Map();
  for (const sample of inTask) {
    const seen = new Set();
    for (let node = nodes.get(sample.nodeId); node; node = nodes.get(node.parent)) {
      const { functionName, url } = node.callFrame;
      const file = url ? url.split('/').pop() : '';
      if (!functionName || !file || (!isFrameworkIncluded && file.startsWith('framework-'))) continue;
      const key = `${functionName} ${file}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  const total = inTask.length || 1;
  return [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`)
    .join(', ');
}

const isVerbose = process.env.BENCH_VERBOSE === '1';

/**
 * One load's figures. Now and then Chromium's trace holds no ParseHTML for the document (seen once
 * in some forty loads); that load is measured again rather than ending the whole bench.
 */
async function measureLoad(browser, url, cookies, withScripts = true, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const { events, intentToHydratedMs } = await traceLoad(browser, url, cookies, withScripts);
    try {
      return { ...describeRun(events, url), intentToHydratedMs };
    } catch (error) {
      if (attempt === attempts) throw error;
      console.log(`  (${error.message}; measuring that load again)`);
    }
  }
}

function describeRun(events, url) {
  const trace = readTrace(events, url);
  const longTasks = trace.onMainThread.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.dur >= LONG_TASK_MS * 1000 &&
      event.ts + event.dur > trace.firstPaint,
  );
  const lines = longTasks.map((task) => {
    const start = Math.round((task.ts - trace.navigationStart) / 1000);
    const wall = Math.round(task.dur / 1000);
    const cpu = Math.round((task.tdur ?? task.dur) / 1000);
    const line = `    at ${String(start).padStart(5)} ms: ${String(wall).padStart(4)} ms (CPU ${String(cpu).padStart(3)}) ${topFunctions(trace, task)} [${topEvents(trace.onMainThread, task)}]`;
    return isVerbose ? `${line}\n      within: ${topOwnFunctions(trace, task)}` : line;
  });
  // As Lighthouse's TBT: a task that began before the first paint counts from the paint on.
  const blockingMs = longTasks.reduce((sum, task) => {
    const afterPaintMs = (task.ts + task.dur - Math.max(task.ts, trace.firstPaint)) / 1000;
    return sum + Math.max(0, afterPaintMs - LONG_TASK_MS);
  }, 0);
  const firstPaintMs = Math.round((trace.firstPaint - trace.navigationStart) / 1000);
  const parseEndMs = Math.round((trace.parseEnd - trace.navigationStart) / 1000);
  if (isVerbose) {
    const afterPaint = { ts: trace.firstPaint, dur: Number.MAX_SAFE_INTEGER };
    lines.push(`    after the first paint, inclusive: ${topOwnFunctions(trace, afterPaint, 40, true)}`);
    lines.push(`    after the first paint, by trace event (self ms): ${topEvents(trace.onMainThread, afterPaint, 16)}`);
  }
  return {
    blockingMs,
    firstPaintMs,
    parseEndMs,
    lines,
    cpuAfterPaintMs: threadTimeAfter(trace, trace.firstPaint),
    cpuAfterPaintAndParseMs: threadTimeAfter(trace, Math.max(trace.firstPaint, trace.parseEnd)),
  };
}

/**
 * The main thread's CPU time after `since` (a trace timestamp): thread time, not the clock (a busy
 * host stretches the clock, not the CPU a page needs). A task that straddles it counts in
 * proportion.
 */
function threadTimeAfter(trace, since) {
  let cpuUs = 0;
  for (const task of trace.onMainThread) {
    if (task.ph !== 'X' || task.name !== 'RunTask' || task.ts + task.dur <= since) continue;
    const share = (task.ts + task.dur - Math.max(task.ts, since)) / (task.dur || 1);
    cpuUs += (task.tdur ?? task.dur) * share;
  }
  return cpuUs / 1000;
}

/**
 * How idle the machine's cores are over `sampleMs` while nothing of the bench runs (/proc/stat):
 * other work on the host slows every figure, so a busy host makes a run too noisy to count.
 * Undefined where /proc/stat does not exist.
 */
async function hostIdleShare(sampleMs = 1000) {
  const read = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
  };
  try {
    const before = read();
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    const after = read();
    return (after.idle - before.idle) / Math.max(1, after.total - before.total);
  } catch {
    return undefined;
  }
}

/** Spread over runs: (max − min) / median, as a fraction. */
const spreadOf = (values) => (Math.max(...values) - Math.min(...values)) / (median(values) || 1);
/** With the host's cores less idle than this before a page, its figures are noise. */
const QUIET_HOST_IDLE_SHARE = 0.85;
/**
 * How long a page waits for the host to settle before its runs. The bench's own server is busy
 * for a few seconds after it starts and after the warm-up request (seen: the first page of a batch
 * found the cores 81% idle on an otherwise quiet machine); a host busy with other work stays busy,
 * and its figures are still marked too noisy.
 */
const QUIET_HOST_WAIT_SECONDS = 15;

/**
 * Every new context opens a window, and Chromium's browser UI in it (the omnibox popup, a WebUI
 * renderer of its own, `chrome://omnibox-popup.top-chrome/`) spends ~1.4–1.7 s of CPU in the few
 * seconds after: on two cores, as much as the page's own load, and it landed in the middle of the
 * trace (seen 2026-12-02 with Debian's Chromium 156.0.8078.114). Disabling it by
 * `--disable-features` would replace Playwright's own list of disabled features (Chromium keeps
 * the last such switch), so each load waits instead until the host has been quiet for
 * NEW_WINDOW_QUIET_SAMPLES samples in a row, NEW_WINDOW_WAIT_MS at most.
 */
const NEW_WINDOW_SAMPLE_MS = 250;
const NEW_WINDOW_QUIET_SAMPLES = 2;
const NEW_WINDOW_WAIT_MS = 8000;

async function waitForNewWindowToSettle() {
  const deadline = performance.now() + NEW_WINDOW_WAIT_MS;
  let quietSamples = 0;
  while (quietSamples < NEW_WINDOW_QUIET_SAMPLES && performance.now() < deadline) {
    const idleShare = await hostIdleShare(NEW_WINDOW_SAMPLE_MS);
    if (idleShare === undefined) return;
    quietSamples = idleShare >= QUIET_HOST_IDLE_SHARE ? quietSamples + 1 : 0;
  }
}

/** The host's idle share once it has settled, or after QUIET_HOST_WAIT_SECONDS if it does not. */
async function idleShareOnceSettled() {
  let idleShare;
  for (let second = 0; second < QUIET_HOST_WAIT_SECONDS; second++) {
    idleShare = await hostIdleShare();
    if (idleShare === undefined || idleShare >= QUIET_HOST_IDLE_SHARE) break;
  }
  return idleShare;
}

/** A small seeded generator (mulberry32), so that the same runs always give the same interval. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The 90% interval of the ratio of medians (page with scripts / floor), by bootstrap: both sets of
 * runs are drawn again with replacement, many times. Floors of a few milliseconds are held at 1 ms.
 */
function ratioInterval(cpu, floorCpu, draws = 4000) {
  const random = seededRandom(17);
  const redraw = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const ratios = Array.from({ length: draws }, () => median(redraw(cpu)) / Math.max(1, median(redraw(floorCpu))));
  ratios.sort((a, b) => a - b);
  return { low: ratios[Math.floor(draws * 0.05)], high: ratios[Math.ceil(draws * 0.95) - 1] };
}
/** Issue 17's budget: main-thread CPU after the first paint within 2× of the no-script floor. */
const FLOOR_RATIO_BUDGET = 2;
const percent = (fraction) => `${Math.round(fraction * 100)}%`;

/**
 * One CPU figure of a page's runs (`key`) against the same figure of its floor runs: the medians,
 * spreads, their ratio with its 90% interval, and the verdict (within or over the budget only when
 * the whole interval is, and only on a quiet host; otherwise too noisy to count).
 */
function compareWithFloor(withScripts, floor, key, idleShare) {
  const cpu = withScripts.map((figures) => figures[key]);
  const floorCpu = floor.map((figures) => figures[key]);
  const interval = ratioInterval(cpu, floorCpu);
  const isDecided = interval.high <= FLOOR_RATIO_BUDGET || interval.low > FLOOR_RATIO_BUDGET;
  const noise = [
    !isDecided && `the ratio's 90% interval, ${interval.low.toFixed(2)}–${interval.high.toFixed(2)}×, spans the budget`,
    idleShare !== undefined &&
      idleShare < QUIET_HOST_IDLE_SHARE &&
      `the host's cores were ${percent(idleShare)} idle before the runs: other work was running`,
  ].filter(Boolean);
  const verdict = noise.length
    ? `too noisy to count (${noise.join('; ')}): run again with more runs or on a quiet host`
    : interval.high <= FLOOR_RATIO_BUDGET
      ? 'within budget'
      : 'OVER budget';
  return {
    cpu: median(cpu),
    floor: median(floorCpu),
    cpuSpread: spreadOf(cpu),
    floorSpread: spreadOf(floorCpu),
    ratio: median(cpu) / Math.max(1, median(floorCpu)),
    interval,
    verdict,
  };
}

const describeComparison = ({ ratio, interval, verdict }) =>
  `${ratio.toFixed(2)}× (90% interval ${interval.low.toFixed(2)}–${interval.high.toFixed(2)}×; budget ≤ ${FLOOR_RATIO_BUDGET}×): ${verdict}`;

const server = await startServer(origin, port);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const [cityName, cityValue] = (await cityCookie(origin)).split(/=(.*)/s);
  console.log(
    `Main thread at ${cpuSlowdown}× slower CPU, ${runs} runs per page: tasks of ${LONG_TASK_MS} ms or more after the first paint${isPaintAfterParse ? ' (BENCH_PAINT_AFTER_PARSE: the first paint waits for the whole HTML, on the page and its floor alike)' : ''}\n`,
  );
  // The cart and checkout pages with a guest's basket of three lines.
  const [sessionName, sessionValue] = (await cartSessionCookie(origin)).split(/=(.*)/s);
  const summary = [];
  for (const [label, pagePath] of [...benchPages, ['first-visit', '/']]) {
    const isFirstVisit = label === 'first-visit';
    for (const language of ['ar', 'en']) {
      if (only && !only.includes(`${label}-${language}`)) continue;
      const url = `${origin}${pagePath}`;
      // Warm the server's caches so the runs measure the page.
      await fetch(url, {
        headers: {
          cookie: `${cityName}=${cityValue}; language=${language}${basketPages.has(label) ? `; ${sessionName}=${sessionValue}` : ''}`,
        },
      });
      console.log(`${label} (${language})`);
      const idleShare = await idleShareOnceSettled();
      const cookies = [
        ...(isFirstVisit ? [] : [[cityName, cityValue]]),
        ['language', language],
        ...(basketPages.has(label) ? [[sessionName, decodeURIComponent(sessionValue)]] : []),
      ];
      const withScripts = [];
      const floor = [];
      for (let run = 1; run <= runs; run++) {
        const figures = await measureLoad(browser, url, cookies);
        withScripts.push(figures);
        floor.push(await measureLoad(browser, url, cookies, false));
        const onIntent =
          figures.intentToHydratedMs === undefined
            ? ''
            : `; hydrates on intent: first input → interactive ${Math.round(figures.intentToHydratedMs)} ms`;
        console.log(
          `  run ${run}: first paint at ${figures.firstPaintMs} ms, parse's end at ${figures.parseEndMs} ms (the floor run after it: ${floor.at(-1).firstPaintMs} and ${floor.at(-1).parseEndMs} ms); blocking ${Math.round(figures.blockingMs)} ms; CPU after paint ${Math.round(figures.cpuAfterPaintMs)} ms (the floor run after it: ${Math.round(floor.at(-1).cpuAfterPaintMs)} ms), after paint and parse ${Math.round(figures.cpuAfterPaintAndParseMs)} ms (floor ${Math.round(floor.at(-1).cpuAfterPaintAndParseMs)} ms)${onIntent}`,
        );
        for (const line of figures.lines) console.log(line);
        // BENCH_VERBOSE: what the floor spent after its paint too, to set beside the page's.
        if (isVerbose) for (const line of floor.at(-1).lines) console.log(`  floor: ${line.trim()}`);
      }
      const afterPaint = compareWithFloor(withScripts, floor, 'cpuAfterPaintMs', idleShare);
      const afterParse = compareWithFloor(withScripts, floor, 'cpuAfterPaintAndParseMs', idleShare);
      console.log(`  median blocking time: ${Math.round(median(withScripts.map((figures) => figures.blockingMs)))} ms`);
      console.log(
        `  CPU after paint: ${Math.round(afterPaint.cpu)} ms (spread ${percent(afterPaint.cpuSpread)}); without scripts (this machine's floor): ${Math.round(afterPaint.floor)} ms (spread ${percent(afterPaint.floorSpread)})`,
      );
      console.log(`  ratio to the floor: ${describeComparison(afterPaint)}`);
      // Whether Chromium paints before its parser is done decides most of a load's CPU after the
      // paint: the rest of the parse, its style and layout then count after it.
      const paintedEarly = (loads) => loads.filter((figures) => figures.firstPaintMs < figures.parseEndMs).length;
      console.log(
        `  painted before the parse's end: ${paintedEarly(withScripts)} of ${runs} loads; the floor ${paintedEarly(floor)} of ${runs}`,
      );
      console.log(
        `  CPU after both the paint and the end of the parse: ${Math.round(afterParse.cpu)} ms; floor ${Math.round(afterParse.floor)} ms; ratio ${describeComparison(afterParse)}\n`,
      );
      const intentWaits = withScripts.map((figures) => figures.intentToHydratedMs).filter((ms) => ms !== undefined);
      const intentToHydrated = intentWaits.length ? median(intentWaits) : undefined;
      if (intentToHydrated !== undefined) {
        console.log(
          `  first input → interactive (median, at ${cpuSlowdown}× CPU, code over ${intentNetworkLabel}): ${Math.round(intentToHydrated)} ms`,
        );
      }
      summary.push({
        page: `${label} (${language})`,
        afterPaint,
        afterParse,
        intentToHydrated,
      });
    }
  }
  console.log(
    '\npage                  CPU after paint   floor (no scripts)   ratio  90% interval  verdict              | after paint and parse: CPU  floor   ratio  90% interval  verdict              | first input → interactive',
  );
  const columns = ({ cpu, floor, ratio, interval, verdict }, cpuWidth, floorWidth) =>
    [
      `${Math.round(cpu)} ms`.padStart(cpuWidth),
      `${Math.round(floor)} ms`.padStart(floorWidth),
      `${ratio.toFixed(2)}×`.padStart(6),
      `${interval.low.toFixed(2)}–${interval.high.toFixed(2)}×`.padStart(12),
      verdict.split(' (')[0].padEnd(19),
    ].join('  ');
  for (const row of summary) {
    const intent = row.intentToHydrated === undefined ? '(hydrates on load)' : `${Math.round(row.intentToHydrated)} ms`;
    console.log(
      `${row.page.padEnd(20)}  ${columns(row.afterPaint, 15, 19)}  | ${columns(row.afterParse, 26, 6)}  | ${intent.padStart(25)}`,
    );
  }
} finally {
  await browser.close();
  stopServer(server);
}
