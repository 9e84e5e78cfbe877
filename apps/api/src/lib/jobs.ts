/**
 * Background jobs (issue 14 §2): pg-boss 10 on the app's own database — PostgreSQL (several
 * instances share the queue; each job runs once, `FOR UPDATE SKIP LOCKED`) and the embedded
 * PGlite (through pg-boss's `db.executeSql` option, on the same single connection).
 *
 * - `send(name, data, { tx })` enqueues inside the caller's transaction: the job exists only if
 *   the transaction commits (on PGlite this is the only way to send from inside a transaction).
 * - `work(name, handler)` registers the handler (queues are created when the jobs start, in the
 *   app's `onReady`); a handler that throws is retried with back-off.
 * - `schedule(name, cron, data)` runs a job periodically (once across instances).
 * - `drain(name?)` (tests, operators): runs what is due now, inline, until the queue is idle.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface SendOptions {
  /** Send inside this transaction (committed or rolled back with it). */
  tx?: Db;
  /** Not before this time. */
  startAfter?: Date;
  /** At most one queued job with this key. */
  singletonKey?: string;
  retryLimit?: number;
}

export interface JobsOptions {
  /** Workers look for new jobs this often (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** false: no workers and no schedules (jobs still queue; `drain` runs them). */
  autoStart?: boolean;
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number | null }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/** pg-boss's `db` over a node-postgres pool/client or a PGlite instance/transaction. */
function adapter(client: QueryClient): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // PGlite runs several statements only without parameters, through `exec`.
      if ((!values || values.length === 0) && typeof client.exec === 'function') {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [] };
      }
      const result = await client.query(text, values ?? []);
      return { rows: result.rows };
    },
  };
}

/** The driver client under a drizzle database or transaction (`$client` / `session.client`). */
function clientOf(db: Db): QueryClient {
  const anyDb = db as unknown as { $client?: QueryClient; session?: { client?: QueryClient } };
  const client = anyDb.session?.client ?? anyDb.$client;
  if (!client || typeof client.query !== 'function') throw new Error('no driver client under this database');
  return client;
}

/** JOBS_POLL_SECONDS (default 2, at least 0.5). */
const pollSecondsFromEnv = () => Math.max(0.5, Number(process.env.JOBS_POLL_SECONDS) || 2);

const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 } as const;

const live = new Set<Jobs>();

/**
 * A running job queue of this process, for code that only has a transaction in hand (e.g.
 * `confirmPaid` enqueueing the receipt): the job is inserted through that transaction, so it
 * lands in the transaction's database whichever instance builds the statement.
 */
export function anyJobs(): Jobs {
  for (const jobs of live) return jobs;
  throw new Error('no job queue is running');
}

export class Jobs {
  readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly schedules: { name: string; cron: string; data: object }[] = [];
  private readonly queues = new Set<string>();
  private starting: Promise<void> | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly logger: FastifyBaseLogger,
    private readonly options: JobsOptions = {},
  ) {
    live.add(this);
    this.boss = new PgBoss({
      db: adapter(clientOf(database.db)),
      schema: 'pgboss',
      supervise: true,
      schedule: options.autoStart !== false,
      migrate: true,
    });
    this.boss.on('error', (error) => this.logger.warn({ err: error }, 'job queue error'));
  }

  /** Creates the queues, starts the workers and schedules. Idempotent. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      await this.boss.start();
      this.started = true;
      for (const name of this.handlers.keys()) await this.ensureQueue(name);
      if (this.options.autoStart === false) return;
      for (const name of this.handlers.keys()) await this.startWorker(name);
      for (const s of this.schedules)
        await this.ensureQueue(s.name).then(() => this.boss.schedule(s.name, s.cron, s.data));
    })();
    return this.starting;
  }

  private async ensureQueue(name: string): Promise<void> {
    if (this.queues.has(name)) return;
    await this.boss.createQueue(name, { name, ...QUEUE_OPTIONS });
    this.queues.add(name);
  }

  private async startWorker(name: string): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) return;
    await this.boss.work<unknown>(
      name,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? pollSecondsFromEnv(), batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data, { id: job.id, name });
      },
    );
  }

  /** Registers the handler of a queue (before or after start). */
  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    if (this.handlers.has(name)) throw new Error(`a handler for ${name} is already registered`);
    this.handlers.set(name, handler as JobHandler<unknown>);
    if (this.started) {
      await this.ensureQueue(name);
      if (this.options.autoStart !== false) await this.startWorker(name);
    }
  }

  /** Runs `name` on a cron schedule (Asia/Riyadh is not needed: crons here are minute-based). */
  async schedule(name: string, cron: string, data: object = {}): Promise<void> {
    this.schedules.push({ name, cron, data });
    if (this.started && this.options.autoStart !== false) {
      await this.ensureQueue(name);
      await this.boss.schedule(name, cron, data);
    }
  }

  /** Enqueues a job; answers its id (null when a singleton key already has one queued). */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    if (this.stopped) throw new Error('job queue stopped');
    await this.start();
    // Inside a transaction the queue must already exist in that database (created at start for
    // every queue with a worker): on PGlite the one connection is held by the transaction.
    if (!options.tx) await this.ensureQueue(name);
    const sendOptions: PgBoss.SendOptions = {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.tx ? { db: adapter(clientOf(options.tx)) } : {}),
    };
    return this.boss.send(name, data, sendOptions);
  }

  /**
   * Runs every job of `names` (default: all registered) that is due now, inline, until none is
   * left queued or active. For tests and operator commands; workers may take some meanwhile.
   */
  async drain(names?: string | string[], { timeoutMs = 15_000 } = {}): Promise<number> {
    await this.start();
    const list = names === undefined ? [...this.handlers.keys()] : Array.isArray(names) ? names : [names];
    const deadline = Date.now() + timeoutMs;
    let ran = 0;
    for (;;) {
      let fetched = 0;
      for (const name of list) {
        const handler = this.handlers.get(name);
        if (!handler) throw new Error(`no handler for ${name}`);
        await this.ensureQueue(name);
        const jobs = await this.boss.fetch<unknown>(name, { batchSize: 20 });
        for (const job of jobs) {
          fetched += 1;
          try {
            await handler(job.data, { id: job.id, name });
            await this.boss.complete(name, job.id);
            ran += 1;
          } catch (error) {
            await this.boss.fail(name, job.id, { message: String((error as Error)?.message ?? error) });
            throw error;
          }
        }
      }
      if (fetched === 0 && (await this.pending(list)) === 0) return ran;
      if (Date.now() > deadline) throw new Error(`jobs ${list.join(', ')} not drained in ${timeoutMs} ms`);
      if (fetched === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Jobs of these queues due now or running. */
  private async pending(names: string[]): Promise<number> {
    const { rows } = await adapter(clientOf(this.database.db)).executeSql(
      `select count(*)::int as n from pgboss.job where name = any($1::text[])
         and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
      [names],
    );
    return (rows[0] as { n: number } | undefined)?.n ?? 0;
  }

  /** Stops workers and schedules, letting running jobs finish (called on the app's close). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    live.delete(this);
    if (!this.starting) return;
    await this.starting.catch(() => {});
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
  }
}
