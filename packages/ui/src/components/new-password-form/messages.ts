import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  intro: { min: number };
  password: NoMessageValues;
  confirmPassword: NoMessageValues;
  submit: NoMessageValues;
}>({
  intro: {
    id: 'ui.newPasswordForm.intro',
    defaultMessage: 'Choose a new password of at least {min, number} characters.',
  },
  password: { id: 'ui.newPasswordForm.password', defaultMessage: 'New password' },
  confirmPassword: { id: 'ui.newPasswordForm.confirmPassword', defaultMessage: 'Confirm new password' },
  submit: { id: 'ui.newPasswordForm.submit', defaultMessage: 'Save password' },
});

export const arabic: Translations<typeof messages> = {
  intro:
    'اختر كلمة مرور جديدة من {min, plural, one {حرف واحد} two {حرفين} few {{min, number} أحرف} many {{min, number} حرفًا} other {{min, number} حرف}} على الأقل.',
  password: 'كلمة المرور الجديدة',
  confirmPassword: 'تأكيد كلمة المرور الجديدة',
  submit: 'حفظ كلمة المرور',
};
