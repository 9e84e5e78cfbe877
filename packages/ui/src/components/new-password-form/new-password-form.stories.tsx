import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPasswordForm } from './new-password-form';

const meta = {
  title: 'Sign-in/NewPasswordForm',
  component: NewPasswordForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The last step of `forgot-password`: a new password of at least 6 characters and its confirmation (spec §5). On success the dialog closes and the shopper lands on `/`.',
      },
    },
  },
  args: { onSubmit: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور الجديدة/, { selector: 'input' }), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^تأكيد كلمة المرور الجديدة/, { selector: 'input' }), 'secret1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'secret1', confirmPassword: 'secret1' });
  },
};

export const Invalid: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور الجديدة/, { selector: 'input' }), '123');
    await userEvent.type(canvas.getByLabelText(/^تأكيد كلمة المرور الجديدة/, { selector: 'input' }), '1234{Enter}');
    await expect(await canvas.findByText('يجب ألا تقل كلمة المرور عن 6 أحرف')).toBeVisible();
    await expect(canvas.getByText('يجب أن تتطابق كلمتا المرور')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isSubmitting: true },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { serverError: 'انتهت صلاحية الرابط، ابدأ من جديد' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('انتهت صلاحية الرابط، ابدأ من جديد');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'secret2{Enter}');
    await expect(await canvas.findByText('Passwords must match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
