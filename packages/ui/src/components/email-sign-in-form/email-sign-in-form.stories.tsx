import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSignInForm } from './email-sign-in-form';
import { EmailSignInFormUsage } from './email-sign-in-form.usage';

const meta = {
  title: 'Sign-in/EmailSignInForm',
  component: EmailSignInForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: EmailSignInFormUsage,
      description: {
        component:
          'The `signin-email` view: e-mail (valid, ending in .com), password (at least 6, show/hide), remember me (a longer session, never a stored password), and links to `forgot-password` and `signup` (spec §2, §5). Errors come from the contract’s rules in the shopper’s language.',
      },
    },
  },
  args: { onSubmit: fn(), onForgotPassword: fn(), onCreateAccount: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof EmailSignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ }), ' Sara@Example.com ');
    await userEvent.type(canvas.getByLabelText(/كلمة المرور/, { selector: 'input' }), 'secret1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'تذكرني' }));
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'sara@example.com',
      password: 'secret1',
      remember: true,
    });
  },
};

export const Invalid: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.org');
    await userEvent.type(canvas.getByLabelText(/كلمة المرور/, { selector: 'input' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await canvas.findByText('يجب أن ينتهي البريد الإلكتروني بـ ‎.com')).toBeVisible();
    await expect(canvas.getByText('يجب ألا تقل كلمة المرور عن ٦ أحرف')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Links: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'نسيت كلمة المرور؟' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء حساب' }));
    await expect(args.onCreateAccount).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  parameters: { playLocale: 'ar' },
  args: { isSubmitting: true, defaultEmail: 'sara@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /تسجيل الدخول/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ })).toBeDisabled();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { serverError: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', defaultEmail: 'sara@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'amy@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'secret1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'amy@example.com',
      password: 'secret1',
      remember: false,
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
