import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImages } from '../product-card/product-card.fixtures';
import { OrderList } from './order-list';
import { OrderListUsage } from './order-list.usage';
import type { OrderListEntry } from './order-list-item';

const sampleOrders: OrderListEntry[] = [
  {
    id: 'a1',
    number: 'HD-10231',
    placedAt: '2026-11-20T09:15:00Z',
    status: 'on_the_way',
    total: 30_550,
    itemCount: 2,
    thumbnail: { src: sampleImages.roses, alt: '' },
    href: '?order=a1',
  },
  {
    id: 'a2',
    number: 'HD-10190',
    placedAt: '2026-11-12T14:40:00Z',
    status: 'ready_for_pickup',
    deliveryType: 'cafe_pickup',
    total: 12_000,
    itemCount: 1,
    thumbnail: { src: sampleImages.aloe, alt: '' },
    href: '?order=a2',
  },
  {
    id: 'a3',
    number: 'HD-10102',
    placedAt: '2026-10-02T21:30:00Z',
    status: 'recipient_rejected',
    total: 45_900,
    itemCount: 3,
    thumbnail: null,
    href: '?order=a3',
  },
];

const meta = {
  title: 'Orders/OrderList',
  component: OrderList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: OrderListUsage,
      description: {
        component:
          'The shopper’s orders (`/my-orders`, issue 15 §1), newest first as the server sends them: thumbnail, number (a link; the whole card is its target), status badge, date in Riyadh time, item count and total. Empty: a short explanation and an optional action. With `pageCount` > 1 and `hrefOfPage`, previous/next links that work before hydration.',
      },
    },
  },
  args: {
    orders: sampleOrders,
    page: 1,
    pageCount: 3,
    hrefOfPage: (page: number) => `?page=${page}`,
    // The story stays put: a followed link would leave the workbench.
    onSelect: fn((_id, event) => event.preventDefault()),
    onPageChange: fn((_page, event) => event.preventDefault()),
  },
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: /طلباتي|My orders/ });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: /HD-10190/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('a2', expect.anything());
    await userEvent.click(canvas.getByRole('link', { name: /الصفحة التالية|Next page/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, expect.anything());
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /لا توجد طلبات|No orders/ })).toBeVisible();
  },
};

export const MiddlePage: Story = { args: { page: 2 } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByRole('link')).toHaveAccessibleName('الطلب HD-10231');
    await expect(first).toHaveTextContent('في الطريق');
    await expect(first).toHaveTextContent('٢٠ نوفمبر ٢٠٢٦');
    await expect(first).toHaveTextContent('٣٠٥٫٥٠');
    await expect(first).toHaveTextContent('منتجان');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAccessibleName('Order HD-10231');
    await expect(items[0]).toHaveTextContent('Nov 20, 2026');
    await expect(items[1]).toHaveTextContent('Cafe pick-up');
    // 21:30 UTC is already 3 October in Riyadh.
    await expect(items[2]).toHaveTextContent('Oct 3, 2026');
    await expect(items[2]).toHaveTextContent('Recipient rejected');
  },
};
