import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ label: NoMessageValues; lineLabel: { title: string } }>({
  label: { id: 'ui.engravingField.label', defaultMessage: 'Engraving text' },
  lineLabel: { id: 'ui.engravingField.lineLabel', defaultMessage: 'Engraving text for {title}' },
});

export const arabic: Translations<typeof messages> = {
  label: 'نص النقش',
  lineLabel: 'نص النقش على {title}',
};
