import { UsageNotes } from '../../docs/foundations';

/** Usage notes on CouponList's docs page (`parameters.docs.usage`). */
export function CouponListUsage() {
  return (
    <UsageNotes
      when={[
        'The `/coupons` page (the shopper’s saved coupons, then the ones on offer, with Save) and, with `canApply`, the coupons offered at checkout with Apply.',
        'A code the shopper types is the `CouponField`; the discount in the order’s figures is the `OrderSummary`.',
      ]}
      dos={[
        {
          text: 'Pass each coupon as the server describes it: `kind="percent"` with `value` as a percentage (15 = 15 %) and an optional `maxDiscount`, or `kind="fixed"` with `value` in halalas; `minOrder` in halalas, `validFrom`/`expiresAt` as ISO dates (shown Gregorian, in Riyadh time).',
        },
        {
          text: 'Give a coupon that cannot be used now its `unavailableReason` (“This coupon is for Jeddah only”): Apply is disabled and described by the reason.',
        },
        {
          text: 'Mark the cart’s coupon with `appliedCode` (an “Applied” badge, no Apply) and the one on its way with `pendingCode` (its button shows a spinner).',
        },
      ]}
      donts={[
        {
          text: 'Put it under an `h3` or deeper: each section is an `h3` (“My saved coupons”, “Available coupons”) and each coupon an `h4`, so the page needs an `h2` above it.',
        },
        {
          text: 'Hide an empty section: it says “You have not saved any coupons yet.” or “No coupons are available right now.”; use `sections` to show only one.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Through each coupon’s buttons in order: Save (unsaved coupons), then Apply (with `canApply`); disabled Apply buttons are skipped.',
        ],
        [
          'Enter / Space',
          'Saves or applies that coupon (`onSave`/`onApply`, or a form submit of `save_coupon`/`apply_coupon` with the code).',
        ],
      ]}
      screenReader={[
        'Each section is a region named by its heading, with the coupons as a list; a coupon reads its discount heading (“10% off”), “Code: WELCOME10”, its title and its terms (“Up to …”, “Minimum order …”, “Valid until …”).',
        'Buttons carry the code in their names (“Save the coupon EID25”, “Apply the coupon EID25”), so a list of them is never a row of identical “Save”s.',
      ]}
    />
  );
}
