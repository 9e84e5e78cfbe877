import { describe, expect, it } from 'vitest';
import { maskCardNumbers, redactProviderObject } from './redact';

describe('redaction guard', () => {
  it('masks card numbers wherever they hide and drops secrets', () => {
    const raw = {
      id: 'pay_1',
      amount: 11500,
      description: 'note 4201 3201 1111 1010 inside',
      source: { type: 'creditcard', number: '4201320111111010', cvc: '123', name: 'Ali Saleh', month: 1 },
      secret_token: 's3cret',
      transaction_url: 'http://x/v1/stc_pays/1/proceed?otp_token=abc&x=1',
      list: [4111111111111111, '5421080101000000'],
      masked: { number: 'XXXX-XXXX-XXXX-1010' },
    };
    const out = JSON.stringify(redactProviderObject(raw));
    for (const secret of [
      '4201320111111010',
      '4201 3201 1111 1010',
      '4111111111111111',
      '5421080101000000',
      's3cret',
      'abc',
      '"123"',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('XXXX-XXXX-XXXX-1010');
    expect(out).toContain('"amount":11500');
    expect(out).toContain('otp_token=redacted&x=1');
    expect(out).toContain('Ali Saleh');
  });

  it('leaves non-card digit runs alone', () => {
    expect(maskCardNumbers('order 100023, mobile 0500000001, ref 4111111111111112')).toBe(
      'order 100023, mobile 0500000001, ref 4111111111111112',
    );
  });
});
