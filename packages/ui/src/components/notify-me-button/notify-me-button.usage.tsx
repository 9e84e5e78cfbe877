import { UsageNotes } from '../../docs/foundations';
import { NotifyMeButton } from './notify-me-button';

/** Usage notes on NotifyMeButton's docs page (`parameters.docs.usage`). */
export function NotifyMeButtonUsage() {
  return (
    <UsageNotes
      when={[
        'On a product page whose product, or chosen colour, is sold out in the shopper’s city: in place of “Add to cart”, it asks to be told once it is back (the `notify-me` call, with the colour when one is chosen).',
        'Not on a product card in a list: the card shows “Sold out” and links to the product page, where the button is.',
      ]}
      dos={[
        {
          text: 'Pass `isLoading` while the request runs, then `isSubscribed` once the server agreed: the button says “We will let you know when it is back” and is disabled. It names no channel: the server tells an account with an e-mail by e-mail and one with only a mobile by SMS.',
          example: (
            <div className="flex flex-wrap gap-3">
              <NotifyMeButton />
              <NotifyMeButton isSubscribed />
            </div>
          ),
        },
        {
          text: 'Say the outcome next to it in a `role="status"` line (`role="alert"` for an error), as the product page does: the button itself announces nothing when it changes.',
        },
        {
          text: 'Answer a guest’s click with the sign-in dialog, then send the request once they are signed in.',
        },
      ]}
      donts={[
        {
          text: 'Show it next to an enabled “Add to cart”: it replaces it while the product or colour is sold out.',
        },
        {
          text: 'Offer it as a way to stop the notice: once `isSubscribed` it is disabled for good; it has no “unsubscribe” state.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the button; once subscribed (disabled) it is skipped.'],
        ['Enter / Space', 'Asks to be notified (`onClick`).'],
      ]}
      screenReader={[
        'A button named “Notify me when available”; after subscribing, a disabled button named “We will let you know when it is back”. The icons are hidden.',
        'While `isLoading` it is `aria-busy` and disabled; focus leaves a button that becomes disabled, so announce the result in a status line.',
      ]}
    />
  );
}
