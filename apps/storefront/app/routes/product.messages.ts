import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  vatIncluded: NoMessageValues;
  color: NoMessageValues;
  colorSoldOut: NoMessageValues;
  selectedColorOutOfStock: NoMessageValues;
  /** `count` as the page writes numbers, `n` the same count, which picks the grammatical form. */
  onlyUnits: { count: string; n: number };
  addons: NoMessageValues;
  engraving: NoMessageValues;
  engravingHint: NoMessageValues;
  engravingNotInCity: NoMessageValues;
  /** `max` as the page writes numbers, `n` the same limit, which picks the noun's form. */
  engravingTooLong: { max: string; n: number };
  engravingCharacters: NoMessageValues;
  description: NoMessageValues;
  notAvailable: NoMessageValues;
  gallery: NoMessageValues;
  showImage: { number: string };
  chooseCity: NoMessageValues;
}>({
  vatIncluded: { id: 'product.vatIncluded', defaultMessage: 'Price includes VAT' },
  color: { id: 'product.color', defaultMessage: 'Colour' },
  colorSoldOut: { id: 'product.colorSoldOut', defaultMessage: 'Sold out' },
  selectedColorOutOfStock: { id: 'product.selectedColorOutOfStock', defaultMessage: 'Selected color is out of stock' },
  // Spec §8's wording from two units on; one unit is singular (and Arabic has its dual).
  onlyUnits: {
    id: 'product.onlyUnits',
    defaultMessage:
      'Sorry! {n, plural, one {Only {count} unit is} other {Only {count} units are}} available on selected color',
  },
  addons: { id: 'product.addons', defaultMessage: 'Add to your gift' },
  engraving: { id: 'product.engraving', defaultMessage: 'Engraving message' },
  engravingHint: { id: 'product.engravingHint', defaultMessage: 'We engrave it by laser, exactly as you type it.' },
  engravingNotInCity: { id: 'product.engravingNotInCity', defaultMessage: 'Engraving is not offered in your city.' },
  engravingTooLong: {
    id: 'product.engravingTooLong',
    defaultMessage: 'Keep the engraving to {n, plural, one {{max} character} other {{max} characters}}.',
  },
  engravingCharacters: {
    id: 'product.engravingCharacters',
    defaultMessage: 'The laser can cut letters, digits, spaces and simple punctuation, but not emoji or symbols.',
  },
  description: { id: 'product.description', defaultMessage: 'About this gift' },
  notAvailable: { id: 'product.notAvailable', defaultMessage: 'Not available' },
  gallery: { id: 'product.gallery', defaultMessage: 'Product images' },
  showImage: { id: 'product.showImage', defaultMessage: 'Show image {number}' },
  chooseCity: { id: 'product.chooseCity', defaultMessage: 'Choose your city to check delivery for this gift.' },
});

export const arabic: Translations<typeof messages> = {
  vatIncluded: 'السعر شامل ضريبة القيمة المضافة',
  color: 'اللون',
  colorSoldOut: 'نفد',
  selectedColorOutOfStock: 'اللون المختار غير متوفر',
  onlyUnits:
    'عذرًا! {n, plural, one {تتوفر قطعة واحدة فقط} two {تتوفر قطعتان فقط} few {يتوفر {count} قطع فقط} other {يتوفر {count} قطعة فقط}} من اللون المختار',
  addons: 'أضف إلى هديتك',
  engraving: 'عبارة الحفر',
  engravingHint: 'نحفرها بالليزر كما تكتبها تمامًا.',
  engravingNotInCity: 'الحفر غير متاح في مدينتك.',
  engravingTooLong:
    'اجعل عبارة الحفر {n, plural, one {حرفًا واحدًا} two {حرفين} few {{max} أحرف} many {{max} حرفًا} other {{max} حرف}} على الأكثر.',
  engravingCharacters: 'يحفر الليزر الحروف والأرقام والمسافات وعلامات الترقيم البسيطة، لا الرموز التعبيرية أو الرموز.',
  description: 'عن هذه الهدية',
  notAvailable: 'غير متوفر',
  gallery: 'صور المنتج',
  showImage: 'عرض الصورة {number}',
  chooseCity: 'اختر مدينتك لتعرف إن كنا نوصل هذه الهدية إليها.',
};
