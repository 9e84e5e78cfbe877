import { useDirection } from '@radix-ui/react-direction';
import { useIntl } from 'react-intl';
import type { Direction, Locale } from './direction';

/** The current store locale and direction, read from the providers. */
export function useLocale(): { locale: Locale; direction: Direction } {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const direction = useDirection() as Direction;
  return { locale, direction };
}
