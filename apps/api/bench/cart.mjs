/**
 * Cart scenarios of `pnpm bench:api` (issue 13 §5): add-to-cart and cart read at 100 req/s over
 * the 10,000 generated products, each shopper a guest with its own session, then the SQL
 * statements one request sends (measured alone, sequentially, from the server's counter).
 */

const GUESTS = Number(process.env.BENCH_GUESTS ?? 300);

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.message}`);
  return body;
}

export async function cartScenarios({ base, cityId, cart, run }) {
  const tokens = [];
  for (let i = 0; i < GUESTS; i++) {
    const guest = await json(`${base}/api/account/login-as-guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en' },
      body: '{}',
    });
    tokens.push(guest.data.token);
  }
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const addBody = () => {
    const [productId, colorId] = pick(cart.candidates);
    return JSON.stringify({
      product_id: productId,
      product_color: colorId,
      product_qty: 1,
      addon_product_ids: cart.addonId ? [cart.addonId] : [],
    });
  };
  const add = [
    {
      method: 'POST',
      path: `/api/user/shopping-cart?cities_id=${cityId}`,
      setupRequest: (req) => ({
        ...req,
        headers: { 'content-type': 'application/json', language: 'en', authorization: `Bearer ${pick(tokens)}` },
        body: addBody(),
      }),
    },
  ];
  const read = [
    {
      method: 'GET',
      path: `/api/user/shopping-cart?cities_id=${cityId}`,
      setupRequest: (req) => ({ ...req, headers: { language: 'en', authorization: `Bearer ${pick(tokens)}` } }),
    },
  ];

  const rows = [];
  rows.push(await run('add to cart @100 req/s', { url: base, requests: add, connections: 10, overallRate: 100 }));
  rows.push(await run('cart read @100 req/s', { url: base, requests: read, connections: 10, overallRate: 100 }));

  // SQL statements per request: 50 requests one after the other, counted by the server.
  const statements = async () => (await json(`${base}/bench/statements`)).statements;
  const perRequest = async (send) => {
    const before = await statements();
    for (let i = 0; i < 50; i++) await send(i);
    return (await statements()) - before;
  };
  const fresh = [];
  for (let i = 0; i < 50; i++) {
    const guest = await json(`${base}/api/account/login-as-guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    fresh.push(guest.data.token);
  }
  const addStatements = await perRequest((i) =>
    fetch(`${base}/api/user/shopping-cart?cities_id=${cityId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en', authorization: `Bearer ${fresh[i]}` },
      body: addBody(),
    }).then((r) => r.arrayBuffer()),
  );
  const readStatements = await perRequest((i) =>
    fetch(`${base}/api/user/shopping-cart?cities_id=${cityId}`, {
      headers: { language: 'en', authorization: `Bearer ${fresh[i]}` },
    }).then((r) => r.arrayBuffer()),
  );
  return {
    rows,
    summary:
      `add to cart p99 at 100 req/s: ${rows[0]['p99 ms']} ms, ${rows[0].errors} errors, ${(addStatements / 50).toFixed(1)} SQL statements per request; ` +
      `cart read p99 at 100 req/s: ${rows[1]['p99 ms']} ms, ${rows[1].errors} errors, ${(readStatements / 50).toFixed(1)} SQL statements per request (target p99 ≤ 50 ms)`,
  };
}
