/**
 * `pnpm seed` (root) / `pnpm --filter @hadiya/api seed [--reset]`: migrates and loads the demo
 * data into the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
 * `--reset` empties every table first.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, queryRows } from '../db/client';
import { addMissingPages, isDatabaseEmpty, seedDemo } from '../db/seed';
import { operatorFilePath, readOperatorFile } from './operator-file';

const config = loadConfig();
const reset = process.argv.includes('--reset');

if (!config.databaseUrl) {
  const pid = readOperatorFile(operatorFilePath(config))?.pid;
  if (pid) {
    let running = false;
    try {
      process.kill(pid, 0);
      running = true;
    } catch {
      running = false;
    }
    if (running) {
      console.error(`The API (pid ${pid}) has the embedded database open; stop it before seeding.`);
      process.exit(1);
    }
  }
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (reset) {
    const tables = await queryRows<{ tablename: string }>(
      database.db,
      "select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'",
    );
    const list = tables.map((t) => `"${t.tablename}"`).join(', ');
    if (list) await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
    console.log(`Emptied ${tables.length} tables.`);
  }
  if (await isDatabaseEmpty(database.db)) {
    const result = await seedDemo(database.db);
    console.log(`Seeded ${result.products} products and ${result.cities} cities into the ${database.kind} database.`);
  } else {
    const added = await addMissingPages(database.db);
    if (added.length > 0) console.log(`Added the missing content pages: ${added.join(', ')}.`);
    console.log('The database already holds data; use --reset to start over.');
  }
} finally {
  await database.close();
}
