import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ unavailable: NoMessageValues; unavailableNamed: { name: string } }>({
  unavailable: { id: 'ui.productImage.unavailable', defaultMessage: 'Image not available' },
  unavailableNamed: { id: 'ui.productImage.unavailableNamed', defaultMessage: '{name}: image not available' },
});

export const arabic: Translations<typeof messages> = {
  unavailable: 'الصورة غير متوفرة',
  unavailableNamed: '{name}: الصورة غير متوفرة',
};
