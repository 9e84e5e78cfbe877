import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { CollaborationForm } from './collaboration-form';

/** A refused inquiry as the server sends it back: the values kept, one field's message. */
function RefusedInquiry() {
  const sample = useSample();
  return (
    <CollaborationForm
      defaultValues={{
        company_name: sample({ ar: 'مقهى الورد', en: 'Al Ward Cafe' }),
        email: 'hello@alward',
        phone_number: '0551234567',
        description: sample({
          ar: 'ركن هدايا موسمي في فرعنا بجدة خلال رمضان.',
          en: 'A seasonal gift corner in our Jeddah branch during Ramadan.',
        }),
      }}
      fieldErrors={{ email: 'email_invalid' }}
      onSubmitData={() => {}}
    />
  );
}

/** Usage notes on CollaborationForm's docs page (`parameters.docs.usage`). */
export function CollaborationFormUsage() {
  return (
    <UsageNotes
      when={[
        'A company proposing a collaboration with the store, below the corporate-gift inquiry on `/corporate-gifts`: company name, e-mail, phone and what they have in mind, all required.',
        'A company ordering gifts is the `CorporateGiftForm`; a shopper with a question or a problem uses the `ContactForm`.',
      ]}
      dos={[
        {
          text: 'Send it with `onSubmitData(formData)` (React Router’s `submit`); without scripts it posts itself as `multipart/form-data`. Tell the forms on one page apart with `hiddenFields={{ intent: "collaboration" }}`.',
        },
        {
          text: 'After a refusal, render it again with the sent values in `defaultValues` and the server’s messages in `fieldErrors` (a rule key such as `email_invalid`, or a text); a message stays until its field is edited.',
          example: <RefusedInquiry />,
        },
        {
          text: 'Pass `isSubmitting` while it is sent (Send shows its spinner), and remount it with a new `key` after a success so the fields start empty.',
        },
      ]}
      donts={[
        {
          text: 'Check the fields yourself: Send checks them with the contract’s `collaborationBodySchema` (any valid e-mail, 7–15 digits) and focuses the first field in error.',
        },
        {
          text: 'Remove the hidden `website` field: it is the honeypot that robots fill and people never reach.',
        },
      ]}
      keyboard={[
        ['Tab', 'Company name → Email → Phone number → the description → Send. The honeypot is out of the tab order.'],
        ['Enter', 'In a one-line field sends the form; in the description it starts a new line.'],
        ['Digits', 'The phone keeps digits only: Arabic-Indic digits become ASCII, anything else is dropped.'],
      ]}
      screenReader={[
        'Each field has its visible label with a hidden “required”; company name, e-mail and the description announce their “{count}/{max}” counter through a polite live region.',
        'Errors are linked with `aria-describedby` and the first field in error takes focus after Send; `serverError` is an alert above the fields.',
      ]}
    />
  );
}
