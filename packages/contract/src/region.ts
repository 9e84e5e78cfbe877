import type { City, SelectedRegion } from './entities';

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
