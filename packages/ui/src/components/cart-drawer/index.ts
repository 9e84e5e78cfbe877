export { CartDrawer, type CartDrawerItem, type CartDrawerProps } from './cart-drawer';
