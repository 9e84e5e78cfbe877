import { DEFAULT_PHONE_CODE, PHONE_DIGITS_BY_CODE } from '@hadiya/contract/constants';
import type { Country } from '@hadiya/contract/entities';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { messages as countryNames } from '../phone-input/messages';
import { CountryFlag } from './country-flag';
import { messages } from './messages';

type CountryNameKey = 'saudiArabia' | 'bahrain' | 'kuwait' | 'qatar' | 'india';

function country(id: number, isoCode: string, phoneCode: string, flag: string, nameKey: CountryNameKey) {
  return {
    id,
    country_code: isoCode,
    phonecode: phoneCode,
    flag,
    phone_digits: PHONE_DIGITS_BY_CODE[phoneCode] ?? null,
    nameKey,
  };
}

// Spec §5/§9: the countries with a length rule, Saudi Arabia first (the default).
const specCountries: ReadonlyArray<Omit<Country, 'name'> & { nameKey: CountryNameKey }> = [
  country(1, 'SA', '966', '🇸🇦', 'saudiArabia'),
  country(2, 'BH', '973', '🇧🇭', 'bahrain'),
  country(3, 'KW', '965', '🇰🇼', 'kuwait'),
  country(4, 'QA', '974', '🇶🇦', 'qatar'),
  country(5, 'IN', '91', '🇮🇳', 'india'),
];

/** The spec's countries in the current language, for when the API's list has not arrived. */
export function useDefaultCountries(): Country[] {
  const intl = useIntl();
  return specCountries.map(({ nameKey, ...country }) => ({
    ...country,
    name: intl.formatMessage(countryNames[nameKey]),
  }));
}

export const countrySelectVariants = cva(
  'relative inline-flex shrink-0 items-center gap-1.5 text-ink text-sm has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-focus data-[editable=false]:text-ink',
  {
    variants: {
      variant: {
        /** Inside a phone field, before the number. */
        inline: 'h-full border-line border-e bg-sand-50 ps-3 pe-2',
        /** On its own, as tall as a text field. */
        field: 'h-11 rounded-md border border-line bg-surface-raised px-3',
      },
    },
    defaultVariants: { variant: 'field' },
  },
);

export interface CountrySelectProps
  extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'>,
    VariantProps<typeof countrySelectVariants> {
  /** Countries offered (the API's `countries` call). @default the spec's five, Saudi Arabia first */
  countries?: ReadonlyArray<Country>;
  /** The chosen calling code without `+` (controlled). */
  value?: string;
  /** The calling code chosen at first (uncontrolled). @default '966' */
  defaultValue?: string;
  /** Called with the new calling code and its country. */
  onChange?: (phoneCode: string, country: Country) => void;
  /**
   * Whether the shopper may change the country. The spec keeps the selector clickable only in a
   * development build (§2): the app decides by a setting. @default false
   */
  isEditable?: boolean;
  /** Accessible name of the select. @default "Country code" */
  label?: string;
  /** `name` of the native select, for forms. */
  name?: string;
}

/**
 * A calling-code picker showing the flag and `+code` (an LTR island). A native select sits over
 * the face, so the platform's own list opens on phones and keyboards work as usual.
 */
export function CountrySelect({
  countries,
  value,
  defaultValue = DEFAULT_PHONE_CODE,
  onChange,
  isEditable = false,
  label,
  name,
  variant,
  className,
  ...props
}: CountrySelectProps) {
  const intl = useIntl();
  const fallback = useDefaultCountries();
  const options = countries && countries.length > 0 ? countries : fallback;
  const [phoneCode, setPhoneCode] = useControllableState(value, defaultValue);
  const current = options.find((country) => country.phonecode === phoneCode) ?? options[0];

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((country) => country.phonecode === event.target.value);
    if (!next) return;
    setPhoneCode(next.phonecode);
    onChange?.(next.phonecode, next);
  };

  return (
    <div
      data-slot="country-select"
      data-editable={isEditable}
      data-variant={variant ?? 'field'}
      dir="ltr"
      className={cn(countrySelectVariants({ variant }), className)}
      {...props}
    >
      {current ? <CountryFlag data-slot="country-select-flag" countryCode={current.country_code} /> : null}
      <span data-slot="country-select-code" aria-hidden className="font-medium tabular-nums">
        +{current?.phonecode}
      </span>
      {isEditable ? <ChevronDown aria-hidden className="size-4 text-ink-muted" /> : null}
      <select
        data-slot="country-select-control"
        name={name}
        aria-label={label ?? intl.formatMessage(messages.label)}
        value={current?.phonecode ?? ''}
        onChange={handleChange}
        disabled={!isEditable}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 outline-none disabled:cursor-default"
      >
        {options.map((country) => (
          <option key={country.country_code} value={country.phonecode}>
            {intl.formatMessage(messages.option, { name: country.name, code: country.phonecode })}
          </option>
        ))}
      </select>
    </div>
  );
}
