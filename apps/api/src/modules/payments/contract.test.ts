import {
  applePayPayBodySchema,
  CARD_FIELD_NAMES,
  calls,
  containsCardData,
  looksLikeCardNumber,
  moyasarAttachBodySchema,
  moyasarCaptureBodySchema,
  moyasarPaySavedBodySchema,
  orderPaymentBodySchema,
  stcPayPayBodySchema,
  stcPayValidateOtpBodySchema,
} from '@hadiya/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ORDER = '2b1c7a52-4f7e-4c55-9a0e-5f0f3b9d2a11';
const PAN = '4201320111111010';

describe('payment call schemas carry no card data', () => {
  const bodies = [
    [moyasarAttachBodySchema, { order_uuid: ORDER, payment_id: 'pay_1' }],
    [moyasarCaptureBodySchema, { order_uuid: ORDER, payment_id: 'pay_1' }],
    [moyasarPaySavedBodySchema, { order_uuid: ORDER, card_id: 3 }],
    [stcPayPayBodySchema, { order_uuid: ORDER, mobile: '0500000001' }],
    [stcPayValidateOtpBodySchema, { order_uuid: ORDER, otp: '123456' }],
    [orderPaymentBodySchema, { order_uuid: ORDER }],
    [applePayPayBodySchema, { order_uuid: ORDER, token: { paymentData: { data: 'opaque', version: 'EC_v1' } } }],
  ] as const;

  it('accepts each body without card fields', () => {
    for (const [schema, body] of bodies) expect(schema.safeParse(body).success, JSON.stringify(body)).toBe(true);
  });

  it('refuses a card number or CVC in any body', () => {
    for (const [schema, body] of bodies) {
      expect(schema.safeParse({ ...body, number: PAN }).success).toBe(false);
      expect(schema.safeParse({ ...body, cvc: '123' }).success).toBe(false);
      expect(schema.safeParse({ ...body, source: { type: 'creditcard', number: PAN, cvc: '123' } }).success).toBe(
        false,
      );
    }
    const decrypted = { paymentData: { number: PAN, month: 1, year: 2030 } };
    expect(applePayPayBodySchema.safeParse({ order_uuid: ORDER, token: decrypted }).success).toBe(false);
    const hidden = { paymentData: { data: `x ${PAN.replace(/(\d{4})/g, '$1 ')} y` } };
    expect(applePayPayBodySchema.safeParse({ order_uuid: ORDER, token: hidden }).success).toBe(false);
    expect(moyasarAttachBodySchema.safeParse({ order_uuid: ORDER, payment_id: PAN }).success).toBe(false);
  });

  it('no payment call schema has a card field', () => {
    const names = Object.entries(calls).filter(([, call]) => call.tag === 'payments');
    expect(names.length).toBeGreaterThanOrEqual(17);
    for (const [name, call] of names) {
      const keys: string[] = [];
      JSON.stringify(
        'body' in call && call.body ? z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }) : {},
        (key, value) => {
          if (key === 'properties') keys.push(...Object.keys(value));
          return value;
        },
      );
      expect(keys.length, name).toBeLessThan(10);
      for (const key of keys) expect(CARD_FIELD_NAMES, `${name}.${key}`).not.toContain(key);
    }
  });

  it('detects card numbers by Luhn, not by length alone', () => {
    expect(looksLikeCardNumber(PAN)).toBe(true);
    expect(looksLikeCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(looksLikeCardNumber('٤١١١١١١١١١١١١١١١')).toBe(true);
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
    expect(looksLikeCardNumber('0500000001')).toBe(false);
    expect(containsCardData({ a: [{ cvc: '1' }] })).toBe(true);
    expect(containsCardData({ a: [{ last4: '1010' }] })).toBe(false);
  });

  it('normalises the STC Pay mobile to 05XXXXXXXX', () => {
    for (const input of ['0500000001', '500000001', '+966500000001', '966 50 000 0001', '٠٥٠٠٠٠٠٠٠١']) {
      const parsed = stcPayPayBodySchema.safeParse({ order_uuid: ORDER, mobile: input });
      expect(parsed.success && parsed.data.mobile, input).toBe('0500000001');
    }
    expect(stcPayPayBodySchema.safeParse({ order_uuid: ORDER, mobile: '0400000001' }).success).toBe(false);
  });
});
