/**
 * The shell's overlays (menu, cart panel, city picker, domain-move notice) and the Radix dialog
 * machinery under them: loaded the first time one opens, never in the initial bundle.
 */
import type { City, SelectedRegion } from '@hadiya/contract';
import { toSelectedRegion } from '@hadiya/contract/region';
import { CityPicker, type CityPickerProps, useLocale } from '@hadiya/ui';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../lib/queries';
import { useBrowserApi } from '../lib/route-data';

export { CartDrawer, SideMenu } from '@hadiya/ui';
export { DomainMoveDialog } from './domain-move-dialog';

/**
 * The picker over the API's cities (a lazy component cannot stay generic). It observes the cities
 * query itself, once mounted: the shell observing it would render the whole header again when a
 * page (the checkout's contact step) brings the cities with its data while hydrating.
 */
export function StoreCityPicker({
  onSave,
  ...props
}: Omit<CityPickerProps<City>, 'cities' | 'isLoading' | 'onSave'> & { onSave: (region: SelectedRegion) => void }) {
  const api = useBrowserApi();
  const { locale } = useLocale();
  const cities = useQuery({ ...queries.cities(api, locale), enabled: props.open ?? true });
  return (
    <CityPicker<City>
      {...props}
      cities={cities.data ?? []}
      isLoading={cities.isPending}
      // As the shell stores it: the code that shapes it comes with the pickers, not with every page.
      onSave={(city) => onSave(toSelectedRegion(city))}
    />
  );
}
