import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { CouponField } from './coupon-field';

function EmptyCode() {
  const sample = useSample();
  return (
    <CouponField
      onApply={() => {}}
      errorMessage={sample({ ar: 'أدخل رمز الخصم', en: 'Enter a promo code' })}
      className="max-w-sm"
    />
  );
}

/** Usage notes on CouponField's docs page (`parameters.docs.usage`). */
export function CouponFieldUsage() {
  return (
    <UsageNotes
      when={[
        'Typing a promo code at checkout and seeing what it saves. The shopper’s saved and offered coupons, with Save and Apply buttons, are the `CouponList`.',
        'Paying with the wallet balance is the `WalletToggle`, not a code.',
      ]}
      dos={[
        {
          text: 'Show the server’s answer: once `appliedCode` is set the input gives way to the code, the saving (`discount`, in halalas) and Remove.',
          example: <CouponField appliedCode="EID25" discount={2_500} onRemove={() => {}} className="max-w-sm" />,
        },
        {
          text: 'Put a form problem (an empty code) in `errorMessage`, under the input; Apply with an empty code calls nothing.',
          example: <EmptyCode />,
        },
        {
          text: 'Give the server’s refusal to `refusalMessage`: it opens the info-styled `MessageDialog` (spec §8), which closes after 5 s or on OK; clear the message in `onRefusalDismiss`.',
        },
      ]}
      donts={[
        {
          text: 'Upper-case or trust the code in the app: the field only looks upper-case (CSS); `onApply` gets the trimmed text as typed and the server decides.',
        },
        {
          text: 'Pass `onApply`/`onRemove` when a React Router action handles the form: without them the buttons submit `intent=apply-coupon` / `remove-coupon` with `coupon_code`.',
        },
      ]}
      keyboard={[
        ['Tab', 'The code field → Apply; once applied, only Remove.'],
        ['Enter', 'In the field applies the code (with `onApply`; otherwise it submits the surrounding form).'],
      ]}
      screenReader={[
        'The field is labelled “Promo code” (or `label`) and reads left to right on Arabic pages; `errorMessage` is linked with `aria-describedby` and sets `aria-invalid`.',
        'The applied state is a status region (“Code EID25 applied”, “You save SAR 25.00”); Remove is named “Remove the code EID25”. While `isPending` the button shows a spinner and is `aria-busy`.',
      ]}
    />
  );
}
