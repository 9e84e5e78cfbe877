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
