export { WalletToggle, type WalletToggleProps } from './wallet-toggle';
