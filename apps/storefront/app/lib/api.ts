import { type ApiClient, createApiClient } from '@hadiya/contract/client';
import type { Locale } from '@hadiya/ui';
import { restartSession } from './shopper';

/**
 * The API as the browser reaches it (same origin). The session travels in the HttpOnly
 * `hadiya_session` cookie, never in a header a script could read; `x-hadiya-client: web` asks the
 * API to set that cookie when a call creates a session.
 */
const sameOriginFetch: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('x-hadiya-client', 'web');
  return fetch(input, { ...init, headers, credentials: 'same-origin' });
};

export interface BrowserApiOptions {
  /**
   * Spec §4: a 401 clears the stored session keys and starts over on `/` with a new guest. Sign-in
   * calls, whose 401 is an answer about the credentials, pass false. @default true
   */
  restartOnExpiry?: boolean;
}

export function browserApi(locale: Locale, { restartOnExpiry = true }: BrowserApiOptions = {}): ApiClient {
  return createApiClient({
    baseUrl: '/api',
    getLanguage: () => locale,
    fetch: sameOriginFetch,
    onTokenExpired: restartOnExpiry ? restartSession : undefined,
  });
}
