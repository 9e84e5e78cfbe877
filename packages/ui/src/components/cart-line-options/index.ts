export {
  type CartLineChoice,
  CartLineOptions,
  type CartLineOptionsProps,
  cartLineOptionsVariants,
  useCartLineName,
} from './cart-line-options';
