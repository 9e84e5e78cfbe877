import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { OrderStatusTimeline } from './order-status-timeline';
import { orderStatusTimelineOf } from './order-status-timeline-of';

describe('orderStatusTimelineOf', () => {
  test('a delivery on its way: the camel-case step and each step’s time', () => {
    expect(
      orderStatusTimelineOf({
        status: 'on_the_way',
        deliveryType: 'friend_delivery',
        events: [
          { status: 'accepted', at: '2025-03-02T07:15:00Z' },
          { status: 'wrap_gift', at: '2025-03-02T12:05:00Z' },
          { status: 'on_the_way', at: '2025-03-02T14:30:00Z' },
        ],
      }),
    ).toEqual({
      flow: 'delivery',
      status: 'onTheWay',
      timestamps: {
        accepted: '2025-03-02T07:15:00Z',
        wrapGift: '2025-03-02T12:05:00Z',
        onTheWay: '2025-03-02T14:30:00Z',
      },
    });
  });

  test('a stopped order keeps the last step it reached; the cafe flow maps its own statuses', () => {
    expect(
      orderStatusTimelineOf({
        status: 'cancelled',
        deliveryType: 'cafe_pickup',
        events: [
          { status: 'confirmed', at: 1 },
          { status: 'cafe_accepted', at: 2 },
          { status: 'cancelled', at: 3 },
        ],
      }),
    ).toEqual({
      flow: 'pickup',
      status: 'cancelled',
      lastReachedStep: 'accepted',
      timestamps: { confirmed: 1, accepted: 2, cancelled: 3 },
    });
    expect(orderStatusTimelineOf({ status: 'awaiting_payment', deliveryType: 'friend_delivery' })).toBeNull();
  });

  test('its result renders the timeline', async () => {
    const data = orderStatusTimelineOf({
      status: 'recipient_rejected',
      deliveryType: 'friend_delivery',
      events: [
        { status: 'waiting_for_recipient', at: '2025-03-02T07:00:00Z' },
        { status: 'recipient_rejected', at: '2025-03-02T09:00:00Z' },
      ],
    });
    if (!data) throw new Error('expected a timeline');
    const screen = await renderWithLocale(<OrderStatusTimeline {...data} />, { locale: 'en' });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Order status: Recipient rejected');
    expect(screen.container.querySelectorAll('time')).toHaveLength(2);
  });
});
