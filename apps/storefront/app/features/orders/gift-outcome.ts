/**
 * What the recipient's page (`/gift/{token}`) closes with, from the order's real state (contract
 * `ORDER_TRANSITIONS`): the address form while the order waits for them; a word that the link
 * closed when it waits no more for them but nothing happened; declined; cancelled (or rejected by
 * the store: either way the gift will not come, and the buyer is refunded); delivered or picked up;
 * otherwise on its way, on the date the recipient chose, or on the date the buyer chose.
 */
import type { GiftRecipientPage } from '@hadiya/contract/calls/orders';

export type GiftOutcome =
  | { kind: 'form' }
  | { kind: 'link-closed' }
  | { kind: 'declined' }
  | { kind: 'cancelled' }
  | { kind: 'delivered' }
  | { kind: 'picked-up' }
  | { kind: 'recipient-chose' }
  | { kind: 'arrives'; date: string }
  | { kind: 'preparing' };

const STOPPED = ['cancelled', 'rejected', 'failed'];

export function giftOutcomeOf(
  gift: Pick<GiftRecipientPage, 'status' | 'needs_address' | 'delivery_type' | 'delivery_date' | 'timeline'>,
  sent: { isAccepted: boolean; isDeclined: boolean } = { isAccepted: false, isDeclined: false },
): GiftOutcome {
  if (sent.isDeclined || gift.status === 'recipient_rejected') return { kind: 'declined' };
  if (STOPPED.includes(gift.status)) return { kind: 'cancelled' };
  if (gift.status === 'delivered') return { kind: 'delivered' };
  if (gift.status === 'picked_up') return { kind: 'picked-up' };
  if (gift.status === 'waiting_for_recipient' && !sent.isAccepted)
    return gift.needs_address ? { kind: 'form' } : { kind: 'link-closed' };
  // The order waited for the recipient and went on: they gave the address and chose the slot.
  const didRecipientChoose =
    sent.isAccepted ||
    gift.timeline.steps.some((step) => step.status === 'waiting_for_recipient' && step.state === 'complete');
  if (didRecipientChoose) return { kind: 'recipient-chose' };
  if (gift.delivery_type !== 'cafe_pickup' && gift.delivery_date) return { kind: 'arrives', date: gift.delivery_date };
  return { kind: 'preparing' };
}
