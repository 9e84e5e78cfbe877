/**
 * The basket tab (issue 13 §3): the lines with their options and the server's totals; Continue
 * moves the checkout to contact information (a form post, so it works before hydration).
 */
import type { CartLine } from '@hadiya/contract';
import { Button, CartBasket, type CartBasketLine, EmptyState, Link } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { MessageDialogOnDemand } from '../../lib/message-dialog-on-demand';
import { messages as cartMessages } from '../../routes/cart.messages';
import { useCart } from '../cart/use-cart';
import { messages } from './checkout.messages';

/** A cart line as the basket shows it. */
function basketLineOf(line: CartLine, pending: ReadonlySet<number>): CartBasketLine {
  return {
    id: line.id,
    title: line.product_title,
    href: `/product/${encodeURIComponent(line.product_slug)}`,
    imageUrl: line.feature_image,
    imageAlt: line.image_alt,
    quantity: line.product_qty,
    linePrice: line.line_price,
    availableQuantity: line.product_avail_quantity,
    colorStock: line.color?.color_quantity,
    colorName: line.color?.name,
    addonNames: line.addons.map((addon) => addon.product_title),
    engraving: line.engrave_text || undefined,
    unavailableMessage: line.availability_message ?? undefined,
    isUpdating: pending.has(line.id),
  };
}

export default function BasketStep({ canContinue }: { canContinue: boolean }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const { cart, pending, setQuantity, remove, error, clearError } = useCart();
  if (cart === undefined) {
    return (
      <p role="alert" className="text-danger-700">
        {intl.formatMessage(cartMessages.loadFailed)}
      </p>
    );
  }
  if (cart.items.length === 0) {
    return (
      <EmptyState variant="bag" level={2}>
        <Link href="/" className="font-medium text-leaf-700 underline">
          {intl.formatMessage(cartMessages.continueShopping)}
        </Link>
      </EmptyState>
    );
  }
  const isBlocked = cart.has_unavailable_items || pending.size > 0;
  return (
    <>
      <CartBasket
        lines={cart.items.map((line) => basketLineOf(line, pending))}
        subtotal={cart.subtotal}
        vatIncluded={cart.vat_included}
        total={cart.total}
        notice={cart.message ?? undefined}
        footer={
          canContinue ? (
            <Form method="post" data-slot="basket-continue">
              <input type="hidden" name="intent" value="go-contact" />
              <Button type="submit" isFullWidth disabled={isBlocked} isLoading={navigation.state === 'submitting'}>
                {intl.formatMessage(messages.continue)}
              </Button>
            </Form>
          ) : (
            <p className="text-ink-muted text-sm">{intl.formatMessage(messages.selectCity)}</p>
          )
        }
        onQuantityChange={setQuantity}
        onRemove={remove}
      />
      <MessageDialogOnDemand
        open={error !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : clearError())}
        message={error ?? ''}
        tone="error"
      />
    </>
  );
}
