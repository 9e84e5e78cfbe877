import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { type ApiClient, calls, createApiClient, type Language } from '@hadiya/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppConfig } from '../src/config';
import { type Database, openDatabase, queryRows } from '../src/db/client';
import { buildServer } from '../src/server';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
  client: (options?: { token?: string | null; language?: Language }) => ApiClient;
  /** Raw HTTP call: returns status, headers and parsed JSON body. */
  http: (
    method: string,
    path: string,
    options?: { body?: unknown; rawBody?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON body field by field
  ) => Promise<{ status: number; headers: Headers; body: any }>;
  /** A digest of every table, to prove a rejected request changed nothing. */
  fingerprint: () => Promise<string>;
  /**
   * The digest once the background work of earlier requests (queued e-mails, notification logs)
   * has stopped changing it: the 'before' of a test that follows a request with such work.
   */
  settledFingerprint: () => Promise<string>;
  close: () => Promise<void>;
}

export const dbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh database per test file: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (dbKind !== 'postgres') {
    return { database: await openDatabase({ dataDir: 'memory' }), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `hadiya_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function startTestApp(
  config: Partial<AppConfig> = {},
  options: {
    operatorKey?: string;
    setup?: (app: FastifyInstance) => void;
    logger?: unknown;
    /** Collects every log line of the server, trace level and up, into this array (instead of `logger`). */
    logLines?: string[];
    /** Another test app's database: a second instance on the same data (not dropped by this one). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await freshDatabase();
  const ownsDatabase = !options.database;
  const app = await buildServer({
    database,
    logger: (options.logLines ? collectingLogger(options.logLines) : (options.logger ?? false)) as false,
    operatorKey: options.operatorKey,
    config: {
      catalogPollMs: 0,
      preloadCatalog: false,
      maintenancePollMs: 0,
      maintenanceOverride: false,
      validateResponses: true,
      staticDir: undefined,
      corsOrigins: ['http://storefront.test'],
      rateLimit: { guestPerMinute: 1000, searchPerMinute: 10_000 },
      redisUrl: undefined,
      // Generous abuse limits: the tests of the limits themselves set their own.
      authLimits: {
        otpSendsPerTargetPerHour: 1000,
        otpSendsPerIpPerHour: 1000,
        otpChecksPerIpPerHour: 1000,
        loginFailuresPerAccount: 1000,
        loginsPerIp: 1000,
      },
      ...config,
    },
  });
  options.setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const tables = await queryRows<{ tablename: string }>(
    database.db,
    "select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%' order by tablename",
  );

  const testApp: TestApp = {
    app,
    database,
    baseUrl,
    client: ({ token = null, language = 'en' } = {}) =>
      createApiClient({
        baseUrl: `${baseUrl}/api`,
        getToken: () => token,
        getLanguage: () => language,
        timeoutMs: 10_000,
        // Every answer the tests read is also checked against the contract.
        responseSchemas: calls,
      }),
    http: async (method, path, { body, rawBody, headers = {} } = {}) => {
      const init: RequestInit = { method, headers: { ...headers } };
      if (rawBody !== undefined) init.body = rawBody;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const response = await fetch(`${baseUrl}${path}`, init);
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON (e.g. an SVG)
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    fingerprint: async () => {
      const parts: string[] = [];
      for (const { tablename } of tables) {
        const [row] = await queryRows<{ digest: string }>(
          database.db,
          `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from "${tablename}" t`,
        );
        parts.push(`${tablename}=${row?.digest}`);
      }
      return parts.join('\n');
    },
    settledFingerprint: async () => {
      // Jobs queued by earlier calls (a ticket's push, a receipt) run on workers that poll every
      // few seconds: run what is due now, so none of them lands between two fingerprints.
      await app.jobs.drain().catch(() => undefined);
      let previous = await testApp.fingerprint();
      for (let attempt = 0; attempt < 50; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const current = await testApp.fingerprint();
        if (current === previous) return current;
        previous = current;
      }
      return previous;
    },
    close: async () => {
      await app.close();
      if (ownsDatabase) {
        await database.close();
        await drop();
      }
    },
  };
  return testApp;
}

/** A pino logger at trace level that writes its lines into `lines`. */
function collectingLogger(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { level: 'trace', stream };
}

/** Asserts the error envelope shape; returns the body. */
export function expectErrorEnvelope(
  response: { status: number; body: unknown },
  status: number,
  // biome-ignore lint/suspicious/noExplicitAny: tests read the error's data field by field
): { success: false; statusCode: number; message: string; data: any } {
  const body = response.body as Partial<ReturnType<typeof expectErrorEnvelope>> | null;
  if (
    response.status !== status ||
    typeof body !== 'object' ||
    body === null ||
    body.success !== false ||
    body.statusCode !== status ||
    typeof body.message !== 'string' ||
    !('data' in body)
  ) {
    throw new Error(
      `expected a ${status} error envelope, got ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  if (JSON.stringify(body).includes('    at ')) throw new Error('stack trace leaked');
  return body as ReturnType<typeof expectErrorEnvelope>;
}

/** The newest 4-digit code sent to `to` (SMS or e-mail) in the dev outbox, waiting briefly for it to arrive. */
export async function codeFor(t: TestApp, to: string, after = 0): Promise<string> {
  const outbox = t.app.providers.outbox;
  if (!outbox) throw new Error('no outbox: the sandboxes are off');
  for (let i = 0; i < 50; i++) {
    const entries = await outbox.list({ to });
    if (entries.length > after) {
      const match = /(?<!\d)(\d{4})(?!\d)/.exec(entries[0]?.text ?? '');
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no code for ${to} in the outbox`);
}

/** How many messages went to `to`. */
export async function sentCount(t: TestApp, to: string): Promise<number> {
  return (await t.app.providers.outbox?.list({ to }))?.length ?? 0;
}

/**
 * A whole number below 1000 in Arabic-Indic digits (٠–٩), written out digit by digit rather than
 * with Intl: how the storefront and the server's Arabic texts show it.
 */
export function arabicDigits(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1000) throw new Error(`write ${value} out by hand`);
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

/**
 * Resolves once another session waits for a lock that the transaction `holder` holds
 * (PostgreSQL): the moment a lock-order test takes its second lock.
 */
export async function lockWaiterAppears(t: TestApp, holder: Database['db'], timeoutMs = 10_000): Promise<void> {
  const [self] = await queryRows<{ pid: number }>(holder, 'select pg_backend_pid() as pid');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      t.app.db,
      `select count(*)::int as n from pg_stat_activity where ${Number(self?.pid)} = any(pg_blocking_pids(pid))`,
    );
    if ((row?.n ?? 0) > 0) return;
    if (Date.now() > until) throw new Error('no session waited for the holder');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
