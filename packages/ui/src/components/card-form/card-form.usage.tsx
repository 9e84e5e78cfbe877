import { UsageNotes } from '../../docs/foundations';
import { CardForm } from './card-form';

/** Usage notes on CardForm's docs page (`parameters.docs.usage`). */
export function CardFormUsage() {
  return (
    <UsageNotes
      when={[
        'Paying with a new card at checkout (mada, Visa, Mastercard) once the card method is chosen in the `PaymentMethodList`.',
        'A card the shopper saved before is picked in `SavedCardList`; STC Pay is the `StcPayForm`, the wallet balance the `WalletToggle`.',
      ]}
      dos={[
        {
          text: 'Pass `amount` in halalas: the button reads “Pay SAR 345.00” in the page’s digits (“Pay now” without it, or your `submitLabel`).',
          example: <CardForm amount={34_500} canSaveCard={false} onSubmit={() => {}} />,
        },
        {
          text: 'Post what `onSubmit(values)` gives to the payment gateway from the browser: the card inputs have no `name`, so nothing reaches our server, not even a form sent before hydration.',
        },
        {
          text: 'Show the gateway’s refusal in `errorMessage` (an alert over the fields) and its field messages in `errors` (`name`, `number`, `expiry`, `cvc`): they win over the built-in checks. Set `isSubmitting` while the gateway works: fields and button lock.',
        },
      ]}
      donts={[
        {
          text: 'Nest it as a `<form>` inside the checkout’s form: pass `as="div"`, and Pay then checks the fields and calls `onSubmit` itself. Enter in a field then submits the outer form, not the card.',
        },
        {
          text: 'Check or reformat the number yourself: it groups in fours, turns Arabic-Indic digits into ASCII, detects the brand (mada BINs first) and checks Luhn, a future expiry and a 3–4 digit CVC.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Name on card → Card number → Expiry date → Security code → “Save this card” (when `canSaveCard`) → Pay.',
        ],
        [
          'Digits',
          'The number groups itself in fours; in the expiry the slash comes after the month (typing 4 gives 04/).',
        ],
        [
          'Enter',
          'In a field pays (as `form`): if a check fails nothing is sent and focus goes to the first field to fix.',
        ],
        ['Space', 'On “Save this card” toggles it.'],
      ]}
      screenReader={[
        'A form named “Card details” (a group with `as="div"`); each field has its label, the native `required` (announced once; the visible `*` is hidden from readers), its hint (“MM/YY”, “3 or 4 digits on the back of the card”) and its error through `aria-describedby`. Errors show once a field is left or after Pay.',
        'The detected brand is announced by a polite live region (“Card type: mada”); the number, expiry and CVC are read as typed, left to right, on Arabic pages too.',
        'While `isSubmitting` the fields are disabled and Pay is `aria-busy`; before hydration Pay is disabled.',
      ]}
    />
  );
}
