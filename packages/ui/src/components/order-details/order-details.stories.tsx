import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  OrderDeliveryDate,
  OrderDestinationCard,
  OrderInvoiceLink,
  OrderMessageCard,
  type OrderMessageCardProps,
} from './order-details';
import { OrderDetailsUsage } from './order-details.usage';

const meta = {
  title: 'Orders/OrderDetails',
  component: OrderMessageCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: OrderDetailsUsage,
      description: {
        component:
          'The pieces of an order’s page (issue 15 §1): `OrderDestinationCard` (the recipient, or the cafe branch), `OrderDeliveryDate` (Gregorian and Hijri, with the slot, like the checkout’s slot picker), `OrderMessageCard` (editable until the gift is wrapped, then disabled with the reason), `OrderInvoiceLink`. The payment figures are `OrderSummary`.',
      },
    },
  },
  args: { message: 'Happy birthday, Sara! 🌷', canEdit: true, onSave: fn() },
  render: (args: OrderMessageCardProps) => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <OrderDestinationCard
        destination={{
          kind: 'recipient',
          name: 'Sara',
          phone: '+966 50 123 4567',
          city: 'Riyadh',
          address: 'King Fahd Rd 12',
        }}
      />
      <OrderDeliveryDate date="2026-11-26" slot={{ start: '16:00', end: '18:00' }} />
      <OrderMessageCard {...args} />
      <div>
        <OrderInvoiceLink href="#invoice" onClick={(event) => event.preventDefault()} />
      </div>
    </div>
  ),
} satisfies Meta<typeof OrderMessageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /تعديل الرسالة|Edit message/ }));
    const field = canvas.getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, 'Congratulations');
    await userEvent.click(canvas.getByRole('button', { name: /حفظ|Save/ }));
    await expect(args.onSave).toHaveBeenCalledWith('Congratulations', expect.anything());
  },
};

export const Locked: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /تعديل الرسالة|Edit message/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/تغليف|wrapped/);
  },
};

export const Cafe: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <OrderDestinationCard
        destination={{
          kind: 'cafe',
          branchName: 'Hadiya Cafe — Olaya',
          address: 'Olaya St 35',
          city: 'Riyadh',
          mapHref: 'https://maps.google.com/?q=24.6937,46.6853',
        }}
      />
      <OrderDeliveryDate kind="pickup" date="2026-11-26" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const branch = within(canvasElement).getByRole('region', { name: /فرع الاستلام|Pick-up branch/ });
    await expect(branch).toHaveTextContent(/Olaya St 35(، |, )Riyadh/);
    await expect(
      within(branch).getByRole('link', {
        name: /^(عرض Hadiya Cafe — Olaya على الخريطة|View Hadiya Cafe — Olaya on the map)$/,
      }),
    ).toHaveAttribute('href', 'https://maps.google.com/?q=24.6937,46.6853');
  },
};

export const RecipientSuppliesAddress: Story = {
  render: () => (
    <OrderDestinationCard
      className="max-w-sm"
      destination={{ kind: 'recipient', name: 'Sara', address: null, hideSenderName: true }}
    />
  ),
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'تاريخ التوصيل' })).toHaveTextContent('١٤٤٨');
    await expect(canvas.getByRole('link', { name: 'تنزيل الفاتورة الضريبية' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('region', { name: 'Delivery date' });
    await expect(date).toHaveTextContent('Thursday, November 26, 2026');
    await expect(date).toHaveTextContent('1448 AH');
    await expect(date).toHaveTextContent('4:00 PM – 6:00 PM');
  },
};
