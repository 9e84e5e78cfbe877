/**
 * An offline Moyasar (reference/payment-providers.md §1, §2, §10): the payments API with its test
 * cards, Apple Pay amount ranges and STC Pay mobiles/OTPs, a clickable 3-D Secure page, and
 * webhooks with retries. Served on its own loopback listener (the adapter's base URL) and, as the
 * same plugin with the same state, mounted by the app under `/sandbox/moyasar` for the browser.
 *
 * Card numbers: only the outcome, brand and last four digits of a card are kept; nothing here
 * logs a request body, and the loopback listener runs with logging off.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { OutboxEntry, ProviderLogger } from '../../types';
import {
  ensureFormParser,
  listenLoopback,
  nestBracketKeys,
  registerSimRoutes,
  resolveKit,
  type SandboxKitOptions,
  type SimClock,
  type WebhookDispatcher,
} from '../sandbox-kit';
import type { PaymentSandbox } from '../types';
import { renderThreeDsPage, THREE_DS_CSS } from './three-ds-page';
import {
  formatSar,
  type MoyasarErrorBody,
  type MoyasarPayment,
  type MoyasarSource,
  type MoyasarWebhookBody,
  type MoyasarWebhookEvent,
  maskCardNumber,
  toInternationalSaudiMobile,
} from './wire';

// ---------------------------------------------------------------------------------------------
// Test data (reference §1.8, §2)

interface Outcome {
  ok: boolean;
  code: string | null;
  message: string;
  /** `not_enrolled`: refused at creation; `failed`: the 3-D Secure step itself fails. */
  threeDs?: 'not_enrolled' | 'failed';
}

const approved: Outcome = { ok: true, code: '00', message: 'APPROVED' };
const declined = (code: string, message: string): Outcome => ({ ok: false, code, message });

/** The official test PANs and their results. Any other card fails (current docs). */
export const MOYASAR_TEST_CARDS: Record<string, Outcome> = {
  '4201320111111010': approved,
  '4201320000013020': declined('99', 'UNSPECIFIED FAILURE'),
  '4201320000311101': declined('51', 'INSUFFICIENT FUNDS'),
  '4201320131000508': declined('41', 'DECLINED: LOST CARD'),
  '4201321234411220': declined('05', 'DECLINED'),
  '4201322267774310': declined('54', 'EXPIRED CARD'),
  '4201326324640570': declined('61', 'EXCEEDS WITHDRAWAL LIMIT'),
  '4201321144311528': declined('43', 'STOLEN CARD'),
  '4111111111111111': approved,
  '4123120000000000': declined('99', 'UNSPECIFIED FAILURE'),
  '4123120001090000': declined('51', 'INSUFFICIENT FUNDS'),
  '4123450131000508': {
    ok: false,
    code: null,
    message: '3-D Secure transaction attempt failed (Not Enrolled)',
    threeDs: 'not_enrolled',
  },
  '4123120001090109': declined('05', 'DECLINED'),
  '5421080101000000': approved,
  '5105105105105100': declined('99', 'UNSPECIFIED FAILURE'),
  '5457210001000092': declined('51', 'INSUFFICIENT FUNDS'),
  '5204010101000000': { ok: false, code: null, message: '3-D Secure transaction attempt failed', threeDs: 'failed' },
};
const UNLISTED_CARD: Outcome = declined('99', 'UNSPECIFIED FAILURE');

/** Apple Pay in test mode: the result is chosen by the amount in halalas (inclusive ranges). */
export const MOYASAR_APPLE_PAY_RANGES: Array<[number, number, Outcome]> = [
  [20_000, 30_000, approved],
  [100_000, 110_000, declined('99', 'UNSPECIFIED FAILURE')],
  [110_100, 120_000, declined('51', 'INSUFFICIENT FUNDS')],
  [120_100, 130_000, declined('41', 'DECLINED: LOST CARD')],
  [130_100, 140_000, declined('05', 'DECLINED')],
  [140_100, 150_000, declined('54', 'EXPIRED CARD')],
  [150_100, 160_000, declined('61', 'EXCEEDS WITHDRAWAL LIMIT')],
  [160_100, 170_000, declined('43', 'STOLEN CARD')],
];

/** STC Pay mobiles refused at initiation. */
export const MOYASAR_STC_PAY_MOBILES: Record<string, string> = {
  '0515555555': 'Mobile number is not registered to use the STC Pay service.',
  '0515555556': 'Please update your information in the STC Pay app.',
  '0515555557': 'The STC Pay account status is invalid.',
  '0515555558': 'OTP attempts exhausted, please wait 15 minutes.',
  '0515555559': 'Please wait 60 seconds before making a new payment.',
};

/** STC Pay OTPs: these two pay; the listed others fail with their reason; anything else is invalid. */
export const MOYASAR_STC_PAY_OTPS: Record<string, string | null> = {
  '123456': null,
  '000000': null,
  '111111': 'Insufficient Balance',
  '222222': 'Daily limit exceeded',
  '333333': 'Max transaction amount exceeded',
  '444444': 'Timeout from STC Pay',
};
export const MOYASAR_STC_PAY_SUCCESS_OTP = '123456';

// ---------------------------------------------------------------------------------------------
// Options and state

export interface MoyasarSandboxOptions extends SandboxKitOptions {
  secretKey: string;
  publishableKey: string;
  /** The Secret Token put in every webhook body. */
  webhookSecret: string;
  accountName?: string;
  /** Where STC Pay's OTP SMS is recorded (the dev outbox). */
  outbox?: { record(entry: OutboxEntry): void };
  /**
   * Where the browser reaches this sandbox: the 3-D Secure `transaction_url` starts with it.
   * Default `/sandbox/moyasar` (a same-origin path on the store).
   */
  browserBaseUrl?: string;
  /** How long an STC Pay OTP stays valid (simulated ms). Default 5 minutes. */
  otpTtlMs?: number;
  /** Where webhooks go until `setWebhookTarget()`; none: no webhooks are sent. */
  webhookTarget?: string;
}

export type ThreeDsResult = 'approve' | 'fail' | 'cancel' | 'abandon';

export interface MoyasarSandbox extends PaymentSandbox {
  readonly provider: 'moyasar';
  /** The loopback listener: the adapter's base URL. */
  baseUrl: string;
  clock: SimClock;
  dispatcher: WebhookDispatcher;
  /** Changeable at run time (tests): the STC Pay OTP lifetime. */
  settings: { otpTtlMs: number; accountName: string };
  /** Drives the 3-D Secure page without a browser; returns the payment and where the shopper goes. */
  complete3ds(id: string, result: ThreeDsResult): { payment: MoyasarPayment; redirectUrl: string | null } | null;
  payment(id: string): MoyasarPayment | undefined;
  /** Forgets payments, tokens and deliveries. */
  reset(): void;
  close(): Promise<void>;
}

interface StoredCard {
  token: string;
  outcome: Outcome;
  isTestCard: boolean;
  company: string;
  last4: string;
  name: string;
  month: number;
  year: number;
}

interface PaymentRecord {
  payment: MoyasarPayment;
  kind: 'card' | 'applepay' | 'stcpay';
  manual: boolean;
  /** Cards: what the issuer answers after 3-D Secure. */
  outcome?: Outcome;
  isTestCard?: boolean;
  saveCard?: StoredCard | null;
  otp?: { token: string; expiresAtMs: number };
}

const FAILURE = (message: string, errors: Record<string, string[]> | null = null, type = 'invalid_request_error') =>
  ({ type, message, errors }) satisfies MoyasarErrorBody;

const MAX_PAYMENTS = 20_000;

const AUTH_ERROR = FAILURE('Invalid authorization credentials', null, 'authentication_error');
const NOT_FOUND = FAILURE('Object not found');

function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function cardCompany(digits: string): string {
  if (
    /^(420132|440647|440795|446404|457865|968208|588845|588846|588848|588849|588850|636120|968201|968202|968203|968204|968205|968206|968207|968209|968211)/.test(
      digits,
    )
  )
    return 'mada';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'master';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function toInt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number.parseInt(value, 10);
  return null;
}

const bool = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null || value === ''
    ? fallback
    : value === true || value === 'true' || value === '1';

function basicKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const index = decoded.indexOf(':');
  return index === -1 ? decoded : decoded.slice(0, index);
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------

/** Starts the Moyasar sandbox's loopback listener; `plugin` serves the same state to the app. */
export async function createMoyasarSandbox(options: MoyasarSandboxOptions): Promise<MoyasarSandbox> {
  const { clock, dispatcher } = resolveKit(options);
  const logger: ProviderLogger | undefined = options.logger;
  const browserBase = (options.browserBaseUrl ?? '/sandbox/moyasar').replace(/\/+$/, '');
  const settings = { otpTtlMs: options.otpTtlMs ?? 5 * 60_000, accountName: options.accountName ?? 'Hadiya Sandbox' };
  let webhookTarget: string | null = options.webhookTarget ?? null;
  const payments = new Map<string, PaymentRecord>();
  const byGivenId = new Map<string, string>();
  const cards = new Map<string, StoredCard>();
  const stcByOtpId = new Map<string, string>();

  const now = () => clock.now().toISOString();

  function emit(event: MoyasarWebhookEvent, payment: MoyasarPayment): void {
    if (!webhookTarget) return;
    const envelope: MoyasarWebhookBody = {
      id: randomUUID(),
      type: event,
      created_at: now(),
      secret_token: options.webhookSecret,
      account_name: settings.accountName,
      live: false,
      data: structuredClone(payment),
    };
    const headers = { 'content-type': 'application/json', 'user-agent': 'Moyasar-Webhooks (sandbox)' };
    dispatcher.send({
      provider: 'moyasar',
      event,
      ref: payment.id,
      url: webhookTarget,
      headers,
      body: JSON.stringify(envelope),
      forge: () => ({
        headers,
        body: JSON.stringify({ ...envelope, secret_token: `forged_${randomBytes(8).toString('hex')}` }),
      }),
    });
  }

  function touch(record: PaymentRecord): void {
    record.payment.updated_at = now();
    record.payment.captured_format = formatSar(record.payment.captured);
    record.payment.refunded_format = formatSar(record.payment.refunded);
  }

  function settle(record: PaymentRecord, outcome: Outcome): void {
    const { payment } = record;
    payment.source.message = outcome.message;
    payment.source.response_code = outcome.code;
    if (outcome.ok) {
      payment.source.authorization_code = String(randomInt(100_000, 999_999));
      payment.status = record.manual ? 'authorized' : 'paid';
      if (record.saveCard) {
        cards.set(record.saveCard.token, record.saveCard);
        payment.source.token = record.saveCard.token;
      }
    } else {
      payment.status = 'failed';
    }
    touch(record);
    emit(outcome.ok ? (record.manual ? 'payment_authorized' : 'payment_paid') : 'payment_failed', payment);
  }

  function newPayment(input: {
    amount: number;
    currency: string;
    description: string | null;
    callbackUrl: string | null;
    metadata: Record<string, string> | null;
    ip: string | null;
    source: MoyasarSource;
  }): MoyasarPayment {
    const created = now();
    return {
      id: randomUUID(),
      status: 'initiated',
      amount: input.amount,
      fee: 0,
      currency: input.currency,
      refunded: 0,
      refunded_at: null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: input.description,
      amount_format: formatSar(input.amount),
      fee_format: formatSar(0),
      refunded_format: formatSar(0),
      captured_format: formatSar(0),
      invoice_id: null,
      ip: input.ip,
      callback_url: input.callbackUrl,
      created_at: created,
      updated_at: created,
      metadata: input.metadata,
      source: input.source,
    };
  }

  /** The 3-D Secure decision, shared by the HTML page and the `/__sim` route. */
  function complete3ds(id: string, result: ThreeDsResult) {
    const record = payments.get(id);
    if (record?.kind !== 'card') return null;
    const { payment } = record;
    if (payment.status === 'initiated') {
      if (result === 'approve') {
        const outcome = record.outcome ?? UNLISTED_CARD;
        settle(record, outcome.threeDs === 'failed' ? { ...outcome, ok: false } : outcome);
      } else if (result === 'fail') {
        settle(record, {
          ok: false,
          code: null,
          message: '3-D Secure transaction attempt failed (Authentication Failed)',
        });
      }
      // cancel / abandon: the payment stays `initiated` (nothing was authorised).
    }
    if (result === 'abandon' || !payment.callback_url) return { payment, redirectUrl: null };
    const message =
      payment.status === 'initiated'
        ? '3-D Secure authentication was cancelled by the cardholder'
        : (payment.source.message ?? '');
    return {
      payment,
      redirectUrl: withQuery(payment.callback_url, { id: payment.id, status: payment.status, message }),
    };
  }

  type Reply = FastifyReply;

  function requireSecret(request: FastifyRequest, reply: Reply): boolean {
    if (basicKey(request) === options.secretKey) return true;
    void reply.code(401).send(AUTH_ERROR);
    return false;
  }

  function createPayment(request: FastifyRequest, reply: Reply, app: FastifyInstance) {
    const received = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const body = Object.keys(received).some((key) => key.includes('[')) ? nestBracketKeys(received) : received;
    const key = basicKey(request) ?? str(body.publishable_api_key) ?? null;
    if (key !== options.secretKey && key !== options.publishableKey) return reply.code(401).send(AUTH_ERROR);

    const givenId = str(body.given_id);
    if (givenId !== undefined) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(givenId)) {
        return reply.code(400).send(FAILURE('Validation Failed', { given_id: ['is not a valid UUID'] }));
      }
      const existing = byGivenId.get(givenId.toLowerCase());
      const record = existing ? payments.get(existing) : undefined;
      if (record) return reply.code(201).send(record.payment);
    }

    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    const amount = toInt(body.amount);
    if (amount === null) add('amount', "can't be blank and must be an integer");
    else if (amount < 100) add('amount', 'must be greater than or equal to 100');
    const currency = (str(body.currency) ?? 'SAR').toUpperCase();
    if (currency !== 'SAR') add('currency', 'is not supported');
    const description = str(body.description) ?? null;
    if (description && description.length > 255) add('description', 'is too long (maximum is 255 characters)');
    const callbackUrl = str(body.callback_url) ?? null;
    if (callbackUrl !== null && !isHttpUrl(callbackUrl)) add('callback_url', 'is not a valid URL');
    let metadata: Record<string, string> | null = null;
    if (body.metadata !== undefined && body.metadata !== null) {
      if (typeof body.metadata !== 'object' || Array.isArray(body.metadata)) add('metadata', 'must be an object');
      else {
        metadata = {};
        for (const [k, v] of Object.entries(body.metadata as Record<string, unknown>)) {
          const value = str(v);
          if (value === undefined) add(`metadata.${k}`, 'must be a string');
          else metadata[k] = value;
        }
      }
    }
    const source = (body.source && typeof body.source === 'object' ? body.source : {}) as Record<string, unknown>;
    const type = str(source.type);
    const ip = request.ip ?? null;

    let record: PaymentRecord | null = null;
    if (type === 'creditcard' || type === 'token') {
      if (!callbackUrl) add('callback_url', "can't be blank");
      const threeDs = bool(source['3ds'], true);
      const manual = bool(source.manual, false);
      let card: Omit<StoredCard, 'token'> | null = null;
      if (type === 'creditcard') {
        const name = (str(source.name) ?? '').trim();
        if (!/^\S+(\s+\S+)+$/.test(name)) add('source.name', 'must be two words or more');
        const number = (str(source.number) ?? '').replace(/[\s-]/g, '');
        if (!/^\d{12,19}$/.test(number) || !luhn(number)) add('source.number', 'is invalid');
        const company = cardCompany(number);
        const month = toInt(source.month);
        let year = toInt(source.year);
        if (year !== null && year < 100) year += 2000;
        if (month === null || month < 1 || month > 12) add('source.month', 'is invalid');
        if (year === null) add('source.year', 'is invalid');
        else if (month !== null) {
          const current = clock.now();
          const expired =
            year < current.getUTCFullYear() || (year === current.getUTCFullYear() && month < current.getUTCMonth() + 1);
          if (expired) add('source.year', 'card is expired');
        }
        const cvc = str(source.cvc) ?? '';
        if (!(company === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) add('source.cvc', 'is invalid');
        if (Object.keys(errors).length === 0) {
          const listed = MOYASAR_TEST_CARDS[number];
          card = {
            outcome: listed ?? UNLISTED_CARD,
            isTestCard: Boolean(listed),
            company,
            last4: number.slice(-4),
            name,
            month: month as number,
            year: year as number,
          };
        }
      } else {
        const stored = cards.get(str(source.token) ?? '');
        if (!stored) add('source.token', 'is invalid');
        else card = stored;
      }
      if (Object.keys(errors).length > 0 || !card || amount === null) {
        return reply.code(400).send(FAILURE('Validation Failed', errors));
      }
      const saveCard =
        type === 'creditcard' && bool(source.save_card, false)
          ? { ...card, token: `token_${randomBytes(18).toString('base64url')}` }
          : null;
      const payment = newPayment({
        amount,
        currency,
        description,
        callbackUrl,
        metadata,
        ip,
        source: {
          type: type === 'token' ? 'token' : 'creditcard',
          company: card.company,
          name: card.name,
          number: maskCardNumber(card.last4) ?? null,
          gateway_id: `moyasar_ap_${randomBytes(10).toString('hex')}`,
          reference_number: String(randomInt(100_000_000_000, 999_999_999_999)),
          token: type === 'token' ? (str(source.token) ?? null) : null,
          message: null,
          transaction_url: null,
          authorization_code: null,
          response_code: null,
          month: card.month,
          year: card.year,
        },
      });
      record = { payment, kind: 'card', manual, outcome: card.outcome, isTestCard: card.isTestCard, saveCard };
      if (card.outcome.threeDs === 'not_enrolled' && threeDs) {
        settle(record, card.outcome);
      } else if (threeDs) {
        payment.source.transaction_url = `${browserBase}/3ds/${payment.id}`;
        payment.source.message = null;
      } else {
        settle(record, card.outcome.threeDs ? { ...card.outcome, ok: false } : card.outcome);
      }
    } else if (type === 'applepay') {
      const token = source.token;
      let parsed: unknown = token;
      if (typeof token === 'string') {
        try {
          parsed = JSON.parse(token);
        } catch {
          parsed = null;
        }
      }
      const tokenObject = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
      if (!tokenObject || typeof tokenObject.paymentData !== 'object' || tokenObject.paymentData === null) {
        add('source.token', 'is invalid');
      }
      if (Object.keys(errors).length > 0 || amount === null || !tokenObject) {
        return reply.code(400).send(FAILURE('Validation Failed', errors));
      }
      const method = (tokenObject.paymentMethod ?? {}) as Record<string, unknown>;
      const network = (str(method.network) ?? 'visa').toLowerCase();
      const last4 = /(\d{4})\s*$/.exec(str(method.displayName) ?? '')?.[1] ?? '1111';
      const outcome =
        MOYASAR_APPLE_PAY_RANGES.find(([min, max]) => amount >= min && amount <= max)?.[2] ?? UNLISTED_CARD;
      const payment = newPayment({
        amount,
        currency,
        description,
        callbackUrl,
        metadata,
        ip,
        source: {
          type: 'applepay',
          company: network === 'mastercard' ? 'master' : network,
          name: null,
          number: maskCardNumber(last4),
          gateway_id: `moyasar_ap_${randomBytes(10).toString('hex')}`,
          reference_number: String(randomInt(100_000_000_000, 999_999_999_999)),
          message: null,
          authorization_code: null,
          response_code: null,
        },
      });
      record = { payment, kind: 'applepay', manual: bool(source.manual, false) };
      settle(record, outcome);
    } else if (type === 'stcpay') {
      const mobile = str(source.mobile) ?? '';
      if (!/^05\d{8}$/.test(mobile)) add('source.mobile', 'is invalid');
      if (Object.keys(errors).length > 0 || amount === null) {
        return reply.code(400).send(FAILURE('Validation Failed', errors));
      }
      const otpId = randomUUID();
      const otpToken = randomBytes(16).toString('base64url');
      const origin = `${request.protocol}://${request.host}${app.prefix}`;
      const payment = newPayment({
        amount,
        currency,
        description,
        callbackUrl,
        metadata,
        ip,
        source: {
          type: 'stcpay',
          mobile,
          cashier: str(source.cashier) ?? null,
          branch: str(source.branch) ?? null,
          reference_number: String(randomInt(100_000_000, 999_999_999)),
          transaction_url: `${origin}/v1/stc_pays/${otpId}/proceed?otp_token=${otpToken}`,
          message: null,
        },
      });
      record = {
        payment,
        kind: 'stcpay',
        manual: false,
        otp: { token: otpToken, expiresAtMs: clock.nowMs() + settings.otpTtlMs },
      };
      stcByOtpId.set(otpId, payment.id);
      const refusal = MOYASAR_STC_PAY_MOBILES[mobile];
      if (refusal) {
        payment.source.transaction_url = null;
        record.otp = undefined;
        settle(record, { ok: false, code: null, message: refusal });
      } else {
        sendOtpSms(payment, mobile);
      }
    } else {
      add('source.type', 'is not supported (creditcard, token, applepay, stcpay)');
      return reply.code(400).send(FAILURE('Validation Failed', errors));
    }

    payments.set(record.payment.id, record);
    // A long-running dev server keeps the newest payments only.
    if (payments.size > MAX_PAYMENTS) {
      const oldest = payments.keys().next().value as string;
      payments.delete(oldest);
    }
    if (givenId) byGivenId.set(givenId.toLowerCase(), record.payment.id);
    return reply.code(201).send(record.payment);
  }

  function sendOtpSms(payment: MoyasarPayment, mobile: string): void {
    const minutes = Math.max(1, Math.round(settings.otpTtlMs / 60_000));
    const amount = (payment.amount / 100).toFixed(2);
    const text =
      `رمز STC Pay التجريبي (بيئة الاختبار): ${MOYASAR_STC_PAY_SUCCESS_OTP}\n` +
      `للدفع ${amount} ر.س إلى ${settings.accountName}. صالح ${minutes} دقائق.\n` +
      `STC Pay sandbox code: ${MOYASAR_STC_PAY_SUCCESS_OTP} to pay ${amount} SAR to ${settings.accountName}. Valid for ${minutes} min.`;
    options.outbox?.record({
      id: `stcpay-${payment.id}`,
      channel: 'sms',
      to: toInternationalSaudiMobile(mobile),
      subject: null,
      text,
      html: null,
      createdAt: now(),
    });
    logger?.info({ payment: payment.id }, 'moyasar sandbox: STC Pay OTP recorded in the outbox');
  }

  function proceedStcPay(request: FastifyRequest, reply: Reply) {
    const { otpId } = request.params as { otpId: string };
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const id = stcByOtpId.get(otpId);
    const record = id ? payments.get(id) : undefined;
    if (!record?.otp || record.otp.token !== query.otp_token) return reply.code(404).send(NOT_FOUND);
    const { payment } = record;
    if (payment.status !== 'initiated') return reply.code(200).send(payment);
    const otp = str(body.otp_value) ?? query.otp_value ?? '';
    if (!/^\d{4,8}$/.test(otp)) {
      return reply.code(400).send(FAILURE('Validation Failed', { otp_value: ['is invalid'] }));
    }
    if (clock.nowMs() > record.otp.expiresAtMs) {
      settle(record, { ok: false, code: null, message: 'OTP has timed out' });
    } else if (otp in MOYASAR_STC_PAY_OTPS) {
      const reason = MOYASAR_STC_PAY_OTPS[otp];
      settle(record, reason ? { ok: false, code: null, message: reason } : { ok: true, code: null, message: 'Paid' });
    } else {
      settle(record, { ok: false, code: null, message: 'Invalid OTP' });
    }
    payment.source.transaction_url = null;
    return reply.code(200).send(payment);
  }

  function find(request: FastifyRequest, reply: Reply): PaymentRecord | null {
    const { id } = request.params as { id: string };
    const record = payments.get(id);
    if (!record) {
      void reply.code(404).send(NOT_FOUND);
      return null;
    }
    return record;
  }

  const plugin: FastifyPluginAsync = async (app) => {
    ensureFormParser(app);
    app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
      // Never log the request: it may be the browser's card POST.
      if (status === 500) logger?.error({ reason: error.name }, 'moyasar sandbox failed');
      return reply
        .code(status)
        .send(status === 500 ? FAILURE('Internal server error', null, 'api_error') : FAILURE(error.message));
    });

    app.post('/v1/payments', (request, reply) => createPayment(request, reply, app));

    app.get('/v1/payments', (request, reply) => {
      if (!requireSecret(request, reply)) return;
      const query = request.query as Record<string, string | undefined>;
      let list = [...payments.values()].map((r) => r.payment).reverse();
      if (query.id) list = list.filter((p) => p.id === query.id);
      if (query.status) list = list.filter((p) => p.status === query.status);
      if (query.card_last_digits)
        list = list.filter((p) => p.source.number?.endsWith(query.card_last_digits as string));
      const gt = query['created[gt]'];
      const lt = query['created[lt]'];
      if (gt) list = list.filter((p) => p.created_at > new Date(gt).toISOString());
      if (lt) list = list.filter((p) => p.created_at < new Date(lt).toISOString());
      const perPage = 20;
      const total = list.length;
      const pages = Math.max(1, Math.ceil(total / perPage));
      const page = Math.min(Math.max(1, toInt(query.page) ?? 1), pages);
      return reply.send({
        payments: list.slice((page - 1) * perPage, page * perPage),
        meta: {
          current_page: page,
          next_page: page < pages ? page + 1 : null,
          prev_page: page > 1 ? page - 1 : null,
          total_pages: pages,
          total_count: total,
        },
      });
    });

    app.get('/v1/payments/:id', (request, reply) => {
      if (!requireSecret(request, reply)) return;
      const record = find(request, reply);
      if (record) return reply.send(record.payment);
    });

    app.put('/v1/payments/:id', (request, reply) => {
      if (!requireSecret(request, reply)) return;
      const record = find(request, reply);
      if (!record) return;
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.description !== undefined) record.payment.description = str(body.description) ?? null;
      if (body.metadata && typeof body.metadata === 'object') {
        record.payment.metadata = Object.fromEntries(
          Object.entries(body.metadata as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        );
      }
      touch(record);
      return reply.send(record.payment);
    });

    app.post('/v1/payments/:id/capture', (request, reply) => {
      if (!requireSecret(request, reply)) return;
      const record = find(request, reply);
      if (!record) return;
      const { payment } = record;
      if (payment.status !== 'authorized') {
        return reply.code(400).send(FAILURE(`Payment cannot be captured in status ${payment.status}`));
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amount = body.amount === undefined || body.amount === null ? payment.amount : toInt(body.amount);
      if (amount === null || amount <= 0 || amount > payment.amount) {
        return reply
          .code(400)
          .send(FAILURE('Validation Failed', { amount: [`must be between 1 and the authorized ${payment.amount}`] }));
      }
      payment.status = 'captured';
      payment.captured = amount;
      payment.captured_at = now();
      touch(record);
      emit('payment_captured', payment);
      return reply.code(201).send(payment);
    });

    app.post('/v1/payments/:id/void', (request, reply) => {
      if (!requireSecret(request, reply)) return;
      const record = find(request, reply);
      if (!record) return;
      const { payment } = record;
      if (!['paid', 'authorized', 'captured'].includes(payment.status) || payment.refunded > 0) {
        return reply.code(400).send(FAILURE(`Payment cannot be voided in status ${payment.status}`));
      }
      payment.status = 'voided';
      payment.voided_at = now();
      touch(record);
      emit('payment_voided', payment);
      return reply.code(201).send(payment);
    });

    app.post('/v1/payments/:id/refund', (request, reply) => {
      if (!requireSecret(request, reply)) return;
      const record = find(request, reply);
      if (!record) return;
      const { payment } = record;
      if (!['paid', 'captured', 'refunded'].includes(payment.status)) {
        return reply.code(400).send(FAILURE(`Payment cannot be refunded in status ${payment.status}`));
      }
      const refundable = (payment.captured > 0 ? payment.captured : payment.amount) - payment.refunded;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amount = body.amount === undefined || body.amount === null ? refundable : toInt(body.amount);
      if (amount === null || amount <= 0 || amount > refundable) {
        return reply
          .code(400)
          .send(FAILURE('Validation Failed', { amount: [`must be between 1 and the refundable ${refundable}`] }));
      }
      payment.refunded += amount;
      payment.refunded_at = now();
      payment.status = 'refunded';
      touch(record);
      emit('payment_refunded', payment);
      return reply.code(201).send(payment);
    });

    app.route({ method: ['GET', 'POST'], url: '/v1/stc_pays/:otpId/proceed', handler: proceedStcPay });

    const applePayInitiate = (request: FastifyRequest, reply: Reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const key = basicKey(request) ?? str(body.publishable_api_key);
      if (key !== options.publishableKey && key !== options.secretKey) return reply.code(401).send(AUTH_ERROR);
      const errors: Record<string, string[]> = {};
      const validationUrl = str(body.validation_url) ?? '';
      if (!/^https:\/\/[a-z0-9.-]*apple\.com(\/|$)/i.test(validationUrl)) errors.validation_url = ['is invalid'];
      const domain = str(body.domain_name) ?? '';
      if (!/^[a-z0-9.-]+$/i.test(domain)) errors.domain_name = ['is invalid'];
      const displayName = str(body.display_name) ?? '';
      if (!displayName || displayName.length > 64) errors.display_name = ['is invalid'];
      if (Object.keys(errors).length > 0) return reply.code(400).send(FAILURE('Validation Failed', errors));
      const epoch = clock.nowMs();
      // Apple's opaque merchant session (fields as Apple returns them; values are fake).
      return reply.send({
        epochTimestamp: epoch,
        expiresAt: epoch + 5 * 60_000,
        merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
        domainName: domain,
        displayName,
        signature: randomBytes(96).toString('base64'),
        operationalAnalyticsIdentifier: `${displayName}:${randomBytes(32).toString('hex').toUpperCase()}`,
        retries: 0,
        pspId: 'moyasar-sandbox',
      });
    };
    app.route({ method: ['GET', 'POST'], url: '/v1/applepay/initiate', handler: applePayInitiate });

    // Browser: the 3-D Secure page.
    app.get('/3ds.css', (_request, reply) =>
      reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(THREE_DS_CSS),
    );
    const pageLang = (request: FastifyRequest): 'ar' | 'en' => {
      const query = (request.query as { lang?: string }).lang;
      if (query === 'ar' || query === 'en') return query;
      return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'ar';
    };
    /**
     * The page's own policy (it replaces the app's): no script at all, its style sheet, and the
     * form may go to this page and on (303) to the payment's callback origin.
     */
    const html = (reply: Reply, status: number, body: string, callbackUrl?: string | null) => {
      let callbackOrigin = '';
      try {
        callbackOrigin = callbackUrl ? new URL(callbackUrl).origin : '';
      } catch {
        callbackOrigin = '';
      }
      return reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-frame-options', 'DENY')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'${callbackOrigin ? ` ${callbackOrigin}` : ''}`,
        )
        .send(body);
    };
    app.get('/3ds/:id', (request, reply) => {
      const { id } = request.params as { id: string };
      const record = payments.get(id);
      if (record?.kind !== 'card') return html(reply, 404, notFoundPage(pageLang(request)));
      const { payment } = record;
      return html(
        reply,
        200,
        renderThreeDsPage({
          id: payment.id,
          lang: pageLang(request),
          merchant: settings.accountName,
          amountHalalas: payment.amount,
          currency: payment.currency,
          brand: payment.source.company ?? 'card',
          maskedNumber: payment.source.number ?? '',
          isTestCard: record.isTestCard ?? false,
          status: payment.status,
          createdAt: new Date(payment.created_at),
        }),
        payment.callback_url,
      );
    });
    app.post('/3ds/:id', (request, reply) => {
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as Record<string, unknown>;
      const result = str(body.result);
      if (result !== 'approve' && result !== 'fail' && result !== 'cancel') {
        return html(reply, 400, notFoundPage(pageLang(request)));
      }
      const outcome = complete3ds(id, result);
      if (!outcome) return html(reply, 404, notFoundPage(pageLang(request)));
      if (!outcome.redirectUrl) return reply.redirect(`${encodeURIComponent(id)}?lang=${pageLang(request)}`, 303);
      return reply.redirect(outcome.redirectUrl, 303);
    });

    // Test control.
    app.post('/__sim/moyasar/3ds/:id/complete', (request, reply) => {
      const { id } = request.params as { id: string };
      const result = str(((request.body ?? {}) as Record<string, unknown>).result);
      if (result !== 'approve' && result !== 'fail' && result !== 'cancel' && result !== 'abandon') {
        return reply.code(400).send(FAILURE('result must be approve, fail, cancel or abandon'));
      }
      const outcome = complete3ds(id, result);
      if (!outcome) return reply.code(404).send(NOT_FOUND);
      return reply.send({ payment: outcome.payment, redirect_url: outcome.redirectUrl });
    });
    app.get('/__sim/moyasar/config', () => settings);
    app.put('/__sim/moyasar/config', (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.otpTtlMs !== undefined) {
        const ttl = Number(body.otpTtlMs);
        if (!Number.isFinite(ttl) || ttl <= 0) return reply.code(400).send(FAILURE('otpTtlMs must be > 0'));
        settings.otpTtlMs = ttl;
      }
      return settings;
    });
    registerSimRoutes(app, { clock, dispatcher, provider: 'moyasar', reset });
  };

  function reset(): void {
    payments.clear();
    byGivenId.clear();
    cards.clear();
    stcByOtpId.clear();
    dispatcher.reset({ provider: 'moyasar' });
  }

  const server = await listenLoopback(plugin);
  return {
    provider: 'moyasar',
    plugin,
    baseUrl: server.baseUrl,
    clock,
    dispatcher,
    settings,
    setWebhookTarget(url: string) {
      webhookTarget = url;
    },
    complete3ds,
    payment: (id) => payments.get(id)?.payment,
    reset,
    close: server.close,
  };
}

function notFoundPage(lang: 'ar' | 'en'): string {
  const title = lang === 'ar' ? 'لم يتم العثور على عملية الدفع' : 'Payment not found';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="../3ds.css"></head>
<body><main><h1>${title}</h1></main></body>
</html>
`;
}
