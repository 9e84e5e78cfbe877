import { defineMessages, type PrimitiveType } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  color: { name: string };
  addons: { names: string };
  /** `text` is the shopper's words, passed as a `<bdi>` (any value type lets it be an element). */
  engraving: { text: PrimitiveType };
  lineName: { title: string; color: string };
}>({
  color: { id: 'ui.cartLineOptions.color', defaultMessage: 'Colour: {name}' },
  addons: { id: 'ui.cartLineOptions.addons', defaultMessage: 'Add-ons: {names}' },
  engraving: { id: 'ui.cartLineOptions.engraving', defaultMessage: 'Engraving: {text}' },
  lineName: { id: 'ui.cartLineOptions.lineName', defaultMessage: '{title}, {color}' },
});

export const arabic: Translations<typeof messages> = {
  color: 'اللون: {name}',
  addons: 'الإضافات: {names}',
  engraving: 'النقش: {text}',
  lineName: '{title}، {color}',
};
