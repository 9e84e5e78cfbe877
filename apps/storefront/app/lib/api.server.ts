import { type ApiClient, calls, createApiClient } from '@hadiya/contract';
import type { Locale } from '@hadiya/ui';
import type { RequestSession } from './session.server';

/**
 * The API as server rendering reaches it: the same process, over the loopback address it
 * listens on, as the shopper (their session cookie and address, app/lib/session.server.ts).
 * Without a session (sitemap) the call is anonymous.
 */
export function serverApi(baseUrl: string, locale: Locale, signal?: AbortSignal, session?: RequestSession): ApiClient {
  const send = session?.fetch ?? fetch;
  return createApiClient({
    baseUrl,
    getLanguage: () => locale,
    // The server checks what it renders against the contract (zod stays out of the browser).
    responseSchemas: calls,
    // Spec §4: a 401 during server rendering clears the session; the loader then goes to `/`.
    onTokenExpired: () => session?.expire(),
    fetch: (input, init) =>
      send(input, { ...init, signal: signal ? AbortSignal.any([signal, init?.signal ?? signal]) : init?.signal }),
  });
}
