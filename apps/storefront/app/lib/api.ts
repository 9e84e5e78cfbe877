import { type ApiClient, createApiClient } from '@hadiya/contract/client';
import type { Locale } from '@hadiya/ui';
import { storageKeys } from './preferences';

/** The bearer token of the stored session: the signed-in user's, else the guest's. */
export function storedToken(): string | null {
  for (const key of [storageKeys.userData, storageKeys.guestUser]) {
    try {
      const token = JSON.parse(window.localStorage.getItem(key) ?? 'null')?.token;
      if (typeof token === 'string' && token) return token;
    } catch {
      // Unreadable storage counts as no session.
    }
  }
  return null;
}

/** The API as the browser reaches it (same origin). */
export function browserApi(locale: Locale): ApiClient {
  return createApiClient({ baseUrl: '/api', getLanguage: () => locale, getToken: storedToken });
}
