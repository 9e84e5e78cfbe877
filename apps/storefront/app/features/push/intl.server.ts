import type { Locale } from '@hadiya/ui';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { compiledMessagesFor } from '../../lib/messages.server';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** react-intl for a page rendered outside the app's layout (the manifest, the offline page). */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: compiledMessagesFor(locale) }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
