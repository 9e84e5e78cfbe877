import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './forgot-password-form';
import { ForgotPasswordFormUsage } from './forgot-password-form.usage';

const meta = {
  title: 'Sign-in/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: ForgotPasswordFormUsage,
      description: {
        component:
          'The first step of `forgot-password`: any valid e-mail (spec §5). The OTP step and the new password follow.',
      },
    },
  },
  args: { onSubmit: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.org{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sara@example.org' });
  },
};

export const Invalid: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara{Enter}');
    await expect(await canvas.findByText('البريد الإلكتروني غير صالح')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isSubmitting: true, defaultEmail: 'sara@example.com' },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { serverError: 'طلبات كثيرة، حاول لاحقًا', defaultEmail: 'sara@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('طلبات كثيرة، حاول لاحقًا');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(/Email/, { selector: '[data-slot="text-field-error"]' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
