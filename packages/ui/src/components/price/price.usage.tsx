import { UsageNotes } from '../../docs/foundations';
import { Price } from './price';

/** Usage notes on Price's docs page (`parameters.docs.usage`). */
export function PriceUsage() {
  return (
    <UsageNotes
      when={[
        'Every amount shown on its own: a product’s price, a cart line, a subtotal or a total. It is shown in SAR with Arabic-Indic digits in Arabic and Latin digits in English.',
        'An amount inside a sentence (“Balance: SAR 20.00”) belongs in the message, formatted with `formatPrice` from `lib/format`, which is what `Price` uses too.',
      ]}
      dos={[
        {
          text: 'Pass the amount in halalas, VAT included, as the server sends it: `amount={14950}` is 149.50 SAR.',
          example: <Price amount={14950} />,
        },
        {
          text: 'Pass the old price as `compareAt` for a sale. It is struck through next to the new price, and it is shown only when it is higher than `amount`.',
          example: <Price amount={11900} compareAt={14950} />,
        },
        {
          text: 'Use `isRounded` in the cart (cart drawer, cart lines): spec §9 shows cart prices rounded to whole riyals.',
          example: <Price amount={14950} isRounded />,
        },
      ]}
      donts={[
        {
          text: 'Format an amount by hand (divide by 100, add “SAR”): the digits, the separators and where the currency goes all differ by language.',
        },
        {
          text: 'Round prices outside the cart. Spec §9 rounds only cart prices, so product pages and product cards show halalas.',
        },
      ]}
      keyboard={[['Tab', 'Nothing of its own: it is text and takes no focus.']]}
      screenReader={[
        'A regular price is read as shown, in the page’s digits.',
        'On sale, the two visible amounts are hidden and hidden text reads “Now SAR 119.00” then “Was SAR 149.50” (“الآن …”، “كان …”), so the strike-through is not lost.',
      ]}
    />
  );
}
