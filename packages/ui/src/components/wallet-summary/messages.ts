import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  balance: NoMessageValues;
  balanceHint: NoMessageValues;
  transactions: NoMessageValues;
  purchased: NoMessageValues;
  refunded: NoMessageValues;
  refund: NoMessageValues;
  bonus: NoMessageValues;
  order: { number: string };
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
}>({
  balance: { id: 'ui.walletSummary.balance', defaultMessage: 'Wallet balance' },
  balanceHint: { id: 'ui.walletSummary.balanceHint', defaultMessage: 'Use it at checkout for any order.' },
  transactions: { id: 'ui.walletSummary.transactions', defaultMessage: 'Transactions' },
  // The wallet transaction types of spec §3.
  purchased: { id: 'ui.walletSummary.purchased', defaultMessage: 'Paid for an order' },
  refunded: { id: 'ui.walletSummary.refunded', defaultMessage: 'Refunded to the card' },
  refund: { id: 'ui.walletSummary.refund', defaultMessage: 'Refund' },
  bonus: { id: 'ui.walletSummary.bonus', defaultMessage: 'Bonus' },
  order: { id: 'ui.walletSummary.order', defaultMessage: 'Order {number}' },
  empty: { id: 'ui.walletSummary.empty', defaultMessage: 'No transactions yet' },
  emptyHint: {
    id: 'ui.walletSummary.emptyHint',
    defaultMessage: 'Refunds and bonuses added to your wallet will appear here.',
  },
});

export const arabic: Translations<typeof messages> = {
  balance: 'رصيد المحفظة',
  balanceHint: 'استخدمه عند إتمام أي طلب.',
  transactions: 'العمليات',
  purchased: 'دفع لطلب',
  refunded: 'استرداد إلى البطاقة',
  refund: 'استرداد',
  bonus: 'مكافأة',
  order: 'الطلب {number}',
  empty: 'لا توجد عمليات بعد',
  emptyHint: 'ستظهر هنا المبالغ المستردة والمكافآت المضافة إلى محفظتك.',
};
