/**
 * Why a payment failed, in the shopper's language. The providers answer in their own English
 * (Moyasar `source.message` "INSUFFICIENT FUNDS", "3-D Secure transaction attempt failed (…)",
 * STC Pay "Insufficient Balance", "Invalid OTP"; reference §1.8, §2) or with a Tabby rejection
 * code (§3.3). That text stays on the attempt row and in `payment_events` for operators; the
 * shopper gets one of the few reasons below, or spec §8's plain "Your payment is Failed" when the
 * reason is not one we know.
 */
import type { Language } from '@hadiya/contract';
import { type MessageKey, t } from '../../lib/i18n';

export type DeclineReason =
  | 'insufficient_funds'
  | 'card_declined'
  | 'card_expired'
  | 'limit_exceeded'
  | 'three_ds_failed'
  | 'stcpay_otp_invalid'
  | 'stcpay_not_registered'
  | 'stcpay_unavailable'
  | 'paylater_rejected';

/** The ISO 8583 response codes the card gateway answers (`source.response_code`, reference §1.8). */
const CARD_CODES: Record<string, DeclineReason> = {
  '51': 'insufficient_funds',
  '54': 'card_expired',
  '33': 'card_expired',
  '61': 'limit_exceeded',
  '65': 'limit_exceeded',
  '05': 'card_declined',
  '04': 'card_declined',
  '07': 'card_declined',
  '14': 'card_declined',
  '41': 'card_declined',
  '43': 'card_declined',
  '57': 'card_declined',
  '62': 'card_declined',
};

/** Gateway texts that come without a response code (3-D Secure, STC Pay), by pattern. */
const MESSAGE_PATTERNS: Array<[RegExp, DeclineReason]> = [
  [/3-?D\s*Secure|authentication failed/i, 'three_ds_failed'],
  [/insufficient/i, 'insufficient_funds'],
  [/expired card/i, 'card_expired'],
  [/limit exceeded|amount exceeded|exceeds withdrawal/i, 'limit_exceeded'],
  [/invalid otp|otp has timed out|otp.*(expired|timed out)/i, 'stcpay_otp_invalid'],
  [/not registered/i, 'stcpay_not_registered'],
  [/\bdeclined\b|lost card|stolen card/i, 'card_declined'],
];

/** Tabby's rejection reasons (reference §3.3) and `declined` (a rejection on the hosted page). */
const PAY_LATER_CODES = new Set(['not_available', 'order_amount_too_high', 'order_amount_too_low', 'declined']);

/** The reason of a failed attempt, from what the provider said (null: not one we can name). */
export function declineReason(
  provider: string,
  failureCode: string | null | undefined,
  failureMessage: string | null | undefined,
): DeclineReason | null {
  if (provider === 'tabby' || provider === 'tamara') {
    // A rejection on the hosted page carries no code of its own (settle records `declined`).
    return PAY_LATER_CODES.has(failureCode ?? 'declined') ? 'paylater_rejected' : null;
  }
  const byCode = failureCode ? CARD_CODES[failureCode] : undefined;
  if (byCode) return byCode;
  const text = failureMessage ?? '';
  for (const [pattern, reason] of MESSAGE_PATTERNS) if (pattern.test(text)) return reason;
  // Any other STC Pay refusal (account state, time-out, attempts exhausted) is STC Pay's own.
  if (provider === 'moyasar_stcpay' && text) return 'stcpay_unavailable';
  return null;
}

/** The message of each reason (`paylater_rejected` takes `{provider}`). */
export const DECLINE_TEXT: Record<DeclineReason, MessageKey> = {
  insufficient_funds: 'decline_insufficient_funds',
  card_declined: 'decline_card_declined',
  card_expired: 'decline_card_expired',
  limit_exceeded: 'decline_limit_exceeded',
  three_ds_failed: 'decline_three_ds_failed',
  stcpay_otp_invalid: 'decline_stcpay_otp_invalid',
  stcpay_not_registered: 'decline_stcpay_not_registered',
  stcpay_unavailable: 'decline_stcpay_unavailable',
  paylater_rejected: 'decline_paylater_rejected',
};

export const PAY_LATER_NAME: Record<'tabby' | 'tamara', Record<Language, string>> = {
  tabby: { en: 'Tabby', ar: 'تابي' },
  tamara: { en: 'Tamara', ar: 'تمارا' },
};

/**
 * The shopper's message for a failed attempt: "Your payment is Failed: <reason>" in `lang`, or the
 * plain §8 text. Never the provider's own words.
 */
export function declineMessage(
  lang: Language,
  provider: string,
  failureCode: string | null | undefined,
  failureMessage: string | null | undefined,
): string {
  const reason = declineReason(provider, failureCode, failureMessage);
  if (!reason) return t(lang, 'payment_failed');
  const name = provider === 'tabby' || provider === 'tamara' ? PAY_LATER_NAME[provider][lang] : '';
  return t(lang, 'payment_declined', { reason: t(lang, DECLINE_TEXT[reason], { provider: name }) });
}
