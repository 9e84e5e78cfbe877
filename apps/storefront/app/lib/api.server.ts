import { type ApiClient, calls, createApiClient } from '@hadiya/contract';
import type { Locale } from '@hadiya/ui';

/**
 * The API as server rendering reaches it: the same process, over the loopback address it
 * listens on. Product calls go to their `/web` form (no token on the server).
 */
export function serverApi(baseUrl: string, locale: Locale, signal?: AbortSignal): ApiClient {
  return createApiClient({
    baseUrl,
    getLanguage: () => locale,
    // The server checks what it renders against the contract (zod stays out of the browser).
    responseSchemas: calls,
    fetch: (input, init) =>
      fetch(input, { ...init, signal: signal ? AbortSignal.any([signal, init?.signal ?? signal]) : init?.signal }),
  });
}
