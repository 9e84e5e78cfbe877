import { Lock } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { toAsciiDigits } from '../../lib/digits';
import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { FormAlert } from '../form-alert';
import { PaymentBrandMark, usePaymentBrandName } from '../payment-brand-mark';
import { fieldControlVariants, RequiredStar } from '../text-field/field-frame';
import {
  type CardBrand,
  detectCardBrand,
  groupCardNumber,
  isExpiryInFuture,
  isLuhnValid,
  parseExpiry,
} from './card-brand';
import { messages } from './messages';

/** What `onSubmit` receives: everything the gateway's card source needs. */
export interface CardFormValues {
  /** As typed, trimmed. */
  name: string;
  /** ASCII digits only. */
  number: string;
  month: number;
  /** Four digits. */
  year: number;
  cvc: string;
  brand: CardBrand | null;
  /** The shopper agreed to save the card as the gateway's token. */
  saveCard: boolean;
}

export type CardFormField = 'name' | 'number' | 'expiry' | 'cvc';

export interface CardFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Called with valid values; the caller posts them to the gateway from the browser (never to our server). */
  onSubmit: (values: CardFormValues) => void;
  /** The amount on the button ("Pay SAR 120.00"), in halalas. */
  amount?: number;
  /** Shows "Save this card". @default true */
  canSaveCard?: boolean;
  /** The gateway call is running: fields and button are locked. @default false */
  isSubmitting?: boolean;
  /** The gateway's refusal or another message over the form. */
  errorMessage?: ReactNode;
  /** Messages for fields from the caller (e.g. the gateway's); they win over the built-in checks. */
  errors?: Partial<Record<CardFormField, ReactNode>>;
  /** Today, for the expiry check (tests). @default new Date() */
  now?: Date;
  /** Replaces the submit button's text. */
  submitLabel?: ReactNode;
  /**
   * `div` renders no `<form>` (when the card form sits inside the checkout's own form); the button
   * then checks and calls `onSubmit` itself. @default 'form'
   */
  as?: 'form' | 'div';
}

function validate(
  values: { name: string; number: string; expiry: string; cvc: string },
  now: Date,
): Partial<Record<CardFormField, keyof typeof messages>> {
  const errors: Partial<Record<CardFormField, keyof typeof messages>> = {};
  // The gateway wants a first and a last name (reference §1: "two words").
  if (values.name.trim().split(/\s+/).filter(Boolean).length < 2) errors.name = 'nameRequired';
  const digits = toAsciiDigits(values.number);
  if (digits.length < 12 || digits.length > 19 || !isLuhnValid(digits)) errors.number = 'numberInvalid';
  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = 'expiryInvalid';
  else if (!isExpiryInFuture(expiry, now)) errors.expiry = 'expiryPast';
  if (!/^\d{3,4}$/.test(toAsciiDigits(values.cvc))) errors.cvc = 'cvcInvalid';
  return errors;
}

/** `MM/YY` as the shopper types: the slash comes by itself after the month. */
function formatExpiryInput(raw: string, previous: string): string {
  let digits = toAsciiDigits(raw);
  // Autofill may give MM/YYYY.
  if (digits.length === 6 && raw.includes('/')) digits = `${digits.slice(0, 2)}${digits.slice(4)}`;
  digits = digits.slice(0, 4);
  // Deleting the slash deletes the month's last digit too.
  if (raw.length < previous.length && previous.endsWith('/') && digits.length === 2) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/**
 * The card form (issue 14 §3): name, number (grouped in fours, an LTR island, brand by prefix:
 * mada, Visa, Mastercard), expiry MM/YY, CVC and "save this card". Checks Luhn, a future expiry
 * and a 3–4 digit CVC, then calls `onSubmit(values)`; it never submits anywhere itself. The card
 * inputs have no `name`, so even a form sent before hydration carries no card data; they carry
 * `autocomplete="cc-…"` for the browser's card filling.
 */
export function CardForm({
  onSubmit,
  amount,
  canSaveCard = true,
  isSubmitting = false,
  errorMessage,
  errors: externalErrors,
  now,
  submitLabel,
  as = 'form',
  className,
  ...props
}: CardFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const brandName = usePaymentBrandName();
  const id = useId();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [saveCard, setSaveCard] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<CardFormField, boolean>>>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  // Before hydration the button would submit an empty form to the page: keep it off until then.
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);

  const brand = detectCardBrand(number);
  const checks = validate({ name, number, expiry, cvc }, now ?? new Date());
  const errorOf = (field: CardFormField): ReactNode => {
    const external = externalErrors?.[field];
    if (external != null && external !== '') return external;
    const key = checks[field];
    // Every check message takes no values; the cast picks one formatMessage overload for the union.
    return key && (hasTriedSubmit || touched[field])
      ? intl.formatMessage(messages[key] as typeof messages.numberInvalid)
      : null;
  };

  const submit = () => {
    setHasTriedSubmit(true);
    if (Object.keys(checks).length > 0) {
      // Focus the first field to fix.
      const first = (['name', 'number', 'expiry', 'cvc'] as const).find((field) => checks[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const parsed = parseExpiry(expiry);
    if (!parsed) return;
    onSubmit({
      name: name.trim(),
      number: toAsciiDigits(number),
      month: parsed.month,
      year: parsed.year,
      cvc: toAsciiDigits(cvc),
      brand,
      saveCard: canSaveCard && saveCard,
    });
  };

  const field = (
    key: CardFormField,
    label: ReactNode,
    control: (describedBy: string | undefined, isInvalid: boolean) => ReactNode,
    hint?: ReactNode,
    extraClass?: string,
  ) => {
    const error = errorOf(key);
    const isInvalid = error != null && error !== '';
    const describedBy =
      [hint ? `${id}-${key}-hint` : null, isInvalid ? `${id}-${key}-error` : null].filter(Boolean).join(' ') ||
      undefined;
    return (
      <div data-slot={`card-form-${key}`} data-invalid={isInvalid} className={cn('flex flex-col gap-1.5', extraClass)}>
        <label htmlFor={`${id}-${key}`} className="text-start font-medium text-ink text-sm">
          {/* Every card input has the native `required`: the star is for the eye only. */}
          {label} <RequiredStar data-slot={`card-form-${key}-required`} />
        </label>
        {control(describedBy, isInvalid)}
        {hint ? (
          <p id={`${id}-${key}-hint`} className="text-start text-ink-muted text-xs">
            {hint}
          </p>
        ) : null}
        {isInvalid ? (
          <p id={`${id}-${key}-error`} data-slot="card-form-error" className="text-start text-danger-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const inputProps = (key: CardFormField, describedBy: string | undefined, isInvalid: boolean) => ({
    id: `${id}-${key}`,
    required: true,
    disabled: isSubmitting,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy,
    onBlur: () => setTouched((current) => ({ ...current, [key]: true })),
    className: cn(fieldControlVariants({ isInvalid }), 'h-11'),
  });

  const content = (
    <>
      <FormAlert message={errorMessage} />
      {field('name', intl.formatMessage(messages.name), (describedBy, isInvalid) => (
        <input
          {...inputProps('name', describedBy, isInvalid)}
          type="text"
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      ))}
      {field('number', intl.formatMessage(messages.number), (describedBy, isInvalid) => (
        // Card numbers are LTR islands inside RTL pages (CONVENTIONS: Right to left).
        <div dir="ltr" className="relative">
          <input
            {...inputProps('number', describedBy, isInvalid)}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            value={number}
            onChange={(event) => setNumber(groupCardNumber(event.target.value))}
            className={cn(inputProps('number', describedBy, isInvalid).className, 'pe-14 tracking-wider tabular-nums')}
            data-brand={brand ?? undefined}
          />
          <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center">
            {brand ? <PaymentBrandMark brand={brand} /> : null}
          </span>
          <span className="sr-only" aria-live="polite">
            {brand ? intl.formatMessage(messages.brandDetected, { brand: brandName(brand) }) : ''}
          </span>
        </div>
      ))}
      <div className="grid grid-cols-2 gap-3">
        {field(
          'expiry',
          intl.formatMessage(messages.expiry),
          (describedBy, isInvalid) => (
            <input
              {...inputProps('expiry', describedBy, isInvalid)}
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              dir="ltr"
              placeholder="MM/YY"
              value={expiry}
              onChange={(event) => setExpiry((previous) => formatExpiryInput(event.target.value, previous))}
              className={cn(inputProps('expiry', describedBy, isInvalid).className, 'tabular-nums')}
            />
          ),
          intl.formatMessage(messages.expiryHint),
        )}
        {field(
          'cvc',
          intl.formatMessage(messages.cvc),
          (describedBy, isInvalid) => (
            <input
              {...inputProps('cvc', describedBy, isInvalid)}
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              maxLength={4}
              value={cvc}
              onChange={(event) => setCvc(toAsciiDigits(event.target.value).slice(0, 4))}
              className={cn(inputProps('cvc', describedBy, isInvalid).className, 'tabular-nums')}
            />
          ),
          intl.formatMessage(messages.cvcHint),
        )}
      </div>
      {canSaveCard ? (
        <Checkbox
          label={intl.formatMessage(messages.saveCard)}
          description={intl.formatMessage(messages.saveCardHint)}
          checked={saveCard}
          onCheckedChange={(checked) => setSaveCard(checked === true)}
          isDisabled={isSubmitting}
        />
      ) : null}
      <p data-slot="card-form-note" className="flex items-start gap-2 text-start text-ink-muted text-sm">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{intl.formatMessage(messages.gatewayNote)}</span>
      </p>
      <Button
        type={as === 'form' ? 'submit' : 'button'}
        isFullWidth
        isLoading={isSubmitting}
        disabled={!isHydrated}
        onClick={as === 'div' ? submit : undefined}
      >
        {submitLabel ??
          (amount !== undefined
            ? intl.formatMessage(messages.pay, { amount: formatPrice(amount, locale) })
            : intl.formatMessage(messages.payNoAmount))}
      </Button>
    </>
  );

  const rootClass = cn('flex flex-col gap-4', className);
  if (as === 'div')
    return (
      <div data-slot="card-form" role="group" aria-label={intl.formatMessage(messages.title)} className={rootClass}>
        {content}
      </div>
    );
  return (
    <form
      data-slot="card-form"
      aria-label={intl.formatMessage(messages.title)}
      noValidate
      className={rootClass}
      {...props}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit();
      }}
    >
      {content}
    </form>
  );
}
