import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  quantity: NoMessageValues;
  increase: NoMessageValues;
  decrease: NoMessageValues;
  increaseItem: { product: string };
  decreaseItem: { product: string };
  remove: { product: string };
  removeItem: NoMessageValues;
  stockLimit: { count: string };
}>({
  quantity: { id: 'ui.quantityStepper.quantity', defaultMessage: 'Quantity' },
  increase: { id: 'ui.quantityStepper.increase', defaultMessage: 'Increase quantity' },
  decrease: { id: 'ui.quantityStepper.decrease', defaultMessage: 'Decrease quantity' },
  increaseItem: { id: 'ui.quantityStepper.increaseItem', defaultMessage: 'Increase quantity of {product}' },
  decreaseItem: { id: 'ui.quantityStepper.decreaseItem', defaultMessage: 'Decrease quantity of {product}' },
  remove: { id: 'ui.quantityStepper.remove', defaultMessage: 'Remove {product}' },
  removeItem: { id: 'ui.quantityStepper.removeItem', defaultMessage: 'Remove item' },
  stockLimit: { id: 'ui.quantityStepper.stockLimit', defaultMessage: 'Only {count} available' },
});

export const arabic: Translations<typeof messages> = {
  quantity: 'الكمية',
  increase: 'زيادة الكمية',
  decrease: 'إنقاص الكمية',
  increaseItem: 'زيادة كمية {product}',
  decreaseItem: 'إنقاص كمية {product}',
  remove: 'إزالة {product}',
  removeItem: 'إزالة المنتج',
  stockLimit: 'المتوفر {count} فقط',
};
