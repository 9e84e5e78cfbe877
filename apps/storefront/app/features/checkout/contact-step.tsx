/**
 * Contact information (spec §3, §5; issue 14 §1): the buyer (guest name and phone, or the signed-in
 * profile); deliver to a friend (name, city, address, e-mail, mobile, the National Address fields;
 * or only the mobile, the friend filling in the address and slot through an SMS link; 'hide my
 * name') or pick up at a cafe branch of the city; the date and slot (Gregorian and Hijri); the
 * message card; each line's engraving. One form posting to `/cart`: it works before hydration,
 * where CSS alone shows the part the chosen options need. After hydration the contract's rules
 * (loaded with the first send) check it before it goes.
 */
import type { CheckoutState } from '@hadiya/contract/calls/checkout';
import { ENGRAVING_MAX_LENGTH } from '@hadiya/contract/constants';
import { MESSAGE_CARD_MAX_LENGTH } from '@hadiya/contract/orders';
import { Button, EngravingField, FormAlert, Link, MessageCardField, TextField, useLocale } from '@hadiya/ui';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useCart } from '../cart/use-cart';
import { messages } from './checkout.messages';
import type { CheckoutActionResult } from './checkout.server';
import { NATIONAL_ADDRESS_FIELDS, slotValue } from './checkout-form-data';
import type { CheckoutPageData } from './checkout-view';
import { SlotPicker } from './slot-picker';

/** API field names (`recipient.phone_number`) → this form's inputs. */
const FIELD_INPUTS: Record<string, string> = {
  'contact.name': 'contact_name',
  'contact.phone_number': 'contact_phone',
  'contact.email': 'contact_email',
  'recipient.name': 'recipient_name',
  'recipient.phone_number': 'recipient_phone',
  'recipient.address': 'recipient_address',
  'recipient.email': 'recipient_email',
  'recipient.city_id': 'recipient_city_id',
  message_card: 'message_card',
  ...Object.fromEntries(NATIONAL_ADDRESS_FIELDS.map((field) => [`recipient.${field}`, field])),
};

function inputErrorsOf(fields: Record<string, string>, isCafe: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    let input = FIELD_INPUTS[field] ?? field;
    if (isCafe && input === 'recipient_name') input = 'pickup_name';
    if (isCafe && input === 'recipient_phone') input = 'pickup_phone';
    errors[input] = message;
  }
  return errors;
}

const radioCard =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus';

/** The buyer's mobile (`contact_phone`): a guest's, or a signed-in shopper's whose profile has none. */
function ContactPhoneField({
  label,
  hint,
  defaultValue,
  errorMessage,
}: {
  label: string;
  hint?: string;
  defaultValue: string | null | undefined;
  errorMessage: string | undefined;
}) {
  return (
    <TextField
      name="contact_phone"
      type="tel"
      label={label}
      hint={hint}
      autoComplete="tel-national"
      inputMode="tel"
      dir="ltr"
      placeholder="5XXXXXXXX"
      defaultValue={defaultValue ?? ''}
      isRequired
      errorMessage={errorMessage}
    />
  );
}

export default function ContactStep({
  data,
  checkout,
  result,
}: {
  data: CheckoutPageData;
  checkout: CheckoutState;
  result?: CheckoutActionResult;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { cart } = useCart();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  const recipient = checkout.recipient;
  const isCafeChosen = checkout.delivery_type === 'cafe_pickup';
  const serverErrors = result?.intent === 'contact' ? inputErrorsOf(result.fields, isCafeChosen) : {};
  const errors = clientErrors ?? serverErrors;
  const alert = prompt ?? (result?.intent === 'contact' && !result.ok ? result.message : null);
  const cityId = checkout.city_id ?? undefined;
  // A signed-in shopper whose profile has no mobile (an e-mail account) gives one here: it is the
  // order's sender phone, which Tabby and Tamara need.
  const asksSenderPhone = !checkout.is_guest && !checkout.profile?.phone_number;
  // Lines with an engraving the product and the city still offer, each with its own limit (spec §5
  // `{max}`, the cart's `engrave_max_length`); a line whose engraving is no longer offered shows as
  // not deliverable in the basket instead.
  const engravable = (cart?.items ?? []).flatMap((line) => {
    if (line.engrave_text === '' || line.engrave_max_length === null) return [];
    return [{ ...line, engraveMaxLength: line.engrave_max_length ?? ENGRAVING_MAX_LENGTH }];
  });

  /** After hydration: the contract's rules (zod, loaded now) and §5's prompt, before the post. */
  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const { validateContact } = await import('./contact-rules');
    const verdict = validateContact(formData, { isGuest: checkout.is_guest, asksSenderPhone, locale });
    // Rendered before focus moves, so the field is read with its message and marked invalid.
    flushSync(() => {
      setClientErrors(verdict.errors);
      setPrompt(verdict.prompt);
    });
    if (verdict.prompt || Object.keys(verdict.errors).length > 0) {
      // The first field in error in the page's order (a hidden option's fields are not in error),
      // else the alert itself: on a phone either may be a screen or more away from the button.
      const target =
        form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        form.querySelector<HTMLElement>('[data-slot="form-alert"]');
      target?.scrollIntoView({ block: 'center' });
      target?.focus({ preventScroll: true });
      return;
    }
    await submit(form, { method: 'post' });
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => void check(event)}
      className="group/contact flex flex-col gap-6"
      data-slot="contact-step"
    >
      <input type="hidden" name="intent" value="contact" />
      {/* Focusable from script only: it takes the focus when a prompt names no field. */}
      <FormAlert message={alert ?? undefined} tabIndex={-1} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold text-xl">{intl.formatMessage(messages.buyer)}</legend>
        {checkout.is_guest ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              name="contact_name"
              label={intl.formatMessage(messages.guestName)}
              autoComplete="name"
              defaultValue={checkout.contact?.name ?? ''}
              isRequired
              errorMessage={errors.contact_name}
            />
            <ContactPhoneField
              label={intl.formatMessage(messages.guestPhone)}
              defaultValue={checkout.contact?.phone_number}
              errorMessage={errors.contact_phone}
            />
            <TextField
              name="contact_email"
              type="email"
              label={intl.formatMessage(messages.guestEmail)}
              hint={intl.formatMessage(messages.guestEmailHint)}
              autoComplete="email"
              dir="ltr"
              className="sm:col-span-2"
              defaultValue={checkout.contact?.email ?? ''}
              errorMessage={errors.contact_email}
            />
          </div>
        ) : (
          <>
            <p data-slot="signed-in-buyer">
              {intl.formatMessage(messages.signedInAs, {
                name: checkout.profile?.name ?? checkout.profile?.phone_number ?? '',
              })}
            </p>
            {asksSenderPhone ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <ContactPhoneField
                  label={intl.formatMessage(messages.senderPhone)}
                  hint={intl.formatMessage(messages.senderPhoneHint)}
                  defaultValue={checkout.contact?.phone_number}
                  errorMessage={errors.contact_phone}
                />
              </div>
            ) : null}
          </>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold text-xl">{intl.formatMessage(messages.deliveryType)}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={radioCard}>
            <input
              type="radio"
              name="delivery_type"
              value="friend_delivery"
              id="delivery-friend"
              defaultChecked={!isCafeChosen}
              className="mt-1 size-4 accent-leaf-700"
            />
            <span className="font-semibold">{intl.formatMessage(messages.friendDelivery)}</span>
          </label>
          <label className={radioCard}>
            <input
              type="radio"
              name="delivery_type"
              value="cafe_pickup"
              id="delivery-cafe"
              defaultChecked={isCafeChosen}
              className="mt-1 size-4 accent-leaf-700"
            />
            <span className="font-semibold">{intl.formatMessage(messages.cafePickup)}</span>
          </label>
        </div>
      </fieldset>

      {/* Deliver to a friend: shown while its option is chosen (CSS, so before hydration too). */}
      <fieldset
        data-slot="recipient-form"
        className="hidden flex-col gap-3 group-has-[#delivery-friend:checked]/contact:flex"
      >
        <legend className="mb-2 font-bold text-xl">{intl.formatMessage(messages.recipient)}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="recipient_name"
            label={intl.formatMessage(messages.recipientName)}
            defaultValue={isCafeChosen ? '' : (recipient.name ?? '')}
            isRequired
            errorMessage={errors.recipient_name}
          />
          <TextField
            name="recipient_phone"
            type="tel"
            label={intl.formatMessage(messages.recipientMobile)}
            inputMode="tel"
            dir="ltr"
            placeholder="5XXXXXXXX"
            defaultValue={isCafeChosen ? '' : (recipient.phone_number ?? '')}
            isRequired
            errorMessage={errors.recipient_phone}
          />
        </div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="recipient_supplies_address"
            id="recipient-supplies"
            defaultChecked={checkout.recipient_supplies_address}
            className="mt-1 size-4 accent-leaf-700"
            aria-describedby="recipient-supplies-hint"
          />
          <span className="flex flex-col">
            <span>{intl.formatMessage(messages.recipientSupplies)}</span>
            <span id="recipient-supplies-hint" className="text-ink-muted text-sm">
              {intl.formatMessage(messages.recipientSuppliesHint)}
            </span>
          </span>
        </label>
        <div
          className="flex flex-col gap-3 group-has-[#recipient-supplies:checked]/contact:hidden"
          data-slot="recipient-address"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1.5">
              <span className="font-medium text-sm">{intl.formatMessage(messages.recipientCity)}</span>
              <select
                name="recipient_city_id"
                // The cart's city first: the recipient must be in it (the server refuses another),
                // also after the header's city changed since the address was given.
                defaultValue={String(cityId ?? recipient.city_id ?? '')}
                className="h-11 rounded-md border border-line bg-surface-raised px-3"
                aria-invalid={errors.recipient_city_id ? true : undefined}
              >
                {data.cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              name="recipient_email"
              type="email"
              label={intl.formatMessage(messages.recipientEmail)}
              autoComplete="off"
              dir="ltr"
              defaultValue={recipient.email ?? ''}
              errorMessage={errors.recipient_email}
            />
          </div>
          <TextField
            name="recipient_address"
            label={intl.formatMessage(messages.recipientAddress)}
            defaultValue={recipient.address ?? ''}
            isRequired
            errorMessage={errors.recipient_address}
          />
          <details className="rounded-xl border border-line p-3" open={NATIONAL_ADDRESS_FIELDS.some((f) => errors[f])}>
            <summary className="cursor-pointer font-medium">{intl.formatMessage(messages.nationalAddress)}</summary>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {NATIONAL_ADDRESS_FIELDS.map((field) => (
                <TextField
                  key={field}
                  name={field}
                  label={intl.formatMessage(messages[field])}
                  dir={field === 'street' || field === 'district' ? undefined : 'ltr'}
                  defaultValue={recipient[field] ?? ''}
                  errorMessage={errors[field]}
                />
              ))}
            </div>
          </details>
        </div>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            name="hide_sender_name"
            defaultChecked={checkout.hide_sender_name}
            className="size-4 accent-leaf-700"
          />
          <span>{intl.formatMessage(messages.hideName)}</span>
        </label>
      </fieldset>

      {/* Pick up at a cafe branch of the city. */}
      <fieldset
        data-slot="cafe-branch-picker"
        className="hidden flex-col gap-3 group-has-[#delivery-cafe:checked]/contact:flex"
      >
        <legend className="mb-2 font-bold text-xl">{intl.formatMessage(messages.branch)}</legend>
        {data.branches.length === 0 ? (
          <p className="text-ink-muted">{intl.formatMessage(messages.noBranches)}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {data.branches.map((branch, index) => (
              <label key={branch.id} className={radioCard}>
                <input
                  type="radio"
                  name="cafe_branch_id"
                  value={branch.id}
                  defaultChecked={
                    checkout.cafe_branch_id === branch.id || (checkout.cafe_branch_id === null && index === 0)
                  }
                  className="mt-1 size-4 accent-leaf-700"
                />
                <span className="flex flex-col gap-0.5">
                  <span className="font-semibold">{branch.name}</span>
                  <span className="text-ink-muted text-sm">{branch.address}</span>
                  <span className="text-sm">{branch.opening_hours}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="pickup_name"
            label={intl.formatMessage(messages.pickupName)}
            defaultValue={isCafeChosen ? (recipient.name ?? '') : ''}
            isRequired
            errorMessage={errors.pickup_name}
          />
          <TextField
            name="pickup_phone"
            type="tel"
            label={intl.formatMessage(messages.pickupPhone)}
            inputMode="tel"
            dir="ltr"
            defaultValue={isCafeChosen ? (recipient.phone_number ?? '') : ''}
            errorMessage={errors.pickup_phone}
          />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold text-xl">{intl.formatMessage(messages.deliveryTime)}</legend>
        <p className="hidden text-ink-muted group-has-[#delivery-friend:checked]/contact:group-has-[#recipient-supplies:checked]/contact:block">
          {intl.formatMessage(messages.recipientPicksTime)}
        </p>
        <div className="group-has-[#delivery-friend:checked]/contact:group-has-[#recipient-supplies:checked]/contact:hidden">
          <SlotPicker
            slots={data.slots}
            value={
              checkout.delivery_date && checkout.slot_id ? slotValue(checkout.delivery_date, checkout.slot_id) : null
            }
          />
        </div>
      </fieldset>

      <MessageCardField
        maxLength={MESSAGE_CARD_MAX_LENGTH}
        label={intl.formatMessage(messages.messageCard)}
        hint={intl.formatMessage(messages.messageCardHint)}
        defaultValue={checkout.message_card}
        errorMessage={errors.message_card}
      />

      {engravable.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-bold text-xl">{intl.formatMessage(messages.engravings)}</legend>
          {engravable.map((line) => (
            <EngravingField
              key={line.id}
              name={`engrave_${line.id}`}
              maxLength={line.engraveMaxLength}
              label={intl.formatMessage(messages.engravingFor, { product: line.product_title })}
              defaultValue={line.engrave_text}
            />
          ))}
        </fieldset>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/cart?step=basket" className="font-medium text-leaf-800 underline">
          {intl.formatMessage(messages.back)}
        </Link>
        <Button type="submit" isLoading={navigation.state === 'submitting'}>
          {intl.formatMessage(messages.continue)}
        </Button>
      </div>
    </Form>
  );
}
