/**
 * Operator restock: `pnpm --filter @hadiya/api restock <product id|slug> <units> [--color <id>]`.
 * Adds stock and sends every notify-me subscriber of what came back exactly one notice (an e-mail,
 * or an SMS to an account with only a mobile). A running server is asked through its loopback
 * operator endpoint, found by the `operator.json` inside DATA_DIR (so its sandbox outbox records
 * the messages); otherwise the app is built in this process on the configured database and asked
 * the same, and the messages go through the configured providers.
 */
import { callLocalOperatorApi } from './operator-call';

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

const body = { product: /^\d+$/.test(product) ? Number(product) : product, color_id: colorId, quantity };

const answer = await callLocalOperatorApi({ method: 'POST', path: '/internal/restock', body }, 'en');
const isRestocked = answer.status === 200;
if (isRestocked) console.log(JSON.stringify(answer.body.data));
else console.error(`refused: ${answer.body.message}`);
process.exit(isRestocked ? 0 : 1);
