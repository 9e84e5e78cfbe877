/**
 * The shell's overlays (menu, cart panel, city picker, domain-move notice) and the Radix dialog
 * machinery under them: loaded the first time one opens, never in the initial bundle.
 */
import type { City } from '@hadiya/contract';
import { CityPicker, type CityPickerProps } from '@hadiya/ui';

export { CartDrawer, SideMenu } from '@hadiya/ui';
export { DomainMoveDialog } from './domain-move-dialog';

/** The picker over the API's cities (a lazy component cannot stay generic). */
export function StoreCityPicker(props: CityPickerProps<City>) {
  return <CityPicker<City> {...props} />;
}
