import { UsageNotes } from '../../docs/foundations';

/** Usage notes on OrderSummary's docs page (`parameters.docs.usage`). */
export function OrderSummaryUsage() {
  return (
    <UsageNotes
      when={[
        'The amounts of an order: at checkout beside the steps, and on the order’s page. Subtotal, add-ons, delivery fee, coupon discount, wallet, the total and the VAT it includes (issue 14 §1).',
        'Not for a single price (`Price`) or the cart drawer’s subtotal (`CartDrawer` has its own row).',
      ]}
      dos={[
        {
          text: 'Pass every figure as the server computed it, in halalas and VAT-inclusive: the summary adds nothing up, so the total is always the one the shopper pays.',
        },
        {
          text: 'Pass `couponCode` with `discount` (“Discount (EID25)”), and `deliveryFee={0}` for free delivery (“Free”); rows for add-ons, discount and wallet hide at 0, and the delivery row hides when `deliveryFee` is absent.',
        },
        {
          text: 'Set `isUpdating` while the server recomputes (a coupon, the wallet, the delivery slot): the figures grey out and the region is `aria-busy` until the new ones arrive. Terms or the place-order button can go in `footer`, under the figures.',
        },
      ]}
      donts={[
        {
          text: 'Compute the VAT or the total in the app: pass `vatIncluded` and `total` from the server (the rate line reads “Includes 15% VAT”).',
        },
        {
          text: 'Turn on `isRounded` where the shopper pays: it rounds each row to whole riyals on its own (as the cart lines do, spec §9), so the rows may no longer add up to the total. The checkout shows halalas.',
        },
      ]}
      keyboard={[
        ['Tab', 'Nothing of its own: only what you put in `footer` (terms, the place-order button) is reached.'],
      ]}
      screenReader={[
        'A region named by its heading (“Order summary”, or `title`); the figures are a description list, each label read with its amount. Discount and wallet amounts start with a minus sign.',
        'While `isUpdating` the region is `aria-busy`; the new figures are not announced by themselves, so say a changed total near the action that caused it.',
      ]}
    />
  );
}
