export {
  WalletSummary,
  type WalletSummaryProps,
  type WalletTransaction,
  WalletTransactionList,
  type WalletTransactionListProps,
  type WalletTransactionType,
} from './wallet-summary';
