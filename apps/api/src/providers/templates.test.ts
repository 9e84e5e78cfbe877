import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, renderEmail, renderSms, type TemplateParamsByKind } from './templates';

const params: TemplateParamsByKind = {
  otp_code: { code: '1234' },
  email_verification_code: { code: '1234' },
  password_reset_code: { code: '1234' },
  phone_change_code: { code: '1234' },
  welcome: { name: 'Sara' },
  account_exists: { name: 'Sara', signInUrl: 'https://shop.example/my-account' },
  password_changed: {},
  account_deleted: {},
  product_back_in_stock: { productTitle: 'Rose box', url: 'https://shop.example/products/1' },
};

describe('templates', () => {
  it.each(MESSAGE_KINDS.flatMap((kind) => (['ar', 'en'] as const).map((lang) => [kind, lang] as const)))(
    '%s in %s: subject, text and html in the right direction, with the store name',
    (kind, lang) => {
      const email = renderEmail(kind, lang, params[kind] as never);
      expect(email.subject.length).toBeGreaterThan(3);
      expect(email.text.length).toBeGreaterThan(10);
      expect(email.html).toContain(`lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(email.html).toContain(lang === 'ar' ? 'هدية' : 'Hadiya');
      const sms = renderSms(kind, lang, params[kind] as never);
      expect(sms).toContain(lang === 'ar' ? 'هدية' : 'Hadiya');
      if ('code' in params[kind]) {
        expect(email.text).toContain('1234');
        expect(email.html).toContain('<p dir="ltr"');
        expect(sms).toContain('1234');
      }
    },
  );

  it('escapes HTML in names, titles and links', () => {
    const email = renderEmail('product_back_in_stock', 'en', {
      productTitle: '<script>alert(1)</script>',
      url: 'javascript:alert(1)',
      name: '"Eve"',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).not.toContain('javascript:');
    expect(email.html).toContain('&quot;Eve&quot;');
  });

  it('Arabic plural of minutes', () => {
    expect(renderEmail('otp_code', 'ar', { code: '1', minutes: 5 }).text).toContain('٥ دقائق');
    expect(renderEmail('otp_code', 'ar', { code: '1', minutes: 15 }).text).toContain('١٥ دقيقة');
  });
});
