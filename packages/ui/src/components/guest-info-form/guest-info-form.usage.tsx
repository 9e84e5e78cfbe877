import { UsageNotes } from '../../docs/foundations';
import { Sample, useSample } from '../../stories/sample';
import { GuestInfoForm } from './guest-info-form';

function Filled() {
  const sample = useSample();
  return (
    <GuestInfoForm
      className="max-w-md"
      defaultValues={{ name: sample({ ar: 'سارة العتيبي', en: 'Sara Alotaibi' }), phone: '551234567' }}
    />
  );
}

/** Usage notes on GuestInfoForm's docs page (`parameters.docs.usage`). */
export function GuestInfoFormUsage() {
  return (
    <UsageNotes
      when={[
        'A guest’s own contact at checkout (the cart’s contact-information step; spec §3 guest info: name, phone), so the store can tell them about the order.',
        'Not for a signed-in shopper, whose profile has both, and not for the gift’s recipient (`RecipientForm`).',
      ]}
      dos={[
        {
          text: 'Put it inside the step’s `<form>`: it is a `fieldset` of named inputs (`guest_name`, `guest_phone_code`, `guest_phone`, see `GUEST_INFO_FIELD_NAMES`) that post before hydration; it has no form or submit button of its own.',
          example: <Filled />,
        },
        {
          text: 'Pass each field’s message in `errors` (`name`, `phone`), from the form’s check or the server: it shows under that field and marks it invalid.',
          example: (
            <GuestInfoForm
              className="max-w-md"
              defaultValues={{ phone: '5512' }}
              errors={{
                name: <Sample ar="أدخل اسمك" en="Enter your name" />,
                phone: (
                  <Sample
                    ar={'يجب أن يتكون رقم الجوال من ٩ أرقام بالضبط لرمز الدولة \u2066+966\u2069.'}
                    en="Phone number must be exactly 9 digits for country code +966."
                  />
                ),
              }}
            />
          ),
        },
        {
          text: 'Use `values` with `onValuesChange` when the page keeps the contact in its own state, `defaultValues` otherwise; `isDisabled` locks the whole fieldset while the step submits.',
        },
      ]}
      donts={[
        {
          text: 'Put a heading of your own above it: the `legend` (“Your contact information”) already names the group.',
        },
        {
          text: 'Check the number against a fixed ten digits: `PhoneInput` knows each country’s length (nine after +966) and says so when the field loses focus half filled.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves from the name to the country code select, then to the number; nothing of its own.'],
        ['Arrow keys (on the country select)', 'Choose another calling code; the number keeps the digits that fit.'],
      ]}
      screenReader={[
        'A group named by its legend, “Your contact information”; the name field is marked required, the mobile field is labelled “Your mobile number” and its select “Country code”.',
        'Each message in `errors` is linked to its field with `aria-describedby` and read when the field is focused.',
      ]}
    />
  );
}
