export { type RecipientGiftState, RecipientGiftView, type RecipientGiftViewProps } from './recipient-gift-view';
