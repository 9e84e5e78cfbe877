export { type SavedCard, SavedCardList, type SavedCardListProps } from './saved-card-list';
