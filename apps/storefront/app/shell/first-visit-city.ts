import type { City } from '@hadiya/contract';

/** Where the first visit picker's forms post (routes/city.ts). */
export const FIRST_VISIT_CITY_ACTION = '/city';
/** The field naming the page the shopper goes back to. */
export const RETURN_FIELD = 'return_to';

/** The first visit's city picker, as the root's loader hands it to the shell. */
export interface FirstVisitCity {
  /** The cities to list while the shopper has none (an empty list otherwise). */
  cities: City[];
  /** The city whose delivery notice the picker shows, when its form has just stored it. */
  notice: City | null;
}
