/**
 * The end-to-end suite runs in `E2E_WORKERS` workers (1 by default), each against stores of its
 * own: worker n's store listens on `E2E_PORT + 2n` and the same store with every optional
 * integration on `E2E_PORT + 2n + 1`, each with its own embedded database. Maintenance switches,
 * stock and the outbox are global to a store, so two workers never share one. Two workers on the
 * 2-core machine made the pages' idle-time work late enough to break two timing-sensitive tests
 * (an idle-time chunk requested after a test cut the network, or while it typed), so `pnpm test`
 * keeps one until those tests wait for that work.
 */
export const firstPort = Number(process.env.E2E_PORT ?? 4173);
export const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** Worker `index`'s store and its integrations store. */
export const portsOf = (index: number) => ({ store: firstPort + 2 * index, integrations: firstPort + 2 * index + 1 });

/** This worker's ports: Playwright numbers its workers 0…workers−1 (`TEST_PARALLEL_INDEX`). */
export const ownPorts = () => portsOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
