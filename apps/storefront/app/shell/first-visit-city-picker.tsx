/**
 * The first visit's city picker over the store's cities, with its forms' target. A chunk of its
 * own: the server renders it in the page, and the browser loads it on a first visit only.
 */
import type { City, SelectedRegion } from '@hadiya/contract';
import { toSelectedRegion } from '@hadiya/contract/region';
import { FirstVisitCityPicker } from '@hadiya/ui';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { FIRST_VISIT_CITY_ACTION, type FirstVisitCity, RETURN_FIELD } from './first-visit-city';

export interface StoreFirstVisitCityPickerProps {
  firstVisit: FirstVisitCity;
  onSave: (region: SelectedRegion) => void;
  /** The shell stops showing the picker (and stops making the page inert). */
  onClose: () => void;
}

export function StoreFirstVisitCityPicker({ firstVisit, onSave, onClose }: StoreFirstVisitCityPickerProps) {
  const location = useLocation();
  return (
    <FirstVisitCityPicker<City>
      cities={firstVisit.cities}
      savedCity={firstVisit.notice}
      action={FIRST_VISIT_CITY_ACTION}
      fields={{ [RETURN_FIELD]: location.pathname + location.search }}
      onSave={(city) => onSave(toSelectedRegion(city))}
      onClose={() => {
        // The page stops being inert in this render: then focus can go to the button that reopens
        // the picker (nothing on the page opened it).
        flushSync(onClose);
        document.querySelector<HTMLElement>('[data-slot="header-city"]')?.focus();
      }}
    />
  );
}
