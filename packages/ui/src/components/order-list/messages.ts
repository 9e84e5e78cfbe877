import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  order: { number: string };
  placedOn: NoMessageValues;
  total: NoMessageValues;
  items: { count: number; formatted: string };
  status: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  cafePickup: NoMessageValues;
  delivery: NoMessageValues;
  pages: { list: string };
}>({
  label: { id: 'ui.orderList.label', defaultMessage: 'My orders' },
  order: { id: 'ui.orderList.order', defaultMessage: 'Order {number}' },
  placedOn: { id: 'ui.orderList.placedOn', defaultMessage: 'Date' },
  total: { id: 'ui.orderList.total', defaultMessage: 'Total' },
  items: {
    id: 'ui.orderList.items',
    defaultMessage: '{count, plural, one {{formatted} item} other {{formatted} items}}',
  },
  status: { id: 'ui.orderList.status', defaultMessage: 'Status' },
  empty: { id: 'ui.orderList.empty', defaultMessage: 'No orders yet' },
  emptyHint: {
    id: 'ui.orderList.emptyHint',
    defaultMessage: 'Gifts you send will appear here so you can follow them.',
  },
  cafePickup: { id: 'ui.orderList.cafePickup', defaultMessage: 'Cafe pick-up' },
  delivery: { id: 'ui.orderList.delivery', defaultMessage: 'Delivery' },
  pages: { id: 'ui.orderList.pages', defaultMessage: '{list}: pages' },
});

export const arabic: Translations<typeof messages> = {
  label: 'طلباتي',
  order: 'الطلب {number}',
  placedOn: 'التاريخ',
  total: 'الإجمالي',
  items:
    '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {{formatted} منتجات} many {{formatted} منتجًا} other {{formatted} منتج}}',
  status: 'الحالة',
  empty: 'لا توجد طلبات بعد',
  emptyHint: 'ستظهر هنا الهدايا التي ترسلها لتتابعها.',
  cafePickup: 'استلام من المقهى',
  delivery: 'توصيل',
  pages: '{list}: الصفحات',
};
