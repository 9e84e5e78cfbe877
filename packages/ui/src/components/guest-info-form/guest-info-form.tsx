import { DEFAULT_PHONE_CODE } from '@hadiya/contract/constants';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { PhoneInput } from '../phone-input';
import { TextField } from '../text-field';
import { RequiredMark } from '../text-field/field-frame';
import { messages } from './messages';

/** The guest's contact (spec §3 guest info: name, phone). */
export interface GuestInfoValues {
  name: string;
  phoneCode: string;
  phone: string;
}

/** The form field names, for a React Router action. */
export const GUEST_INFO_FIELD_NAMES: Record<keyof GuestInfoValues, string> = {
  name: 'guest_name',
  phoneCode: 'guest_phone_code',
  phone: 'guest_phone',
};

export interface GuestInfoFormProps extends Omit<ComponentProps<'fieldset'>, 'children' | 'onChange' | 'defaultValue'> {
  values?: GuestInfoValues;
  defaultValues?: Partial<GuestInfoValues>;
  onValuesChange?: (values: GuestInfoValues) => void;
  /** Messages by field, from the form's validation or the server. */
  errors?: Partial<Record<keyof GuestInfoValues, ReactNode>>;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A guest's contact information at checkout (issue 14 §1): name and mobile (with the country's
 * length rule), both required, as named inputs inside a `fieldset` so the enclosing form posts them
 * before hydration.
 */
export function GuestInfoForm({
  values,
  defaultValues,
  onValuesChange,
  errors,
  isDisabled = false,
  className,
  ...props
}: GuestInfoFormProps) {
  const intl = useIntl();
  const [current, setCurrent] = useControllableState<GuestInfoValues>(values, () => ({
    name: '',
    phoneCode: DEFAULT_PHONE_CODE,
    phone: '',
    ...defaultValues,
  }));
  const commit = (next: GuestInfoValues) => {
    setCurrent(next);
    onValuesChange?.(next);
  };
  const phoneError = errors?.phone;

  return (
    <fieldset
      data-slot="guest-info-form"
      disabled={isDisabled}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <legend className="text-start font-bold text-lg">{intl.formatMessage(messages.title)}</legend>
      <p className="-mt-2 text-start text-ink-muted text-sm">{intl.formatMessage(messages.hint)}</p>
      <TextField
        label={intl.formatMessage(messages.name)}
        name={GUEST_INFO_FIELD_NAMES.name}
        autoComplete="name"
        isRequired
        value={current.name}
        onChange={(name) => commit({ ...current, name })}
        errorMessage={errors?.name}
      />
      <PhoneInput
        label={
          <>
            {intl.formatMessage(messages.phone)} <RequiredMark />
          </>
        }
        name={GUEST_INFO_FIELD_NAMES.phone}
        value={{ phoneCode: current.phoneCode, number: current.phone }}
        onChange={(phone) => commit({ ...current, phoneCode: phone.phoneCode, phone: phone.number })}
        isInvalid={phoneError != null && phoneError !== '' ? true : undefined}
        errorMessage={phoneError}
        isDisabled={isDisabled}
      />
      <input type="hidden" name={GUEST_INFO_FIELD_NAMES.phoneCode} value={current.phoneCode} />
    </fieldset>
  );
}
