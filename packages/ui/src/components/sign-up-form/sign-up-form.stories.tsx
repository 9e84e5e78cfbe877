import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignUpForm } from './sign-up-form';
import { SignUpFormUsage } from './sign-up-form.usage';

const meta = {
  title: 'Sign-in/SignUpForm',
  component: SignUpForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SignUpFormUsage,
      description: {
        component:
          'The `signup` view: name (the spec’s “username”), e-mail (ending in .com; the login password managers save), password (at least 6) and its confirmation, which must match (spec §5). An e-mail OTP step follows.',
      },
    },
  },
  args: { onSubmit: fn(), onSignIn: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^الاسم/ }), 'سارة');
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.com');
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^تأكيد كلمة المرور/, { selector: 'input' }), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء حساب' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'سارة',
      email: 'sara@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
  },
};

export const PasswordsDiffer: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^الاسم/ }), 'سارة');
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.com');
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^تأكيد كلمة المرور/, { selector: 'input' }), 'secret2');
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء حساب' }));
    await expect(await canvas.findByText('يجب أن تتطابق كلمتا المرور')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isSubmitting: true },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { serverError: 'هذا البريد الإلكتروني مسجل بالفعل' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('هذا البريد الإلكتروني مسجل بالفعل');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    // The field and its message name the same thing.
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Name is required');
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};
