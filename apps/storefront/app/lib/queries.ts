/**
 * TanStack Query options for every call the browsing pages make. Loaders prefetch them on the
 * server; the same keys hydrate in the browser, where the browser client refetches when stale.
 */
import type { ApiClient } from '@hadiya/contract/client';
import { CITY_SEARCH_LIMIT, SEARCH_PAGE_SIZE, SEARCH_TITLES_LIMIT } from '@hadiya/contract/constants';
import type { Locale } from '@hadiya/ui';
import { queryOptions } from '@tanstack/react-query';

/** The cities a shopper chooses from (spec §2), all on one page. */
export const requestCities = (api: ApiClient, signal?: AbortSignal) =>
  api.request('saudiCities', { query: { type: 'web', limit: CITY_SEARCH_LIMIT, page_number: 1 } }, { signal });

export const queries = {
  home: (api: ApiClient, locale: Locale, cityId: number | undefined) =>
    queryOptions({
      queryKey: ['home', locale, cityId ?? null],
      queryFn: ({ signal }) => api.request('productsMaster', { query: { cities_id: cityId } }, { signal }),
    }),
  product: (api: ApiClient, locale: Locale, slug: string, cityId: number | undefined) =>
    queryOptions({
      queryKey: ['product', locale, slug, cityId ?? null],
      queryFn: ({ signal }) =>
        api.request('productDetail', { params: { id: slug }, query: { cities_id: cityId } }, { signal }),
    }),
  search: (api: ApiClient, locale: Locale, text: string, cityId: number) =>
    queryOptions({
      queryKey: ['search', locale, text, cityId],
      queryFn: ({ signal }) =>
        api.request('search', { body: { search: text, cities_id: cityId, limit: SEARCH_PAGE_SIZE } }, { signal }),
    }),
  suggestions: (api: ApiClient, locale: Locale, text: string, cityId: number) =>
    queryOptions({
      queryKey: ['suggestions', locale, text, cityId],
      queryFn: ({ signal }) =>
        api.request(
          'searchTitles',
          { body: { search: text, cities_id: cityId, limit: SEARCH_TITLES_LIMIT } },
          { signal },
        ),
      staleTime: 60_000,
    }),
  page: (api: ApiClient, locale: Locale, slug: string) =>
    queryOptions({
      queryKey: ['page', locale, slug],
      queryFn: ({ signal }) => api.request('pageContent', { params: { id: slug } }, { signal }),
    }),
  cities: (api: ApiClient, locale: Locale) =>
    queryOptions({
      queryKey: ['cities', locale],
      queryFn: ({ signal }) => requestCities(api, signal),
      staleTime: 60 * 60_000,
    }),
  /** The social sign-in providers the store offers (the sign-in dialog's buttons). */
  socialConfig: (api: ApiClient) =>
    queryOptions({
      queryKey: ['social-config'],
      queryFn: ({ signal }) => api.request('socialConfig', {}, { signal }),
      staleTime: 60 * 60_000,
    }),
};
