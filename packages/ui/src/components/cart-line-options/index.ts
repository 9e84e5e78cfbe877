export {
  type CartLineChoice,
  CartLineOptions,
  type CartLineOptionsProps,
  cartLineOptionsVariants,
} from './cart-line-options';
