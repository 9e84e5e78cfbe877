/**
 * The pay page's answer to a lost session. Spec §4 restarts a shopper whose session ends on `/` as
 * a new guest; in the middle of paying an order that drops them with no word, so the pay page says
 * they were signed out and opens the sign-in dialog, and they carry on with the same order.
 */
import { ApiError, isTokenExpired } from '@hadiya/contract/client';

/** A 401 from the API: the session expired, was revoked (signed out elsewhere), or is missing. */
export function isSignedOutError(error: unknown): boolean {
  return isTokenExpired(error) || (error instanceof ApiError && error.statusCode === 401);
}
