/**
 * The pay page's answer to a lost session. Spec §4 restarts a shopper whose session ends on `/` as
 * a new guest; in the middle of paying an order that drops them with no word, so the pay page says
 * they were signed out and opens the sign-in dialog, and they carry on with the same order.
 */
import { ApiError } from '@hadiya/contract/client';

/**
 * A 401 from the API: the session expired or was revoked (signed out elsewhere; the client's
 * `TokenExpiredError`, an `ApiError` too), or a guest reached a user-only call (`sign_in_required`).
 */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 401;
}
