export { CartLineOptions, type CartLineOptionsProps, cartLineOptionsVariants } from './cart-line-options';
