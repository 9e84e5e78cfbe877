import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from './lib/client-ip';

/** Abuse limits of the account flows (issue 12 §5); per fixed window. */
export interface AuthLimits {
  /** Codes sent to one phone number or e-mail per hour. */
  otpSendsPerTargetPerHour: number;
  /** Codes sent on behalf of one IP per hour. */
  otpSendsPerIpPerHour: number;
  /** Code checks from one IP per hour. */
  otpChecksPerIpPerHour: number;
  /** Failed e-mail logins per account per 15 minutes. */
  loginFailuresPerAccount: number;
  /** Login attempts per IP per 15 minutes. */
  loginsPerIp: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; when empty the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  /** MAINTENANCE_MODE=1 forces maintenance on regardless of the stored setting. */
  maintenanceOverride: boolean;
  logLevel: string;
  staticDir: string | undefined;
  bodyLimit: number;
  rateLimit: { guestPerMinute: number; searchPerMinute: number } | false;
  /** Prefix for media URLs in responses (empty: relative `/api/media/...`). */
  mediaBaseUrl: string;
  /** Loopback is always trusted; TRUST_PROXY adds a hop count or proxy addresses. */
  trustProxy: TrustProxy;
  /** REDIS_URL: limit counters in Redis instead of the database. */
  redisUrl: string | undefined;
  /** APP_SECRET: keys the OTP hashes (the same on every instance). */
  appSecret: string;
  authLimits: AuthLimits;
  /** The storefront's public origin (sandbox identity provider's issuer), e.g. https://shop.example. */
  publicBaseUrl: string | undefined;
  /** How often to check whether another instance changed the catalogue (0: never). */
  catalogPollMs: number;
  /** How often to re-read the maintenance setting (0: never). */
  maintenancePollMs: number;
  /** Validate every response against the contract before sending it. */
  validateResponses: boolean;
  seedIfEmpty: boolean;
  /** Read the whole catalogue into memory in the background after start. */
  preloadCatalog: boolean;
}

export const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? defaultDataDir,
    corsOrigins: (env.CORS_ORIGIN ?? 'http://localhost:5173,http://localhost:3000,http://127.0.0.1:5173')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    maintenanceOverride: env.MAINTENANCE_MODE === '1' || env.MAINTENANCE_MODE === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    staticDir: env.STATIC_DIR || undefined,
    bodyLimit: int(env.BODY_LIMIT, 64 * 1024),
    rateLimit:
      env.RATE_LIMIT === 'off'
        ? false
        : { guestPerMinute: int(env.RATE_LIMIT_GUEST, 20), searchPerMinute: int(env.RATE_LIMIT_SEARCH, 120) },
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? '').replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    appSecret: appSecret(env),
    authLimits: {
      otpSendsPerTargetPerHour: int(env.OTP_SENDS_PER_TARGET_PER_HOUR, 5),
      otpSendsPerIpPerHour: int(env.OTP_SENDS_PER_IP_PER_HOUR, 30),
      otpChecksPerIpPerHour: int(env.OTP_CHECKS_PER_IP_PER_HOUR, 100),
      loginFailuresPerAccount: int(env.LOGIN_FAILURES_PER_ACCOUNT, 10),
      loginsPerIp: int(env.LOGINS_PER_IP, 100),
    },
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || undefined,
    catalogPollMs: int(env.CATALOG_POLL_MS, 10_000),
    maintenancePollMs: int(env.MAINTENANCE_POLL_MS, 5_000),
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : env.NODE_ENV !== 'production',
    seedIfEmpty: env.SEED_IF_EMPTY !== '0',
    preloadCatalog: env.PRELOAD_CATALOG !== '0',
  };
}

let processSecret: string | undefined;

/**
 * APP_SECRET (at least 16 characters); without it a per-process random secret, which is right for
 * one instance only (codes sent by one instance would not verify on another): `buildServer` warns.
 */
function appSecret(env: NodeJS.ProcessEnv): string {
  if (env.APP_SECRET && env.APP_SECRET.length >= 16) return env.APP_SECRET;
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}

export const hasConfiguredAppSecret = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.APP_SECRET && env.APP_SECRET.length >= 16);

/**
 * The store's address for links that leave the browser (SMS, e-mail, push): PUBLIC_BASE_URL, else
 * the address this server listens on, which is the store itself under `pnpm start`. Never a
 * relative link: a text message has no page to be relative to.
 */
export function storeAddress(config: Pick<AppConfig, 'publicBaseUrl' | 'host' | 'port'>): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
