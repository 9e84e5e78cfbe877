import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Language,
  PAYMENT_CALLBACK_PATH,
  type PayLaterContactField,
  type PaymentMethodOption,
  type PaymentRefusalReason,
  type SavedCard,
} from '@hadiya/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import type { Principal } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { type MessageKey, t } from '../../lib/i18n';
import { registerCall } from '../../lib/route';
import type { MemoryOutbox } from '../../providers/outbox';
import { createPaymentProviders, type PaymentProviders } from '../../providers/payments';
import type { EligibilityResult, PaymentProvider, ProviderId } from '../../providers/payments/types';
import { debitWallet, walletBalance } from '../wallet/ledger';
import { loadPaymentsConfig, type PaymentsConfig } from './config';
import { DECLINE_TEXT, declineReason, PAY_LATER_NAME } from './decline';
import { confirmPaid, JOB_RECEIPT, lockCartOfOrder } from './ports';
import { sendReceipt } from './receipt-job';
import {
  amountDue,
  assertPayable,
  isReservationLive,
  noteUnderWay,
  ownedOrder,
  type PaymentsDeps,
  paymentStatusView,
  providerCall,
  settle,
  snapshotFor,
  startAttempt,
} from './service';
import {
  attemptById,
  attemptByRef,
  deleteSavedCard,
  latestAttempt,
  listSavedCards,
  type OrderRow,
  recordEvent,
  type SavedCardRow,
  savedCard,
  updateAttempt,
} from './store';
import { registerWebhooks, WEBHOOK_JOB } from './webhooks';

/** What the payments plugin keeps per server (tests reach it with `paymentsRuntime(app)`). */
export interface PaymentsRuntime {
  providers: PaymentProviders;
  config: PaymentsConfig;
  deps: PaymentsDeps;
  /** Where the sandboxes send their webhooks (`http://127.0.0.1:<port>/api/webhooks`), once known. */
  webhookBase: string | null;
}

const runtimes = new WeakMap<Server, PaymentsRuntime>();

/** The payments runtime of a built server (tests). */
export function paymentsRuntime(app: FastifyInstance): PaymentsRuntime {
  const runtime = runtimes.get(app.server);
  if (!runtime) throw new Error('payments plugin not registered');
  return runtime;
}

const PROVIDER_NAME = PAY_LATER_NAME;

const REFUSAL_MESSAGES: Partial<Record<PaymentRefusalReason, MessageKey>> = {
  not_available: 'paylater_not_available',
  order_amount_too_high: 'paylater_amount_too_high',
  order_amount_too_low: 'paylater_amount_too_low',
  not_applicable: 'paylater_not_applicable',
  currency_not_supported: 'paylater_not_applicable',
  provider_unreachable: 'paylater_unreachable',
};

function savedCardView(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiry_month: row.expiryMonth,
    expiry_year: row.expiryYear,
    name: row.name ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Payments (issue 14): provider flows, callbacks, webhooks, saved cards, sandboxes. */
export async function paymentRoutes(api: FastifyInstance, _operatorKey?: string): Promise<void> {
  const app = api;
  const config = loadPaymentsConfig();
  const providers = await createPaymentProviders({
    outbox: (app.providers.outbox as MemoryOutbox | null) ?? undefined,
    logger: app.log,
    publicBaseUrl: app.config.publicBaseUrl,
  });
  const provider = (id: ProviderId): PaymentProvider => {
    const found = providers.byId[id];
    if (!found) throw new AppError(400, 'payment_method_not_configured');
    return found;
  };
  const deps: PaymentsDeps = {
    db: app.db,
    transaction: (fn) => app.db.transaction((tx) => fn(tx)),
    provider,
    log: app.log,
  };
  const runtime: PaymentsRuntime = { providers, config, deps, webhookBase: null };
  runtimes.set(app.server, runtime);

  // The sandboxes' browser pages and API under /sandbox/{provider} (same state as their loopback listeners).
  for (const sandbox of providers.sandboxes) {
    await app.register(sandbox.plugin, { prefix: `/sandbox/${sandbox.provider}` });
  }
  const setWebhookTargets = () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return;
    const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    const hostPart = host.includes(':') ? `[${host}]` : host;
    runtime.webhookBase = `http://${hostPart}:${address.port}/api/webhooks`;
    for (const sandbox of providers.sandboxes) sandbox.setWebhookTarget(`${runtime.webhookBase}/${sandbox.provider}`);
  };
  // Tests listen after `ready`; the production server listens before it (start.ts).
  app.addHook('onReady', async () => setWebhookTargets());
  app.addHook('onListen', async () => setWebhookTargets());
  app.addHook('onClose', async () => {
    await providers
      .close()
      .catch((error: unknown) => app.log.warn({ err: error }, 'payment providers did not close cleanly'));
  });

  await registerWebhooks(app, runtime);
  await app.jobs.work<{ orderId: number }>(JOB_RECEIPT, async (data) => {
    await sendReceipt(app, config, data.orderId);
  });

  /** The storefront's origin for return addresses: PUBLIC_BASE_URL, else the caller's allowed Origin, else this host. */
  const publicBase = (request: FastifyRequest): string => {
    if (app.config.publicBaseUrl) return app.config.publicBaseUrl;
    const origin = request.headers.origin;
    if (typeof origin === 'string' && app.config.corsOrigins.includes(origin)) return origin;
    return `${request.protocol}://${request.host}`;
  };
  const callbackUrl = (request: FastifyRequest, providerPath: string, order: OrderRow, result?: string) =>
    `${publicBase(request)}${PAYMENT_CALLBACK_PATH}/${providerPath}?order=${order.uuid}${result ? `&result=${result}` : ''}`;

  const refusal = (lang: Language, which: 'tabby' | 'tamara', reason: PaymentRefusalReason | null): string | null => {
    if (!reason) return null;
    const key = REFUSAL_MESSAGES[reason] ?? 'payment_method_unavailable';
    return t(lang, key, { provider: PROVIDER_NAME[which][lang] });
  };

  const payLaterEligibility = async (order: OrderRow, which: 'tabby' | 'tamara') => {
    const p = providers.byId[which];
    const due = amountDue(order);
    if (!p) return { available: false, reason: 'not_configured' as const, result: null };
    if (due <= 0) return { available: false, reason: 'not_applicable' as const, result: null };
    const snapshot = await snapshotFor(app.db, order, `eligibility:${order.uuid}`);
    let result: EligibilityResult;
    try {
      result = p.checkEligibility ? await p.checkEligibility(snapshot) : { available: true };
    } catch (error) {
      app.log.warn({ err: error, provider: which }, 'eligibility check failed');
      result = { available: which === 'tabby', reason: 'provider_unreachable' };
    }
    const reason: PaymentRefusalReason | null = result.available
      ? null
      : ((result.reason ?? 'not_available') as PaymentRefusalReason);
    return { available: result.available, reason, result };
  };

  const methodOption = (
    method: PaymentMethodOption['method'],
    available: boolean,
    reason: PaymentRefusalReason | null,
    message: string | null,
    limits?: { min?: number | null; max?: number | null },
    missingFields: PayLaterContactField[] = [],
  ): PaymentMethodOption => ({
    method,
    available,
    reason: available ? null : reason,
    message: available ? null : message,
    min_amount: limits?.min ?? null,
    max_amount: limits?.max ?? null,
    missing_fields: missingFields,
  });

  /** What Tabby and Tamara need of the sender that the order lacks (reference §3–4). */
  const missingContact = (order: OrderRow): PayLaterContactField[] => [
    ...(!order.senderEmail && !order.userId ? (['email'] as const) : []),
    ...(!order.senderPhone ? (['phone'] as const) : []),
  ];

  registerCall(app, 'paymentMethods', async ({ query, principal, lang, request }) => {
    const order = await ownedOrder(app.db, query.order_uuid, principal);
    assertPayable(order);
    const due = amountDue(order);
    const isUser = Boolean(principal?.userId);
    const cards = isUser ? await listSavedCards(app.db, principal?.userId as number) : [];
    const [tabby, tamara] = await Promise.all([
      payLaterEligibility(order, 'tabby'),
      payLaterEligibility(order, 'tamara'),
    ]);
    const external = due > 0;
    const balance = isUser ? await walletBalance(app.db, principal?.userId as number) : null;
    const unavailable = (key: MessageKey) => t(lang, key);
    const methods: PaymentMethodOption[] = [
      methodOption(
        'card',
        external && Boolean(providers.byId.moyasar_card),
        external ? 'not_configured' : 'not_applicable',
        unavailable('payment_method_unavailable'),
      ),
      methodOption(
        'saved_card',
        external && isUser && cards.length > 0,
        !isUser ? 'sign_in_required' : 'not_applicable',
        unavailable(!isUser ? 'payment_sign_in_required' : 'payment_method_unavailable'),
      ),
      methodOption(
        'applepay',
        external && Boolean(providers.byId.moyasar_applepay),
        external ? 'not_configured' : 'not_applicable',
        unavailable('payment_method_unavailable'),
      ),
      methodOption(
        'stcpay',
        external && Boolean(providers.byId.moyasar_stcpay),
        external ? 'not_configured' : 'not_applicable',
        unavailable('payment_method_unavailable'),
      ),
      methodOption(
        'tabby',
        tabby.available,
        tabby.reason,
        refusal(lang, 'tabby', tabby.reason),
        { min: tabby.result?.limits?.min?.amount, max: tabby.result?.limits?.max?.amount },
        missingContact(order),
      ),
      methodOption(
        'tamara',
        tamara.available,
        tamara.reason,
        refusal(lang, 'tamara', tamara.reason),
        { min: tamara.result?.limits?.min?.amount, max: tamara.result?.limits?.max?.amount },
        missingContact(order),
      ),
      // The wallet pays what is left when it covers it, applied at checkout or not.
      methodOption(
        'wallet',
        !external || (balance !== null && balance >= due),
        'insufficient_balance',
        unavailable('wallet_insufficient'),
      ),
    ];
    const givenId = randomUUID();
    return {
      order_uuid: order.uuid,
      order_number: order.orderNumber,
      currency: 'SAR' as const,
      amount_due: due,
      total: order.totalHalalas,
      wallet_amount: order.walletUsedHalalas,
      methods,
      card:
        external && providers.byId.moyasar_card
          ? {
              gateway_base_url: providers.browser.moyasarBaseUrl,
              publishable_key: providers.browser.moyasarPublishableKey,
              amount: due,
              currency: 'SAR' as const,
              description: `Hadiya ${order.orderNumber}`,
              callback_url: callbackUrl(request, 'moyasar', order),
              metadata: { order_id: order.uuid, order_number: order.orderNumber, attempt_id: givenId },
              given_id: givenId,
              manual: true as const,
              supported_networks: ['mada', 'visa', 'mastercard'],
              save_card_allowed: isUser,
            }
          : null,
      apple_pay:
        external && providers.byId.moyasar_applepay
          ? {
              merchant_id: providers.applePay.merchantId,
              display_name: providers.applePay.displayName,
              country_code: 'SA' as const,
              currency_code: 'SAR' as const,
              supported_networks: ['mada', 'visa', 'masterCard'],
              merchant_capabilities: ['supports3DS', 'supportsDebit', 'supportsCredit'],
              amount: (due / 100).toFixed(2),
            }
          : null,
      saved_cards: cards.map(savedCardView),
      wallet_balance: balance,
      reserved_until: order.reservedUntil && isReservationLive(order) ? order.reservedUntil.toISOString() : null,
    };
  });

  // ---- Card (Moyasar): the browser creates the payment, we attach, then capture after 3-D Secure.

  const attachCard = async (order: OrderRow, paymentId: string) => {
    const existing = await attemptByRef(app.db, 'moyasar_card', paymentId);
    if (existing) {
      if (existing.orderId !== order.id) throw new AppError(404, 'payment_not_found');
      return existing;
    }
    const attempt = await startAttempt(app.db, order, 'moyasar_card', `moyasar_card:${paymentId}`, paymentId);
    await recordEvent(app.db, {
      paymentId: attempt.id,
      orderId: order.id,
      provider: 'moyasar_card',
      kind: 'callback',
      operation: 'attach',
      data: { payment_id: paymentId },
    });
    // The browser created the payment and is at 3-D Secure.
    await noteUnderWay(app.db, order.id, 'pending');
    return attempt;
  };

  registerCall(app, 'moyasarAttach', async ({ body, principal }) => {
    const order = await ownedOrder(app.db, body.order_uuid, principal);
    assertPayable(order);
    const attempt = await attachCard(order, body.payment_id);
    return { payment_id: body.payment_id, status: attempt.status };
  });

  registerCall(app, 'moyasarCapture', async ({ body, principal, lang }) => {
    const order = await ownedOrder(app.db, body.order_uuid, principal);
    let attempt = await attemptByRef(app.db, 'moyasar_card', body.payment_id);
    if (attempt && attempt.orderId !== order.id) throw new AppError(404, 'payment_not_found');
    if (!attempt) {
      if (order.paymentStatus === 'paid') throw new AppError(409, 'order_already_paid');
      attempt = await attachCard(order, body.payment_id);
    }
    const outcome = await settle(deps, attempt.id, { actor: 'shopper' });
    const settled = await attemptById(app.db, attempt.id);
    if (outcome === 'mismatch' || settled?.failureCode?.startsWith('mismatch')) {
      throw new AppError(400, 'payment_mismatch');
    }
    return paymentStatusView(app.db, await ownedOrder(app.db, body.order_uuid, principal), lang);
  });

  registerCall(app, 'moyasarPaySaved', async ({ body, principal, request }) => {
    const userId = principal.userId;
    const order = await ownedOrder(app.db, body.order_uuid, principal);
    assertPayable(order);
    const card = await savedCard(app.db, userId, body.card_id);
    if (!card) throw new AppError(404, 'saved_card_not_found');
    const attempt = await startAttempt(app.db, order, 'moyasar_card');
    const snapshot = await snapshotFor(app.db, order, attempt.idempotencyKey);
    const returnUrl = callbackUrl(request, 'moyasar', order);
    const payment = await providerCall(app.db, attempt, 'initiate', () =>
      provider('moyasar_card').initiate(
        snapshot,
        { returnUrl, cancelUrl: returnUrl, failureUrl: returnUrl, clientData: { token: card.providerToken } },
        { idempotencyKey: attempt.idempotencyKey },
      ),
    ).catch(() => {
      throw new AppError(502, 'payment_provider_error');
    });
    await updateAttempt(app.db, attempt.id, {
      providerRef: payment.providerRef,
      status: payment.status,
      nextAction: payment.nextAction ?? null,
      rawResponse: payment.raw,
    });
    await noteUnderWay(app.db, order.id, payment.status);
    if (payment.nextAction?.type !== 'redirect') {
      // Frictionless or declined at once: settle now and send the shopper to the result page.
      await settle(deps, attempt.id, { actor: 'shopper' });
      return {
        redirect_url: `${returnUrl}&id=${encodeURIComponent(payment.providerRef)}`,
        payment_id: payment.providerRef,
      };
    }
    return { redirect_url: payment.nextAction.url, payment_id: payment.providerRef };
  });

  registerCall(app, 'savedCards', async ({ principal }) =>
    (await listSavedCards(app.db, principal.userId)).map(savedCardView),
  );

  registerCall(app, 'savedCardDelete', async ({ params, principal, setMessage }) => {
    const deleted = await deleteSavedCard(app.db, principal.userId, params.id);
    if (!deleted) throw new AppError(404, 'saved_card_not_found');
    setMessage('saved_card_deleted');
    return (await listSavedCards(app.db, principal.userId)).map(savedCardView);
  });

  // ---- Apple Pay (Moyasar): merchant validation through our server, the token to the gateway.

  registerCall(app, 'applePaySession', async ({ body, principal, request }) => {
    const order = await ownedOrder(app.db, body.order_uuid, principal);
    assertPayable(order);
    const p = provider('moyasar_applepay');
    if (!p.validateApplePayMerchant) throw new AppError(400, 'payment_method_not_configured');
    const domain = config.applePayDomain ?? new URL(publicBase(request)).hostname;
    try {
      const session = await p.validateApplePayMerchant(body.validation_url, domain);
      return { merchant_session: (session ?? {}) as Record<string, unknown> };
    } catch (error) {
      app.log.warn({ err: error }, 'apple pay merchant validation failed');
      throw new AppError(400, 'applepay_validation_refused');
    }
  });

  /** Starts an attempt with `clientData` and settles it at once when the provider answered finally. */
  const payDirect = async (
    order: OrderRow,
    which: ProviderId,
    clientData: unknown,
    request: FastifyRequest,
    path: string,
  ) => {
    const attempt = await startAttempt(app.db, order, which);
    const snapshot = await snapshotFor(app.db, order, attempt.idempotencyKey);
    const returnUrl = callbackUrl(request, path, order);
    const payment = await providerCall(app.db, attempt, 'initiate', () =>
      provider(which).initiate(
        snapshot,
        { returnUrl, cancelUrl: returnUrl, failureUrl: returnUrl, clientData },
        { idempotencyKey: attempt.idempotencyKey },
      ),
    ).catch(async (error) => {
      await updateAttempt(app.db, attempt.id, { status: 'failed', failureCode: 'provider_error' });
      app.log.warn({ err: error, provider: which }, 'payment initiation failed');
      throw new AppError(502, 'payment_provider_error');
    });
    await updateAttempt(app.db, attempt.id, {
      providerRef: payment.providerRef,
      status: payment.status === 'captured' || payment.status === 'authorized' ? 'pending' : payment.status,
      nextAction: payment.nextAction ?? null,
      rawResponse: payment.raw,
    });
    await noteUnderWay(app.db, order.id, payment.status);
    return { attempt, payment };
  };

  registerCall(app, 'applePayPay', async ({ body, principal, request, lang }) => {
    const order = await ownedOrder(app.db, body.order_uuid, principal);
    assertPayable(order);
    const { attempt } = await payDirect(order, 'moyasar_applepay', { token: body.token }, request, 'applepay');
    const outcome = await settle(deps, attempt.id, { actor: 'shopper' });
    if (outcome === 'mismatch') throw new AppError(400, 'payment_mismatch');
    return paymentStatusView(app.db, await ownedOrder(app.db, body.order_uuid, principal), lang);
  });

  // ---- STC Pay (Moyasar): the provider sends an OTP; we submit it.

  registerCall(app, 'stcPayPay', async ({ body, principal, request, lang, setMessage }) => {
    const order = await ownedOrder(app.db, body.order_uuid, principal);
    assertPayable(order);
    const { attempt, payment } = await payDirect(order, 'moyasar_stcpay', { mobile: body.mobile }, request, 'stcpay');
    if (payment.status === 'failed' || payment.nextAction?.type !== 'otp') {
      await settle(deps, attempt.id, { actor: 'shopper' });
      if (payment.status === 'failed') {
        // STC Pay refused the mobile: the reason in the caller's language, never STC Pay's English.
        const reason = declineReason('moyasar_stcpay', payment.failureCode, payment.failureMessage);
        if (!reason) throw new AppError(400, 'payment_failed');
        throw new AppError(400, 'payment_declined', { reason: t(lang, DECLINE_TEXT[reason]) });
      }
      throw new AppError(400, 'payment_declined', { reason: t(lang, 'payment_method_unavailable') });
    }
    setMessage('stcpay_otp_sent', { mobile: payment.nextAction.maskedMobile });
    return {
      masked_mobile: payment.nextAction.maskedMobile,
      expires_at: payment.nextAction.expiresAt ?? null,
      payment_id: payment.providerRef,
    };
  });

  registerCall(app, 'stcPayValidateOtp', async ({ body, principal, lang }) => {
    const order = await ownedOrder(app.db, body.order_uuid, principal);
    if (order.paymentStatus === 'paid') return paymentStatusView(app.db, order, lang);
    const attempt = await latestAttempt(app.db, order.id, 'moyasar_stcpay');
    if (!attempt?.providerRef || attempt.status !== 'requires_action') throw new AppError(409, 'stcpay_no_session');
    const ref = attempt.providerRef;
    const p = provider('moyasar_stcpay');
    if (!p.submitAction) throw new AppError(400, 'payment_method_not_configured');
    await providerCall(app.db, attempt, 'submit_otp', () =>
      (p.submitAction as NonNullable<PaymentProvider['submitAction']>)(
        ref,
        { type: 'otp', otp: body.otp },
        { idempotencyKey: `${attempt.idempotencyKey}:otp` },
      ),
    ).catch((error) => {
      app.log.warn({ err: error }, 'stc pay otp submission failed');
    });
    await settle(deps, attempt.id, { actor: 'shopper' });
    return paymentStatusView(app.db, await ownedOrder(app.db, body.order_uuid, principal), lang);
  });

  // ---- Wallet alone: nothing left to pay.

  registerCall(app, 'walletPay', async ({ body, principal, lang }) => {
    const order = await ownedOrder(app.db, body.order_uuid, principal);
    if (order.paymentStatus !== 'paid') {
      assertPayable(order);
      await app.db.transaction(async (rawTx) => {
        const tx = rawTx as unknown as Db;
        // The order's cart first, then the order (`orders/locks.ts`). The order row is locked: the
        // figures read here are the ones paid, whatever else runs.
        await lockCartOfOrder(tx, order.id);
        const [locked] = await queryRows<{ total: number; wallet: number; payable: boolean; paid: boolean }>(
          tx,
          sql`select total_halalas as total, wallet_used_halalas as wallet, payment_status = 'paid' as paid,
                (status = 'awaiting_payment' and reservation_status = 'held') as payable
                from orders where id = ${order.id} for update`,
        );
        // Paid meanwhile (a second tap, another attempt): the answer below says so.
        if (locked?.paid) return;
        if (!locked?.payable) throw new AppError(409, 'order_not_payable');
        const rest = Number(locked.total) - Number(locked.wallet);
        if (rest > 0) {
          // Never below zero (400 wallet_insufficient, nothing changed); once per order.
          await debitWallet(tx, {
            userId: principal?.userId as number,
            amountHalalas: rest,
            type: 'purchased',
            orderId: order.id,
            idempotencyKey: `order:${order.id}:wallet-pay`,
          });
          await queryRows(
            tx,
            sql`update orders set wallet_used_halalas = total_halalas, updated_at = now() where id = ${order.id}`,
          );
        }
        const isPaid = await confirmPaid(tx, order.id, {
          method: 'wallet',
          provider: 'wallet',
          providerRef: `wallet:${order.uuid}`,
          amountHalalas: 0,
        });
        // Rolls the debit back with it.
        if (!isPaid) throw new AppError(409, 'order_not_payable');
      });
    }
    return paymentStatusView(app.db, await ownedOrder(app.db, body.order_uuid, principal), lang);
  });

  // ---- Tabby and Tamara: eligibility, hosted page, confirmation on return.

  const payLaterPayload = async (
    principal: Principal | null,
    uuid: string,
    which: 'tabby' | 'tamara',
    lang: Language,
  ) => {
    const order = await ownedOrder(app.db, uuid, principal);
    assertPayable(order);
    const eligibility = await payLaterEligibility(order, which);
    const missing = missingContact(order);
    return {
      order,
      eligibility,
      view: {
        provider: which,
        available: eligibility.available && missing.length === 0,
        reason: eligibility.reason ?? (missing.length > 0 ? ('not_applicable' as const) : null),
        message: refusal(lang, which, eligibility.reason ?? (missing.length > 0 ? 'not_applicable' : null)),
        amount: amountDue(order),
        currency: 'SAR' as const,
        min_amount: eligibility.result?.limits?.min?.amount ?? null,
        max_amount: eligibility.result?.limits?.max?.amount ?? null,
        instalments: which === 'tabby' ? 4 : 3,
        missing_fields: missing,
      },
    };
  };

  registerCall(
    app,
    'tabbyRequiredPayload',
    async ({ query, principal, lang }) => (await payLaterPayload(principal, query.order_uuid, 'tabby', lang)).view,
  );
  registerCall(
    app,
    'tamaraRequiredPayload',
    async ({ query, principal, lang }) => (await payLaterPayload(principal, query.order_uuid, 'tamara', lang)).view,
  );

  const preProcessing = async (
    principal: Principal | null,
    uuid: string,
    which: 'tabby' | 'tamara',
    lang: Language,
    request: FastifyRequest,
  ) => {
    const { order, view } = await payLaterPayload(principal, uuid, which, lang);
    if (!view.available) {
      throw new AppError(400, REFUSAL_MESSAGES[view.reason ?? 'not_available'] ?? 'payment_method_unavailable', {
        provider: PROVIDER_NAME[which][lang],
      });
    }
    const attempt = await startAttempt(app.db, order, which);
    const snapshot = await snapshotFor(app.db, order, attempt.idempotencyKey);
    const payment = await providerCall(app.db, attempt, 'initiate', () =>
      provider(which).initiate(
        snapshot,
        {
          returnUrl: callbackUrl(request, which, order, 'success'),
          cancelUrl: callbackUrl(request, which, order, 'cancel'),
          failureUrl: callbackUrl(request, which, order, 'failure'),
        },
        { idempotencyKey: attempt.idempotencyKey },
      ),
    ).catch(async (error) => {
      await updateAttempt(app.db, attempt.id, { status: 'failed', failureCode: 'provider_error' });
      app.log.warn({ err: error, provider: which }, 'pay-later session failed');
      throw new AppError(502, 'payment_provider_error');
    });
    await updateAttempt(app.db, attempt.id, {
      providerRef: payment.providerRef,
      status: payment.status,
      nextAction: payment.nextAction ?? null,
      rawResponse: payment.raw,
    });
    await noteUnderWay(app.db, order.id, payment.status);
    if (payment.status === 'failed' || payment.nextAction?.type !== 'redirect') {
      await settle(deps, attempt.id, { actor: 'shopper' });
      throw new AppError(400, REFUSAL_MESSAGES.not_available as MessageKey, { provider: PROVIDER_NAME[which][lang] });
    }
    return { redirect_url: payment.nextAction.url, payment_id: payment.providerRef };
  };

  registerCall(app, 'preTabbyProcessing', async ({ body, principal, lang, request }) =>
    preProcessing(principal, body.order_uuid, 'tabby', lang, request),
  );
  registerCall(app, 'preTamaraProcessing', async ({ body, principal, lang, request }) =>
    preProcessing(principal, body.order_uuid, 'tamara', lang, request),
  );

  const confirmReturn = async (principal: Principal | null, uuid: string, which: ProviderId, lang: Language) => {
    const order = await ownedOrder(app.db, uuid, principal);
    const attempt = await latestAttempt(app.db, order.id, which);
    if (attempt?.providerRef) await settle(deps, attempt.id, { actor: 'shopper' });
    return paymentStatusView(app.db, await ownedOrder(app.db, uuid, principal), lang);
  };
  registerCall(app, 'tabbyConfirm', async ({ body, principal, lang }) =>
    confirmReturn(principal, body.order_uuid, 'tabby', lang),
  );
  registerCall(app, 'tamaraConfirm', async ({ body, principal, lang }) =>
    confirmReturn(principal, body.order_uuid, 'tamara', lang),
  );

  registerCall(app, 'paymentStatus', async ({ params, principal, lang }) =>
    paymentStatusView(app.db, await ownedOrder(app.db, params.uuid, principal), lang),
  );

  void WEBHOOK_JOB;
}
