import { ATTACHMENT_HEIC_NOTE } from '@hadiya/contract/calls/support-fields';
import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  required: NoMessageValues;
  hint: { types: string; max: string };
  wrongType: { name: string; types: string };
  heicNote: NoMessageValues;
  tooLarge: { name: string; size: string; max: string };
  chosen: { name: string; size: string };
  change: NoMessageValues;
  remove: { name: string };
  removeShort: NoMessageValues;
  preview: { name: string };
  pdf: NoMessageValues;
  removed: NoMessageValues;
}>({
  required: { id: 'ui.filePicker.required', defaultMessage: 'required' },
  hint: { id: 'ui.filePicker.hint', defaultMessage: '{types}, up to {max}.' },
  wrongType: {
    id: 'ui.filePicker.wrongType',
    defaultMessage: '“{name}” cannot be attached. Choose {types}.',
  },
  // The contract's text, which the server answers a HEIC upload with too.
  heicNote: { id: 'ui.filePicker.heicNote', defaultMessage: ATTACHMENT_HEIC_NOTE.en },
  tooLarge: {
    id: 'ui.filePicker.tooLarge',
    defaultMessage: '“{name}” is {size}; the largest file accepted is {max}.',
  },
  chosen: { id: 'ui.filePicker.chosen', defaultMessage: 'Attached: {name}, {size}' },
  change: { id: 'ui.filePicker.change', defaultMessage: 'Change file' },
  remove: { id: 'ui.filePicker.remove', defaultMessage: 'Remove {name}' },
  removeShort: { id: 'ui.filePicker.removeShort', defaultMessage: 'Remove' },
  preview: { id: 'ui.filePicker.preview', defaultMessage: 'Preview of {name}' },
  pdf: { id: 'ui.filePicker.pdf', defaultMessage: 'PDF document' },
  removed: { id: 'ui.filePicker.removed', defaultMessage: 'Attachment removed' },
});

export const arabic: Translations<typeof messages> = {
  required: 'مطلوب',
  hint: '{types}، حتى {max}.',
  wrongType: 'لا يمكن إرفاق «{name}». اختر {types}.',
  heicNote: ATTACHMENT_HEIC_NOTE.ar,
  tooLarge: 'حجم «{name}» {size}، وأكبر حجم مقبول {max}.',
  chosen: 'المرفق: {name}، {size}',
  change: 'تغيير الملف',
  remove: 'إزالة {name}',
  removeShort: 'إزالة',
  preview: 'معاينة {name}',
  pdf: 'مستند PDF',
  removed: 'تمت إزالة المرفق',
};
