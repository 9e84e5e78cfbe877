import { SavedCardList, uiMessages } from '@hadiya/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../i18n';
import { useSavedCardOf } from './card-brand';

/** `/payment`'s list of one saved card, as the page draws it, for the gateway's brand code. */
function Page({ brand }: { brand: string }) {
  const cardOf = useSavedCardOf();
  const row = { id: 1, brand, last4: '1111', expiry_month: 9, expiry_year: 2028, name: null, created_at: '' };
  return createElement(SavedCardList, { cards: [cardOf(row)] });
}

const cardPage = (locale: 'ar' | 'en', brand: string) =>
  renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale, messages: { ...uiMessages[locale], ...appMessages[locale] } },
      createElement(Page, { brand }),
    ),
  );

describe('a saved card names its network, never the gateway code', () => {
  it.each([
    ['en', 'visa', 'visa', 'Delete Visa card ending in 1111'],
    ['en', 'master', 'mastercard', 'Delete Mastercard card ending in 1111'],
    ['en', 'mada', 'mada', 'Delete mada card ending in 1111'],
    ['en', 'amex', 'card', 'Delete American Express card ending in 1111'],
    ['ar', 'visa', 'visa', 'حذف بطاقة فيزا المنتهية بـ \u20661111\u2069'],
    ['ar', 'master', 'mastercard', 'حذف بطاقة ماستركارد المنتهية بـ \u20661111\u2069'],
    ['ar', 'VISA', 'visa', 'حذف بطاقة فيزا المنتهية بـ \u20661111\u2069'],
    ['ar', 'amex', 'card', 'حذف بطاقة أمريكان إكسبريس المنتهية بـ \u20661111\u2069'],
    ['ar', 'unionpay', 'card', 'حذف بطاقة يونيون باي المنتهية بـ \u20661111\u2069'],
  ] as const)('%s, %s → the %s mark, “%s”', (locale, code, mark, deleteLabel) => {
    const markup = cardPage(locale, code);
    expect(markup).toContain(`data-brand="${mark}"`);
    expect(markup).toContain(`aria-label="${deleteLabel}"`);
  });
});
