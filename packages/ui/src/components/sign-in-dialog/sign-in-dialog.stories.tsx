import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountNameForm } from '../account-name-form';
import { EmailSignInForm } from '../email-sign-in-form';
import { ForgotPasswordForm } from '../forgot-password-form';
import { MobileSignInStep } from '../mobile-sign-in-step';
import { NewPasswordForm } from '../new-password-form';
import { OtpStep } from '../otp-step';
import { SignUpForm } from '../sign-up-form';
import { SocialSignInButtons } from '../social-sign-in-buttons';
import { SignInDialog, type SignInDialogProps, type SignInView } from './sign-in-dialog';
import { SignInDialogUsage } from './sign-in-dialog.usage';

/** The step each view shows; the storefront composes the same ones with its requests. */
function stepOf(view: SignInView, go: (view: SignInView) => void): ReactNode {
  switch (view) {
    case 'signin':
      return (
        <MobileSignInStep
          onComplete={() => go('otp')}
          onSubmit={() => go('otp')}
          onEmailSignIn={() => go('signin-email')}
          socialButtons={<SocialSignInButtons />}
        />
      );
    case 'signin-email':
      return <EmailSignInForm onForgotPassword={() => go('forgot-password')} onCreateAccount={() => go('signup')} />;
    case 'signup':
      return <SignUpForm onSignIn={() => go('signin-email')} />;
    case 'forgot-password':
      return <ForgotPasswordForm onSubmit={() => go('otp')} />;
    case 'otp':
      // A fixed destination and no running clock, so screenshots stay still.
      return <OtpStep destination="+966 512345678" resendSeconds={0} onSubmit={() => go('account-name')} />;
    case 'new-password':
      return <NewPasswordForm />;
    case 'account-name':
      return <AccountNameForm />;
  }
}

/** Switches views by name inside the one dialog, as the storefront does. */
function Switching({ view: initialView, ...props }: SignInDialogProps) {
  const [view, setView] = useState<SignInView>(initialView);
  return (
    <SignInDialog {...props} view={view} onBack={view === 'signin' ? undefined : () => setView('signin')}>
      {stepOf(view, setView)}
    </SignInDialog>
  );
}

const meta = {
  title: 'Sign-in/SignInDialog',
  component: SignInDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { fullPage: true },
    a11y: { context: 'body' },
    docs: {
      usage: SignInDialogUsage,
      // An overlay opens in its own frame on the docs page, so the page itself stays usable.
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          'One dialog for the whole sign-in (spec §2): the storefront names the view (`signin`, `signin-email`, `signup`, `forgot-password`, `otp`, `new-password`, `account-name`) and passes that step as children. The title follows the view, a back button appears when `onBack` is given, and a new view moves focus to its first field. Views replace each other inside the same dialog: no overlays stack.',
      },
    },
  },
  args: { open: true, view: 'signin', onOpenChange: fn(), children: null },
  render: (args) => <Switching {...args} />,
} satisfies Meta<typeof SignInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'تسجيل الدخول' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'رقم الجوال' })).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: 'رجوع' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدخول بالبريد الإلكتروني' }));
    await expect(dialog).toHaveAccessibleName('تسجيل الدخول بالبريد الإلكتروني');
    await expect(dialog).toHaveAttribute('data-view', 'signin-email');
    // Still one dialog: the content switched, nothing stacked.
    await expect(body.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'رجوع' }));
    await expect(dialog).toHaveAccessibleName('تسجيل الدخول');
  },
};

export const EmailView: Story = { args: { view: 'signin-email' } };

export const SignUpView: Story = { args: { view: 'signup' } };

export const ForgotPasswordView: Story = { args: { view: 'forgot-password' } };

export const OtpView: Story = {
  parameters: { playLocale: 'ar' },
  args: { view: 'otp' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'رمز التحقق' });
    await waitFor(() => expect(within(dialog).getAllByRole('textbox')[0]).toHaveFocus());
  },
};

export const NewPasswordView: Story = { args: { view: 'new-password' } };

export const AccountNameView: Story = {
  parameters: { playLocale: 'ar' },
  args: { view: 'account-name' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The title asks the question; the field alone is "Your name", so it is not said twice.
    const dialog = await body.findByRole('dialog', { name: 'بماذا نناديك؟' });
    await expect(within(dialog).getByRole('textbox', { name: 'اسمك' })).toBeInTheDocument();
    await expect(within(dialog).getAllByText('اسمك')).toHaveLength(1);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { view: 'signin-email' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const back = within(dialog).getByRole('button', { name: 'رجوع' });
    const title = within(dialog).getByRole('heading', { name: 'تسجيل الدخول بالبريد الإلكتروني' });
    // Back sits at the start of the title row: on the right in Arabic, its arrow mirrored.
    await expect(back.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().left);
    await expect(back.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { view: 'signin-email' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Sign in with email' });
    const back = within(dialog).getByRole('button', { name: 'Back' });
    const title = within(dialog).getByRole('heading', { name: 'Sign in with email' });
    await expect(back.getBoundingClientRect().left).toBeLessThan(title.getBoundingClientRect().left);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await expect(dialog).toHaveAccessibleName('Forgot password');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
