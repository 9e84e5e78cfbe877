/**
 * Every call of the API: method, path (as in spec §7, without the `/api` prefix), inputs and the
 * `data` of its envelope. The server registers its routes from these; the client calls them.
 */
import { z } from 'zod';
import { accountCalls, deviceIdSchema, deviceTokenSchema } from './calls/account';
import { cartCalls } from './calls/cart';
import { checkoutCalls } from './calls/checkout';
import { type CallDef, defineCall } from './calls/define';
import { notificationCalls } from './calls/notifications';
import { operatorCalls } from './calls/operator';
import { orderCalls } from './calls/orders';
import { paymentsCalls } from './calls/payments';
import { supportCalls } from './calls/support';
import {
  CITY_SEARCH_LIMIT,
  FALLBACK_DEVICE_TOKEN,
  GIFT_CATEGORIES_LIMIT,
  MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_TITLES_LIMIT,
  WEB_DEVICE_ID,
} from './constants';
import {
  addonSchema,
  citySchema,
  countrySchema,
  currentLanguageSchema,
  giftCategorySchema,
  guestSessionSchema,
  homeMasterSchema,
  maintenanceStatusSchema,
  pageContentSchema,
  productCardSchema,
  productDescriptionSchema,
  productDetailSchema,
  productSlugSchema,
  searchTitleSchema,
} from './entities';
import { callRoutes } from './routes';
import { boundedIntSchema, idSchema, languageSchema, productRefSchema, searchTextSchema } from './rules';

export { accountCalls, deleteAccountBodySchema, type LoginBody, loginBodySchema } from './calls/account';
export * from './calls/cart';
export * from './calls/checkout';
export type { CallDef } from './calls/define';
export * from './calls/notifications';
export * from './calls/operator';
export * from './calls/orders';
export * from './calls/payments';
export * from './calls/support';

const citiesIdQuery = z.object({ cities_id: idSchema.optional() });
const productRefParams = z.object({ id: productRefSchema });

export const loginAsGuestBodySchema = z.object({
  device_id: deviceIdSchema.default(WEB_DEVICE_ID),
  device_token: deviceTokenSchema.default(FALLBACK_DEVICE_TOKEN),
});

export const updateCurrentLanguageBodySchema = z.object({
  user_id: idSchema,
  device_id: deviceIdSchema.default(WEB_DEVICE_ID),
  current_language: languageSchema,
});

export const saudiCitiesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(['web', 'app']).default('web'),
  limit: boundedIntSchema(1, MAX_PAGE_SIZE).default(CITY_SEARCH_LIMIT),
  page_number: boundedIntSchema(1, 10_000).default(1),
});

export const giftCategoryQuerySchema = z.object({
  limit: boundedIntSchema(1, GIFT_CATEGORIES_LIMIT).default(GIFT_CATEGORIES_LIMIT),
});

export const searchBodySchema = z.object({
  search: searchTextSchema,
  cities_id: idSchema,
  page_number: boundedIntSchema(1, 500).default(1),
  limit: boundedIntSchema(1, 60).default(SEARCH_PAGE_SIZE),
});

export const searchTitlesBodySchema = z.object({
  search: searchTextSchema,
  cities_id: idSchema,
  limit: boundedIntSchema(1, 30).default(SEARCH_TITLES_LIMIT),
});

export const recommendedBodySchema = z.object({
  cities_id: idSchema,
  product_id: idSchema.optional(),
  limit: boundedIntSchema(1, 30).default(8),
});

export const addonsQuerySchema = z.object({ cities_id: idSchema });
export const addonsBodySchema = z.object({
  product_id: idSchema.optional(),
  addon_type: z.enum(['chocolate', 'balloon', 'card', 'vase']).optional(),
});

export const pageRefParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^([0-9]{1,9}|[a-z0-9]+(-[a-z0-9]+)*)$/, 'page_ref_invalid'),
});

export const calls = {
  loginAsGuest: defineCall({
    ...callRoutes.loginAsGuest,
    tag: 'account',
    summary: 'Create a guest session with its own opaque token',
    body: loginAsGuestBodySchema,
    data: guestSessionSchema,
  }),
  updateCurrentLanguage: defineCall({
    ...callRoutes.updateCurrentLanguage,
    tag: 'account',
    summary: "Store the caller's language",
    body: updateCurrentLanguageBodySchema,
    data: currentLanguageSchema,
  }),
  ...accountCalls,
  ...cartCalls,
  ...checkoutCalls,
  ...paymentsCalls,
  ...supportCalls,
  ...orderCalls,
  ...operatorCalls,
  ...notificationCalls,
  checkMaintenanceMode: defineCall({
    ...callRoutes.checkMaintenanceMode,
    tag: 'common',
    summary: 'Whether the web app is in maintenance',
    data: maintenanceStatusSchema,
  }),
  countries: defineCall({
    ...callRoutes.countries,
    tag: 'common',
    summary: 'Countries with calling codes',
    data: z.array(countrySchema),
  }),
  saudiCities: defineCall({
    ...callRoutes.saudiCities,
    tag: 'common',
    summary: 'Saudi cities, searchable in Arabic and English',
    query: saudiCitiesQuerySchema,
    data: z.array(citySchema),
  }),
  productsMaster: defineCall({
    ...callRoutes.productsMaster,
    tag: 'products',
    summary: 'Home sections for a city',
    query: citiesIdQuery,
    data: homeMasterSchema,
  }),
  giftCategories: defineCall({
    ...callRoutes.giftCategories,
    tag: 'products',
    summary: 'Gift categories',
    query: giftCategoryQuerySchema,
    data: z.array(giftCategorySchema),
  }),
  productDetail: defineCall({
    ...callRoutes.productDetail,
    tag: 'products',
    summary: 'Product detail by id or slug, with availability for cities_id',
    params: productRefParams,
    query: citiesIdQuery,
    data: productDetailSchema,
  }),
  productDescription: defineCall({
    ...callRoutes.productDescription,
    tag: 'products',
    summary: 'Product description and care text',
    params: productRefParams,
    query: citiesIdQuery,
    data: productDescriptionSchema,
  }),
  recommended: defineCall({
    ...callRoutes.recommended,
    tag: 'products',
    summary: 'Recommended products for a city (path spelled as in the spec)',
    body: recommendedBodySchema,
    data: z.array(productCardSchema),
  }),
  searchTitles: defineCall({
    ...callRoutes.searchTitles,
    tag: 'products',
    summary: 'Search suggestions: titles and slugs',
    body: searchTitlesBodySchema,
    data: z.array(searchTitleSchema),
  }),
  addons: defineCall({
    ...callRoutes.addons,
    tag: 'products',
    summary: 'Add-ons (chocolates, balloons, cards, vases) available in a city',
    query: addonsQuerySchema,
    body: addonsBodySchema,
    data: z.array(addonSchema),
  }),
  search: defineCall({
    ...callRoutes.search,
    tag: 'products',
    summary: 'Search products available in a city',
    body: searchBodySchema,
    data: z.array(productCardSchema),
  }),
  productById: defineCall({
    ...callRoutes.productById,
    tag: 'products',
    summary: 'Product card by id or slug',
    params: productRefParams,
    query: citiesIdQuery,
    data: productCardSchema,
  }),
  productSlugs: defineCall({
    ...callRoutes.productSlugs,
    tag: 'products',
    summary: 'The address and last change of every active product (for sitemap.xml)',
    data: z.array(productSlugSchema),
  }),
  privacyPolicy: defineCall({
    ...callRoutes.privacyPolicy,
    tag: 'content',
    summary: 'Privacy policy page',
    data: pageContentSchema,
  }),
  pageContent: defineCall({
    ...callRoutes.pageContent,
    tag: 'content',
    summary: 'A content page by id or slug (privacy-policy, about, gifts-care, faq)',
    params: pageRefParams,
    data: pageContentSchema,
  }),
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** A part whose fields are all optional may be left out. */
type InputPart<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S extends z.ZodType }
  ? Record<never, never> extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

export type CallInput<N extends CallName> = InputPart<Calls[N], 'params'> &
  InputPart<Calls[N], 'query'> &
  InputPart<Calls[N], 'body'>;

export type CallData<N extends CallName> = z.output<Calls[N]['data']>;

/** `/products/{id}` → `/products/:id` (Fastify route syntax). */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
