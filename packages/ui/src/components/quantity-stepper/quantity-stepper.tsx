import { cva } from 'class-variance-authority';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useControllableState } from '../../lib/use-controllable-state';
import { useLocale } from '../../lib/use-locale';
import { messages } from './messages';

export const quantityStepperButtonVariants = cva(
  'inline-flex size-9 items-center justify-center rounded-md text-ink transition-colors hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      action: {
        increase: '',
        decrease: '',
        remove: 'text-danger-700 hover:bg-danger-50',
      },
    },
    defaultVariants: { action: 'increase' },
  },
);

export interface QuantityStepperProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** Quantity when controlled. */
  value?: number;
  /** Starting quantity when uncontrolled. @default 1 */
  defaultValue?: number;
  /** Called with the new quantity after plus or minus. */
  onChange?: (quantity: number) => void;
  /** Available stock of the product; plus is disabled at this quantity. */
  max?: number;
  /** Stock of the chosen colour; plus is also disabled at this quantity (spec §5). */
  colorStock?: number;
  /** At quantity 1 the minus button becomes a remove button calling this. */
  onRemove?: () => void;
  /**
   * Product name: plus, minus and remove are named after it ("Increase quantity of {product}"), so
   * a list of lines does not read as identical buttons.
   */
  itemName?: string;
  /**
   * Id of the text saying why more cannot be added (a line the server cannot sell): plus is
   * disabled and described by it; minus and remove still work.
   */
  increaseBlockedBy?: string;
  /** Disables every button. @default false */
  isDisabled?: boolean;
}

/** Plus and minus around a cart line's quantity; at 1, minus removes the line. */
export function QuantityStepper({
  value,
  defaultValue = 1,
  onChange,
  max,
  colorStock,
  onRemove,
  itemName,
  increaseBlockedBy,
  isDisabled = false,
  className,
  ...props
}: QuantityStepperProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const noteId = useId();
  const [quantity, change] = useControllableState(value, defaultValue, onChange);

  // Spec §5: the limit is the lower of the product's stock and the chosen colour's stock.
  const limits = [max, colorStock].filter((limit): limit is number => limit !== undefined);
  const limit = limits.length > 0 ? Math.min(...limits) : undefined;
  const isAtStock = limit !== undefined && quantity >= limit;
  const canRemove = quantity <= 1 && onRemove !== undefined;
  const product = itemName ? { product: itemName } : undefined;

  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.quantity)}
      data-slot="quantity-stepper"
      data-disabled={isDisabled}
      data-state={increaseBlockedBy ? 'blocked' : isAtStock ? 'at-stock' : 'available'}
      className={cn('inline-flex items-center gap-1 rounded-lg border border-line bg-surface-raised p-0.5', className)}
      {...props}
    >
      {canRemove ? (
        <button
          type="button"
          data-slot="quantity-stepper-remove"
          disabled={isDisabled}
          aria-label={product ? intl.formatMessage(messages.remove, product) : intl.formatMessage(messages.removeItem)}
          onClick={onRemove}
          className={quantityStepperButtonVariants({ action: 'remove' })}
        >
          <Trash2 aria-hidden />
        </button>
      ) : (
        <button
          type="button"
          data-slot="quantity-stepper-decrease"
          disabled={isDisabled || quantity <= 1}
          aria-label={
            product ? intl.formatMessage(messages.decreaseItem, product) : intl.formatMessage(messages.decrease)
          }
          onClick={() => change(quantity - 1)}
          className={quantityStepperButtonVariants({ action: 'decrease' })}
        >
          <Minus aria-hidden />
        </button>
      )}
      <output
        aria-live="polite"
        data-slot="quantity-stepper-value"
        className="min-w-8 text-center font-medium tabular-nums"
      >
        {formatNumber(quantity, locale)}
      </output>
      <button
        type="button"
        data-slot="quantity-stepper-increase"
        disabled={isDisabled || isAtStock || increaseBlockedBy !== undefined}
        aria-label={
          product ? intl.formatMessage(messages.increaseItem, product) : intl.formatMessage(messages.increase)
        }
        aria-describedby={increaseBlockedBy ?? (isAtStock ? noteId : undefined)}
        onClick={() => change(quantity + 1)}
        className={quantityStepperButtonVariants({ action: 'increase' })}
      >
        <Plus aria-hidden />
      </button>
      {isAtStock && !increaseBlockedBy && limit !== undefined ? (
        <span id={noteId} data-slot="quantity-stepper-note" className="sr-only">
          {intl.formatMessage(messages.stockLimit, { count: formatNumber(limit, locale) })}
        </span>
      ) : null}
    </div>
  );
}
