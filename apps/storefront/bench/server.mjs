/** The production server and a shopper's city, shared by the storefront's benchmark scripts. */
import { spawn } from 'node:child_process';
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
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${origin}/api/common/check-maintenance-mode`);
      if (response.ok) return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
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
];

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
