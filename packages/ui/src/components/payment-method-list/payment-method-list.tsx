import { PAY_LATER_MIN_HALALAS } from '@hadiya/contract/constants';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useChoiceMadeBeforeHydration } from '../../lib/use-choice-before-hydration';
import { useControllableState } from '../../lib/use-controllable-state';
import { useLocale } from '../../lib/use-locale';
import { type PaymentBrand, PaymentBrandMark, usePaymentBrandName } from '../payment-brand-mark';
import { messages } from './messages';

export type PaymentMethodKind = 'card' | 'saved_card' | 'applepay' | 'stcpay' | 'tabby' | 'tamara' | 'wallet';

/** Why a method cannot pay this order (spec §8 pay-later refusals, Tamara's minimum, the wallet). */
export type PaymentRefusal =
  | 'not_available'
  | 'order_amount_too_high'
  | 'order_amount_too_low'
  | 'not_applicable'
  | 'below_minimum'
  | 'insufficient_balance';

export interface PaymentMethodOption {
  /** Submitted as the field's value, e.g. `card`, `saved_card:42`, `tabby`. */
  value: string;
  kind: PaymentMethodKind;
  /** A saved card (`kind: 'saved_card'`). */
  card?: { brand: 'mada' | 'visa' | 'mastercard'; last4: string; expiryMonth: number; expiryYear: number };
  /** Tabby: the four instalments in halalas, as the server split the total. */
  instalments?: readonly number[];
  /** Tamara: its minimum order in halalas. @default PAY_LATER_MIN_HALALAS (18.50 SAR) */
  minAmount?: number;
  /** Wallet: the balance in halalas. */
  balance?: number;
  /** The method cannot pay this order: it is disabled and the reason is read with it. */
  unavailable?: {
    reason: PaymentRefusal;
    /** The server's or provider's message in the shopper's language; replaces the built-in text. */
    message?: ReactNode;
  };
  /** Shown under the method while it is chosen (the card form, the STC Pay form). */
  details?: ReactNode;
}

export interface PaymentMethodListProps
  extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'onChange' | 'role' | 'dir'> {
  /** The methods `GET /payment/methods` offers, in order. */
  methods: readonly PaymentMethodOption[];
  /** The chosen method's value (controlled). */
  value?: string;
  /** The method chosen at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Apple Pay is listed only when `window.ApplePaySession?.canMakePayments()` is true (Safari). @default false */
  isApplePayAvailable?: boolean;
  /**
   * Form field name (e.g. `payment_method`). @default a name unique to this list, so two lists on
   * one page never join one radio group
   */
  name?: string;
  /** Replaces "Payment method". */
  label?: ReactNode;
  /** Marks the group invalid with this message ('select a payment method or use the wallet', spec §5). */
  errorMessage?: ReactNode;
  /** Adds `aria-required` (what a screen reader says) and a visible `*`. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

const brandOf: Record<Exclude<PaymentMethodKind, 'card' | 'saved_card'>, PaymentBrand> = {
  applepay: 'applepay',
  stcpay: 'stcpay',
  tabby: 'tabby',
  tamara: 'tamara',
  wallet: 'wallet',
};

/** The brand a refusal names ("Sorry, STC Pay is unable…"): a saved card by its own brand. */
function providerOf(method: PaymentMethodOption): PaymentBrand {
  if (method.kind === 'card') return 'card';
  if (method.kind === 'saved_card') return method.card?.brand ?? 'card';
  return brandOf[method.kind];
}

/**
 * The payment methods (issue 14 §3) as a radio list: card (mada, Visa, Mastercard), saved cards,
 * Apple Pay (only with `isApplePayAvailable`), STC Pay, Tabby with its four instalments, Tamara
 * with its minimum, and the wallet. A method that cannot pay is disabled and its refusal is tied to
 * it with `aria-describedby`. Arrow keys move between the available ones; `details` of the chosen
 * method appear under it. `data-state` on each item: `checked`, `unchecked` or `unavailable`.
 */
export function PaymentMethodList({
  methods,
  value,
  defaultValue,
  onValueChange,
  isApplePayAvailable = false,
  name,
  label,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  className,
  onKeyDown,
  ...props
}: PaymentMethodListProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const brandName = usePaymentBrandName();
  const baseId = useId();
  const [chosen, setChosen] = useControllableState<string | undefined>(value, defaultValue);
  const shown = methods.filter((method) => method.kind !== 'applepay' || isApplePayAvailable);
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const money = (amount: number) => formatPrice(amount, locale);

  const choose = (next: string) => {
    setChosen(next);
    onValueChange?.(next);
  };
  const listRef = useRef<HTMLUListElement>(null);
  useChoiceMadeBeforeHydration(listRef, chosen, choose);

  // Native radios move with every arrow key and only within the same name; the list keeps to
  // Up/Down (and Left/Right, which move the same way in both directions of a vertical list).
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !event.key.startsWith('Arrow') || event.altKey || event.ctrlKey || event.metaKey)
      return;
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'radio') return;
    event.preventDefault();
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === 'ArrowDown' || event.key === (isRtl ? 'ArrowLeft' : 'ArrowRight');
    const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)')];
    const from = radios.indexOf(event.target);
    const to = radios[(from + (forward ? 1 : -1) + radios.length) % radios.length];
    if (from < 0 || !to) return;
    to.focus();
    choose(to.value);
  };

  const titleOf = (method: PaymentMethodOption): ReactNode => {
    if (method.kind === 'saved_card' && method.card)
      return intl.formatMessage(messages.savedCard, { brand: brandName(method.card.brand), last4: method.card.last4 });
    if (method.kind === 'saved_card') return intl.formatMessage(messages.card);
    return intl.formatMessage(messages[method.kind]);
  };

  const descriptionOf = (method: PaymentMethodOption): ReactNode => {
    switch (method.kind) {
      case 'card':
        return intl.formatMessage(messages.cardDescription);
      case 'saved_card':
        return method.card
          ? intl.formatMessage(messages.savedCardExpiry, {
              month: String(method.card.expiryMonth).padStart(2, '0'),
              year: String(method.card.expiryYear % 100).padStart(2, '0'),
            })
          : null;
      case 'applepay':
        return intl.formatMessage(messages.applepayDescription);
      case 'stcpay':
        return intl.formatMessage(messages.stcpayDescription);
      case 'tabby':
        return intl.formatMessage(messages.tabbyDescription);
      case 'tamara':
        return intl.formatMessage(messages.tamaraDescription, {
          amount: money(method.minAmount ?? PAY_LATER_MIN_HALALAS),
        });
      case 'wallet':
        return method.balance !== undefined
          ? intl.formatMessage(messages.walletDescription, { amount: money(method.balance) })
          : null;
    }
  };

  const refusalOf = (method: PaymentMethodOption): ReactNode => {
    const refusal = method.unavailable;
    if (!refusal) return null;
    if (refusal.message != null && refusal.message !== '') return refusal.message;
    const provider = brandName(providerOf(method));
    if (refusal.reason === 'insufficient_balance') return intl.formatMessage(messages.insufficient_balance);
    if (refusal.reason === 'below_minimum')
      return intl.formatMessage(messages.below_minimum, {
        provider,
        amount: money(method.minAmount ?? PAY_LATER_MIN_HALALAS),
      });
    return intl.formatMessage(messages[refusal.reason], { provider });
  };

  return (
    <div
      role="radiogroup"
      data-slot="payment-method-list"
      data-invalid={isInvalid}
      aria-labelledby={`${baseId}-label`}
      aria-describedby={isInvalid ? `${baseId}-error` : undefined}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      className={cn('flex flex-col gap-2', className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <span id={`${baseId}-label`} className="text-start font-semibold text-ink">
        {label ?? intl.formatMessage(messages.label)}
        {isRequired ? ' ' : null}
        {isRequired ? (
          // The group's `aria-required` already says it: the star is for the eye only.
          <span aria-hidden="true" data-slot="payment-method-list-required" className="text-danger-700">
            *
          </span>
        ) : null}
      </span>
      <ul ref={listRef} className="flex flex-col gap-2">
        {shown.map((method, index) => {
          const itemId = `${baseId}-${index}`;
          const refusal = refusalOf(method);
          const isUnavailable = refusal !== null;
          const isItemDisabled = isDisabled || isUnavailable;
          const isChecked = chosen === method.value && !isUnavailable;
          const description = descriptionOf(method);
          const describedBy =
            [description ? `${itemId}-description` : null, isUnavailable ? `${itemId}-refusal` : null]
              .filter(Boolean)
              .join(' ') || undefined;
          const brands: PaymentBrand[] =
            method.kind === 'card'
              ? ['mada', 'visa', 'mastercard']
              : method.kind === 'saved_card'
                ? [method.card?.brand ?? 'card']
                : [brandOf[method.kind]];
          return (
            <li
              key={method.value}
              data-slot="payment-method"
              data-kind={method.kind}
              data-state={isUnavailable ? 'unavailable' : isChecked ? 'checked' : 'unchecked'}
              className={cn(
                'rounded-lg border bg-surface-raised transition-colors',
                isChecked ? 'border-leaf-700 ring-1 ring-leaf-700' : 'border-line',
                isUnavailable && 'bg-sand-50',
              )}
            >
              <div className="flex items-start gap-3 p-3 sm:p-4">
                <span className="relative mt-0.5 inline-flex size-5 shrink-0 items-center justify-center">
                  <input
                    type="radio"
                    id={itemId}
                    name={name ?? `${baseId}-method`}
                    value={method.value}
                    checked={isChecked}
                    onChange={() => choose(method.value)}
                    disabled={isItemDisabled}
                    required={isRequired}
                    aria-describedby={describedBy}
                    data-slot="payment-method-radio"
                    className={cn(
                      "peer relative m-0 size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 bg-surface-raised after:absolute after:-inset-2 after:rounded-full after:content-[''] checked:border-leaf-700 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
                      isInvalid ? 'border-danger-700' : 'border-sand-500',
                    )}
                  />
                  <span
                    aria-hidden
                    className="pointer-events-none absolute hidden size-2.5 rounded-full bg-leaf-700 peer-checked:block"
                  />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <label
                      htmlFor={itemId}
                      className={cn(
                        'text-start font-medium leading-6',
                        isItemDisabled ? 'cursor-not-allowed text-ink-muted' : 'cursor-pointer text-ink',
                      )}
                    >
                      {titleOf(method)}
                    </label>
                    <span className="flex shrink-0 items-center gap-1.5">
                      {isUnavailable ? (
                        <span className="rounded-full bg-sand-200 px-2 py-0.5 text-sand-800 text-xs">
                          {intl.formatMessage(messages.unavailable)}
                        </span>
                      ) : null}
                      {brands.map((brand) => (
                        <PaymentBrandMark
                          key={brand}
                          brand={brand}
                          className={isItemDisabled ? 'opacity-60' : undefined}
                        />
                      ))}
                    </span>
                  </div>
                  {description ? (
                    <p id={`${itemId}-description`} className="text-start text-ink-muted text-sm">
                      {description}
                    </p>
                  ) : null}
                  {method.kind === 'tabby' && method.instalments && method.instalments.length > 0 && !isUnavailable ? (
                    <ol
                      data-slot="payment-method-instalments"
                      className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-4"
                    >
                      {method.instalments.map((amount, step) => (
                        <li
                          // Instalments are positional.
                          key={step}
                          className="rounded-md bg-sand-100 px-2 py-1 text-start text-sand-800 text-xs tabular-nums"
                        >
                          {intl.formatMessage(messages.instalment, { index: step + 1, amount: money(amount) })}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  {isUnavailable ? (
                    <p
                      id={`${itemId}-refusal`}
                      data-slot="payment-method-refusal"
                      className="text-start text-sm text-warning-700"
                    >
                      {refusal}
                    </p>
                  ) : null}
                </div>
              </div>
              {isChecked && method.details ? (
                <div data-slot="payment-method-details" className="border-line border-t p-3 sm:p-4">
                  {method.details}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {isInvalid ? (
        <p id={`${baseId}-error`} data-slot="payment-method-list-error" className="text-start text-danger-700 text-sm">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
