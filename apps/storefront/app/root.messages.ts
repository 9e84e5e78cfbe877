import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The title of a page that failed, which the root's meta gives. The 404 page's own texts load only
 * with it (not-found.messages.ts): the title is needed in the first bundle, so it has its own entry.
 */
export const messages = defineMessages<{ notFoundTitle: NoMessageValues }>({
  notFoundTitle: { id: 'root.notFoundTitle', defaultMessage: 'Page not found' },
});

export const arabic: Translations<typeof messages> = {
  notFoundTitle: 'الصفحة غير موجودة',
};
