/**
 * Operator restock: `pnpm --filter @hadiya/api restock <product id|slug> <units> [--color <id>]`.
 * Adds stock and sends every notify-me subscriber of what came back exactly one notice (an e-mail,
 * or an SMS to an account with only a mobile). A running server is asked through its loopback
 * operator endpoint, found by the `operator.json` inside DATA_DIR (so its sandbox outbox records
 * the messages); otherwise the app is built in this process on the configured database and asked
 * the same, and the messages go through the configured providers.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { operatorFilePath, readOperatorFile } from './operator-file';

const USAGE = 'usage: restock <product id|slug> <units> [--color <color id>]';
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const colorAt = args.indexOf('--color');
const colorId = colorAt >= 0 ? Number(args[colorAt + 1]) : null;
const rest = colorAt < 0 ? args : args.filter((_, i) => i !== colorAt && i !== colorAt + 1);
const [product, units] = rest;
const quantity = Number(units);
if (rest.length !== 2 || !product || !Number.isInteger(quantity) || (colorId !== null && !Number.isInteger(colorId))) {
  console.error(args.length === 0 ? USAGE : `bad arguments: ${args.join(' ')}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const body = { product: /^\d+$/.test(product) ? Number(product) : product, color_id: colorId, quantity };

interface Answer {
  ok: boolean;
  body: { message: string; data: unknown };
}

async function ofRunningServer(): Promise<Answer | null> {
  const running = readOperatorFile(operatorFilePath(config));
  if (!running) return null;
  const response = await fetch(`http://127.0.0.1:${running.port}/api/internal/restock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': running.key, language: 'en' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null); // not running any more: connection refused
  if (!response) return null;
  return { ok: response.ok, body: (await response.json()) as Answer['body'] };
}

async function inProcess(): Promise<Answer> {
  const { buildServer } = await import('../server');
  const operatorKey = randomBytes(24).toString('base64url');
  const app = await buildServer({
    config: { ...config, preloadCatalog: false, catalogPollMs: 0 },
    operatorKey,
    logger: { level: 'error' },
  });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/internal/restock',
      headers: { language: 'en', 'x-operator-key': operatorKey },
      payload: body,
    });
    return { ok: response.statusCode === 200, body: response.json() as Answer['body'] };
  } finally {
    await app.close();
  }
}

const answer = (await ofRunningServer()) ?? (await inProcess());
if (answer.ok) console.log(JSON.stringify(answer.body.data));
else console.error(`refused: ${answer.body.message}`);
process.exit(answer.ok ? 0 : 1);
