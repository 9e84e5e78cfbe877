import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  apply: NoMessageValues;
  remove: NoMessageValues;
  removeCode: { code: string };
  applied: { code: string };
  saving: { amount: string };
  refusedTitle: NoMessageValues;
}>({
  label: { id: 'ui.couponField.label', defaultMessage: 'Promo code' },
  apply: { id: 'ui.couponField.apply', defaultMessage: 'Apply' },
  remove: { id: 'ui.couponField.remove', defaultMessage: 'Remove' },
  removeCode: { id: 'ui.couponField.removeCode', defaultMessage: 'Remove the code {code}' },
  applied: { id: 'ui.couponField.applied', defaultMessage: 'Code {code} applied' },
  saving: { id: 'ui.couponField.saving', defaultMessage: 'You save {amount}' },
  refusedTitle: { id: 'ui.couponField.refusedTitle', defaultMessage: 'Promo code' },
});

export const arabic: Translations<typeof messages> = {
  label: 'رمز الخصم',
  apply: 'تطبيق',
  remove: 'إزالة',
  removeCode: 'إزالة الرمز \u2066{code}\u2069',
  applied: 'تم تطبيق الرمز \u2066{code}\u2069',
  saving: 'وفّرت {amount}',
  refusedTitle: 'رمز الخصم',
};
