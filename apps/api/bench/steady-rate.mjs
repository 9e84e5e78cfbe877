/**
 * Open-loop load at a steady rate: request i is due at start + i / rate, whether or not the ones
 * before it have been answered, and its latency is counted from when it was due (so a stalled
 * server is charged for the requests that waited behind it, as wrk2 does).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its whole second's quota back
 * to back and then pause until the next second, so "100 req/s" arrives as a burst of 100 at every
 * second's start; and it then "corrects" each latency with an expected interval of 1 ms, adding
 * up to that many made-up samples. That measures how long a burst of 100 takes to drain, not the
 * latency at 100 req/s.
 */
import http from 'node:http';

/**
 * @param {{ url: string, requests: Array<{ method?: string, path?: string, headers?: object, body?: string,
 *   setupRequest?: (req: object) => object, onResponse?: (status: number) => void }>, rate: number, duration: number, amount?: number,
 *   maxSockets?: number }} options `amount` caps the number of requests sent.
 */
export async function steadyRate({
  url,
  requests,
  rate,
  duration,
  amount = Number.POSITIVE_INFINITY,
  maxSockets = 64,
}) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const total = Math.min(amount, Math.round(rate * duration));
  const latencies = [];
  let errors = 0;
  let next = 0;

  const send = (due) =>
    new Promise((resolve) => {
      const template = requests[next % requests.length];
      const req = template.setupRequest
        ? template.setupRequest({ method: 'GET', path: base.pathname, ...template })
        : { method: 'GET', path: base.pathname, ...template };
      next += 1;
      const body = req.body ?? null;
      const headers = { ...(req.headers ?? {}) };
      if (body !== null) headers['content-length'] = Buffer.byteLength(body);
      const outgoing = http.request(
        { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            latencies.push(performance.now() - due);
            template.onResponse?.(response.statusCode);
            if (response.statusCode < 200 || response.statusCode >= 300) errors += 1;
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(body ?? undefined);
    });

  const start = performance.now() + 10;
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]);
  return {
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': percentile(0.5),
    'p99 ms': percentile(0.99),
    errors,
  };
}
