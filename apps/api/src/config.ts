import { fileURLToPath } from 'node:url';

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
  trustProxy: boolean;
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
    trustProxy: env.TRUST_PROXY === '1',
    catalogPollMs: int(env.CATALOG_POLL_MS, 10_000),
    maintenancePollMs: int(env.MAINTENANCE_POLL_MS, 5_000),
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : env.NODE_ENV !== 'production',
    seedIfEmpty: env.SEED_IF_EMPTY !== '0',
    preloadCatalog: env.PRELOAD_CATALOG !== '0',
  };
}
