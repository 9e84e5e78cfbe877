import { UsageNotes } from '../../docs/foundations';
import { WalletToggle } from './wallet-toggle';

/** Usage notes on WalletToggle's docs page (`parameters.docs.usage`). */
export function WalletToggleUsage() {
  return (
    <UsageNotes
      when={[
        'Paying with the store wallet at checkout (issue 14 §1; spec §5 “use the wallet”): the balance, a “Pay with my wallet balance” switch and the amount the server applied.',
        'The wallet’s own page is `WalletSummary`; any other on/off setting is a plain `Switch`.',
      ]}
      dos={[
        {
          text: 'Call `POST /wallet/apply` from `onCheckedChange`, pass `isPending` while it runs (the switch locks, the section is `aria-busy`), then show the answer in `appliedAmount` (halalas).',
          example: <WalletToggle balance={5_000} defaultChecked appliedAmount={5_000} />,
        },
        {
          text: 'Pass `coversTotal` when the wallet pays the whole order: the toggle says so, and no other payment method is needed.',
          example: <WalletToggle balance={50_000} defaultChecked appliedAmount={12_000} coversTotal />,
        },
        {
          text: 'Show the server’s refusal (e.g. not with this coupon) in `errorMessage`; it describes the switch and is announced as an alert.',
        },
      ]}
      donts={[
        {
          text: 'Work out the applied amount in the browser: show what the server applied, which is what the order will charge.',
        },
        {
          text: 'Hide it when the balance is 0: it shows disabled with “Your wallet is empty.”, so the shopper knows why.',
          example: <WalletToggle balance={0} />,
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the switch; skipped while the wallet is empty, `isDisabled` or `isPending`.'],
        ['Space', 'Turns paying with the wallet on or off.'],
      ]}
      screenReader={[
        'A region named “Wallet” by its heading (an `h3` by default; `headingLevel` for 2 or 4), with the balance under it; the switch is named “Pay with my wallet balance” and described by “Your wallet is empty.” or the error.',
        'The applied amount (“SAR 50.00 will be paid from your wallet.”) is in a polite live region, read when the server’s answer arrives; the error is an alert (`role="alert"`), read as soon as it appears.',
      ]}
    />
  );
}
