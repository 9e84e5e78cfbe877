import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

/** The answers of `/city` to a form it refuses (plain text, in the shopper's language). */
export const messages = defineMessages<{ unknownCity: NoMessageValues; crossSiteForm: NoMessageValues }>({
  // Spec §8's text, for a form that names no city the store lists.
  unknownCity: { id: 'city.unknownCity', defaultMessage: 'Does not find city' },
  crossSiteForm: {
    id: 'city.crossSiteForm',
    defaultMessage: "Your city can only be changed from the store's own pages.",
  },
});

export const arabic: Translations<typeof messages> = {
  unknownCity: 'لم يتم العثور على المدينة',
  crossSiteForm: 'لا يمكن تغيير مدينتك إلا من صفحات المتجر نفسه.',
};
