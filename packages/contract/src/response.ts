/** The response envelope's shape and success rule, without schemas (the browser client's needs). */

/** Every response of the API (spec §3 "Common response fields"). */
export type Envelope<T> = { success: boolean; statusCode: number; message: string; data: T };

/** One field-level validation problem, carried in `data.errors` of a 400 envelope. */
export interface FieldError {
  field: string;
  /** In the caller's language. */
  message: string;
  /** The message id (`ruleMessages` key, react-intl id `rule.<key>`), when the rule has one. */
  rule?: string;
}

/** Spec §7: a call counts as successful only with success true and statusCode 200. */
export function isSuccessEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === true &&
    (body as { statusCode?: unknown }).statusCode === 200
  );
}
