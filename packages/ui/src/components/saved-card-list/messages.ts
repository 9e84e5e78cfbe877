import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  card: { brand: string; last4: string };
  expires: { month: string; year: string };
  expired: NoMessageValues;
  delete: NoMessageValues;
  deleteCard: { brand: string; last4: string };
  confirmTitle: NoMessageValues;
  confirmDescription: { brand: string; last4: string };
  confirmYes: NoMessageValues;
  empty: NoMessageValues;
}>({
  title: { id: 'ui.savedCardList.title', defaultMessage: 'Saved cards' },
  card: { id: 'ui.savedCardList.card', defaultMessage: '{brand} •••• {last4}' },
  expires: { id: 'ui.savedCardList.expires', defaultMessage: 'Expires {month}/{year}' },
  expired: { id: 'ui.savedCardList.expired', defaultMessage: 'Expired' },
  delete: { id: 'ui.savedCardList.delete', defaultMessage: 'Delete' },
  deleteCard: { id: 'ui.savedCardList.deleteCard', defaultMessage: 'Delete {brand} card ending in {last4}' },
  confirmTitle: { id: 'ui.savedCardList.confirmTitle', defaultMessage: 'Delete this card?' },
  confirmDescription: {
    id: 'ui.savedCardList.confirmDescription',
    defaultMessage:
      'The {brand} card ending in {last4} will be removed from your account. You can add it again at your next payment.',
  },
  confirmYes: { id: 'ui.savedCardList.confirmYes', defaultMessage: 'Delete card' },
  empty: {
    id: 'ui.savedCardList.empty',
    defaultMessage: 'You have no saved cards. Tick “Save this card” when you pay to add one.',
  },
});

export const arabic: Translations<typeof messages> = {
  title: 'البطاقات المحفوظة',
  card: '{brand} \u2066•••• {last4}\u2069',
  expires: 'تنتهي في \u2066{month}/{year}\u2069',
  expired: 'منتهية',
  delete: 'حذف',
  deleteCard: 'حذف بطاقة {brand} المنتهية بـ \u2066{last4}\u2069',
  confirmTitle: 'حذف هذه البطاقة؟',
  confirmDescription:
    'ستُحذف بطاقة {brand} المنتهية بـ \u2066{last4}\u2069 من حسابك. يمكنك إضافتها مجدداً عند الدفع القادم.',
  confirmYes: 'حذف البطاقة',
  empty: 'لا توجد بطاقات محفوظة. اختر «احفظ هذه البطاقة» عند الدفع لإضافة بطاقة.',
};
