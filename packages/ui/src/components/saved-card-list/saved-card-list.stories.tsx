import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SavedCard, SavedCardList, type SavedCardListProps } from './saved-card-list';
import { SavedCardListUsage } from './saved-card-list.usage';

const cards: SavedCard[] = [
  { id: 1, brand: 'mada', last4: '1010', expiryMonth: 9, expiryYear: 2028 },
  { id: 2, brand: 'visa', last4: '1111', expiryMonth: 1, expiryYear: 2027 },
  { id: 3, brand: 'mastercard', last4: '0000', expiryMonth: 3, expiryYear: 2025 },
];

/** Stands in for `DELETE /user/save-card/{id}`: the card leaves the list. */
function ServerCards(props: SavedCardListProps) {
  const [list, setList] = useState(props.cards);
  return (
    <SavedCardList
      {...props}
      cards={list}
      onDelete={(id) => {
        props.onDelete?.(id);
        setList((current) => current.filter((card) => card.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Checkout/SavedCardList',
  component: SavedCardList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SavedCardListUsage,
      description: {
        component:
          'Saved cards on `/payment`: brand mark, last four digits, expiry with an Expired badge, and Delete behind the yes/no confirmation (`ConfirmDialog`, danger). `deletingId` keeps the dialog open with a spinner while the call runs.',
      },
    },
  },
  args: { cards, onDelete: fn(), now: new Date('2026-11-24T10:00:00Z') },
  render: (args) => (
    <div className="max-w-lg">
      <ServerCards {...args} />
    </div>
  ),
} satisfies Meta<typeof SavedCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar', visual: { fullPage: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('data-state', 'expired');
    await userEvent.click(canvas.getByRole('button', { name: /1111/ }));
    const dialog = await body.findByRole('alertdialog');
    // No first: the safe answer has focus.
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /1111/ }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: /حذف البطاقة|Delete card/ }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(2);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(dialog).not.toBeInTheDocument();
  },
};

export const Deleting: Story = {
  parameters: { playLocale: 'ar', visual: { fullPage: true } },
  render: (args) => <SavedCardList {...args} deletingId={1} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /1010/ }));
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: /حذف البطاقة|Delete card/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'البطاقات المحفوظة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /حذف بطاقة مدى المنتهية بـ/ })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent('منتهية');
    // The expiry in the page's numerals, like every other date of the store.
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('تنتهي في \u2066٠٩/٢٨\u2069');
  },
};

/** A network without its own mark (American Express through the card gateway), with no expiry given. */
export const OtherNetwork: Story = {
  parameters: { playLocale: 'ar' },
  args: {
    cards: [
      cards[0] as SavedCard,
      { id: 4, brand: 'card', brandName: 'American Express', last4: '0005', expiryMonth: null, expiryYear: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = canvas.getAllByRole('listitem')[1] as HTMLElement;
    await expect(other).toHaveAttribute('data-state', 'valid');
    await expect(other).toHaveTextContent(/^American Express/);
    await expect(within(other).getByRole('button', { name: /American Express/ })).toBeVisible();
    await expect(other).not.toHaveTextContent(/تنتهي|Expires/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete Visa card ending in 1111' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('mada •••• 1010Expires 09/28');
  },
};
