import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  reasonsLabel: NoMessageValues;
  angry: NoMessageValues;
  sad: NoMessageValues;
  okay: NoMessageValues;
  good: NoMessageValues;
  great: NoMessageValues;
  service: NoMessageValues;
  delivery: NoMessageValues;
  price: NoMessageValues;
  product: NoMessageValues;
  other: NoMessageValues;
}>({
  label: { id: 'ui.ratingFaces.label', defaultMessage: 'How was your order?' },
  reasonsLabel: { id: 'ui.ratingFaces.reasonsLabel', defaultMessage: 'What is your rating about?' },
  // Rating levels and reasons are the spec's (§3).
  angry: { id: 'ui.ratingFaces.angry', defaultMessage: 'Angry' },
  sad: { id: 'ui.ratingFaces.sad', defaultMessage: 'Sad' },
  okay: { id: 'ui.ratingFaces.okay', defaultMessage: 'Okay' },
  good: { id: 'ui.ratingFaces.good', defaultMessage: 'Good' },
  great: { id: 'ui.ratingFaces.great', defaultMessage: 'Great' },
  service: { id: 'ui.ratingFaces.service', defaultMessage: 'Service' },
  delivery: { id: 'ui.ratingFaces.delivery', defaultMessage: 'Delivery' },
  price: { id: 'ui.ratingFaces.price', defaultMessage: 'Price' },
  product: { id: 'ui.ratingFaces.product', defaultMessage: 'Product' },
  other: { id: 'ui.ratingFaces.other', defaultMessage: 'Other' },
});

export const arabic: Translations<typeof messages> = {
  label: 'كيف كان طلبك؟',
  reasonsLabel: 'بماذا يتعلق تقييمك؟',
  angry: 'غاضب',
  sad: 'حزين',
  okay: 'مقبول',
  good: 'جيد',
  great: 'ممتاز',
  service: 'الخدمة',
  delivery: 'التوصيل',
  price: 'السعر',
  product: 'المنتج',
  other: 'أخرى',
};
