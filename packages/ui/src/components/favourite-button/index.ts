export { FavouriteButton, type FavouriteButtonProps, favouriteButtonVariants } from './favourite-button';
