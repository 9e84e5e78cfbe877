#!/usr/bin/env node
/**
 * Place-order scenario of `pnpm bench:api` (issue 14 §7), on PostgreSQL: a fresh database, the
 * API (bench/server.ts) on it, BENCH_CHECKOUT_SHOPPERS guests each with the same scarce product
 * (stock BENCH_CHECKOUT_STOCK) in their cart and a complete checkout, then place-order at
 * BENCH_CHECKOUT_RATE req/s (one request per shopper, its own Idempotency-Key). Prints p50/p99 and
 * the number of oversells (orders holding more units than the stock had; must be 0).
 *
 * Alone: `node bench/checkout.mjs`; from bench.mjs: `runCheckoutBench({ run })`.
 * Env: BENCH_DATABASE_URL (admin URL, default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { steadyRate } from './steady-rate.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 10);
const SHOPPERS = Number(process.env.BENCH_CHECKOUT_SHOPPERS ?? RATE * SECONDS + 20);
const STOCK = Number(process.env.BENCH_CHECKOUT_STOCK ?? Math.floor(SHOPPERS / 2));

async function json(url, init = {}) {
  const response = await fetch(url, init);
  const body = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

async function freshDatabase() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `hadiya_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

function startApi(databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: here,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, BENCH_PRODUCTS: '200', BENCH_OTPS: '10' },
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
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** A guest with the scarce product in the cart and a checkout ready to place. */
async function prepareShopper(base, cityId, productId, colorId, slot, index) {
  const headers = { 'content-type': 'application/json', language: 'en' };
  const guest = await json(`${base}/api/account/login-as-guest`, { method: 'POST', headers, body: '{}' });
  const auth = { ...headers, authorization: `Bearer ${guest.data.token}` };
  await json(`${base}/api/user/shopping-cart?cities_id=${cityId}`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ product_id: productId, product_color: colorId, product_qty: 1, addon_product_ids: [] }),
  });
  const phone = String(550_000_000 + index);
  await json(`${base}/api/checkout?cities_id=${cityId}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({
      contact: { name: `Bench Shopper ${index}`, phone_code: '966', phone_number: phone },
      delivery_type: 'friend_delivery',
      recipient: {
        name: 'Bench Recipient',
        city_id: cityId,
        address: 'King Fahd Road 1',
        email: '',
        phone_code: '966',
        phone_number: String(560_000_000 + index),
      },
      delivery_date: slot.date,
      slot_id: slot.slotId,
      terms_accepted: true,
      payment_method: 'card',
    }),
  });
  return guest.data.token;
}

export async function runCheckoutBench({ run } = {}) {
  let database;
  let api;
  try {
    database = await freshDatabase();
  } catch (error) {
    return { rows: [], summary: `place-order bench skipped: PostgreSQL not reachable (${error.message})` };
  }
  try {
    api = await startApi(database.url);
    const { port, cityId } = api.info;
    const base = `http://127.0.0.1:${port}`;
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    // The scarce product: one colour of a deliverable product, its stock set to STOCK.
    const candidate = api.info.cart.candidates[0];
    if (!candidate) throw new Error('no product with stock to sell');
    const [productId, colorId] = candidate;
    await db.query('update product_colors set stock = $1 where id = $2', [STOCK, colorId]);
    // Slot capacity is not what is measured: make room for every shopper.
    await db.query('update delivery_slots set capacity = 100000');
    const slots = await json(`${base}/api/delivery/available-time-slots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en' },
      body: JSON.stringify({ cities_id: cityId }),
    });
    const days = slots.data?.dates ?? slots.data ?? [];
    const day = days.find((d) => (d.slots ?? []).some((s) => s.is_available !== false));
    const slotRow = day?.slots.find((s) => s.is_available !== false);
    if (!day || !slotRow) throw new Error(`no delivery slot: ${JSON.stringify(slots).slice(0, 300)}`);
    const slot = { date: day.date, slotId: slotRow.id };

    const tokens = [];
    for (let i = 0; i < SHOPPERS; i++) tokens.push(await prepareShopper(base, cityId, productId, colorId, slot, i));

    let next = 0;
    const statuses = { ok: 0, refused: 0 };
    const requests = [
      {
        method: 'POST',
        path: `/api/orders/place-order?cities_id=${cityId}`,
        setupRequest: (req) => {
          const token = tokens[next++ % tokens.length];
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              language: 'en',
              authorization: `Bearer ${token}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ cities_id: cityId }),
          };
        },
        onResponse: (status) => {
          if (status === 200) statuses.ok++;
          else statuses.refused++;
        },
      },
    ];
    const measure =
      run ??
      (async (title, { overallRate, ...options }) => ({
        scenario: title,
        ...(await steadyRate({ duration: SECONDS, ...options, rate: overallRate })),
      }));
    const row = await measure(`place-order @${RATE} req/s (PostgreSQL)`, {
      url: base,
      requests,
      connections: 10,
      overallRate: RATE,
      amount: Math.min(SHOPPERS, RATE * SECONDS),
    });
    // place-order answers 4xx for a sold-out product: expected, not a bench error.
    row.errors = Math.max(0, (row.errors ?? 0) - statuses.refused);

    const sold = await db.query(
      `select coalesce(sum(i.reserved_quantity), 0)::int as units, count(distinct o.id)::int as orders
         from order_items i join orders o on o.id = i.order_id
        where i.color_id = $1 and o.reservation_status in ('held', 'consumed')`,
      [colorId],
    );
    const stock = await db.query('select stock from product_colors where id = $1', [colorId]);
    const negative = await db.query('select count(*)::int as n from product_colors where stock < 0');
    await db.end();
    const units = sold.rows[0].units;
    const left = stock.rows[0].stock;
    const oversells =
      Math.max(0, units - STOCK) + (left < 0 ? 1 : 0) + negative.rows[0].n + (units + left !== STOCK ? 1 : 0);
    return {
      rows: [row],
      summary:
        `place-order on PostgreSQL at ${RATE} req/s: p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms (target ≤ 250 ms); ` +
        `${statuses.ok} placed, ${statuses.refused} refused (stock ${STOCK}), ${units} units held, ${left} left; oversells: ${oversells}`,
      oversells,
    };
  } finally {
    api?.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database?.drop().catch(() => {});
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runCheckoutBench();
  if (result.rows.length > 0) console.table(result.rows);
  console.log(result.summary);
  process.exit(result.oversells ? 1 : 0);
}
