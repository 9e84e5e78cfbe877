import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { RecipientForm } from './recipient-form';

/** The recipient chooses the address: only the name, mobile, city and e-mail remain. */
function SurpriseRecipient() {
  const sample = useSample();
  const cities = [
    { value: '1', label: sample({ ar: 'الرياض', en: 'Riyadh' }) },
    { value: '2', label: sample({ ar: 'جدة', en: 'Jeddah' }) },
  ];
  return (
    <RecipientForm
      cities={cities}
      defaultValues={{
        name: sample({ ar: 'نورة', en: 'Noura' }),
        mobile: '512345678',
        cityId: '2',
        recipientSuppliesAddress: true,
      }}
    />
  );
}

/** Usage notes on RecipientForm's docs page (`parameters.docs.usage`). */
export function RecipientFormUsage() {
  return (
    <UsageNotes
      when={[
        'Checkout’s “deliver to a friend”: the recipient’s name, mobile, city, address and e-mail (spec §3), the optional Saudi National Address, “let the recipient fill in the address” and “hide my name”. The recipient’s own accept form reuses it.',
        'Picking up from a cafe is the `CafeBranchPicker`, and the buyer’s own details are the `GuestInfoForm`.',
      ]}
      dos={[
        {
          text: 'Offer “Let the recipient fill in the address” to keep the surprise. The address and the National Address go away, and a note explains the SMS link the recipient will get after payment.',
          example: <SurpriseRecipient />,
        },
        {
          text: 'Place it inside the checkout `<form>`. Its inputs are plain named fields (`RECIPIENT_FIELD_NAMES`, e.g. `recipient_name`), so the form posts them even before the scripts load.',
        },
        {
          text: 'Pass the validation’s or the server’s messages by field in `errors` (`{ name: "Enter recipient details" }`). Each message shows under its own field.',
        },
      ]}
      donts={[
        {
          text: 'Make the National Address required. It is optional help for the courier, and its formats are checked as the shopper leaves each field: building and additional numbers 4 digits, postal code 5, short address 4 letters + 4 digits.',
        },
        {
          text: 'Fill `cities` with every city in the country. Pass only the cities the store delivers to, labelled in the shopper’s language.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Moves through the name, the country code and mobile number, the city, the switch, the address, the National Address summary (and its fields when open), the e-mail, then “hide my name”.',
        ],
        ['Space', 'Toggles the switch or the checkbox.'],
        [
          'Enter / Space',
          'On the National Address summary, opens or closes that section. On the city, opens its list (see `Select`).',
        ],
      ]}
      screenReader={[
        'A `fieldset` named “Recipient details” by its legend. Every field is labelled, required ones are marked, and errors are linked with `aria-describedby`.',
        '“Let the recipient fill in the address” is a `switch`. When it is turned on, the SMS-link note is a `role="status"` region, so it is read out.',
        'The number fields and the short address read left to right and open the numeric keypad where they take digits.',
      ]}
    />
  );
}
