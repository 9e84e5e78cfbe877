/**
 * The guard every provider object passes before it is stored in `payments.raw_response` or
 * `payment_events.payload`, or logged: card numbers, CVCs, one-time codes and secrets never reach
 * a table or a log line, whatever an adapter or a provider sends.
 */
import { looksLikeCardNumber } from '@hadiya/contract';

/** Keys whose value is dropped outright. */
const SECRET_KEYS = new Set([
  'cvc',
  'cvv',
  'cvv2',
  'cvc2',
  'security_code',
  'otp',
  'otp_value',
  'otp_token',
  'password',
  'secret_token',
  'shared_secret',
  'authorization',
  'tamaratoken',
  'api_key',
  'publishable_api_key',
]);

/** Keys that may hold a card number: kept only when masked (`XXXX-XXXX-XXXX-1111`). */
const CARD_KEYS = new Set(['number', 'card_number', 'pan', 'cardnumber']);

const MASKED = /^[X*•x]{4}[- ]?[X*•x]{4}[- ]?[X*•x]{4}[- ]?\d{4}$/;

/** Masks every Luhn-valid 13–19 digit run of a text to its last four digits. */
export function maskCardNumbers(text: string): string {
  if (!looksLikeCardNumber(text)) return text;
  return text.replace(/\d[\d -]{11,24}\d/g, (run) =>
    looksLikeCardNumber(run) ? `XXXX-XXXX-XXXX-${run.replace(/\D/g, '').slice(-4)}` : run,
  );
}

/** A deep copy without secrets and with every card number masked. */
export function redactProviderObject(value: unknown, depth = 0): unknown {
  if (depth > 12) return '[deep]';
  if (typeof value === 'string') {
    let text = maskCardNumbers(value);
    // Query strings carrying one-time tokens (STC Pay's proceed URL).
    text = text.replace(/([?&](?:otp_token|otp_value|tamaraToken|token)=)[^&#\s"]+/gi, '$1redacted');
    return text;
  }
  if (typeof value === 'number') return looksLikeCardNumber(String(value)) ? 0 : value;
  if (Array.isArray(value)) return value.map((item) => redactProviderObject(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const lower = key.toLowerCase();
      if (SECRET_KEYS.has(lower)) {
        out[key] = '[redacted]';
        continue;
      }
      if (CARD_KEYS.has(lower) && item !== null && item !== undefined) {
        const text = String(item);
        out[key] = MASKED.test(text) ? text : `XXXX-XXXX-XXXX-${text.replace(/\D/g, '').slice(-4)}`;
        continue;
      }
      out[key] = redactProviderObject(item, depth + 1);
    }
    return out;
  }
  return value;
}
