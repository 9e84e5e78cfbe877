import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { EmailSignInForm } from '../email-sign-in-form';
import { MobileSignInStep } from '../mobile-sign-in-step';
import { SignInDialog, type SignInView } from './sign-in-dialog';

function Flow({ onBack }: { onBack?: () => void }) {
  const [view, setView] = useState<SignInView>('signin');
  return (
    <SignInDialog
      open
      view={view}
      onBack={
        view === 'signin'
          ? undefined
          : () => {
              onBack?.();
              setView('signin');
            }
      }
    >
      {view === 'signin' ? <MobileSignInStep onEmailSignIn={() => setView('signin-email')} /> : <EmailSignInForm />}
    </SignInDialog>
  );
}

const locales = [
  {
    locale: 'ar',
    signin: 'تسجيل الدخول',
    email: 'تسجيل الدخول بالبريد الإلكتروني',
    back: 'رجوع',
    number: 'رقم الجوال',
  },
  { locale: 'en', signin: 'Sign in', email: 'Sign in with email', back: 'Back', number: 'Mobile number' },
] as const;

describe('SignInDialog', () => {
  test.each(locales)('switches views in one dialog and moves focus to the new view ($locale)', async (texts) => {
    const onBack = vi.fn();
    await renderWithLocale(<Flow onBack={onBack} />, { locale: texts.locale });
    await expect.element(page.getByRole('dialog', { name: texts.signin })).toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: texts.number })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: texts.email }));
    await expect.element(page.getByRole('dialog', { name: texts.email })).toBeInTheDocument();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(document.querySelectorAll('[data-slot="dialog-overlay"]')).toHaveLength(1);
    await expect.element(page.getByRole('textbox', { name: /mail|البريد/ })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: texts.back }));
    expect(onBack).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('dialog', { name: texts.signin })).toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: texts.number })).toHaveFocus();
  });
});
