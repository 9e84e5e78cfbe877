/**
 * Who the shopper is, as server rendering learnt it from the API (`GET /account/session`), and the
 * spec's non-secret browser storage keys (§3) written from it. The session token itself lives in
 * the HttpOnly `hadiya_session` cookie: no script ever sees it.
 */
import type { SelectedRegion } from '@hadiya/contract';
import { storageKeys } from './preferences';

export type LoginType = 'mobileNumber' | 'email' | 'google' | 'apple' | 'facebook';

export type Shopper =
  /** No session: a crawler, or the API could not be reached. */
  | { kind: 'anonymous' }
  | { kind: 'guest'; guestUserId: number | null }
  | {
      kind: 'user';
      id: number;
      name: string | null;
      email: string | null;
      phoneCode: string | null;
      phoneNumber: string | null;
      loginType: LoginType | null;
    };

export const SESSION_COOKIE = 'hadiya_session';

/** Storage keys that describe the session (spec §3); cleared together on logout and on a 401. */
const sessionKeys = [
  storageKeys.isSignin,
  storageKeys.loginType,
  storageKeys.name,
  storageKeys.phoneCode,
  storageKeys.phoneNumber,
  storageKeys.guestUserId,
  // Older builds kept the token in these two; they must not survive.
  storageKeys.guestUser,
  storageKeys.userData,
] as const;

/**
 * Browser only: the spec's storage keys as the server knows the shopper (never the token) and
 * their city (stored by a form the server answered, too: the first visit's city picker).
 */
export function writeShopperKeys(shopper: Shopper, region: SelectedRegion | null) {
  const wanted = new Map<string, string>();
  if (region) wanted.set(storageKeys.selectedRegion, JSON.stringify(region));
  if (shopper.kind === 'guest' && shopper.guestUserId !== null) {
    wanted.set(storageKeys.guestUserId, String(shopper.guestUserId));
  }
  if (shopper.kind === 'user') {
    wanted.set(storageKeys.isSignin, 'true');
    if (shopper.loginType) wanted.set(storageKeys.loginType, shopper.loginType);
    if (shopper.name) wanted.set(storageKeys.name, shopper.name);
    if (shopper.phoneCode) wanted.set(storageKeys.phoneCode, shopper.phoneCode);
    if (shopper.phoneNumber) wanted.set(storageKeys.phoneNumber, shopper.phoneNumber);
  }
  try {
    const storage = window.localStorage;
    // Every page load runs this: only what changed is written (each write is a message to the
    // browser process while the page hydrates).
    for (const key of [...sessionKeys, storageKeys.selectedRegion]) {
      const value = wanted.get(key);
      if (value === undefined) {
        if (storage.getItem(key) !== null) storage.removeItem(key);
      } else if (storage.getItem(key) !== value) {
        storage.setItem(key, value);
      }
    }
  } catch {
    // Storage may be unavailable (private mode, quota): the cookie session still works.
  }
}

/** Browser only: after a 401 (spec §4), forget the session and start over on `/` with a new guest. */
export function restartSession() {
  try {
    for (const key of sessionKeys) window.localStorage.removeItem(key);
  } catch {
    // See above.
  }
  window.location.assign('/');
}

const loginTypes: readonly LoginType[] = ['mobileNumber', 'email', 'google', 'apple', 'facebook'];

/** The API's login_type (`email_password`, `mobile`, …) in the spec's storage spelling. */
function loginTypeOf(value: unknown): LoginType | null {
  if (typeof value !== 'string') return null;
  if (loginTypes.includes(value as LoginType)) return value as LoginType;
  if (value === 'email_password') return 'email';
  if (value === 'mobile' || value === 'mobile_number' || value === 'otp') return 'mobileNumber';
  return null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const integer = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The `data` of `GET /account/session`, read tolerantly (the server's answer is checked by the contract). */
export function shopperFrom(data: unknown): Shopper {
  if (typeof data !== 'object' || data === null) return { kind: 'anonymous' };
  const record = data as Record<string, unknown>;
  const user = (typeof record.user === 'object' && record.user !== null ? record.user : null) as Record<
    string,
    unknown
  > | null;
  const kind = record.kind ?? record.type;
  if (user || kind === 'user') {
    const source = user ?? record;
    return {
      kind: 'user',
      id: integer(source.id) ?? 0,
      name: text(source.name),
      email: text(source.email),
      phoneCode: text(source.phone_code),
      phoneNumber: text(source.phone_number),
      loginType: loginTypeOf(source.login_type ?? record.login_type),
    };
  }
  const guest = (typeof record.guest === 'object' && record.guest !== null ? record.guest : record) as Record<
    string,
    unknown
  >;
  return { kind: 'guest', guestUserId: integer(guest.guest_user_id) ?? integer(record.guest_user_id) };
}

/** A phone number or address inside a sentence of either direction: a left-to-right island. */
export const ltr = (text: string) => `\u2066${text}\u2069`;
