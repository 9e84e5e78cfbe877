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
 * and its median. Prints figures; asserts nothing.
 *
 * BENCH_ONLY=product-en (or first-visit-ar, …) measures one page; BENCH_RUNS (default 3); BENCH_CPU (default 4). The
 * production build's function names are minified: build with
 * `pnpm exec react-router build --minify false` first to read them.
 */
import { chromium } from '@playwright/test';
import { benchPages, cityCookie, startServer, stopServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4181);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4);
const only = process.env.BENCH_ONLY;
const LONG_TASK_MS = 50;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'loading',
  'blink.user_timing',
].join(',');
/** Hydration starts after `load` and the first paint (2.5 s after parsing at the latest), then runs its effects. */
const SETTLE_MS = 5000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One throttled load of `url` with a trace; resolves with the trace's events. */
async function traceLoad(browser, url, cookies) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: origin })));
  const page = await context.newPage();
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
  const isHydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  await context.close();
  if (!isHydrated) throw new Error(`${url} did not hydrate within ${SETTLE_MS} ms`);
  return events;
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
  return { onMainThread, navigationStart, firstPaint: firstPaint ?? navigationStart, nodes, samples };
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
    return `    at ${String(start).padStart(5)} ms: ${String(wall).padStart(4)} ms (CPU ${String(cpu).padStart(3)}) ${topFunctions(trace, task)}`;
  });
  // As Lighthouse's TBT: a task that began before the first paint counts from the paint on.
  const blockingMs = longTasks.reduce((sum, task) => {
    const afterPaintMs = (task.ts + task.dur - Math.max(task.ts, trace.firstPaint)) / 1000;
    return sum + Math.max(0, afterPaintMs - LONG_TASK_MS);
  }, 0);
  const firstPaintMs = Math.round((trace.firstPaint - trace.navigationStart) / 1000);
  return { blockingMs, firstPaintMs, lines };
}

const server = await startServer(origin, port);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const [cityName, cityValue] = (await cityCookie(origin)).split(/=(.*)/s);
  console.log(
    `Main thread at ${cpuSlowdown}× slower CPU, ${runs} runs per page: tasks of ${LONG_TASK_MS} ms or more after the first paint\n`,
  );
  for (const [label, pagePath] of [...benchPages, ['first-visit', '/']]) {
    const isFirstVisit = label === 'first-visit';
    for (const language of ['ar', 'en']) {
      if (only && only !== `${label}-${language}`) continue;
      const url = `${origin}${pagePath}`;
      // Warm the server's caches so the runs measure the page.
      await fetch(url, { headers: { cookie: `${cityName}=${cityValue}; language=${language}` } });
      const blocking = [];
      console.log(`${label} (${language})`);
      for (let run = 1; run <= runs; run++) {
        const events = await traceLoad(browser, url, [
          ...(isFirstVisit ? [] : [[cityName, cityValue]]),
          ['language', language],
        ]);
        const { blockingMs, firstPaintMs, lines } = describeRun(events, url);
        blocking.push(blockingMs);
        console.log(`  run ${run}: first paint at ${firstPaintMs} ms; blocking ${Math.round(blockingMs)} ms`);
        for (const line of lines) console.log(line);
      }
      console.log(`  median blocking time: ${Math.round(median(blocking))} ms\n`);
    }
  }
} finally {
  await browser.close();
  stopServer(server);
}
