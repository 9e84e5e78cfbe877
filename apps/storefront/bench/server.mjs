/** The production server and a shopper's city, shared by the storefront's benchmark scripts. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toSelectedRegion } from '@hadiya/contract/region';

export const storefrontRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts `server/main.ts` on the production build with its own embedded database; resolves when it
 * answers. It runs at a lower CPU priority than the browser: on a phone the server is elsewhere,
 * and here its work on the requests hydration makes would otherwise be counted as the page's.
 */
export async function startServer(origin, port) {
  const server = spawn('nice', ['-n', '10', 'pnpm', 'exec', 'tsx', 'server/main.ts'], {
    cwd: storefrontRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: '.bench/pglite',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      APP_SECRET: process.env.APP_SECRET ?? 'bench-secret-not-for-production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let lastError;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      // A server that accepts the connection but never answers must not hold the bench forever.
      const response = await fetch(`${origin}/api/common/check-maintenance-mode`, {
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) return server;
      lastError = new Error(`answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopServer(server);
  // Fetch refuses some ports outright ("bad port", 4190 for one): the cause says so.
  throw new Error(`server did not start on ${origin}`, { cause: lastError });
}

/** Stops a server from `startServer` and the processes it started. */
export function stopServer(server) {
  process.kill(-server.pid, 'SIGTERM');
}

/** The `selectedRegion` cookie of a shopper who chose Riyadh. */
export async function cityCookie(origin) {
  const body = await (await fetch(`${origin}/api/common/saudi-cities?search=Riyadh`)).json();
  const region = toSelectedRegion(body.data[0]);
  return `selectedRegion=${encodeURIComponent(JSON.stringify(region))}`;
}

/** The pages the benchmarks measure. */
export const benchPages = [
  ['home', '/'],
  ['product', '/product/areca-palm'],
  ['search', '/products?search=palm'],
  // A visitor without an account: the page, then the sign-in dialog it opens (loaded on demand).
  ['my-account', '/my-account'],
  // A guest's basket with three lines, rendered on the server (cartSessionCookie).
  ['cart', '/cart'],
  // Checkout: the same basket's contact step (guest details, delivery or pickup, date and slot).
  ['checkout', '/cart?step=contact'],
];

/** The pages measured with the basket of `cartSessionCookie`. */
export const basketPages = new Set(['cart', 'checkout']);

/**
 * The session cookie of a guest whose cart holds three products (colours, an add-on) in Riyadh,
 * for the `/cart` page. Made as an API client would (the token in the body, then a bearer).
 */
export async function cartSessionCookie(origin) {
  const post = async (path, body, token) => {
    const response = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()).data;
  };
  const { token } = await post('/account/login-as-guest', {});
  const cities = await (await fetch(`${origin}/api/common/saudi-cities?search=Riyadh`)).json();
  const cityId = cities.data[0].id;
  for (const slug of ['areca-palm', 'snake-plant', 'golden-pothos']) {
    const product = (await (await fetch(`${origin}/api/products/product/${slug}?cities_id=${cityId}`)).json()).data;
    const color = product.colors.find((candidate) => !candidate.is_sold_out);
    const addon = product.addons.find((candidate) => candidate.is_available && !candidate.is_sold_out);
    await post(
      `/user/shopping-cart?cities_id=${cityId}`,
      {
        product_id: product.id,
        product_qty: 1,
        product_color: color?.id ?? null,
        addon_product_ids: addon ? [addon.id] : [],
      },
      token,
    );
  }
  return `hadiya_session=${encodeURIComponent(token)}`;
}

/**
 * A signed-in shopper (a mobile account, its code read from the dev outbox) with one gift paid
 * from a wallet bonus (the operator API, with the key the server writes beside its data), for the
 * `/my-orders` and order pages. Resolves with the session cookie and the order page's path.
 */
export async function orderSession(origin) {
  const call = async (method, path, body, token, headers = {}) => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${payload.message}`);
    return payload.data;
  };
  const phone = `5${String(Date.now()).slice(-8)}`;
  await call('POST', '/account/sendOtp', { phone_code: '966', phone_number: phone });
  const [sms] = await call('GET', `/dev/outbox?to=966${phone}`);
  const otp = /(?<!\d)\d{4}(?!\d)/.exec(sms?.text ?? '')?.[0];
  const { token } = await call('POST', '/account/verifyOtp', { phone_code: '966', phone_number: phone, otp });
  await call('POST', '/user/update-name', { name: 'Noura' }, token);
  const user = await call('GET', '/user', undefined, token);
  const { key } = JSON.parse(readFileSync(path.join(storefrontRoot, '.bench/pglite/operator.json'), 'utf8'));
  await call('POST', '/operator/wallet/bonus', { user_id: user.id, amount_halalas: 100_000, reason: 'bench' }, null, {
    'x-operator-key': key,
  });
  const cities = await call('GET', '/common/saudi-cities?search=Riyadh');
  const cityId = cities[0].id;
  const product = await call('GET', `/products/product/snake-plant?cities_id=${cityId}`);
  const color = product.colors.find((candidate) => !candidate.is_sold_out);
  await call(
    'POST',
    `/user/shopping-cart?cities_id=${cityId}`,
    { product_id: product.id, product_qty: 1, product_color: color?.id ?? null, addon_product_ids: [] },
    token,
  );
  await call(
    'PUT',
    `/checkout?cities_id=${cityId}`,
    {
      delivery_type: 'friend_delivery',
      recipient: { name: 'Sara', phone_code: '966', phone_number: `5${String(Date.now() + 1).slice(-8)}` },
      recipient_supplies_address: true,
      message_card: 'Happy birthday!',
      terms_accepted: true,
    },
    token,
  );
  await call('POST', `/wallet/apply?cities_id=${cityId}`, { use: true }, token);
  const placed = await call(
    'POST',
    `/orders/place-order?cities_id=${cityId}`,
    { idempotency_key: `bench-${phone}` },
    token,
  );
  return { cookie: `hadiya_session=${encodeURIComponent(token)}`, orderPath: `/my-orders/${placed.order_uuid}` };
}
