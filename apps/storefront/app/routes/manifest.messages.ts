import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  name: NoMessageValues;
  shortName: NoMessageValues;
  description: NoMessageValues;
}>({
  name: { id: 'manifest.name', defaultMessage: 'Hadiya: gifts and plants' },
  shortName: { id: 'manifest.shortName', defaultMessage: 'Hadiya' },
  description: {
    id: 'manifest.description',
    defaultMessage: 'Potted plants, engraved gifts and gift cards, delivered across Saudi Arabia.',
  },
});

export const arabic: Translations<typeof messages> = {
  name: 'هدية: هدايا ونباتات',
  shortName: 'هدية',
  description: 'نباتات في أصص وهدايا محفورة وبطاقات هدايا، تصل إلى كل أنحاء السعودية.',
};
