import { useLocale } from '../lib/use-locale';

/**
 * Sample content for stories (product titles, city names, a user's text): the data a screen
 * would get from the server, in the story's locale. Built-in UI texts are react-intl messages.
 */
export function Sample({ ar, en }: { ar: string; en: string }) {
  const { locale } = useLocale();
  return <>{locale === 'ar' ? ar : en}</>;
}

/** The same sample as a plain string, for props that take text. */
export function useSample(): (text: { ar: string; en: string }) => string {
  const { locale } = useLocale();
  return (text) => (locale === 'ar' ? text.ar : text.en);
}
