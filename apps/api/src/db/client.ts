import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL and returns its rows (the same on PGlite and node-postgres). */
export async function queryRows<T>(db: Db, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(query as SQL)) as unknown as { rows: T[] };
  return result.rows;
}

/** An integer array as a PostgreSQL literal, for `= any(${intArray(ids)}::int[])` (PGlite and pg alike). */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** pg_trgm word-similarity threshold used by the `<%` operator: typo tolerance of search. */
export const WORD_SIMILARITY_THRESHOLD = 0.3;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Number of SQL statements sent so far (for the statement budget test). */
  readonly statements: number;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; `memory` (or undefined) keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let statements = 0;
  const logger = {
    logQuery() {
      statements += 1;
    },
  };
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // A failed idle client must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      get statements() {
        return statements;
      },
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    get statements() {
      return statements;
    },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}
