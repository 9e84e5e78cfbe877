import { isTokenExpired } from '@hadiya/contract/client';
import { QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { serverApi } from './api.server';
import { requestPreferences } from './preferences.server';

/** What a loader needs: the request's language and city, the API, and a cache to prefetch into. */
export function loaderContext(request: Request, context: AppLoadContext) {
  const preferences = requestPreferences(request);
  return {
    ...preferences,
    cityId: preferences.region?.id,
    api: serverApi(context.apiBaseUrl, preferences.locale, request.signal, context.session),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
    /** Who the shopper is (asked once per request, shared with the root loader). */
    shopper: () => context.session.current(context.apiBaseUrl, preferences.locale, request.signal),
    /** Spec §4: a 401 clears the session and goes to `/` (a new guest); other errors are rethrown. */
    rethrow: (error: unknown): never => {
      if (isTokenExpired(error)) context.session.restart();
      throw error;
    },
  };
}
