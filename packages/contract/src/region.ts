import { SAME_DAY_DELIVERY_SERVICE } from './constants';
import type { City, SelectedRegion } from './entities';

/** Spec §2: a city served by 'barq' delivers the same day; the others get the 2-5 business days notice. */
export const deliversSameDay = (city: Pick<City, 'delivery_service'>) =>
  city.delivery_service === SAME_DAY_DELIVERY_SERVICE;

/** The city as the storefront stores it (selectedRegion, spec §3). */
export function toSelectedRegion(city: City): SelectedRegion {
  return {
    id: city.id,
    unique_city_id: city.unique_city_id,
    region_id: city.region_id,
    city_name: city.name,
    city_name_ar: city.other_name,
    delivery_service: city.delivery_service,
    allow_engrave: city.allow_engrave,
  };
}

/** The stored selection as the city it was made from (the inverse of `toSelectedRegion`). */
export function cityOfSelectedRegion(region: SelectedRegion): City {
  return {
    id: region.id,
    unique_city_id: region.unique_city_id,
    region_id: region.region_id,
    name: region.city_name,
    other_name: region.city_name_ar,
    delivery_service: region.delivery_service,
    allow_engrave: region.allow_engrave,
  };
}
