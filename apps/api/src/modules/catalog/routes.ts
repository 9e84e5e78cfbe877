import { calls, toRoutePath } from '@hadiya/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { registerCall, serializeEnvelope } from '../../lib/route';
import { type ProductRecord, pickLang, toAddon, toCard, toDetail } from './records';

/** How often each server reads stock changes (`STOCK_POLL_MS`, default 1000; 0 turns polling off). */
export function stockPollMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.STOCK_POLL_MS ?? 1000);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

export function catalogRoutes(app: FastifyInstance, config: AppConfig): void {
  const { catalog, reference } = app;
  const media = config.mediaBaseUrl;
  const stockOf = (record: ProductRecord) => catalog.stockOf(record);

  // Stock is polled apart from the catalogue (see StockBook): a sale shows within a poll interval.
  app.addHook('onReady', async () => {
    await catalog.stock.poll();
    catalog.stock.start(stockPollMs(), (error) => app.log.warn({ err: error }, 'stock poll failed'));
  });
  app.addHook('onClose', async () => catalog.stock.stop());
  const searchLimit = config.rateLimit ? config.rateLimit.searchPerMinute : undefined;

  registerCall(app, 'productsMaster', ({ query, lang }) =>
    catalog.cachedResponse(`master:${lang}:${query.cities_id ?? 0}`, async () =>
      serializeEnvelope(lang, await catalog.master(lang, query.cities_id)),
    ),
  );

  registerCall(app, 'productSlugs', () => catalog.slugs());

  registerCall(app, 'giftCategories', ({ query, lang }) => catalog.giftCategories(lang, query.limit));

  // The hottest read: a repeat of an address already answered (same language, no token) is sent
  // straight from the cache, after the language, security and maintenance hooks, before validation.
  const detailRoutes = new Set(
    [calls.productDetail.path, `/web${calls.productDetail.path}`].map((path) => toRoutePath(`/api${path}`)),
  );
  const addressOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;
  app.addHook('onRequest', (request, reply, done) => {
    if (
      request.method !== 'GET' ||
      request.headers.authorization ||
      !detailRoutes.has(request.routeOptions.url ?? '')
    ) {
      return done();
    }
    const hit = catalog.responseAt(addressOf(request));
    if (!hit) return done();
    reply.header('content-type', 'application/json; charset=utf-8').send(hit.body);
  });

  registerCall(app, 'productDetail', async ({ params, query, lang, request }) => {
    const city = await reference.city(query.cities_id);
    const key = `detail:${lang}:${city?.id ?? 0}:${params.id}`;
    const remember = request.headers.authorization === undefined;
    const build = async () => {
      const record = await catalog.get(params.id);
      const detail = toDetail(record, await catalog.addonsOf(record), lang, city, media, stockOf);
      return serializeEnvelope(lang, detail, detail.is_available ? 'ok' : 'product_not_available_city');
    };
    return remember ? catalog.cachedResponseAt(addressOf(request), key, build) : catalog.cachedResponse(key, build);
  });

  registerCall(app, 'productById', async ({ params, query, lang, setMessage }) => {
    const city = await reference.city(query.cities_id);
    const record = await catalog.get(params.id);
    const card = toCard(record, lang, city?.id, media, catalog.stockOf(record));
    if (!card.is_available) setMessage('product_not_available_city');
    return card;
  });

  registerCall(app, 'productDescription', async ({ params, query, lang, setMessage }) => {
    const city = await reference.city(query.cities_id);
    const record = await catalog.get(params.id);
    const card = toCard(record, lang, city?.id, media, catalog.stockOf(record));
    if (!card.is_available) setMessage('product_not_available_city');
    return {
      id: record.id,
      slug: record.slug,
      product_title: card.product_title,
      description: pickLang(lang, record.descriptionEn, record.descriptionAr),
      care: record.careEn === null || record.careAr === null ? null : pickLang(lang, record.careEn, record.careAr),
      is_available: card.is_available,
      availability_message: card.is_available ? null : app.t(lang, 'product_not_available_city'),
    };
  });

  registerCall(app, 'recommended', async ({ body, lang }) => {
    const records = await catalog.recommended(body.cities_id, body.product_id, body.limit);
    return records.map((r) => toCard(r, lang, body.cities_id, media, catalog.stockOf(r)));
  });

  registerCall(
    app,
    'search',
    async ({ body, lang, setMessage }) => {
      const records = await catalog.search(body.search, body.cities_id, body.page_number, body.limit);
      if (records.length === 0) setMessage('no_product_found');
      return records.map((r) => toCard(r, lang, body.cities_id, media, catalog.stockOf(r)));
    },
    { rateLimitPerMinute: searchLimit },
  );

  registerCall(
    app,
    'searchTitles',
    async ({ body, lang, setMessage }) => {
      const records = await catalog.titles(body.search, body.cities_id, body.limit);
      if (records.length === 0) setMessage('no_product_found');
      return records.map((r) => ({
        id: r.id,
        product_title: pickLang(lang, r.titleEn, r.titleAr),
        product_slug: r.slug,
      }));
    },
    { rateLimitPerMinute: searchLimit },
  );

  registerCall(app, 'addons', async ({ query, body, lang }) => {
    const records = await catalog.addons(query.cities_id, body.product_id, body.addon_type);
    return records.map((r) => toAddon(r, lang, query.cities_id, media, catalog.stockOf(r)));
  });
}
