import { type SelectedRegion, selectedRegionSchema } from '@hadiya/contract';
import { defaultLocale, isLocale } from '@hadiya/ui';
import { type Preferences, parseCookies, storageKeys } from './preferences';

/** The stored city, when the cookie holds a valid one (it is the shopper's input). */
export function parseRegion(text: string | null | undefined): SelectedRegion | null {
  if (!text) return null;
  try {
    const parsed = selectedRegionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readPreferences(cookieHeader: string | null | undefined): Preferences {
  const cookies = parseCookies(cookieHeader);
  const language = cookies.get(storageKeys.language);
  return {
    locale: isLocale(language) ? language : defaultLocale,
    region: parseRegion(cookies.get(storageKeys.selectedRegion)),
  };
}

/** The language and city a request renders in: `?lang=` (the hreflang alternates) over the cookie. */
export function requestPreferences(request: Request): Preferences {
  const preferences = readPreferences(request.headers.get('cookie'));
  const requested = new URL(request.url).searchParams.get('lang');
  return isLocale(requested) ? { ...preferences, locale: requested } : preferences;
}
