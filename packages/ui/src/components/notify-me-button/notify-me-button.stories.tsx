import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotifyMeButton, type NotifyMeButtonProps } from './notify-me-button';
import { NotifyMeButtonUsage } from './notify-me-button.usage';

/** Subscribes on click, as the app does once the server answered. */
function Subscribing(props: NotifyMeButtonProps) {
  const [isSubscribed, setSubscribed] = useState(props.isSubscribed ?? false);
  return (
    <NotifyMeButton
      {...props}
      isSubscribed={isSubscribed}
      onClick={(event) => {
        props.onClick?.(event);
        setSubscribed(true);
      }}
    />
  );
}

const meta = {
  title: 'Cart/NotifyMeButton',
  component: NotifyMeButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: NotifyMeButtonUsage,
      description: {
        component:
          'On a sold-out product or colour (issue 13 §2), in place of Add to cart: the shopper asks to be told once when it is back in stock (by e-mail, or by SMS to an account with only a mobile). Once asked, it says so and is disabled.',
      },
    },
  },
  args: { onClick: fn() },
  render: (args) => <Subscribing {...args} />,
} satisfies Meta<typeof NotifyMeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'أعلمني عند التوفر' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('button', { name: 'سنخبرك عند توفره' })).toBeDisabled();
  },
};
export const Subscribed: Story = { args: { isSubscribed: true } };
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};
export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify me when available' }));
    await expect(
      within(canvasElement).getByRole('button', { name: 'We will let you know when it is back' }),
    ).toBeDisabled();
  },
};
/** The subscribed label in English: it names no channel (e-mail or SMS), as the Arabic one. */
export const SubscribedEnglish: Story = { args: { isSubscribed: true }, globals: { locale: 'en' } };
