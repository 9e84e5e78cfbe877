#!/usr/bin/env node
/**
 * `pnpm bench:api`: seeds 10,000 products (Arabic and English) into an in-memory API and measures
 * on loopback — product detail, home master and search, each at a steady rate (open loop,
 * `steady-rate.mjs`) and at saturation (autocannon) — beside a bare Fastify hello world measured
 * in the same run.
 * Env: BENCH_PRODUCTS (10000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cartScenarios } from './cart.mjs';
import { runCheckoutBench } from './checkout.mjs';
import { steadyRate } from './steady-rate.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const saturation = Number(process.env.BENCH_CONNECTIONS ?? 50);

function start(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: here,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      try {
        const info = JSON.parse(line);
        if (info.ready) resolve({ child, info });
      } catch {
        // other output
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

// BENCH_ONLY=search,hello runs only the scenarios whose names start with one of the prefixes.
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;

async function run(title, options) {
  if (only && title !== 'warm-up' && !only.some((prefix) => title.startsWith(prefix))) {
    return { scenario: title, 'req/s': 0, 'p50 ms': 0, 'p99 ms': 0, errors: 0, skipped: true };
  }
  // Let the previous scenario's garbage be collected before measuring the next one.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  if (options.overallRate) {
    const { overallRate, ...rest } = options;
    return { scenario: title, ...(await steadyRate({ duration: seconds, ...rest, rate: overallRate })) };
  }
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      const errors = result.errors + result.timeouts + result.non2xx;
      resolve({
        scenario: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors,
      });
    });
  });
}

const rows = [];
const started = performance.now();
const api = await start(process.execPath, ['--import', 'tsx', 'server.ts']);
const { port, cityId, firstId, lastId, seedMs, preloadMs, products, firstPhone, otpCount, hashMs, argon2 } = api.info;
console.log(
  `API ready on ${port}: ${products} generated products seeded in ${seedMs} ms, catalogue preloaded in ${preloadMs} ms (total start ${Math.round(performance.now() - started)} ms)`,
);
const base = `http://127.0.0.1:${port}`;
const hello = await start(process.execPath, ['hello.mjs'], {
  PAYLOAD_URL: `${base}/api/products/product/${firstId}?cities_id=${cityId}`,
});
const randomId = () => firstId + Math.floor(Math.random() * (lastId - firstId + 1));
const detail = [
  {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: `/api/products/product/${randomId()}?cities_id=${cityId}` }),
  },
];
const master = [{ method: 'GET', path: `/api/web/products/master?cities_id=${cityId}` }];
const words = [
  'orchid',
  'اوركيد',
  'monstera',
  'مونستيرا',
  'cactus',
  'صبار',
  'wallet',
  'محفظه',
  'gift card',
  'بطاقه هديه',
  'pearl',
  'لؤلؤي',
  'bonsay',
  'lavendar',
  'نبته',
  'vase',
  'مزهريه',
  'chocolate',
  'شوكولاته',
  'large',
];
const search = [
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      const word = words[Math.floor(Math.random() * words.length)];
      const page = 1 + Math.floor(Math.random() * 5);
      return {
        ...req,
        path: '/api/products',
        body: JSON.stringify({ search: word, cities_id: cityId, page_number: page }),
      };
    },
  },
];

// Accounts: each verifyOtp uses the next phone's live code (a new account and session each time);
// each e-mail login verifies the real argon2id hash and creates a session.
let nextPhone = 0;
const verifyOtp = [
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      const phone = firstPhone + (nextPhone++ % otpCount);
      return {
        ...req,
        path: '/api/account/verifyOtp',
        body: JSON.stringify({ phone_code: '966', phone_number: String(phone), otp: '1234' }),
      };
    },
  },
];
const emailLogin = [
  {
    method: 'POST',
    path: '/api/account/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_type: 'email_password', email: 'bench@example.com', password: 'bench-password' }),
  },
];

// Warm-up: JIT and the caches of what is read (product records, the city's home). Search is
// warmed with other words than the measured ones, so the measured run still computes its rankings.
const warmWords = [
  'rose',
  'ورد',
  'pen',
  'قلم',
  'mug',
  'كوب',
  'frame',
  'اطار',
  'palm',
  'نخله',
  'jade',
  'olive',
  'زيتون',
  'card',
  'بالون',
];
const warmSearch = [
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      const word = warmWords[Math.floor(Math.random() * warmWords.length)];
      return {
        ...req,
        path: '/api/products',
        body: JSON.stringify({ search: word, cities_id: cityId, page_number: 1 }),
      };
    },
  },
];
await run('warm-up', { url: base, requests: detail, connections: 10, duration: 3 });
await run('warm-up', { url: base, requests: master, connections: 2, duration: 1 });
await run('warm-up', { url: base, requests: warmSearch, connections: 2, duration: 2 });

rows.push(
  await run('hello world (saturation)', { url: `http://127.0.0.1:${hello.info.port}`, connections: saturation }),
);
rows.push(
  await run(`bare Fastify, ${hello.info.payloadBytes} B detail payload (saturation)`, {
    url: `http://127.0.0.1:${hello.info.port}/payload`,
    connections: saturation,
  }),
);
rows.push(await run('product detail @300 req/s', { url: base, requests: detail, connections: 10, overallRate: 300 }));
rows.push(await run('product detail (saturation)', { url: base, requests: detail, connections: saturation }));
rows.push(await run('home master @300 req/s', { url: base, requests: master, connections: 10, overallRate: 300 }));
rows.push(await run('home master (saturation)', { url: base, requests: master, connections: saturation }));
rows.push(await run('search @100 req/s', { url: base, requests: search, connections: 10, overallRate: 100 }));
rows.push(await run('search (saturation)', { url: base, requests: search, connections: saturation }));
rows.push(await run('verifyOtp @50 req/s', { url: base, requests: verifyOtp, connections: 10, overallRate: 50 }));
rows.push(await run('e-mail login @10 req/s', { url: base, requests: emailLogin, connections: 5, overallRate: 10 }));
rows.push(await run('e-mail login (saturation)', { url: base, requests: emailLogin, connections: 10 }));

const cart = await cartScenarios({ base, cityId, cart: api.info.cart, run });
rows.push(...cart.rows);

api.child.kill('SIGTERM');
hello.child.kill('SIGTERM');

// Place-order on PostgreSQL (its own database and API process): p50/p99 and oversells.
const checkout = await runCheckoutBench({ run });
rows.push(...checkout.rows);

console.table(rows.filter((r) => !r.skipped));
const byName = (prefix) => rows.find((r) => r.scenario.startsWith(prefix));
const ceiling = byName('hello world')['req/s'];
const samePayload = byName('bare Fastify')['req/s'];
const detailSat = byName('product detail (saturation)')['req/s'];
console.log(
  `product detail at saturation: ${((detailSat / ceiling) * 100).toFixed(0)} % of hello world (target ≥ 50 %), ` +
    `${((detailSat / samePayload) * 100).toFixed(0)} % of bare Fastify sending the same payload`,
);
console.log(
  `product detail p99 at 300 req/s: ${byName('product detail @')['p99 ms']} ms (target ≤ 25 ms); ` +
    `search p99 at 100 req/s: ${byName('search @')['p99 ms']} ms (target ≤ 60 ms)`,
);
console.log(
  `verifyOtp p99 at 50 req/s: ${byName('verifyOtp @')['p99 ms']} ms; e-mail login p99 at 10 req/s: ${byName('e-mail login @')['p99 ms']} ms, ` +
    `at saturation ${byName('e-mail login (saturation)')['req/s']} req/s; password hash: argon2id m=${argon2.memoryCost} KiB t=${argon2.timeCost} p=${argon2.parallelism}, ${hashMs} ms per hash`,
);
console.log(cart.summary);
console.log(checkout.summary);
const failed = rows.reduce((n, r) => n + r.errors, 0);
console.log(failed === 0 ? 'zero errors' : `${failed} errors`);
process.exit(0);
