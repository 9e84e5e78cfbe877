import { UsageNotes } from '../../docs/foundations';
import { PaymentMethodList, type PaymentMethodOption } from './payment-method-list';

const payLater: PaymentMethodOption[] = [
  { value: 'card', kind: 'card' },
  { value: 'tabby', kind: 'tabby', instalments: [7_650, 7_650, 7_650, 7_650] },
  { value: 'tamara', kind: 'tamara', unavailable: { reason: 'below_minimum' } },
  { value: 'wallet', kind: 'wallet', balance: 2_000, unavailable: { reason: 'insufficient_balance' } },
];

/** Usage notes on PaymentMethodList's docs page (`parameters.docs.usage`). */
export function PaymentMethodListUsage() {
  return (
    <UsageNotes
      when={[
        'The “complete order” step of `/cart`, where the shopper chooses how to pay, with the methods in the order `GET /payment/methods` returns them: card, saved cards, Apple Pay, STC Pay, Tabby, Tamara and the wallet.',
        'Other choices of one option among a few are a `RadioGroup`. Saved cards are managed with `SavedCardList` on `/payment`.',
      ]}
      dos={[
        {
          text: 'Keep a refused method in the list with `unavailable: { reason }` (or the provider’s `message`). It is disabled, shows an “Unavailable” badge and its refusal is read with it. Pass Tabby’s `instalments` as the server split the total.',
          example: <PaymentMethodList methods={payLater} defaultValue="tabby" />,
        },
        {
          text: 'In a plain form, pass the field name the server reads (`name="payment_method"`). Without one each list gets a name of its own, so two lists on one page never share a radio group.',
        },
        {
          text: 'Put the card form or the STC Pay form in the method’s `details`. They show under the method only while it is chosen.',
        },
        {
          text: 'Pass `isApplePayAvailable` only when `window.ApplePaySession?.canMakePayments()` is true. Otherwise Apple Pay is left out even when the server lists it.',
        },
      ]}
      donts={[
        {
          text: 'Give two lists on one page the same `name`. Native radios with one name form a single group, so choosing in one list clears the other.',
        },
        {
          text: 'Work out instalments or Tamara’s minimum in the app. Amounts are halalas from the server, and `minAmount` defaults to the contract’s 18.50 SAR.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Enters the list at the chosen method (or the first available one), with one stop for all the radios, then moves into the chosen method’s `details`.',
        ],
        [
          'ArrowDown / ArrowUp',
          'Move to and choose the next / previous available method, wrapping and skipping unavailable ones.',
        ],
        [
          'ArrowLeft / ArrowRight',
          'The same, along the reading direction: ArrowLeft is the next method in Arabic, ArrowRight in English.',
        ],
        ['Space', 'Chooses the focused method.'],
      ]}
      screenReader={[
        'A `radiogroup` named “Payment method” (or `label`). It has `aria-required` when `isRequired`, and `aria-invalid` with the error linked when `errorMessage` is set (spec §5: “select a payment method or use the wallet”).',
        'Each native radio is named by its method (“mada ending in 1010”, “Tabby”) and described by its line (expiry, “Split in 4 payments…”, balance). An unavailable method is disabled and also described by its refusal. The brand marks are decorative.',
        'Tabby’s four instalments are an ordered list after the description, read in document order and not as part of the radio’s description.',
      ]}
    />
  );
}
