/** The providers' decline codes and texts (reference §1.8, §2, §3.3) → the shopper's reasons. */
import { describe, expect, it } from 'vitest';
import { declineMessage, declineReason } from './decline';

describe('declineReason', () => {
  it.each([
    ['moyasar_card', '51', 'INSUFFICIENT FUNDS', 'insufficient_funds'],
    ['moyasar_card', '05', 'DECLINED', 'card_declined'],
    ['moyasar_card', '41', 'DECLINED: LOST CARD', 'card_declined'],
    ['moyasar_card', '43', 'STOLEN CARD', 'card_declined'],
    ['moyasar_card', '54', 'EXPIRED CARD', 'card_expired'],
    ['moyasar_card', '61', 'EXCEEDS WITHDRAWAL LIMIT', 'limit_exceeded'],
    ['moyasar_card', '99', 'UNSPECIFIED FAILURE', null],
    ['moyasar_card', 'declined', '3-D Secure transaction attempt failed (Authentication Failed)', 'three_ds_failed'],
    ['moyasar_card', 'declined', '3-D Secure transaction attempt failed (Not Enrolled)', 'three_ds_failed'],
    ['moyasar_applepay', '51', 'INSUFFICIENT FUNDS', 'insufficient_funds'],
    ['moyasar_stcpay', 'declined', 'Insufficient Balance', 'insufficient_funds'],
    ['moyasar_stcpay', 'declined', 'Daily limit exceeded', 'limit_exceeded'],
    ['moyasar_stcpay', 'declined', 'Max transaction amount exceeded', 'limit_exceeded'],
    ['moyasar_stcpay', 'declined', 'Invalid OTP', 'stcpay_otp_invalid'],
    ['moyasar_stcpay', 'declined', 'OTP has timed out', 'stcpay_otp_invalid'],
    [
      'moyasar_stcpay',
      'declined',
      'Mobile number is not registered to use the STC Pay service.',
      'stcpay_not_registered',
    ],
    ['moyasar_stcpay', 'declined', 'Timeout from STC Pay', 'stcpay_unavailable'],
    ['tabby', 'not_available', 'نأسف، تابي غير قادرة على الموافقة', 'paylater_rejected'],
    ['tabby', 'declined', null, 'paylater_rejected'],
    ['tamara', 'declined', null, 'paylater_rejected'],
    ['tamara', 'mismatch_amount', null, null],
    ['moyasar_card', 'provider_error', null, null],
  ])('%s %s %s → %s', (provider, code, message, reason) => {
    expect(declineReason(provider, code, message)).toBe(reason);
  });
});

describe('declineMessage', () => {
  it.each([
    { locale: 'ar' as const, known: 'فشلت عملية الدفع: انتهت صلاحية البطاقة', unknown: 'فشلت عملية الدفع' },
    { locale: 'en' as const, known: 'Your payment is Failed: the card has expired', unknown: 'Your payment is Failed' },
  ])(
    'a known reason in the language, an unknown one as the plain spec text ($locale)',
    ({ locale, known, unknown }) => {
      expect(declineMessage(locale, 'moyasar_card', '54', 'EXPIRED CARD')).toBe(known);
      expect(declineMessage(locale, 'moyasar_card', '99', 'UNSPECIFIED FAILURE')).toBe(unknown);
      expect(declineMessage(locale, 'moyasar_card', null, 'SOMETHING NEW')).toBe(unknown);
    },
  );
});
