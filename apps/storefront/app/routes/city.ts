/**
 * `/city`: where the first visit's city picker posts before (or without) the page's scripts.
 * Save stores the chosen city in the cookie the server reads, as the hydrated picker does in the
 * browser, and goes back to the page, which then shows the delivery notice for a city without
 * same-day delivery; OK on that notice only goes back.
 */
import { FIRST_VISIT_CITY_FIELD } from '@hadiya/ui';
import type { MessageDescriptor } from 'react-intl';
import { redirect } from 'react-router';
import { loaderContext } from '../lib/loader-context.server';
import { requestCities } from '../lib/queries';
import { safeReturnPath } from '../lib/return-path';
import { translate } from '../lib/seo';
import { RETURN_FIELD } from '../shell/first-visit-city';
import { storedCityCookies } from '../shell/first-visit-city.server';
import type { Route } from './+types/city';
import { messages } from './city.messages';

/** Nothing to show here: the picker lives on every page. */
export function loader() {
  return redirect('/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = loaderContext(request, context);
  const url = new URL(request.url);
  const refuse = (message: MessageDescriptor, status: number) =>
    new Response(translate({ locale, origin: url.origin }, message), {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'content-language': locale },
    });
  // Another site's page may not change a shopper's city (browsers say where a form came from).
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return refuse(messages.crossSiteForm, 403);
  const form = await request.formData();
  const back = safeReturnPath(String(form.get(RETURN_FIELD) ?? '/'), url.origin);
  const chosen = form.get(FIRST_VISIT_CITY_FIELD);
  if (chosen === null) return redirect(back, 303);

  const city = (await requestCities(api)).find((candidate) => String(candidate.id) === chosen);
  if (!city) {
    // A form that names no listed city changes nothing.
    return refuse(messages.unknownCity, 400);
  }
  const headers = new Headers();
  for (const cookie of storedCityCookies(city)) headers.append('set-cookie', cookie);
  // A shopper with a cart: its amounts and availability follow the new city, as the hydrated
  // picker's check does. Only a courtesy: the cart checks itself again when it opens.
  if (context.session.hasSession) {
    await api.request('cartCheck', { query: { cities_id: city.id } }).catch(() => undefined);
  }
  return redirect(back, { status: 303, headers });
}
