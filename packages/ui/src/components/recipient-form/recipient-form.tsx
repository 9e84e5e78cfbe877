import { DEFAULT_PHONE_CODE } from '@hadiya/contract/constants';
import { MessageSquareText } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { Checkbox } from '../checkbox';
import { PhoneInput } from '../phone-input';
import { Select, type SelectOption } from '../select';
import { Switch } from '../switch';
import { Textarea, TextField } from '../text-field';
import { messages } from './messages';
import { checkNationalAddress, type NationalAddress } from './national-address';

/** The friend-delivery fields (spec §3 friend address, issue 14 §1). */
export interface RecipientFormValues extends NationalAddress {
  name: string;
  cityId: string;
  address: string;
  email: string;
  phoneCode: string;
  mobile: string;
  /** Only the mobile: the recipient supplies the address through an SMS link. */
  recipientSuppliesAddress: boolean;
  hideSenderName: boolean;
}

/** The form field names each value submits under, for a React Router action. */
export const RECIPIENT_FIELD_NAMES: Record<keyof RecipientFormValues, string> = {
  name: 'recipient_name',
  cityId: 'recipient_city_id',
  address: 'recipient_address',
  email: 'recipient_email',
  phoneCode: 'recipient_phone_code',
  mobile: 'recipient_mobile',
  buildingNumber: 'building_number',
  street: 'street',
  district: 'district',
  postalCode: 'postal_code',
  additionalNumber: 'additional_number',
  unit: 'unit_number',
  shortAddress: 'short_address',
  recipientSuppliesAddress: 'recipient_supplies_address',
  hideSenderName: 'hide_sender_name',
};

export const emptyRecipient: RecipientFormValues = {
  name: '',
  cityId: '',
  address: '',
  email: '',
  phoneCode: DEFAULT_PHONE_CODE,
  mobile: '',
  buildingNumber: '',
  street: '',
  district: '',
  postalCode: '',
  additionalNumber: '',
  unit: '',
  shortAddress: '',
  recipientSuppliesAddress: false,
  hideSenderName: false,
};

export interface RecipientFormProps extends Omit<ComponentProps<'fieldset'>, 'children' | 'onChange' | 'defaultValue'> {
  /** The cities the store delivers to, labels in the shopper's language. */
  cities: readonly SelectOption[];
  /** All values (controlled). */
  values?: RecipientFormValues;
  /** Values at first (uncontrolled), e.g. the checkout state the server kept. */
  defaultValues?: Partial<RecipientFormValues>;
  /** Called with every change. */
  onValuesChange?: (values: RecipientFormValues) => void;
  /** Messages by field, from the form's validation or the server ('enter recipient details', spec §5). */
  errors?: Partial<Record<keyof RecipientFormValues, ReactNode>>;
  /** @default false */
  isDisabled?: boolean;
  /** Opens the National Address section at first. @default false (open when any of its fields has a value) */
  isNationalAddressOpen?: boolean;
}

/**
 * Deliver to a friend (issue 14 §1): name, city, address, e-mail and mobile, the optional Saudi
 * National Address, "let the recipient fill in the address" (hides the address and explains the SMS
 * link) and "hide my name". Plain named inputs (`RECIPIENT_FIELD_NAMES`) inside a `fieldset`, so
 * the enclosing form posts them before hydration; the National Address formats are checked as the
 * shopper leaves each field.
 */
export function RecipientForm({
  cities,
  values,
  defaultValues,
  onValuesChange,
  errors,
  isDisabled = false,
  isNationalAddressOpen,
  className,
  ...props
}: RecipientFormProps) {
  const intl = useIntl();
  const id = useId();
  const [current, setCurrent] = useControllableState<RecipientFormValues>(values, () => ({
    ...emptyRecipient,
    ...defaultValues,
  }));
  const [blurred, setBlurred] = useState<Partial<Record<keyof NationalAddress, boolean>>>({});
  const problems = checkNationalAddress(current);
  const update = <K extends keyof RecipientFormValues>(key: K, value: RecipientFormValues[K]) => {
    const next = { ...current, [key]: value };
    setCurrent(next);
    onValuesChange?.(next);
  };
  const errorOf = (key: keyof RecipientFormValues): ReactNode => {
    const external = errors?.[key];
    if (external != null && external !== '') return external;
    const problem = problems[key as keyof NationalAddress];
    return problem && blurred[key as keyof NationalAddress] ? intl.formatMessage(messages[problem]) : undefined;
  };
  const names = RECIPIENT_FIELD_NAMES;
  const hasNationalAddress = (
    ['buildingNumber', 'street', 'district', 'postalCode', 'additionalNumber', 'unit', 'shortAddress'] as const
  ).some((key) => current[key] !== '');

  const nationalField = (
    key: keyof NationalAddress,
    options: { inputMode?: 'numeric'; hint?: ReactNode; isLtr?: boolean } = {},
  ) => (
    <TextField
      label={intl.formatMessage(messages[key])}
      name={names[key]}
      value={current[key]}
      onChange={(value) => update(key, value)}
      onBlur={() => setBlurred((state) => ({ ...state, [key]: true }))}
      errorMessage={errorOf(key)}
      hint={options.hint}
      inputMode={options.inputMode}
      dir={options.isLtr ? 'ltr' : undefined}
      autoComplete="off"
      isDisabled={isDisabled}
    />
  );

  return (
    <fieldset
      data-slot="recipient-form"
      data-recipient-supplies-address={current.recipientSuppliesAddress}
      disabled={isDisabled}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <legend className="mb-2 text-start font-bold text-lg">{intl.formatMessage(messages.title)}</legend>
      <TextField
        label={intl.formatMessage(messages.name)}
        name={names.name}
        autoComplete="off"
        isRequired
        value={current.name}
        onChange={(value) => update('name', value)}
        errorMessage={errorOf('name')}
      />
      <PhoneInput
        label={intl.formatMessage(messages.mobile)}
        name={names.mobile}
        value={{ phoneCode: current.phoneCode, number: current.mobile }}
        onChange={(phone) => {
          const next = { ...current, phoneCode: phone.phoneCode, mobile: phone.number };
          setCurrent(next);
          onValuesChange?.(next);
        }}
        isInvalid={errorOf('mobile') ? true : undefined}
        errorMessage={errorOf('mobile')}
        isDisabled={isDisabled}
      />
      <input type="hidden" name={names.phoneCode} value={current.phoneCode} />
      <Select
        label={intl.formatMessage(messages.city)}
        placeholder={intl.formatMessage(messages.cityPlaceholder)}
        name={names.cityId}
        options={cities}
        value={current.cityId || null}
        onValueChange={(value) => update('cityId', value)}
        errorMessage={errorOf('cityId')}
        isRequired
        isDisabled={isDisabled}
      />
      <Switch
        name={names.recipientSuppliesAddress}
        value="true"
        label={intl.formatMessage(messages.suppliesAddress)}
        description={intl.formatMessage(messages.suppliesAddressHint)}
        checked={current.recipientSuppliesAddress}
        onCheckedChange={(checked) => update('recipientSuppliesAddress', checked)}
        isDisabled={isDisabled}
        className="rounded-lg border border-line bg-surface-raised p-3"
      />
      {current.recipientSuppliesAddress ? (
        <p
          role="status"
          data-slot="recipient-form-sms-note"
          className="flex items-start gap-2 rounded-lg border border-info-700/30 bg-info-50 p-3 text-start text-info-700 text-sm"
        >
          <MessageSquareText aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{intl.formatMessage(messages.suppliesAddressNote)}</span>
        </p>
      ) : (
        <>
          <Textarea
            label={intl.formatMessage(messages.address)}
            hint={intl.formatMessage(messages.addressHint)}
            name={names.address}
            rows={2}
            isRequired
            value={current.address}
            onChange={(value) => update('address', value)}
            errorMessage={errorOf('address')}
          />
          <details
            data-slot="recipient-form-national-address"
            open={isNationalAddressOpen ?? hasNationalAddress}
            className="group rounded-lg border border-line bg-surface-raised"
          >
            <summary className="cursor-pointer list-none rounded-lg p-3 text-start font-medium focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2">
              {intl.formatMessage(messages.nationalAddress)}
            </summary>
            <div className="flex flex-col gap-3 border-line border-t p-3">
              <p id={`${id}-national`} className="text-start text-ink-muted text-sm">
                {intl.formatMessage(messages.nationalAddressHint)}
              </p>
              <div className="grid gap-3 sm:grid-cols-2">
                {nationalField('buildingNumber', { inputMode: 'numeric', isLtr: true })}
                {nationalField('additionalNumber', { inputMode: 'numeric', isLtr: true })}
                {nationalField('street')}
                {nationalField('district')}
                {nationalField('postalCode', { inputMode: 'numeric', isLtr: true })}
                {nationalField('unit')}
                {nationalField('shortAddress', { hint: intl.formatMessage(messages.shortAddressHint), isLtr: true })}
              </div>
            </div>
          </details>
        </>
      )}
      <TextField
        label={intl.formatMessage(messages.email)}
        name={names.email}
        type="email"
        dir="ltr"
        autoComplete="off"
        value={current.email}
        onChange={(value) => update('email', value)}
        errorMessage={errorOf('email')}
      />
      <Checkbox
        name={names.hideSenderName}
        value="true"
        label={intl.formatMessage(messages.hideSender)}
        description={intl.formatMessage(messages.hideSenderHint)}
        checked={current.hideSenderName}
        onCheckedChange={(checked) => update('hideSenderName', checked === true)}
        isDisabled={isDisabled}
      />
    </fieldset>
  );
}
