import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  basket: NoMessageValues;
  contact: NoMessageValues;
  complete: NoMessageValues;
  stepOf: { index: string; total: string };
  done: NoMessageValues;
  upcoming: NoMessageValues;
}>({
  label: { id: 'ui.checkoutStepper.label', defaultMessage: 'Checkout steps' },
  basket: { id: 'ui.checkoutStepper.basket', defaultMessage: 'Basket' },
  contact: { id: 'ui.checkoutStepper.contact', defaultMessage: 'Contact information' },
  complete: { id: 'ui.checkoutStepper.complete', defaultMessage: 'Complete order' },
  stepOf: { id: 'ui.checkoutStepper.stepOf', defaultMessage: 'Step {index} of {total}:' },
  done: { id: 'ui.checkoutStepper.done', defaultMessage: '(Completed)' },
  upcoming: { id: 'ui.checkoutStepper.upcoming', defaultMessage: '(Not yet)' },
});

export const arabic: Translations<typeof messages> = {
  label: 'خطوات إتمام الطلب',
  basket: 'السلة',
  contact: 'معلومات التواصل',
  complete: 'إتمام الطلب',
  stepOf: 'الخطوة {index} من {total}:',
  done: '(مكتملة)',
  upcoming: '(لم تبدأ بعد)',
};
