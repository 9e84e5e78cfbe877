import { formatPrice, type Locale } from '@hadiya/ui';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { arabic, messages } from './payment.messages';

function intlOf(locale: Locale) {
  const catalog = Object.fromEntries(
    Object.entries(messages).map(([key, descriptor]) => [
      String(descriptor.id),
      locale === 'ar' ? arabic[key as keyof typeof arabic] : String(descriptor.defaultMessage),
    ]),
  );
  return createIntl({ locale, defaultLocale: 'en', messages: catalog });
}

/** A full stop, bidirectional marks or spaces, and a second full stop. */
const DOUBLE_FULL_STOP = /\.[\u200e\u200f\u061c\u2066-\u2069\s]*\./;

describe('the pay page’s sentences that carry an amount', () => {
  it.each(['ar', 'en'] as const)('end with one full stop after an amount (%s)', (locale) => {
    const text = intlOf(locale).formatMessage(messages.walletPartApplied, {
      applied: formatPrice(50_00, locale),
      due: formatPrice(104_00, locale),
    });
    // Intl's Arabic riyal is an abbreviation with its own full stop ('١٠٤٫٠٠ ر.س.').
    expect(formatPrice(104_00, 'ar')).toMatch(/\.[\u200e\u200f]*$/);
    expect(text).not.toMatch(DOUBLE_FULL_STOP);
    expect(text).toContain(formatPrice(104_00, locale));
  });
});
