/**
 * The shell's cart drawer over the cart call (spec §2, §4): it loads the cart each time it opens,
 * changes quantities optimistically, and shows a refusal in the message dialog (spec §8). Loaded
 * the first time the drawer opens (shell.tsx), never in the initial bundle.
 */
import type { CartLine } from '@hadiya/contract';
import { CartDrawer, type CartDrawerItem, MessageDialog } from '@hadiya/ui';
import { useEffect } from 'react';
import { useCart } from './use-cart';

export interface CartDrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A note over the lines (the server's message after the city changed). */
  notice?: string | null;
}

/** A cart line as the drawer shows it. */
export function drawerItemOf(line: CartLine, pending: ReadonlySet<number>): CartDrawerItem {
  return {
    id: line.id,
    title: line.product_title,
    imageUrl: line.feature_image,
    imageAlt: line.image_alt,
    quantity: line.product_qty,
    linePrice: line.line_price,
    availableQuantity: line.product_avail_quantity,
    colorStock: line.color?.color_quantity,
    colorName: line.color?.name || undefined,
    addonNames: line.addons.map((addon) => addon.product_title),
    engraving: line.engrave_text || undefined,
    isUpdating: pending.has(line.id),
    unavailableMessage: line.availability_message ?? undefined,
  };
}

export function CartDrawerPanel({ open, onOpenChange, notice }: CartDrawerPanelProps) {
  const { cart, isLoading, refetch, pending, setQuantity, remove, error, clearError } = useCart();
  // Spec §4: the cart loads again whenever the panel opens.
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);
  return (
    <>
      <CartDrawer
        open={open}
        onOpenChange={onOpenChange}
        isLoading={isLoading && !cart}
        items={cart?.items.map((line) => drawerItemOf(line, pending)) ?? []}
        subtotal={cart && cart.items.length > 0 ? cart.subtotal : undefined}
        notice={notice ?? cart?.message ?? undefined}
        onQuantityChange={(id, quantity) => setQuantity(Number(id), quantity)}
        onRemove={(id) => remove(Number(id))}
      />
      <MessageDialog
        open={error !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : clearError())}
        message={error ?? ''}
        tone="error"
      />
    </>
  );
}
