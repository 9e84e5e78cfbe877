import { ApiError } from '@hadiya/contract';
import { useLocale } from '@hadiya/ui';
import { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AppLoadContext, data } from 'react-router';
import { browserApi, serverApi } from './api';
import { requestPreferences } from './preferences';

/** What a loader needs: the request's language and city, the API, and a cache to prefetch into. */
export function loaderContext(request: Request, context: AppLoadContext) {
  const preferences = requestPreferences(request);
  return {
    ...preferences,
    cityId: preferences.region?.id,
    api: serverApi(context.apiBaseUrl, preferences.locale, request.signal),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
  };
}

/** A missing product or page is a 404 page, not an error screen. */
export function notFoundFrom(error: unknown): never {
  if (error instanceof ApiError && error.statusCode === 404) throw data(null, { status: 404 });
  throw error;
}

/** The API client the browser uses, in the page's language. */
export function useBrowserApi() {
  const { locale } = useLocale();
  return useMemo(() => browserApi(locale), [locale]);
}
