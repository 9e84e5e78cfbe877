import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  addProduct: { product: string };
}>({
  label: { id: 'ui.favouriteButton.label', defaultMessage: 'Favourite' },
  addProduct: { id: 'ui.favouriteButton.addProduct', defaultMessage: 'Favourite {product}' },
});

export const arabic: Translations<typeof messages> = {
  label: 'المفضلة',
  addProduct: 'تفضيل {product}',
};
