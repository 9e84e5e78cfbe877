/**
 * The first visit's city picker, as the server draws it (`FirstVisitCityPicker`): the cities it
 * lists, and the delivery notice it shows once a city without same-day delivery was stored by its
 * form (posted to `/city` before or without the page's scripts).
 */
import type { City, SelectedRegion } from '@hadiya/contract';
import type { ApiClient } from '@hadiya/contract/client';
import { cityOfSelectedRegion, deliversSameDay, toSelectedRegion } from '@hadiya/contract/region';
import { parseCookies, serializeCookie, storageKeys } from '../lib/preferences';
import { requestCities } from '../lib/queries';
import type { FirstVisitCity } from './first-visit-city';

/** Set for one page view after a form stored a city without same-day delivery: the notice shows there. */
const NOTICE_COOKIE = 'cityNotice';
const NOTICE_SECONDS = 120;

/**
 * What the root's loader hands the picker, and the header that ends the notice's one view. The
 * cities come only without a stored city; a page that needs none (`isCityOptional`) simply does
 * not show them.
 */
export async function loadFirstVisitCity(
  api: ApiClient,
  cookieHeader: string | null,
  region: SelectedRegion | null,
): Promise<FirstVisitCity & { clearNotice: string | null }> {
  const hasNotice = parseCookies(cookieHeader).has(NOTICE_COOKIE);
  const clearNotice = hasNotice ? `${NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` : null;
  if (region) {
    const notice = hasNotice && !deliversSameDay(region) ? cityOfSelectedRegion(region) : null;
    return { cities: [], notice, clearNotice };
  }
  return { cities: await requestCities(api), notice: null, clearNotice };
}

/** The cookies that store a city chosen in the picker's form: the selection, and the notice's view. */
export function storedCityCookies(city: City): string[] {
  const selection = serializeCookie(storageKeys.selectedRegion, JSON.stringify(toSelectedRegion(city)));
  if (deliversSameDay(city)) return [selection];
  return [selection, `${NOTICE_COOKIE}=1; Path=/; Max-Age=${NOTICE_SECONDS}; SameSite=Lax`];
}
