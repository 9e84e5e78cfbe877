import { Minus, Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { quantityStepperButtonVariants } from '../quantity-stepper';
import { messages } from './messages';

export interface CartBasketStepperProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  quantity: number;
  /** The product's title: plus, minus and remove are named after it. */
  itemName: string;
  /** The lower of the product's and the colour's stock (spec §5); plus stops here. */
  limit?: number;
  /** False on a line the server cannot sell: plus is disabled, minus and remove still work. @default true */
  canIncrease?: boolean;
  /** Why plus is disabled on a line the server cannot sell (the id of its message). */
  unavailableMessageId?: string;
  /** @default false */
  isDisabled?: boolean;
  onChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * A basket line's plus and minus, built like `QuantityStepper` (its button variants, its look)
 * with two differences a basket needs: every button is named after the product, since a page of
 * lines would otherwise read as identical "Increase quantity" buttons, and plus can be turned off
 * on a line the server cannot sell while minus and remove still work.
 */
export function CartBasketStepper({
  quantity,
  itemName,
  limit,
  canIncrease = true,
  unavailableMessageId,
  isDisabled = false,
  onChange,
  onRemove,
  className,
  ...props
}: CartBasketStepperProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const noteId = useId();
  const isAtStock = limit !== undefined && quantity >= limit;
  const product = { product: itemName };
  const plusDescription = !canIncrease ? unavailableMessageId : isAtStock ? noteId : undefined;

  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.quantity)}
      data-slot="basket-line-stepper"
      data-disabled={isDisabled}
      data-state={!canIncrease ? 'unavailable' : isAtStock ? 'at-stock' : 'available'}
      className={cn('inline-flex items-center gap-1 rounded-lg border border-line bg-surface-raised p-0.5', className)}
      {...props}
    >
      {quantity <= 1 ? (
        <button
          type="button"
          data-slot="basket-line-remove"
          disabled={isDisabled}
          aria-label={intl.formatMessage(messages.remove, product)}
          onClick={onRemove}
          className={quantityStepperButtonVariants({ action: 'remove' })}
        >
          <Trash2 aria-hidden />
        </button>
      ) : (
        <button
          type="button"
          data-slot="basket-line-decrease"
          disabled={isDisabled}
          aria-label={intl.formatMessage(messages.decrease, product)}
          onClick={() => onChange(quantity - 1)}
          className={quantityStepperButtonVariants({ action: 'decrease' })}
        >
          <Minus aria-hidden />
        </button>
      )}
      <output
        aria-live="polite"
        data-slot="basket-line-quantity"
        className="min-w-8 text-center font-medium tabular-nums"
      >
        {formatNumber(quantity, locale)}
      </output>
      <button
        type="button"
        data-slot="basket-line-increase"
        disabled={isDisabled || isAtStock || !canIncrease}
        aria-label={intl.formatMessage(messages.increase, product)}
        aria-describedby={plusDescription}
        onClick={() => onChange(quantity + 1)}
        className={quantityStepperButtonVariants({ action: 'increase' })}
      >
        <Plus aria-hidden />
      </button>
      {isAtStock && canIncrease && limit !== undefined ? (
        <span id={noteId} data-slot="basket-line-stock-note" className="sr-only">
          {intl.formatMessage(messages.stockLimit, { count: formatNumber(limit, locale) })}
        </span>
      ) : null}
    </div>
  );
}
