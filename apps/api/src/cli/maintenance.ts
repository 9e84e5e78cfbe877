/**
 * Operator switch: `pnpm --filter @hadiya/api maintenance on|off|status`.
 * A running server is switched through its loopback operator endpoint (the embedded database
 * cannot be opened by two processes); otherwise the setting is written to the database directly.
 * MAINTENANCE_MODE=1 in the server's environment overrides whatever is stored.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { settings } from '../db/schema';
import { MAINTENANCE_KEY, setMaintenance } from '../modules/ops/maintenance';
import { switchRunningServer } from '../modules/ops/operator-client';
import { operatorFilePath } from './operator-file';

const USAGE = 'usage: maintenance on|off|status';
const command = process.argv[2];
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if ((command !== 'on' && command !== 'off' && command !== 'status') || process.argv.length > 3) {
  console.error(command === undefined ? USAGE : `unknown arguments: ${process.argv.slice(2).join(' ')}\n${USAGE}`);
  process.exit(2);
}
const config = loadConfig();
const operatorFile = operatorFilePath(config);

if (command === 'status') {
  const response = await fetch(`http://127.0.0.1:${config.port}/api/common/check-maintenance-mode`).catch(() => null);
  if (response?.ok) {
    const body = (await response.json()) as { data: { is_web_app_maintenance: boolean } };
    console.log(body.data.is_web_app_maintenance ? 'on' : 'off');
  } else {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    const [row] = await database.db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY));
    console.log(row?.value === true ? 'on' : 'off', '(stored; server not running)');
    await database.close();
  }
} else {
  const on = command === 'on';
  if (!config.databaseUrl && operatorFile && (await switchRunningServer(operatorFile, on))) {
    console.log(`Maintenance ${command} (running server switched).`);
  } else {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    await setMaintenance(database.db, on);
    await database.close();
    console.log(`Maintenance ${command} (stored; servers pick it up within ${config.maintenancePollMs / 1000} s).`);
  }
}
