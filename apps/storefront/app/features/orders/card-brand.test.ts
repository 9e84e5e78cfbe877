import { uiMessages } from '@hadiya/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../i18n';
import { messages } from '../checkout/account-pages.messages';
import { useCardBrandName } from './card-brand';

/** The saved card's line on `/payment`, as the page writes it, for the gateway's brand code. */
function Line({ brand }: { brand: string }) {
  const intl = useIntl();
  const brandName = useCardBrandName();
  return intl.formatMessage(messages.cardLabel, { brand: brandName(brand), last4: '1111' });
}

const cardLine = (locale: 'ar' | 'en', brand: string) =>
  renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale, messages: { ...uiMessages[locale], ...appMessages[locale] } },
      createElement(Line, { brand }),
    ),
  );

describe('a saved card names its network, never the gateway code', () => {
  it.each([
    ['en', 'visa', 'Visa ending in 1111'],
    ['en', 'master', 'Mastercard ending in 1111'],
    ['en', 'mada', 'mada ending in 1111'],
    ['en', 'amex', 'American Express ending in 1111'],
    ['en', 'unknown', 'Card ending in 1111'],
    ['ar', 'visa', 'فيزا تنتهي بـ 1111'],
    ['ar', 'master', 'ماستركارد تنتهي بـ 1111'],
    ['ar', 'mada', 'مدى تنتهي بـ 1111'],
    ['ar', 'VISA', 'فيزا تنتهي بـ 1111'],
    ['ar', 'unknown', 'بطاقة تنتهي بـ 1111'],
  ] as const)('%s, %s → %s', (locale, brand, line) => {
    expect(cardLine(locale, brand)).toBe(line);
  });
});
