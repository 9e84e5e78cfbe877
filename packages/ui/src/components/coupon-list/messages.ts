import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  saved: NoMessageValues;
  available: NoMessageValues;
  emptySaved: NoMessageValues;
  emptyAvailable: NoMessageValues;
  percentOff: { percent: string };
  amountOff: { amount: string };
  upTo: { amount: string };
  minOrder: { amount: string };
  expires: { date: string };
  validFrom: { date: string };
  save: NoMessageValues;
  saveCode: { code: string };
  savedBadge: NoMessageValues;
  apply: NoMessageValues;
  applyCode: { code: string };
  appliedBadge: NoMessageValues;
  code: { code: string };
}>({
  saved: { id: 'ui.couponList.saved', defaultMessage: 'My saved coupons' },
  available: { id: 'ui.couponList.available', defaultMessage: 'Available coupons' },
  emptySaved: { id: 'ui.couponList.emptySaved', defaultMessage: 'You have not saved any coupons yet.' },
  emptyAvailable: { id: 'ui.couponList.emptyAvailable', defaultMessage: 'No coupons are available right now.' },
  percentOff: { id: 'ui.couponList.percentOff', defaultMessage: '{percent} off' },
  amountOff: { id: 'ui.couponList.amountOff', defaultMessage: '{amount} off' },
  upTo: { id: 'ui.couponList.upTo', defaultMessage: 'Up to {amount}' },
  minOrder: { id: 'ui.couponList.minOrder', defaultMessage: 'Minimum order {amount}' },
  expires: { id: 'ui.couponList.expires', defaultMessage: 'Valid until {date}' },
  validFrom: { id: 'ui.couponList.validFrom', defaultMessage: 'Valid from {date}' },
  save: { id: 'ui.couponList.save', defaultMessage: 'Save' },
  saveCode: { id: 'ui.couponList.saveCode', defaultMessage: 'Save the coupon {code}' },
  savedBadge: { id: 'ui.couponList.savedBadge', defaultMessage: 'Saved' },
  apply: { id: 'ui.couponList.apply', defaultMessage: 'Apply' },
  applyCode: { id: 'ui.couponList.applyCode', defaultMessage: 'Apply the coupon {code}' },
  appliedBadge: { id: 'ui.couponList.appliedBadge', defaultMessage: 'Applied' },
  code: { id: 'ui.couponList.code', defaultMessage: 'Code: {code}' },
});

export const arabic: Translations<typeof messages> = {
  saved: 'قسائمي المحفوظة',
  available: 'القسائم المتاحة',
  emptySaved: 'لم تحفظ أي قسيمة بعد.',
  emptyAvailable: 'لا توجد قسائم متاحة حالياً.',
  percentOff: 'خصم {percent}',
  amountOff: 'خصم {amount}',
  upTo: 'بحد أقصى {amount}',
  minOrder: 'الحد الأدنى للطلب {amount}',
  expires: 'صالحة حتى {date}',
  validFrom: 'صالحة من {date}',
  save: 'حفظ',
  saveCode: 'حفظ القسيمة \u2066{code}\u2069',
  savedBadge: 'محفوظة',
  apply: 'تطبيق',
  applyCode: 'تطبيق القسيمة \u2066{code}\u2069',
  appliedBadge: 'مطبّقة',
  code: 'الرمز: \u2066{code}\u2069',
};
