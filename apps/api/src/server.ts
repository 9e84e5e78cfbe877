import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { type Language, WEB_CLIENT_HEADER } from '@hadiya/contract';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { type AppConfig, hasConfiguredAppSecret, loadConfig } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { addMissingPages, isDatabaseEmpty, seedDemo } from './db/seed';
import { type Principal, SessionStore, type Tx } from './lib/auth';
import { trustProxyFunction } from './lib/client-ip';
import { AppError } from './lib/errors';
import { type MessageKey, resolveLanguage, t } from './lib/i18n';
import { Jobs } from './lib/jobs';
import { type Counters, createCounters } from './lib/limits';
import { OtpStore } from './lib/otp';
import { refusalMessage, translateValidation, type ValidationContext } from './lib/validation';
import { accountRoutes } from './modules/account/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { CatalogService } from './modules/catalog/service';
import { checkoutRoutes } from './modules/checkout/routes';
import { commonRoutes } from './modules/common/routes';
import { ReferenceData } from './modules/common/service';
import { contentRoutes } from './modules/content/routes';
import { devRoutes } from './modules/dev/routes';
import { favouriteRoutes } from './modules/favourites/routes';
import { mediaRoutes } from './modules/media/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { operatorRoutes } from './modules/operator/routes';
import { MaintenanceService, maintenanceRoutes } from './modules/ops/maintenance';
import { afterPurchaseRoutes } from './modules/orders/after-purchase-routes';
import { paymentRoutes } from './modules/payments/routes';
import { supportRoutes } from './modules/support/routes';
import { userRoutes } from './modules/user/routes';
import { createProviders } from './providers';
import type { Providers } from './providers/types';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    sessions: SessionStore;
    /** Abuse-limit counters (database, or Redis with REDIS_URL). */
    counters: Counters;
    otps: OtpStore;
    /** SMS, e-mail, social identities (and the dev outbox while sandboxes are in use). */
    providers: Providers;
    /**
     * Run in the sign-in transaction when a guest signs in (cart lines, favourites): each moves
     * the guest's data to the user. Register with `app.guestMergers.push(fn)`.
     */
    guestMergers: GuestMerger[];
    /** Runs `fn` in one database transaction. */
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
    reference: ReferenceData;
    catalog: CatalogService;
    maintenance: MaintenanceService;
    /** Background jobs (pg-boss on the app's database): `send`, `work`, `schedule`, `drain`. */
    jobs: Jobs;
    t: typeof t;
  }
  interface FastifyRequest {
    lang: Language;
    principal: Principal | null;
  }
}

export type GuestMerger = (tx: Tx, ids: { guestId: number; userId: number }) => Promise<void>;

export interface BuildOptions {
  /** Providers to use instead of `createProviders` (tests); closed with the server all the same. */
  providers?: Providers;
  config?: Partial<AppConfig>;
  /** An open database; when absent one is opened from the config (and closed with the server). */
  database?: Database;
  /** Fastify logger option; defaults to pino at `config.logLevel` with redaction. */
  logger?: FastifyServerOptions['logger'];
  /** Key for POST /api/internal/maintenance (written by main.ts for the operator command). */
  operatorKey?: string;
  /** Serve on an HTTP server created (and already listening) outside; see main.ts. */
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** Routes served beside the API, registered after it (the storefront's server rendering). */
  web?: FastifyPluginAsync;
}

/** Paths pino must never print (headers are not logged by default; this is defence in depth). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otp',
  '*.code',
  '*.token',
  '*.id_token',
  '*.access_token',
  '*.nonce',
  '*.device_token',
  '*.confirmPassword',
  '*.tokenHash',
  '*.codeHash',
  'body',
];

const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: 'bad_request',
  401: 'token_expired',
  403: 'forbidden',
  404: 'route_not_found',
  405: 'method_not_allowed',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'under_maintenance',
};

/** The headers helmet would set with these options (it sets the same ones on every response). */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

function envelope(statusCode: number, message: string, data: unknown = null) {
  return { success: false, statusCode, message, data };
}

export async function buildServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !options.database;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyFunction(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    requestIdHeader: false,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    // Router-level failures (bad URL encoding, over-long params) get the envelope too.
    frameworkErrors: (error, request, reply) => {
      const lang = resolveLanguage(request.headers.language, request.headers['accept-language']);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      (reply as FastifyReply).code(status).send(envelope(status, t(lang, STATUS_MESSAGES[status] ?? 'bad_request')));
    },
  });
  // JSON only: a text/plain body is answered 415 instead of being parsed as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : () => (data: unknown) => JSON.stringify(data),
  );

  try {
    await database.migrate();
    if (config.seedIfEmpty && (await isDatabaseEmpty(database.db))) {
      const seeded = await seedDemo(database.db);
      app.log.info(seeded, 'seeded the demo catalogue into an empty database');
    } else if (config.seedIfEmpty) {
      const added = await addMissingPages(database.db);
      if (added.length > 0) app.log.info({ added }, 'added the content pages this database lacked');
    }
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const reference = new ReferenceData(database.db);
  const catalog = new CatalogService(database.db, reference, config.mediaBaseUrl, config.preloadCatalog);
  const maintenance = new MaintenanceService(database.db, config.maintenanceOverride, config.maintenancePollMs);
  await Promise.all([reference.load(), maintenance.load(), catalog.checkVersion()]);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  let counters: Counters;
  let providers: Providers;
  try {
    counters = await createCounters(database.db, config.redisUrl);
    providers = options.providers ?? (await createProviders({ logger: app.log, publicBaseUrl: config.publicBaseUrl }));
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  if (process.env.NODE_ENV === 'production' && !options.config?.appSecret && !hasConfiguredAppSecret()) {
    app.log.warn('APP_SECRET is not set: one-time codes verify only on this instance');
  }
  app.decorate('sessions', new SessionStore(database.db));
  app.decorate('counters', counters);
  app.decorate('otps', new OtpStore(database.db, config.appSecret));
  app.decorate('providers', providers);
  app.decorate('guestMergers', [] as GuestMerger[]);
  app.decorate('transaction', <T>(fn: (tx: Tx) => Promise<T>) => database.db.transaction((tx) => fn(tx)));
  app.decorate('reference', reference);
  app.decorate('catalog', catalog);
  app.decorate('maintenance', maintenance);
  const jobs = new Jobs(database, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.decorate('t', t);
  app.decorateRequest('lang', 'ar');
  app.decorateRequest('principal', null);

  // Security headers: helmet's set, computed once at start (it depends on nothing per request),
  // then copied onto every reply; running its middleware per request is a measurable cost.
  const securityHeaders = helmetHeaders({
    // The API answers JSON only; the workbench served from STATIC_DIR needs its inline scripts.
    contentSecurityPolicy: config.staticDir || options.web ? false : undefined,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Not helmet's `no-referrer`: under it a form posted before hydration carries `Origin: null`
    // and is refused as cross-site. Same-origin requests keep their origin; other sites get none.
    referrerPolicy: { policy: 'same-origin' },
  });
  // One hook for what every request needs first: its language and the security headers.
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = resolveLanguage(request.headers.language, request.headers['accept-language']);
    reply.headers(securityHeaders);
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'ar';
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = ((error as { validationContext?: string }).validationContext ?? 'body') as ValidationContext;
      const errors = translateValidation(error.validation, context, lang);
      const first = errors[0] ?? { field: context, message: t(lang, 'bad_request') };
      return reply
        .code(400)
        .send(envelope(400, errors[0] ? refusalMessage(errors[0], lang, context) : first.message, { errors }));
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(
          envelope(
            error.statusCode,
            t(lang, error.messageKey, error.params),
            error.fieldErrors ? { errors: error.fieldErrors, ...error.data } : (error.data ?? null),
          ),
        );
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const key: MessageKey =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'invalid_json'
          : (STATUS_MESSAGES[status] ?? 'bad_request');
      return reply.code(status).send(envelope(status, t(lang, key)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(500, t(lang, 'server_error')));
  });

  // A known path asked with another method answers 405 (with Allow), an unknown one 404.
  const knownRoutes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) return;
    const source = route.url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const pattern = new RegExp(`^${source}/?$`);
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    const known = knownRoutes.find((r) => r.pattern.source === pattern.source);
    if (known) for (const m of methods) known.methods.add(m);
    else knownRoutes.push({ pattern, methods: new Set(methods) });
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = request.lang ?? 'ar';
    const path = request.url.split('?')[0] ?? '';
    const allowed = knownRoutes.find((r) => r.pattern.test(path));
    if (allowed) {
      return reply
        .code(405)
        .header('allow', [...allowed.methods].join(', '))
        .send(envelope(405, t(lang, 'method_not_allowed')));
    }
    return reply.code(404).send(envelope(404, t(lang, 'route_not_found')));
  });

  await app.register(cookie);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', 'language', 'accept', 'idempotency-key', WEB_CLIENT_HEADER],
    credentials: true,
    maxAge: 600,
  });
  if (config.rateLimit) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, 'too_many_requests'),
    });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hadiya storefront API',
        version: '0.1.0',
        description: 'Every response is the envelope { success, statusCode, message, data }. Send `language: ar|en`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(async (api) => {
    maintenanceRoutes(api, options.operatorKey);
    const accounts = accountRoutes(api, config);
    userRoutes(api, accounts);
    if (providers.outbox && process.env.NODE_ENV === 'production') {
      app.log.warn(
        'sandbox providers in use: /api/dev/outbox shows every code sent; configure SMS and SMTP or set SANDBOX_PROVIDERS=off',
      );
    }
    if (providers.outbox || providers.oidcSandbox) {
      devRoutes(api, { providers, allowedRedirectOrigins: config.corsOrigins });
    }
    commonRoutes(api);
    catalogRoutes(api, config);
    cartRoutes(api);
    checkoutRoutes(api, options.operatorKey);
    await paymentRoutes(api, options.operatorKey);
    await supportRoutes(api, options.operatorKey);
    await notificationRoutes(api);
    await afterPurchaseRoutes(api);
    await operatorRoutes(api, options.operatorKey);
    favouriteRoutes(api, options.operatorKey);
    contentRoutes(api);
    mediaRoutes(api);
    api.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  });

  if (options.web) await app.register(options.web);
  if (config.staticDir) {
    await app.register(fastifyStatic, { root: config.staticDir, prefix: '/', index: 'index.html', wildcard: true });
  }

  if (config.preloadCatalog) {
    app.addHook('onReady', async () => {
      const started = performance.now();
      catalog
        .preload()
        .then((count) => app.log.info({ count, ms: Math.round(performance.now() - started) }, 'catalogue preloaded'))
        .catch((error) => app.log.warn({ err: error }, 'catalogue preload failed'));
    });
  }

  let poller: NodeJS.Timeout | undefined;
  if (config.catalogPollMs > 0) {
    poller = setInterval(() => {
      catalog.checkVersion().catch((error) => app.log.warn({ err: error }, 'catalogue version check failed'));
    }, config.catalogPollMs);
    poller.unref();
  }
  app.addHook('onClose', async () => {
    await jobs.stop().catch((error) => app.log.warn({ err: error }, 'jobs did not stop cleanly'));
    if (poller) clearInterval(poller);
    catalog.stop();
    await providers.close().catch((error) => app.log.warn({ err: error }, 'providers did not close cleanly'));
    await counters.close();
    if (ownsDatabase) await database.close();
  });

  return app;
}
