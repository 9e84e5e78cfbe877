import { CircleCheck, TicketPercent } from 'lucide-react';
import { type ComponentProps, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useControllableState } from '../../lib/use-controllable-state';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../button';
import { MessageDialog } from '../message-dialog';
import { fieldControlVariants } from '../text-field/field-frame';
import { messages } from './messages';

export interface CouponFieldProps extends Omit<ComponentProps<'div'>, 'children' | 'onChange' | 'defaultValue'> {
  /** The code typed (controlled). */
  value?: string;
  /** The code typed at first (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the text on every change. */
  onChange?: (code: string) => void;
  /**
   * Called with the trimmed code on Apply (then `POST /coupons/apply`). Without it Apply is a plain
   * submit button (`name="intent" value="apply-coupon"`) for a React Router action.
   */
  onApply?: (code: string) => void;
  /** Called on Remove. Without it Remove submits `intent=remove-coupon`. */
  onRemove?: () => void;
  /** The code the server applied: shows the applied state with Remove instead of the input. */
  appliedCode?: string;
  /** The discount the server computed for `appliedCode`, in halalas. */
  discount?: number;
  /** The server refused the code: its message in an info-styled dialog (spec §8). */
  refusalMessage?: ReactNode;
  /** Called when the refusal dialog closes (OK, Escape, or after 5 s); clear `refusalMessage` there. */
  onRefusalDismiss?: () => void;
  /** A form error (e.g. empty code), shown under the input. */
  errorMessage?: ReactNode;
  /** The server is checking the code. @default false */
  isPending?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Form field name of the code. @default 'coupon_code' */
  name?: string;
  /** Replaces "Promo code". */
  label?: ReactNode;
}

/**
 * A promo code (issue 14 §1): input and Apply; once the server applies it, the code, the saving and
 * Remove. A refused code shows the server's message in the info-styled dialog (spec §8).
 * `data-state` is `empty`, `typed` or `applied`.
 */
export function CouponField({
  value,
  defaultValue = '',
  onChange,
  onApply,
  onRemove,
  appliedCode,
  discount,
  refusalMessage,
  onRefusalDismiss,
  errorMessage,
  isPending = false,
  isDisabled = false,
  name = 'coupon_code',
  label,
  className,
  ...props
}: CouponFieldProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const [code, setCode] = useControllableState(value, defaultValue);
  // The dialog re-opens for each new refusal; closing it only hides this one.
  const [dismissed, setDismissed] = useState<ReactNode>(null);
  const hasRefusal = refusalMessage != null && refusalMessage !== false && refusalMessage !== '';
  // A cleared refusal forgets the dismissal, so the same message given again opens again.
  if (!hasRefusal && dismissed !== null) setDismissed(null);
  const isRefusalOpen = refusalMessage != null && refusalMessage !== '' && refusalMessage !== dismissed;
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const state = appliedCode ? 'applied' : code.trim() ? 'typed' : 'empty';
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);

  // Applying swaps the input for the applied code and Remove, removing swaps them back: the control
  // the shopper used is gone, so focus moves to its counterpart rather than falling to the page.
  // Only after the shopper's own Apply or Remove: a code the app changes does not take focus.
  const isAwaitingSwap = useRef(false);
  const shownCode = useRef(appliedCode);
  useEffect(() => {
    if (shownCode.current === appliedCode) return;
    shownCode.current = appliedCode;
    if (!isAwaitingSwap.current) return;
    isAwaitingSwap.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !rootRef.current?.contains(active)) return;
    (appliedCode ? removeRef.current : inputRef.current)?.focus();
  }, [appliedCode]);

  const apply = () => {
    // A code is sent once: not again while the server checks it.
    if (!onApply || isPending || isDisabled) return;
    const trimmed = code.trim();
    if (trimmed) onApply(trimmed);
  };

  const handleApply = (event: MouseEvent<HTMLButtonElement>) => {
    isAwaitingSwap.current = true;
    if (!onApply) return;
    event.preventDefault();
    apply();
  };

  return (
    <div
      ref={rootRef}
      data-slot="coupon-field"
      data-state={state}
      data-pending={isPending}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      {appliedCode ? (
        <div
          data-slot="coupon-field-applied"
          className="flex items-center gap-3 rounded-md border border-success-700/30 bg-success-50 px-3 py-2"
        >
          <CircleCheck aria-hidden className="size-5 shrink-0 text-success-700" />
          <div role="status" className="flex min-w-0 flex-1 flex-col">
            <span className="text-start font-medium text-sm text-success-700">
              {intl.formatMessage(messages.applied, { code: appliedCode })}
            </span>
            {discount ? (
              <span className="text-start text-sm text-success-700 tabular-nums">
                {intl.formatMessage(messages.saving, { amount: formatPrice(discount, locale) })}
              </span>
            ) : null}
          </div>
          <input type="hidden" name={name} value={appliedCode} />
          <Button
            ref={removeRef}
            type="submit"
            name="intent"
            value="remove-coupon"
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage(messages.removeCode, { code: appliedCode })}
            isLoading={isPending}
            disabled={isDisabled}
            onClick={(event) => {
              isAwaitingSwap.current = true;
              if (!onRemove) return;
              event.preventDefault();
              onRemove();
            }}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        </div>
      ) : (
        <>
          <label htmlFor={`${id}-code`} className="text-start font-medium text-ink text-sm">
            {label ?? intl.formatMessage(messages.label)}
          </label>
          <div className="flex items-stretch gap-2">
            <div className="relative min-w-0 flex-1">
              <TicketPercent
                aria-hidden
                className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-ink-muted"
              />
              {/* Codes are LTR islands inside RTL pages (CONVENTIONS: Right to left). */}
              <input
                ref={inputRef}
                id={`${id}-code`}
                name={name}
                dir="ltr"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  onChange?.(event.target.value);
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  isAwaitingSwap.current = true;
                  // While the server checks a code, Enter sends nothing (nor does it submit the form).
                  if (onApply || isPending) event.preventDefault();
                  apply();
                }}
                disabled={isDisabled}
                aria-invalid={hasError || undefined}
                aria-describedby={hasError ? `${id}-error` : undefined}
                className={cn(fieldControlVariants({ isInvalid: hasError }), 'h-11 ps-9 uppercase tracking-wide')}
              />
            </div>
            <Button
              type="submit"
              name="intent"
              value="apply-coupon"
              variant="secondary"
              isLoading={isPending}
              disabled={isDisabled}
              onClick={handleApply}
            >
              {intl.formatMessage(messages.apply)}
            </Button>
          </div>
          {hasError ? (
            <p id={`${id}-error`} data-slot="coupon-field-error" className="text-start text-danger-700 text-sm">
              {errorMessage}
            </p>
          ) : null}
        </>
      )}
      <MessageDialog
        tone="info"
        title={intl.formatMessage(messages.refusedTitle)}
        message={refusalMessage}
        open={isRefusalOpen}
        onOpenChange={(open) => {
          if (open) return;
          setDismissed(refusalMessage ?? null);
          isAwaitingSwap.current = false;
          onRefusalDismiss?.();
        }}
      />
    </div>
  );
}
