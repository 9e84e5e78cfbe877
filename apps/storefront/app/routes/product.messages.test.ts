import { formatNumber, type Locale } from '@hadiya/ui';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { arabic, messages } from './product.messages';

function onlyUnits(locale: Locale, n: number) {
  const intl = createIntl({
    locale,
    defaultLocale: 'en',
    messages: locale === 'ar' ? { [String(messages.onlyUnits.id)]: arabic.onlyUnits } : {},
  });
  return intl.formatMessage(messages.onlyUnits, { count: formatNumber(n, locale), n });
}

describe('the low colour stock note (spec §8)', () => {
  it('keeps the spec’s wording from two units on and says one unit in the singular', () => {
    expect(onlyUnits('en', 3)).toBe('Sorry! Only 3 units are available on selected color');
    expect(onlyUnits('en', 2)).toBe('Sorry! Only 2 units are available on selected color');
    expect(onlyUnits('en', 1)).toBe('Sorry! Only 1 unit is available on selected color');
  });

  it('uses Arabic’s singular, dual and plural forms', () => {
    expect(onlyUnits('ar', 1)).toBe('عذرًا! تتوفر قطعة واحدة فقط من اللون المختار');
    expect(onlyUnits('ar', 2)).toBe('عذرًا! تتوفر قطعتان فقط من اللون المختار');
    expect(onlyUnits('ar', 3)).toBe(`عذرًا! يتوفر ${formatNumber(3, 'ar')} قطع فقط من اللون المختار`);
    expect(onlyUnits('ar', 3)).not.toMatch(/[0-9]/);
  });
});

function engravingTooLong(locale: Locale, n: number) {
  const intl = createIntl({
    locale,
    defaultLocale: 'en',
    messages: locale === 'ar' ? { [String(messages.engravingTooLong.id)]: arabic.engravingTooLong } : {},
  });
  return intl.formatMessage(messages.engravingTooLong, { max: formatNumber(n, locale), n });
}

describe('the engraving limit note, a product’s own limit', () => {
  it('agrees the Arabic noun with the limit (CLDR plural categories)', () => {
    expect(engravingTooLong('ar', 1)).toBe('اجعل عبارة الحفر حرفًا واحدًا على الأكثر.');
    expect(engravingTooLong('ar', 2)).toBe('اجعل عبارة الحفر حرفين على الأكثر.');
    expect(engravingTooLong('ar', 5)).toBe('اجعل عبارة الحفر ٥ أحرف على الأكثر.');
    expect(engravingTooLong('ar', 30)).toBe('اجعل عبارة الحفر ٣٠ حرفًا على الأكثر.');
    expect(engravingTooLong('ar', 100)).toBe('اجعل عبارة الحفر ١٠٠ حرف على الأكثر.');
  });

  it('says one character in English', () => {
    expect(engravingTooLong('en', 1)).toBe('Keep the engraving to 1 character.');
    expect(engravingTooLong('en', 30)).toBe('Keep the engraving to 30 characters.');
  });
});
