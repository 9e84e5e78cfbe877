import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResendCountdown } from './resend-countdown';
import { ResendCountdownUsage } from './resend-countdown.usage';

const meta = {
  title: 'Forms/ResendCountdown',
  component: ResendCountdown,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: ResendCountdownUsage,
      description: {
        component:
          'Sits under the OTP boxes. The button counts down from `seconds` (60 by default) and then offers "Resend code"; clicking calls `onResend` and starts again. Only the moment it becomes available is announced, not every second.',
      },
    },
  },
  args: { onResend: fn() },
} satisfies Meta<typeof ResendCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Short: Story = {
  parameters: { visual: { skip: true } },
  args: { seconds: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 6000 });
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(button).toBeDisabled();
  },
};

/** Frozen state: the wait is over. */
export const Ready: Story = {
  args: { seconds: 0 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = { parameters: { visual: { skip: true } }, globals: { locale: 'ar' } };
export const English: Story = {
  parameters: { visual: { skip: true } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Resend code in/ })).toBeDisabled();
  },
};

export const ReadyEnglish: Story = {
  globals: { locale: 'en' },
  args: { seconds: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};
