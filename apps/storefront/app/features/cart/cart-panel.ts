/**
 * How any page reaches the cart drawer of the shell: open it (after an add, spec §2) and put the
 * cart the server answered into its cache. Small: it rides in the initial bundle; the drawer's code
 * loads when it first opens.
 */
import type { Cart } from '@hadiya/contract';
import { createContext, useContext } from 'react';

export interface CartPanel {
  /** Opens the drawer; with a cart, shows it at once instead of waiting for the reload. */
  open: (cart?: Cart) => void;
}

export const CartPanelContext = createContext<CartPanel>({ open: () => undefined });

export function useCartPanel(): CartPanel {
  return useContext(CartPanelContext);
}
