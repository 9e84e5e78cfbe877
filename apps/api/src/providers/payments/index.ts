/**
 * The payment providers (issue 14): Moyasar (card, Apple Pay, STC Pay), Tabby and Tamara. Each
 * adapter is production code; a provider without keys runs against its offline sandbox, served
 * on its own loopback listener (the adapter's base URL) and mounted by the app under
 * `/sandbox/{provider}` for the browser — the same plugin with the same state.
 */
import { randomBytes } from 'node:crypto';
import type { OutboxEntry, ProviderLogger } from '../types';
import { loadPaymentProvidersConfig, type PaymentProvidersConfig } from './config';
import { createMoyasarProviders, MOYASAR_API_BASE_URL } from './moyasar/adapter';
import { createMoyasarSandbox, type MoyasarSandbox } from './moyasar/sandbox';
import { createSimClock, type SimClock, WebhookDispatcher } from './sandbox-kit';
import { createTabbySandbox, TabbyProvider, type TabbySandbox } from './tabby';
import { createTamaraSandbox, TamaraProvider, type TamaraSandbox } from './tamara';
import type { PaymentProvider, PaymentSandbox, ProviderId } from './types';

export {
  loadPaymentProvidersConfig,
  type MoyasarConfig,
  type PaymentProvidersConfig,
  type TabbyConfig,
  type TamaraConfig,
} from './config';
export { createMoyasarProviders, MoyasarApiError, MoyasarProvider } from './moyasar/adapter';
export {
  createMoyasarSandbox,
  MOYASAR_STC_PAY_SUCCESS_OTP,
  MOYASAR_TEST_CARDS,
  type MoyasarSandbox,
} from './moyasar/sandbox';
export * from './types';

/** The path under which the app mounts the Moyasar sandbox (same-origin for the browser). */
export const MOYASAR_SANDBOX_PATH = '/sandbox/moyasar';

export interface CreatePaymentProvidersOptions {
  /** Read when `config` leaves a field out (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Overrides of what the environment says (tests). */
  config?: Partial<PaymentProvidersConfig>;
  /** The dev outbox: the sandboxes record the SMS a provider would send the shopper (STC Pay's OTP). */
  outbox?: { record(entry: OutboxEntry): void };
  logger: ProviderLogger;
  /** The store's public origin (e.g. `https://shop.example`); sandbox pages are same-origin paths without it. */
  publicBaseUrl?: string;
}

export interface PaymentProviders {
  byId: Record<ProviderId, PaymentProvider>;
  /** The sandboxes in use (none in production): the app mounts `plugin` under `/sandbox/{provider}`. */
  sandboxes: PaymentSandbox[];
  /** What the browser's card form needs: where it posts the card, and the publishable key. */
  browser: { moyasarBaseUrl: string; moyasarPublishableKey: string };
  applePay: { merchantId: string; displayName: string };
  /** Test handles of the sandboxes (null in production): the shared clock and webhook dispatcher. */
  sim: {
    clock: SimClock;
    dispatcher: WebhookDispatcher;
    moyasar: MoyasarSandbox | null;
    tabby: TabbySandbox | null;
    tamara: TamaraSandbox | null;
  } | null;
  close(): Promise<void>;
}

/**
 * Chooses each payment provider's adapter from configuration: the real provider when its keys are
 * set, else its sandbox (one simulated clock and one webhook dispatcher shared by all). Call
 * `close()` on shutdown.
 */
export async function createPaymentProviders(options: CreatePaymentProvidersOptions): Promise<PaymentProviders> {
  const config: PaymentProvidersConfig = {
    ...loadPaymentProvidersConfig(options.env ?? process.env),
    ...options.config,
  };
  const { logger } = options;
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => {});
    closers.length = 0;
  };
  const sandboxes: PaymentSandbox[] = [];
  const state: { sim: PaymentProviders['sim'] } = { sim: null };
  const kit = (): NonNullable<PaymentProviders['sim']> => {
    if (!state.sim) {
      const clock = createSimClock();
      const dispatcher = new WebhookDispatcher({ clock, logger, retryScheduleMs: config.sandboxWebhookRetryMs });
      state.sim = { clock, dispatcher, moyasar: null, tabby: null, tamara: null };
    }
    return state.sim;
  };

  try {
    // Moyasar: card, Apple Pay, STC Pay.
    let moyasar: Parameters<typeof createMoyasarProviders>[0];
    let browser: PaymentProviders['browser'];
    if (config.moyasar) {
      moyasar = { ...config.moyasar, applePay: config.applePay };
      browser = {
        moyasarBaseUrl: config.moyasar.baseUrl || MOYASAR_API_BASE_URL,
        moyasarPublishableKey: config.moyasar.publishableKey,
      };
    } else {
      if (!config.allowSandboxes) throw new Error('SANDBOX_PROVIDERS=off but Moyasar has no keys');
      const secretKey = `sk_test_${randomBytes(18).toString('base64url')}`;
      const publishableKey = `pk_test_${randomBytes(18).toString('base64url')}`;
      const webhookSecret = randomBytes(24).toString('base64url');
      const { clock, dispatcher } = kit();
      const sandbox = await createMoyasarSandbox({
        secretKey,
        publishableKey,
        webhookSecret,
        outbox: options.outbox,
        logger,
        clock,
        dispatcher,
        browserBaseUrl: MOYASAR_SANDBOX_PATH,
      });
      closers.push(sandbox.close);
      sandboxes.push(sandbox);
      kit().moyasar = sandbox;
      moyasar = { baseUrl: sandbox.baseUrl, secretKey, publishableKey, webhookSecret, applePay: config.applePay };
      browser = { moyasarBaseUrl: MOYASAR_SANDBOX_PATH, moyasarPublishableKey: publishableKey };
      logger.warn({ baseUrl: sandbox.baseUrl }, 'Moyasar sandbox in use: card, Apple Pay and STC Pay are simulated');
    }
    const moyasarProviders = createMoyasarProviders(moyasar);

    // Tabby.
    let tabby: PaymentProvider;
    if (config.tabby) {
      tabby = new TabbyProvider({ ...config.tabby, logger });
    } else {
      if (!config.allowSandboxes) throw new Error('SANDBOX_PROVIDERS=off but Tabby has no keys');
      const { clock, dispatcher } = kit();
      const sandbox = await createTabbySandbox({
        outbox: options.outbox,
        logger,
        clock,
        dispatcher,
        publicBaseUrl: options.publicBaseUrl,
      });
      closers.push(sandbox.close);
      sandboxes.push(sandbox);
      kit().tabby = sandbox;
      tabby = new TabbyProvider({ ...sandbox.adapterOptions(), logger });
      logger.warn({ baseUrl: sandbox.baseUrl }, 'Tabby sandbox in use');
    }

    // Tamara.
    let tamara: PaymentProvider;
    if (config.tamara) {
      tamara = new TamaraProvider({ ...config.tamara, logger });
    } else {
      if (!config.allowSandboxes) throw new Error('SANDBOX_PROVIDERS=off but Tamara has no keys');
      const { clock, dispatcher } = kit();
      const sandbox = await createTamaraSandbox({
        outbox: options.outbox,
        logger,
        clock,
        dispatcher,
        publicBaseUrl: options.publicBaseUrl,
      });
      closers.push(sandbox.close);
      sandboxes.push(sandbox);
      kit().tamara = sandbox;
      tamara = new TamaraProvider({ ...sandbox.adapterOptions(), logger });
      logger.warn({ baseUrl: sandbox.baseUrl }, 'Tamara sandbox in use');
    }

    const byId: Record<ProviderId, PaymentProvider> = { ...moyasarProviders, tabby, tamara };

    return {
      byId,
      sandboxes,
      browser,
      applePay: config.applePay,
      sim: state.sim,
      close: async () => {
        state.sim?.dispatcher.close();
        state.sim?.clock.reset();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
