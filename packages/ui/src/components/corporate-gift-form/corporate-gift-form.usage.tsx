import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { FilePicker } from '../file-picker';
import { FormAlert } from '../form-alert';

/** The two pieces the inquiry shows when the server refused it: its message and the optional attachment. */
function RefusedPieces() {
  const sample = useSample();
  return (
    <div className="flex flex-col gap-4">
      <FormAlert
        message={sample({
          ar: 'تعذّر إرسال الطلب. راجع الحقول المحددة.',
          en: 'The inquiry could not be sent. Check the highlighted fields.',
        })}
      />
      <FilePicker
        name="example_attachment"
        label={sample({ ar: 'مرفق (اختياري): شعار أو وصف للطلب', en: 'Attachment (optional): a logo or a brief' })}
      />
    </div>
  );
}

/** Usage notes on CorporateGiftForm's docs page (`parameters.docs.usage`). */
export function CorporateGiftFormUsage() {
  return (
    <UsageNotes
      when={[
        'The inquiry of `/corporate-gifts`: a company asks for gifts in quantity (Eid for a Riyadh office, a Jeddah conference). Name, company, work e-mail, phone, city and what they want are required; quantity and one attachment (a logo, a brief) are optional.',
        'A company proposing to work with the store uses the `CollaborationForm` below it; a single shopper’s question is the `ContactForm`.',
      ]}
      dos={[
        {
          text: 'Show the server’s refusal in `serverError` (an alert above the fields) and its field messages in `fieldErrors`, `attachment` included; keep what was sent in `defaultValues`.',
          example: <RefusedPieces />,
        },
        {
          text: 'Send it with `onSubmitData` and `hiddenFields={{ intent: "corporate" }}` (the page has a second form); without scripts it posts itself as `multipart/form-data`. Pass the server’s `maxSizeBytes` when it differs from 5 MB.',
        },
        {
          text: 'Remount it with a new `key` after a success so the next inquiry starts empty; pass `isSubmitting` meanwhile (Send shows its spinner).',
        },
      ]}
      donts={[
        {
          text: 'Replace the city field with the `CityPicker`: it is free text on purpose, since companies order for any city, not only the delivery cities.',
        },
        {
          text: 'Validate in the app: Send checks the contract’s `corporateGiftsBodySchema` and focuses the first field in error; quantity and phone keep digits only as they are typed.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Your name → Company name → Work email → Phone number → City → Quantity → What are you looking for? → the attachment → Send.',
        ],
        ['Enter', 'In a one-line field sends the inquiry; in the description it starts a new line.'],
      ]}
      screenReader={[
        'Each field has its visible label (required ones with a hidden “required”); the description’s hint (“The occasion, the kind of gift, your budget and the delivery date.”), each error and each “{count}/{max}” counter are linked with `aria-describedby`.',
        'Quantity and phone open the numeric keypad (`inputMode="numeric"`) and read left to right on Arabic pages. The attachment announces what was attached or why a file was refused.',
      ]}
    />
  );
}
