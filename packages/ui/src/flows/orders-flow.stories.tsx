/**
 * The pages after the purchase (issue 15 §1–§3), composed from plain props as the storefront's
 * routes compose them from the API's answers: the order page at each status, and the recipient's
 * page. No network: every figure and event is the story's data. The storefront's real containers
 * live in `apps/storefront` (`features/orders`).
 */
import type { OrderStatus } from '@hadiya/contract/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  OrderDeliveryDate,
  OrderDestinationCard,
  OrderInvoiceLink,
  OrderMessageCard,
} from '../components/order-details';
import { OrderStatusBadge } from '../components/order-status-badge';
import {
  OrderStatusTimeline,
  type OrderTimelineEvent,
  orderStatusTimelineOf,
} from '../components/order-status-timeline';
import { OrderSummary } from '../components/order-summary';
import { RatingPrompt } from '../components/rating-prompt';
import { RecipientGiftView } from '../components/recipient-gift-view';
import { useSample } from '../stories/sample';

interface OrderPageProps {
  status: OrderStatus;
  deliveryType?: 'friend_delivery' | 'cafe_pickup';
  events: OrderTimelineEvent[];
  /** Opens the rating prompt (`/my-orders?order_id=…`). */
  isRatingOpen?: boolean;
}

/** Story-only page: the order page as `features/orders` lays it out. */
function OrderPage({ status, deliveryType = 'friend_delivery', events, isRatingOpen = false }: OrderPageProps) {
  const sample = useSample();
  const timeline = orderStatusTimelineOf({ status, deliveryType, events });
  const isWrapped = ![
    'accepted',
    'recipient_accepted',
    'waiting_for_recipient',
    'confirmed',
    'cafe_accepted',
    'processing',
  ].includes(status);
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-bold text-2xl">HD-10231</h1>
        <OrderStatusBadge status={status} />
      </header>
      {timeline ? <OrderStatusTimeline {...timeline} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <OrderDestinationCard
          destination={
            deliveryType === 'cafe_pickup'
              ? { kind: 'cafe', branchName: sample({ ar: 'مقهى هدية — العليا', en: 'Hadiya Cafe — Olaya' }) }
              : {
                  kind: 'recipient',
                  name: sample({ ar: 'سارة', en: 'Sara' }),
                  phone: '+966 50 123 4567',
                  city: sample({ ar: 'الرياض', en: 'Riyadh' }),
                  address: sample({ ar: 'طريق الملك فهد ١٢', en: 'King Fahd Rd 12' }),
                }
          }
        />
        <OrderDeliveryDate
          kind={deliveryType === 'cafe_pickup' ? 'pickup' : 'delivery'}
          date="2026-11-26"
          slot={{ start: '16:00', end: '18:00' }}
        />
        <OrderMessageCard message={sample({ ar: 'كل عام وأنتِ بخير!', en: 'Happy birthday!' })} canEdit={!isWrapped} />
        <OrderSummary subtotal={25_800} deliveryFee={2_500} total={28_300} vatIncluded={3_691} />
      </div>
      <div>
        <OrderInvoiceLink href="#invoice" onClick={(event) => event.preventDefault()} />
      </div>
      {isRatingOpen ? <RatingPrompt defaultOpen orderNumber="HD-10231" onRate={() => {}} /> : null}
    </main>
  );
}

const at = (hour: number) => `2026-11-24T${String(hour).padStart(2, '0')}:00:00Z`;

const meta = {
  title: 'Flows/Orders',
  component: OrderPage,
  parameters: { layout: 'fullscreen' },
  args: { status: 'accepted', events: [{ status: 'accepted', at: at(6) }] },
} satisfies Meta<typeof OrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /تعديل الرسالة|Edit message/ })).toBeEnabled();
  },
};

export const WrapGift: Story = {
  args: {
    status: 'wrap_gift',
    events: [
      { status: 'accepted', at: at(6) },
      { status: 'recipient_accepted', at: at(7) },
      { status: 'wrap_gift', at: at(9) },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /تعديل الرسالة|Edit message/ })).toBeDisabled();
  },
};

export const OnTheWay: Story = {
  args: {
    status: 'on_the_way',
    events: [
      { status: 'accepted', at: at(6) },
      { status: 'recipient_accepted', at: at(7) },
      { status: 'wrap_gift', at: at(9) },
      { status: 'on_the_way', at: at(11) },
    ],
  },
};

export const DeliveredWithRating: Story = {
  args: {
    status: 'delivered',
    isRatingOpen: true,
    events: [
      { status: 'accepted', at: at(6) },
      { status: 'recipient_accepted', at: at(7) },
      { status: 'wrap_gift', at: at(9) },
      { status: 'on_the_way', at: at(11) },
      { status: 'delivered', at: at(13) },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: {
    status: 'cancelled',
    events: [
      { status: 'accepted', at: at(6) },
      { status: 'cancelled', at: at(8) },
    ],
  },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'terminal']);
  },
};

export const CafeReadyForPickup: Story = {
  args: {
    status: 'ready_for_pickup',
    deliveryType: 'cafe_pickup',
    events: [
      { status: 'confirmed', at: at(6) },
      { status: 'cafe_accepted', at: at(6) },
      { status: 'processing', at: at(7) },
      { status: 'wrap_gift', at: at(8) },
      { status: 'ready_for_pickup', at: at(9) },
    ],
  },
};

export const RecipientWaiting: Story = {
  render: () => <RecipientGiftView state="waiting" senderName="Noura" message="Happy birthday! 🌷" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent(/SAR|ر\.س/);
  },
};

export const RecipientAccepted: Story = {
  render: () => (
    <RecipientGiftView
      state="accepted"
      senderName={null}
      message="Happy birthday! 🌷"
      timeline={orderStatusTimelineOf({
        status: 'recipient_accepted',
        deliveryType: 'friend_delivery',
        events: [
          { status: 'waiting_for_recipient', at: at(6) },
          { status: 'recipient_accepted', at: at(8) },
        ],
      })}
    />
  ),
};

export const RecipientDeclined: Story = { render: () => <RecipientGiftView state="declined" /> };

export const RecipientExpired: Story = { render: () => <RecipientGiftView state="expired" /> };

export const Arabic: Story = { ...OnTheWay, globals: { locale: 'ar' } };

export const English: Story = { ...OnTheWay, globals: { locale: 'en' } };
