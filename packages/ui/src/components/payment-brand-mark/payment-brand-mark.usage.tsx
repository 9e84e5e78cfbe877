import { UsageNotes } from '../../docs/foundations';
import { PaymentBrandMark, usePaymentBrandName } from './payment-brand-mark';

const accepted = ['mada', 'visa', 'mastercard', 'applepay', 'stcpay', 'tabby', 'tamara'] as const;

/** A saved card's line: the mark beside the brand's name, as `SavedCardList` shows it. */
function SavedCardLine() {
  const brandName = usePaymentBrandName();
  return (
    <span className="inline-flex items-center gap-2 tabular-nums">
      <PaymentBrandMark brand="mada" className="h-8 w-12" />
      <span>
        {brandName('mada')} <span dir="ltr">•••• 1010</span>
      </span>
    </span>
  );
}

/** Usage notes on PaymentBrandMark's docs page (`parameters.docs.usage`). */
export function PaymentBrandMarkUsage() {
  return (
    <UsageNotes
      when={[
        'Beside a payment method or a saved card (as `PaymentMethodList` and `SavedCardList` use it), or in a row of the methods the store accepts.',
        'To name a brand in text, use `usePaymentBrandName()` (mada → مدى in Arabic). Icons for actions come from lucide, never from these marks.',
      ]}
      dos={[
        {
          text: 'Leave it decorative (the default, `aria-hidden`) when the brand’s name is in the text beside it, so the name is not read twice.',
          example: <SavedCardLine />,
        },
        {
          text: 'Pass `isLabelled` when the marks stand alone, as in a row of accepted methods. Each then becomes an image named after its brand in the page’s language.',
          example: (
            <ul className="flex flex-wrap gap-2">
              {accepted.map((brand) => (
                <li key={brand}>
                  <PaymentBrandMark brand={brand} isLabelled />
                </li>
              ))}
            </ul>
          ),
        },
        {
          text: 'Size it with `className`, keeping the 3:2 shape (`h-8 w-12`, `h-12 w-18`). The default is `h-6 w-9`.',
        },
      ]}
      donts={[
        {
          text: 'Mirror a mark or load the brands’ artwork from a URL. The marks are inline SVG drawings that never mirror, so they need no network and pass the CSP.',
        },
      ]}
      keyboard={[['Tab', 'Nothing of its own: the mark never takes focus. Tab goes on to the control beside it.']]}
      screenReader={[
        'Decorative (the default): `aria-hidden` and `focusable="false"`, so nothing is read.',
        'With `isLabelled`: `role="img"` named after the brand in the page’s language (“مدى”, “فيزا”, “Apple Pay”).',
      ]}
    />
  );
}
