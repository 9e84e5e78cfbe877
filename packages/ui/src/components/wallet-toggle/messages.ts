import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  balance: { amount: string };
  use: NoMessageValues;
  applied: { amount: string };
  coversTotal: NoMessageValues;
  empty: NoMessageValues;
}>({
  title: { id: 'ui.walletToggle.title', defaultMessage: 'Wallet' },
  balance: { id: 'ui.walletToggle.balance', defaultMessage: 'Balance: {amount}' },
  use: { id: 'ui.walletToggle.use', defaultMessage: 'Pay with my wallet balance' },
  applied: { id: 'ui.walletToggle.applied', defaultMessage: '{amount} will be paid from your wallet.' },
  coversTotal: { id: 'ui.walletToggle.coversTotal', defaultMessage: 'Your wallet covers the whole order.' },
  empty: { id: 'ui.walletToggle.empty', defaultMessage: 'Your wallet is empty.' },
});

export const arabic: Translations<typeof messages> = {
  title: 'المحفظة',
  balance: 'الرصيد: {amount}',
  use: 'الدفع من رصيد محفظتي',
  applied: 'سيُدفع {amount} من محفظتك.',
  coversTotal: 'رصيد محفظتك يغطي الطلب بالكامل.',
  empty: 'محفظتك فارغة.',
};
