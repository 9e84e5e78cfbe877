/**
 * The shopper's language and city. They live in the spec's browser storage keys and, so the
 * server renders the right language and city on the first request, in cookies of the same names.
 */
import type { SelectedRegion } from '@hadiya/contract';
import type { Locale } from '@hadiya/ui';

/** Browser storage keys of spec §3. */
export const storageKeys = {
  language: 'language',
  selectedRegion: 'selectedRegion',
  guestUser: 'guestUser',
  guestUserId: 'guest_user_id',
  userData: 'userData',
  isSignin: 'isSignin',
  loginType: 'loginType',
  name: 'name',
  phoneCode: 'phone_code',
  phoneNumber: 'phone_number',
  webToken: 'webToken',
} as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface Preferences {
  locale: Locale;
  region: SelectedRegion | null;
}

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A malformed cookie is ignored, never fatal.
    }
  }
  return cookies;
}

export function serializeCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Browser only: keeps a preference in local storage and in its cookie. */
export function storePreference(name: 'language' | 'selectedRegion', value: string) {
  window.localStorage.setItem(storageKeys[name], value);
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie on the next request
  document.cookie = serializeCookie(storageKeys[name], value);
}
