export { CartBasket, type CartBasketLine, type CartBasketProps } from './cart-basket';
