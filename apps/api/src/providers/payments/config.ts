/**
 * Payment providers' configuration from the environment. A provider with no keys runs against its
 * offline sandbox (unless `SANDBOX_PROVIDERS=off`, which makes a missing key an error at start);
 * a provider with only some of its keys is always an error, so a typo never falls back silently.
 */
import { MOYASAR_API_BASE_URL } from './moyasar/adapter';

export interface MoyasarConfig {
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export interface TabbyConfig {
  baseUrl: string;
  secretKey: string;
  merchantCode: string;
  /** The header Tabby sends with each webhook, as registered for the merchant. */
  webhookHeader: { title: string; value: string };
}

export interface TamaraConfig {
  baseUrl: string;
  apiToken: string;
  notificationToken: string;
}

export interface PaymentProvidersConfig {
  /** null: the Moyasar sandbox (card, Apple Pay, STC Pay). */
  moyasar: MoyasarConfig | null;
  tabby: TabbyConfig | null;
  tamara: TamaraConfig | null;
  applePay: { merchantId: string; displayName: string };
  /** `SANDBOX_PROVIDERS` is not `off`/`0`/`false`. */
  allowSandboxes: boolean;
  /** Webhook retry delays of the sandboxes (ms); Moyasar's real schedule when absent. */
  sandboxWebhookRetryMs?: number[];
}

export const TABBY_API_BASE_URL = 'https://api.tabby.sa';
export const TAMARA_API_BASE_URL = 'https://api.tamara.co';
export const DEFAULT_TABBY_WEBHOOK_HEADER = 'X-Hadiya-Tabby-Auth';
export const DEFAULT_APPLE_PAY_DISPLAY_NAME = 'Hadiya';
export const SANDBOX_APPLE_PAY_MERCHANT_ID = 'merchant.sa.hadiya.sandbox';

const value = (raw: string | undefined) => (raw?.trim() ? raw.trim() : undefined);

/** Every named variable set, or none (null); some but not all is an error naming the missing ones. */
function group<K extends string>(
  provider: string,
  env: NodeJS.ProcessEnv,
  names: Record<K, string>,
): Record<K, string> | null {
  const entries = Object.entries(names) as Array<[K, string]>;
  const found = entries.map(([key, name]) => [key, value(env[name])] as const);
  const missing = found.filter(([, v]) => v === undefined).map(([key]) => names[key]);
  if (missing.length === entries.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `${provider} is partly configured: set ${missing.join(', ')} too (or none of its keys for the sandbox)`,
    );
  }
  return Object.fromEntries(found) as Record<K, string>;
}

function httpsUrl(name: string, raw: string | undefined, fallback: string): string {
  const url = value(raw) ?? fallback;
  if (!URL.canParse(url)) throw new Error(`${name} is not a URL: ${url}`);
  return url.replace(/\/+$/, '');
}

export function loadPaymentProvidersConfig(env: NodeJS.ProcessEnv = process.env): PaymentProvidersConfig {
  const allowSandboxes = !['off', '0', 'false'].includes(value(env.SANDBOX_PROVIDERS)?.toLowerCase() ?? '');

  const moyasarKeys = group('Moyasar', env, {
    secretKey: 'MOYASAR_SECRET_KEY',
    publishableKey: 'MOYASAR_PUBLISHABLE_KEY',
    webhookSecret: 'MOYASAR_WEBHOOK_SECRET',
  });
  const tabbyKeys = group('Tabby', env, {
    secretKey: 'TABBY_SECRET_KEY',
    merchantCode: 'TABBY_MERCHANT_CODE',
    webhookHeaderValue: 'TABBY_WEBHOOK_HEADER_VALUE',
  });
  const tamaraKeys = group('Tamara', env, {
    apiToken: 'TAMARA_API_TOKEN',
    notificationToken: 'TAMARA_NOTIFICATION_TOKEN',
  });

  if (!allowSandboxes) {
    const missing = [
      moyasarKeys ? null : 'Moyasar (MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY, MOYASAR_WEBHOOK_SECRET)',
      tabbyKeys ? null : 'Tabby (TABBY_SECRET_KEY, TABBY_MERCHANT_CODE, TABBY_WEBHOOK_HEADER_VALUE)',
      tamaraKeys ? null : 'Tamara (TAMARA_API_TOKEN, TAMARA_NOTIFICATION_TOKEN)',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(`SANDBOX_PROVIDERS=off but these payment providers have no keys: ${missing.join('; ')}`);
    }
  }
  if (moyasarKeys && !/^sk_(test|live)_/.test(moyasarKeys.secretKey)) {
    throw new Error('MOYASAR_SECRET_KEY must be a secret key (sk_test_… or sk_live_…)');
  }
  if (moyasarKeys && !/^pk_(test|live)_/.test(moyasarKeys.publishableKey)) {
    throw new Error('MOYASAR_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…)');
  }

  const displayName = value(env.APPLE_PAY_DISPLAY_NAME) ?? DEFAULT_APPLE_PAY_DISPLAY_NAME;
  if ([...displayName].length > 64) throw new Error('APPLE_PAY_DISPLAY_NAME must be at most 64 characters');

  return {
    moyasar: moyasarKeys
      ? { baseUrl: httpsUrl('MOYASAR_BASE_URL', env.MOYASAR_BASE_URL, MOYASAR_API_BASE_URL), ...moyasarKeys }
      : null,
    tabby: tabbyKeys
      ? {
          baseUrl: httpsUrl('TABBY_BASE_URL', env.TABBY_BASE_URL, TABBY_API_BASE_URL),
          secretKey: tabbyKeys.secretKey,
          merchantCode: tabbyKeys.merchantCode,
          webhookHeader: {
            title: value(env.TABBY_WEBHOOK_HEADER_TITLE) ?? DEFAULT_TABBY_WEBHOOK_HEADER,
            value: tabbyKeys.webhookHeaderValue,
          },
        }
      : null,
    tamara: tamaraKeys
      ? { baseUrl: httpsUrl('TAMARA_BASE_URL', env.TAMARA_BASE_URL, TAMARA_API_BASE_URL), ...tamaraKeys }
      : null,
    applePay: {
      merchantId: value(env.APPLE_PAY_MERCHANT_ID) ?? SANDBOX_APPLE_PAY_MERCHANT_ID,
      displayName,
    },
    allowSandboxes,
  };
}
