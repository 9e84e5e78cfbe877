/**
 * Operating the store from the command line (issue 15 §6): `pnpm --filter @hadiya/api operator <command>`.
 * Every command is a call of the operator API (`/api/operator/...`), so the CLI and the API run
 * the same code:
 * - a server started with `pnpm start` on this machine is called over loopback with the key it
 *   wrote to `operator.json` inside DATA_DIR (the embedded database cannot be opened twice, and
 *   the payment sandboxes live in that process);
 * - OPERATOR_API_URL (+ OPERATOR_API_TOKEN) calls a remote server with the token;
 * - otherwise the app is built in this process on the configured database and called in memory.
 */
import { parseArgs } from 'node:util';
import { callLocalOperatorApi, callOverHttp, type OperatorAnswer, type OperatorRequest } from './operator-call';

const USAGE = `usage: operator <command> [options]   (--lang ar|en, --json for raw data)

  me                                             who the credential is
  orders list [--status S] [--q TEXT] [--payment-status S] [--user ID] [--page N] [--limit N]
  orders show <order uuid|HD-number>
  orders move <order> <status> --reason TEXT     along the state machine
  orders cancel <order> --status rejected|cancelled --refund-to wallet|original --reason TEXT
  orders retry-refund <order>                    a refund the payment provider refused, again
  wallet bonus <user id> <halalas> --reason TEXT [--key IDEMPOTENCY_KEY]
  restock <product id|slug> <units> [--color ID]
  coupon list [--paused | --active] [--q TEXT] [--page N] [--limit N]
  coupon create <CODE> (--percent N | --fixed HALALAS) [--min-order HALALAS] [--max-discount HALALAS]
                [--usage-limit N] [--per-user N] [--starts ISO] [--ends ISO] [--public]
                [--description-en TEXT] [--description-ar TEXT]
  coupon pause <id> | coupon resume <id>
  maintenance on|off|status
  grant-operator <email|phone>

A server running on this machine is called through the operator.json in its DATA_DIR (give the
same DATA_DIR); OPERATOR_API_URL + OPERATOR_API_TOKEN call a remote one; otherwise the app runs in
this process on the configured database.`;

const options = {
  lang: { type: 'string', default: 'en' },
  json: { type: 'boolean', default: false },
  status: { type: 'string' },
  'payment-status': { type: 'string' },
  q: { type: 'string' },
  user: { type: 'string' },
  page: { type: 'string' },
  limit: { type: 'string' },
  reason: { type: 'string' },
  'refund-to': { type: 'string' },
  key: { type: 'string' },
  color: { type: 'string' },
  paused: { type: 'boolean' },
  active: { type: 'boolean' },
  percent: { type: 'string' },
  fixed: { type: 'string' },
  'min-order': { type: 'string' },
  'max-discount': { type: 'string' },
  'usage-limit': { type: 'string' },
  'per-user': { type: 'string' },
  starts: { type: 'string' },
  ends: { type: 'string' },
  public: { type: 'boolean' },
  'description-en': { type: 'string' },
  'description-ar': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A usage error: the message (the usage by default) on stderr, exit 2. */
function fail(message = USAGE): never {
  console.error(message);
  process.exit(2);
}

function parseCommandLine() {
  try {
    return parseArgs({ allowPositionals: true, options, args: process.argv.slice(2) });
  } catch (error) {
    // An unknown option, or an option without its value: node's message names it.
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
}

const { values: opts, positionals } = parseCommandLine();

type Request = OperatorRequest;

const query = (entries: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(entries)) if (v !== undefined && v !== '') search.set(k, v);
  const text = search.toString();
  return text ? `?${text}` : '';
};
const num = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const need = (value: string | undefined, what: string) => value ?? fail(`missing ${what}\n\n${USAGE}`);
const ref = (value: string | undefined) => encodeURIComponent(need(value, 'the order (uuid or HD-number)'));
const unknown = (words: Array<string | undefined>) =>
  fail(`unknown command: ${words.filter((w) => w !== undefined).join(' ') || '(none)'}\n\n${USAGE}`);

/** The operator API call of a command line. */
function requestOf(args: string[]): Request {
  const [command, sub, a, b] = args;
  switch (command) {
    case 'me':
      return { method: 'GET', path: '/operator/me' };
    case 'orders':
      if (sub === 'list') {
        return {
          method: 'GET',
          path: `/operator/orders${query({
            status: opts.status,
            payment_status: opts['payment-status'],
            q: opts.q,
            user_id: opts.user,
            page_number: opts.page,
            limit: opts.limit,
          })}`,
        };
      }
      if (sub === 'show') return { method: 'GET', path: `/operator/orders/${ref(a)}` };
      if (sub === 'move') {
        return {
          method: 'POST',
          path: `/operator/orders/${ref(a)}/transition`,
          body: { to: need(b, 'the status to move to'), reason: need(opts.reason, '--reason') },
        };
      }
      if (sub === 'cancel') {
        return {
          method: 'POST',
          path: `/operator/orders/${ref(a)}/cancel`,
          body: {
            status: opts.status ?? 'cancelled',
            refund_to: need(opts['refund-to'], '--refund-to wallet|original'),
            reason: need(opts.reason, '--reason'),
          },
        };
      }
      if (sub === 'retry-refund') return { method: 'POST', path: `/operator/orders/${ref(a)}/refund/retry` };
      return unknown([command, sub]);
    case 'wallet':
      if (sub !== 'bonus') return unknown([command, sub]);
      return {
        method: 'POST',
        path: '/operator/wallet/bonus',
        body: {
          user_id: num(need(a, 'the user id')),
          amount_halalas: num(need(b, 'the amount in halalas')),
          reason: need(opts.reason, '--reason'),
          ...(opts.key ? { idempotency_key: opts.key } : {}),
        },
      };
    case 'restock':
      return {
        method: 'POST',
        path: `/operator/products/${encodeURIComponent(need(sub, 'the product id or slug'))}/restock`,
        body: { quantity: num(need(a, 'the units')), color_id: num(opts.color) ?? null },
      };
    case 'coupon':
      if (sub === 'list') {
        return {
          method: 'GET',
          path: `/operator/coupons${query({
            state: opts.paused ? 'paused' : opts.active ? 'active' : undefined,
            q: opts.q,
            page_number: opts.page,
            limit: opts.limit,
          })}`,
        };
      }
      if (sub === 'pause' || sub === 'resume') {
        return { method: 'POST', path: `/operator/coupons/${encodeURIComponent(need(a, 'the coupon id'))}/${sub}` };
      }
      if (sub === 'create') {
        if ((opts.percent === undefined) === (opts.fixed === undefined))
          fail('give one of --percent N or --fixed HALALAS');
        return {
          method: 'POST',
          path: '/operator/coupons',
          body: {
            code: need(a, 'the code'),
            discount_type: opts.percent !== undefined ? 'percent' : 'fixed',
            // --percent 10 is 10 % (1000 basis points).
            value: opts.percent !== undefined ? Math.round(Number(opts.percent) * 100) : num(opts.fixed),
            min_order: num(opts['min-order']) ?? 0,
            max_discount: num(opts['max-discount']) ?? null,
            usage_limit: num(opts['usage-limit']) ?? null,
            per_user_limit: num(opts['per-user']) ?? 1,
            starts_at: opts.starts ?? null,
            ends_at: opts.ends ?? null,
            is_public: opts.public ?? false,
            description_en: opts['description-en'] ?? '',
            description_ar: opts['description-ar'] ?? '',
          },
        };
      }
      return unknown([command, sub]);
    case 'maintenance':
      if (sub === 'status') return { method: 'GET', path: '/operator/maintenance' };
      if (sub === 'on' || sub === 'off')
        return { method: 'POST', path: '/operator/maintenance', body: { on: sub === 'on' } };
      return unknown([command, sub]);
    case 'grant-operator':
      return { method: 'POST', path: '/operator/operators', body: { user: need(sub, 'the e-mail or phone') } };
    default:
      return unknown([command]);
  }
}

const language = opts.lang === 'ar' ? 'ar' : 'en';

/** One line per item for the lists; the data as JSON otherwise. */
function print(request: Request, answer: OperatorAnswer): void {
  const data = answer.body.data as
    | { items?: Array<Record<string, unknown>>; total?: number; page_number?: number }
    | null
    | undefined;
  if (answer.body.message) console.error(answer.body.message);
  // Lists are paginated ({items, page_number, limit, total}); an order's own `items` are its lines.
  const isList = Boolean(data && Array.isArray(data.items) && typeof data.page_number === 'number');
  if (opts.json || !data || !isList || !Array.isArray(data.items)) {
    console.log(JSON.stringify(data ?? null, null, 2));
    return;
  }
  for (const item of data.items) {
    if (request.path.startsWith('/operator/orders')) {
      console.log(
        [
          item.order_number,
          item.status,
          `${(Number(item.total) / 100).toFixed(2)} SAR`,
          item.payment_status,
          item.sender_name ?? '',
          item.created_at,
        ].join('\t'),
      );
    } else {
      console.log(
        [
          item.id,
          item.code,
          item.discount_type,
          item.value,
          item.is_paused ? 'paused' : 'active',
          `${item.used_count}/${item.usage_limit ?? '∞'}`,
        ].join('\t'),
      );
    }
  }
  console.error(`${data.items.length} of ${data.total}`);
}

// Asked for: the usage on stdout, success. Nothing asked: a usage error.
if (opts.help || positionals[0] === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length === 0) fail();
if (opts.lang !== 'ar' && opts.lang !== 'en') fail(`--lang must be ar or en (was ${opts.lang})\n\n${USAGE}`);
const request = requestOf(positionals);
let answer: OperatorAnswer;
if (process.env.OPERATOR_API_URL) {
  const token = process.env.OPERATOR_API_TOKEN ?? fail('OPERATOR_API_URL needs OPERATOR_API_TOKEN');
  answer =
    (await callOverHttp(
      process.env.OPERATOR_API_URL.replace(/\/+$/, ''),
      { authorization: `Bearer ${token}` },
      request,
      language,
    )) ?? fail(`no server answers at ${process.env.OPERATOR_API_URL}`);
} else {
  answer = await callLocalOperatorApi(request, language);
}
print(request, answer);
process.exit(answer.status >= 200 && answer.status < 300 ? 0 : 1);
