export { IconButton, type IconButtonProps, type IconButtonVariant, iconButtonVariants } from './icon-button';
