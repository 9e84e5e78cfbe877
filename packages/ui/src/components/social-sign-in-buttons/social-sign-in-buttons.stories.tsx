import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { SocialSignInButtonsUsage } from './social-sign-in-buttons.usage';

const meta = {
  title: 'Sign-in/SocialSignInButtons',
  component: SocialSignInButtons,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SocialSignInButtonsUsage,
      description: {
        component:
          'Google, Apple and Facebook sign-in (spec §2, `login_type` google / apple / facebook). The brand marks are inline SVG and never mirrored. `busyProvider` shows a spinner on the provider whose popup runs and locks the others.',
      },
    },
  },
  args: { onSelect: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof SocialSignInButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'تسجيل الدخول بحساب آخر' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'المتابعة باستخدام Apple' }));
    await expect(args.onSelect).toHaveBeenCalledWith('apple');
  },
};

export const Loading: Story = {
  args: { busyProvider: 'google' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Google/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /Facebook/ })).toBeDisabled();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // Logos are never mirrored.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(getComputedStyle(svg).transform).toBe('none');
    }
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual(['Continue with Google', 'Continue with Apple', 'Continue with Facebook']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onSelect).toHaveBeenCalledWith('facebook');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
