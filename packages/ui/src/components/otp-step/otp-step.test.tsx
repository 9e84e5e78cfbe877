import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { OtpStep } from './otp-step';

const locales = [
  { locale: 'ar', first: 'الرقم 1 من 4', verify: 'تحقق' },
  { locale: 'en', first: 'Digit 1 of 4', verify: 'Verify' },
] as const;

describe('OtpStep', () => {
  test.each(locales)('submits by itself once the four boxes are full ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    await renderWithLocale(<OtpStep destination="+966 512345678" onSubmit={onSubmit} />, { locale: texts.locale });
    await userEvent.click(page.getByRole('textbox', { name: texts.first }));
    await userEvent.keyboard('٤٣٢1');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ otp: '4321' });
  });

  test.each(locales)('a server answer marks the boxes and clears them for the next try ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    const screen = await renderWithLocale(<OtpStep destination="a@b.com" onSubmit={onSubmit} />, {
      locale: texts.locale,
    });
    await userEvent.click(page.getByRole('textbox', { name: texts.first }));
    await userEvent.keyboard('9999');
    screen.rerender(<OtpStep destination="a@b.com" onSubmit={onSubmit} serverError="Wrong code" />);
    await expect.element(page.getByText('Wrong code')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: texts.first })).toHaveValue('');
    await expect.element(page.getByRole('textbox', { name: texts.first })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(page.getByRole('textbox', { name: texts.first }));
    await userEvent.keyboard('1234');
    expect(onSubmit).toHaveBeenLastCalledWith({ otp: '1234' });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  test('the destination is an LTR island in Arabic', async () => {
    await renderWithLocale(<OtpStep destination="+966 512345678" />, { locale: 'ar' });
    const destination = document.querySelector('[data-slot="otp-step-destination"]');
    expect(destination?.getAttribute('dir')).toBe('ltr');
    expect(destination?.textContent).toBe('+966 512345678');
  });

  test('while submitting the boxes are locked and nothing is sent again', async () => {
    const onSubmit = vi.fn();
    await renderWithLocale(<OtpStep destination="x" isSubmitting onSubmit={onSubmit} />, { locale: 'en' });
    await expect.element(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: /Verify/ })).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
