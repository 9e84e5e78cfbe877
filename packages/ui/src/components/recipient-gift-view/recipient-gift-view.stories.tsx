import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecipientGiftView } from './recipient-gift-view';
import { RecipientGiftViewUsage } from './recipient-gift-view.usage';

const meta = {
  title: 'Orders/RecipientGiftView',
  component: RecipientGiftView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: RecipientGiftViewUsage,
      description: {
        component:
          'The recipient’s private page (issue 15 §2), without prices: the sender (or “someone special” when hidden), the message card, the timeline once accepted; while waiting, accept (the app passes the checkout’s `RecipientForm` + `SlotPicker` as `acceptForm`) or decline after a confirmation; declined and expired states.',
      },
    },
  },
  args: {
    state: 'waiting',
    senderName: 'Noura',
    message: 'Happy birthday! 🌷',
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof RecipientGiftView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /قبول الهدية|Accept the gift/ }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /^(اعتذار|Decline)$/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /رفض الهدية|Decline the gift/ }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: /الاحتفاظ بها|Keep it/ }));
  },
};

export const HiddenSender: Story = {
  args: { senderName: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/من شخص مميز|From someone special/)).toBeVisible();
  },
};

export const Accepted: Story = {
  args: {
    state: 'accepted',
    timeline: { flow: 'delivery', status: 'wrapGift', timestamps: { accepted: '2026-11-24T09:00:00Z' } },
  },
};

export const Declined: Story = { args: { state: 'declined' } };

export const Expired: Story = { args: { state: 'expired' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'هدية لك' })).toBeVisible();
    await expect(within(canvasElement).getByText('من Noura')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'A gift for you' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/SAR/);
  },
};
