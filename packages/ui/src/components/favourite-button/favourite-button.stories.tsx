import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { FavouriteButton, type FavouriteButtonProps } from './favourite-button';
import { FavouriteButtonUsage } from './favourite-button.usage';

/** Holds the pressed state as the app would after the server answered. */
function Toggling(props: Omit<FavouriteButtonProps, 'productName'>) {
  const sample = useSample();
  const [isFavourite, setFavourite] = useState(props.isFavourite ?? false);
  return (
    <FavouriteButton
      {...props}
      productName={sample({ ar: 'نبتة الصبار', en: 'Aloe vera plant' })}
      isFavourite={isFavourite}
      onToggle={(next) => {
        props.onToggle?.(next);
        setFavourite(next);
      }}
    />
  );
}

const meta = {
  title: 'Cart/FavouriteButton',
  component: FavouriteButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: FavouriteButtonUsage,
      description: {
        component:
          'The heart (issue 13 §2) beside a product\'s title: a toggle (`aria-pressed`) that keeps one name. `size="icon"` is named “Favourite {product}”, `labelled` shows and is named “Favourite”; product cards draw their own heart (`ProductCard`). While `isPending` a silent spinner replaces the heart and `aria-busy` is set, so the name stays the same. The app answers a guest\'s click with the sign-in dialog and favourites the product once signed in.',
      },
    },
  },
  args: { productName: '', onToggle: fn(), size: 'labelled', isFavourite: false },
  render: (args) => <Toggling {...args} />,
} satisfies Meta<typeof FavouriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'المفضلة' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Favourite: Story = { args: { isFavourite: true } };
export const Icon: Story = {
  parameters: { playLocale: 'ar' },
  args: { size: 'icon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'تفضيل نبتة الصبار' })).toBeVisible();
  },
};
export const Pending: Story = {
  parameters: { playLocale: 'ar' },
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    // The spinner is silent: the name stays “Favourite”, aria-busy says it is pending.
    const heart = within(canvasElement).getByRole('button', { name: 'المفضلة' });
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(heart);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' }, args: { isFavourite: true } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { size: 'icon' },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Favourite Aloe vera plant' });
    await userEvent.keyboard('{Tab}');
    await expect(heart).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};
