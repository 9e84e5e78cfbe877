import { UsageNotes } from '../../docs/foundations';

/** Usage notes on ContactForm's docs page (`parameters.docs.usage`). */
export function ContactFormUsage() {
  return (
    <UsageNotes
      when={[
        'The form of `/contact-us`: a shopper or a guest writes to the store about an order or anything else, with one attachment (a photo of a damaged gift, an invoice). It opens a ticket.',
        'Replies to an existing ticket go in the `TicketThread`; companies use the `CorporateGiftForm` or the `CollaborationForm`.',
      ]}
      dos={[
        {
          text: 'Pass the store’s `issues` with `requiresOrder` set where an order matters: choosing such an issue shows the order field by CSS alone (`:has`), so it works before the scripts arrive too.',
        },
        {
          text: 'For a signed-in shopper pass `orders` (a picker posting `order_uuid`; an empty array says “You have no orders yet.”); for a guest leave it out and they type an `order_number`. Prefill the profile in `defaultValues`.',
        },
        {
          text: 'After a refusal render it again with the sent values in `defaultValues`, the server’s `serverError` and its `fieldErrors` by field name (`attachment` included); send with `onSubmitData`, and pass the server’s `maxSizeBytes` for the attachment.',
        },
      ]}
      donts={[
        {
          text: 'Make the description or the attachment required: only name, e-mail and phone are (spec §5); the attachment label already says “(optional)”.',
        },
        {
          text: 'Ask for the phone with a `PhoneInput`: this field takes any 7–15 digits (a landline, a number abroad) and only converts Arabic-Indic digits and drops the rest.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Name → Email → Phone number → Issue type → the order field (only when shown) → How can we help? → the attachment → Send.',
        ],
        ['Arrow keys', 'On the issue type and order selects choose an option (native `<select>`).'],
        ['Enter', 'In a one-line field sends the form; fields in error are marked and the first one takes focus.'],
      ]}
      screenReader={[
        'Every field has its visible label; name, e-mail and phone carry a hidden “required”; the phone’s hint (“Digits only, e.g. 0501234567”) and each error are linked with `aria-describedby`.',
        'The order field is `display: none` until an order issue is chosen, so it is neither read nor reachable before. The attachment announces what was attached or refused (see `FilePicker`).',
      ]}
    />
  );
}
