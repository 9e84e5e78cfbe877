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
    api: serverApi(context.apiBaseUrl, preferences.locale, request.signal),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
  };
}
