import { DEFAULT_PHONE_CODE, PHONE_DIGITS_BY_CODE, SAUDI_PHONE_CODE } from '@hadiya/contract/constants';
import { phoneInputValue } from '@hadiya/contract/phone';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

/** A phone number as the API takes it: calling code and national number, both digits only. */
export interface PhoneValue {
  /** Calling code without `+`, e.g. `966`. */
  phoneCode: string;
  /** National number, ASCII digits only. */
  number: string;
}

export interface PhoneInputCountry {
  /** ISO 3166 alpha-2 code, e.g. `SA`. */
  code: string;
  /** Calling code without `+`. */
  phoneCode: string;
  /** Required length of the national number. */
  digits: number;
  /** Display name in the current locale. */
  name: ReactNode;
}

type CountryKey = 'saudiArabia' | 'bahrain' | 'kuwait' | 'qatar' | 'india';

// Lengths come from the contract (spec §5/§9), the one rule the server validates with too.
function countryOf(code: string, phoneCode: string, nameKey: CountryKey) {
  return { code, phoneCode, digits: PHONE_DIGITS_BY_CODE[phoneCode] ?? 15, nameKey };
}
const DEFAULT_COUNTRIES: ReadonlyArray<Omit<PhoneInputCountry, 'name'> & { nameKey: CountryKey }> = [
  countryOf('SA', SAUDI_PHONE_CODE, 'saudiArabia'),
  countryOf('BH', '973', 'bahrain'),
  countryOf('KW', '965', 'kuwait'),
  countryOf('QA', '974', 'qatar'),
  countryOf('IN', '91', 'india'),
];

function isComplete(phoneCode: string, number: string, maxDigits: number): boolean {
  return number.length === maxDigits && !(phoneCode === SAUDI_PHONE_CODE && number.startsWith('0'));
}

export const phoneInputVariants = cva(
  'flex h-11 w-full items-stretch overflow-hidden rounded-md border bg-surface-raised text-base text-ink focus-within:ring-2 focus-within:ring-focus data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-60',
  {
    variants: {
      isInvalid: { true: 'border-danger-700', false: 'border-line' },
    },
    defaultVariants: { isInvalid: false },
  },
);

export interface PhoneInputProps
  extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'>,
    Omit<VariantProps<typeof phoneInputVariants>, 'isInvalid'> {
  /** Controlled value. */
  value?: PhoneValue;
  /** Initial value when uncontrolled. @default { phoneCode: '966', number: '' } */
  defaultValue?: PhoneValue;
  /** Called on every change with the normalised value. */
  onChange?: (value: PhoneValue) => void;
  /** Called once each time the number reaches the required length (spec: the code is sent then). */
  onComplete?: (value: PhoneValue) => void;
  /** Field label. @default "Mobile number" */
  label?: ReactNode;
  /** Countries offered; `digits` is the required national-number length. @default SA, BH, KW, QA, IN */
  countries?: ReadonlyArray<PhoneInputCountry>;
  /**
   * Replaces the built-in country select (e.g. a `CountrySelect` with flags); the caller then
   * keeps `value.phoneCode` in step with it. `countries` still gives each code's length.
   */
  countrySelect?: ReactNode;
  /** Locks the country selector (spec: it is clickable only in development). @default false */
  isCountryDisabled?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Shows the field as invalid regardless of the internal check. */
  isInvalid?: boolean;
  /** Replaces the internal length message. */
  errorMessage?: ReactNode;
  /** `name` of the number input, for forms. */
  name?: string;
}

export function PhoneInput({
  value,
  defaultValue,
  onChange,
  onComplete,
  label,
  countries,
  countrySelect,
  isCountryDisabled = false,
  isDisabled = false,
  isInvalid,
  errorMessage,
  name,
  className,
  ...props
}: PhoneInputProps) {
  const intl = useIntl();
  const id = useId();
  const inputId = `${id}-number`;
  const errorId = `${id}-error`;
  const [internal, setInternal] = useState<PhoneValue>(defaultValue ?? { phoneCode: DEFAULT_PHONE_CODE, number: '' });
  const [hasBlurredIncomplete, setHasBlurredIncomplete] = useState(false);
  const current = value ?? internal;

  const options: ReadonlyArray<PhoneInputCountry> =
    countries ??
    DEFAULT_COUNTRIES.map(({ nameKey, ...country }) => ({ ...country, name: intl.formatMessage(messages[nameKey]) }));
  const country = options.find((option) => option.phoneCode === current.phoneCode) ?? options[0];
  const maxDigits = country?.digits ?? 15;
  const phoneCode = country?.phoneCode ?? current.phoneCode;

  const commit = (next: PhoneValue) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  const handleNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const number = phoneInputValue(phoneCode, event.target.value, maxDigits);
    if (number === current.number) return;
    const next = { phoneCode, number };
    commit(next);
    if (isComplete(phoneCode, number, maxDigits)) {
      setHasBlurredIncomplete(false);
      onComplete?.(next);
    }
  };

  const handleCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const nextCountry = options.find((option) => option.phoneCode === event.target.value);
    if (!nextCountry) return;
    setHasBlurredIncomplete(false);
    commit({
      phoneCode: nextCountry.phoneCode,
      number: phoneInputValue(nextCountry.phoneCode, current.number, nextCountry.digits),
    });
  };

  // Whether a press (the mousedown of a click or a tap) is under way while the number has the focus.
  const isPressingRef = useRef(false);
  const stopWatchingRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatchingRef.current?.(), []);

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    stopWatchingRef.current?.();
    const { ownerDocument } = event.currentTarget;
    const press = () => {
      isPressingRef.current = true;
    };
    const release = () => {
      isPressingRef.current = false;
    };
    ownerDocument.addEventListener('mousedown', press, true);
    ownerDocument.addEventListener('mouseup', release, true);
    stopWatchingRef.current = () => {
      ownerDocument.removeEventListener('mousedown', press, true);
      ownerDocument.removeEventListener('mouseup', release, true);
      isPressingRef.current = false;
    };
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const isLeftOnPress = isPressingRef.current;
    stopWatchingRef.current?.();
    stopWatchingRef.current = null;
    const isIncomplete = current.number.length > 0 && !isComplete(phoneCode, current.number, maxDigits);
    if (!isIncomplete || !isLeftOnPress) {
      setHasBlurredIncomplete(isIncomplete);
      return;
    }
    // A press moves the focus on its mousedown. The message would push down what is below the field
    // before the mouseup, and the click would then miss the button pressed (the form's own submit):
    // it waits until the press is over. The click follows the mouseup in the same task, so a timer
    // set on mouseup runs after it; a press that gave the focus back (the label) shows nothing.
    input.ownerDocument.addEventListener(
      'mouseup',
      () =>
        window.setTimeout(() => {
          if (input.ownerDocument.activeElement !== input) setHasBlurredIncomplete(true);
        }),
      { capture: true, once: true },
    );
  };

  const showsError = isInvalid ?? hasBlurredIncomplete;
  const message = showsError
    ? (errorMessage ?? intl.formatMessage(messages.lengthError, { n: maxDigits, code: phoneCode }))
    : null;

  return (
    <div
      data-slot="phone-input"
      data-invalid={showsError}
      data-disabled={isDisabled}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <label htmlFor={inputId} className="text-start font-medium text-ink text-sm">
        {label ?? intl.formatMessage(messages.label)}
      </label>
      {/* Codes and numbers are LTR islands inside RTL pages (CONVENTIONS: Right to left). */}
      <div
        dir="ltr"
        data-slot="phone-input-group"
        data-disabled={isDisabled}
        className={phoneInputVariants({ isInvalid: showsError })}
      >
        {countrySelect ?? (
          <select
            data-slot="phone-input-country"
            aria-label={intl.formatMessage(messages.countryCode)}
            value={phoneCode}
            onChange={handleCountryChange}
            disabled={isDisabled || isCountryDisabled}
            className="max-w-48 shrink-0 border-line border-e bg-sand-50 ps-3 pe-2 text-ink text-sm outline-none disabled:cursor-not-allowed"
          >
            {options.map((option) => (
              <option key={option.code} value={option.phoneCode}>
                {typeof option.name === 'string'
                  ? intl.formatMessage(messages.countryOption, { name: option.name, code: option.phoneCode })
                  : `+${option.phoneCode}`}
              </option>
            ))}
          </select>
        )}
        <input
          id={inputId}
          data-slot="phone-input-number"
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          value={current.number}
          onChange={handleNumberChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
          disabled={isDisabled}
          aria-invalid={showsError || undefined}
          aria-describedby={message ? errorId : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 text-start tracking-wide outline-none disabled:cursor-not-allowed"
        />
      </div>
      {message ? (
        <p id={errorId} data-slot="phone-input-error" className="text-start text-danger-700 text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
