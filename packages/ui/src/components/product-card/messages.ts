import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  soldOut: NoMessageValues;
  notAvailable: NoMessageValues;
  favourite: { product: string };
}>({
  soldOut: { id: 'ui.productCard.soldOut', defaultMessage: 'Sold out' },
  notAvailable: { id: 'ui.productCard.notAvailable', defaultMessage: 'Not available' },
  favourite: { id: 'ui.productCard.favourite', defaultMessage: 'Favourite: {product}' },
});

export const arabic: Translations<typeof messages> = {
  soldOut: 'نفدت الكمية',
  notAvailable: 'غير متوفر',
  favourite: 'المفضلة: {product}',
};
