import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { OtpStep } from './otp-step';

const locales = [
  {
    locale: 'ar',
    first: 'الرقم ١ من ٤',
    last: 'الرقم ٤ من ٤',
    verify: 'تحقق',
    sentTo: 'أدخل الرمز المكوّن من ٤ أرقام الذي أرسلناه إلى',
    incomplete: 'يجب أن يتكون رمز التحقق من ٤ أرقام',
  },
  {
    locale: 'en',
    first: 'Digit 1 of 4',
    last: 'Digit 4 of 4',
    verify: 'Verify',
    sentTo: 'Enter the 4-digit code we sent to',
    incomplete: 'OTP must be 4 digits',
  },
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
    await expect.element(page.getByText('Wrong code').first()).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: texts.first })).toHaveValue('');
    await expect.element(page.getByRole('textbox', { name: texts.first })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(page.getByRole('textbox', { name: texts.first }));
    await userEvent.keyboard('1234');
    expect(onSubmit).toHaveBeenLastCalledWith({ otp: '1234' });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  test('the typed digits keep their full contrast while the code is checked', async () => {
    const screen = await renderWithLocale(<OtpStep destination="x" onSubmit={vi.fn()} />, { locale: 'en' });
    await userEvent.click(page.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('1234');
    screen.rerender(<OtpStep destination="x" onSubmit={vi.fn()} isSubmitting />);
    const box = page.getByRole('textbox', { name: 'Digit 1 of 4' });
    await expect.element(box).toHaveValue('1');
    expect(getComputedStyle(box.element()).opacity).toBe('1');
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
    await expect.element(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveAttribute('readonly');
    await expect.element(page.getByRole('button', { name: /Verify/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(page.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('1234');
    await expect.element(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test.each(locales)('says the code’s length in the locale’s digits ($locale)', async (texts) => {
    await renderWithLocale(<OtpStep destination="a@b.com" />, { locale: texts.locale });
    await expect.element(page.getByText(texts.sentTo)).toBeVisible();
  });

  test.each(locales)('the box typed in keeps focus while the code is checked ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    const screen = await renderWithLocale(<OtpStep destination="a@b.com" onSubmit={onSubmit} />, {
      locale: texts.locale,
    });
    await userEvent.click(page.getByRole('textbox', { name: texts.first }));
    await userEvent.keyboard('9999');
    expect(onSubmit).toHaveBeenCalledOnce();
    await screen.rerender(<OtpStep destination="a@b.com" onSubmit={onSubmit} isSubmitting />);
    await expect.element(page.getByRole('textbox', { name: texts.last })).toHaveAttribute('readonly');
    expect(document.activeElement).toBe(page.getByRole('textbox', { name: texts.last }).element());
    await screen.rerender(<OtpStep destination="a@b.com" onSubmit={onSubmit} />);
    await expect.element(page.getByRole('textbox', { name: texts.last })).not.toHaveAttribute('readonly');
    expect(document.activeElement).toBe(page.getByRole('textbox', { name: texts.last }).element());
  });

  test.each(locales)('a wrong code is announced and the first box takes focus ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    const screen = await renderWithLocale(<OtpStep destination="a@b.com" onSubmit={onSubmit} />, {
      locale: texts.locale,
    });
    await userEvent.click(page.getByRole('textbox', { name: texts.first }));
    await userEvent.keyboard('9999');
    await screen.rerender(<OtpStep destination="a@b.com" onSubmit={onSubmit} isSubmitting />);
    await screen.rerender(<OtpStep destination="a@b.com" onSubmit={onSubmit} serverError="Wrong code" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Wrong code');
    await expect.element(page.getByRole('textbox', { name: texts.first })).toHaveFocus();
    // So the next four digits fill the boxes from the start.
    await userEvent.keyboard('1234');
    expect(onSubmit).toHaveBeenLastCalledWith({ otp: '1234' });
  });

  test.each(locales)('an incomplete code is announced with its length ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    await renderWithLocale(<OtpStep destination="a@b.com" onSubmit={onSubmit} />, { locale: texts.locale });
    await userEvent.click(page.getByRole('textbox', { name: texts.first }));
    await userEvent.keyboard('12');
    await userEvent.click(page.getByRole('button', { name: texts.verify }));
    await expect.element(page.getByRole('alert')).toHaveTextContent(texts.incomplete);
    await expect
      .element(page.getByRole('textbox', { name: texts.first }))
      .toHaveAccessibleDescription(texts.incomplete);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test.each(locales)('autoFocus opens the step with the first box focused ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    await renderWithLocale(<OtpStep destination="+966 512345678" autoFocus onSubmit={onSubmit} />, {
      locale: texts.locale,
    });
    await expect.element(page.getByRole('textbox', { name: texts.first })).toHaveFocus();
    await expect
      .element(page.getByRole('textbox', { name: texts.first }))
      .toHaveAttribute('autocomplete', 'one-time-code');
    // Typed straight away, without a click.
    await userEvent.keyboard('1234');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ otp: '1234' });
  });

  test.each(locales)('the same message for the next wrong code clears the boxes again ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    const step = (serverError?: string, isSubmitting = false) => (
      <OtpStep destination="a@b.com" onSubmit={onSubmit} serverError={serverError} isSubmitting={isSubmitting} />
    );
    const screen = await renderWithLocale(step(), { locale: texts.locale });
    await userEvent.click(page.getByRole('textbox', { name: texts.first }));
    for (const wrong of ['9999', '8888']) {
      await userEvent.keyboard(wrong);
      expect(onSubmit).toHaveBeenLastCalledWith({ otp: wrong });
      // The owner clears its message when a code is sent, then answers: a new answer each time.
      await screen.rerender(step(undefined, true));
      await screen.rerender(step('Wrong code'));
      await expect.element(page.getByRole('textbox', { name: texts.last })).toHaveValue('');
      await expect.element(page.getByRole('textbox', { name: texts.first })).toHaveFocus();
    }
    await userEvent.keyboard('1234');
    expect(onSubmit).toHaveBeenLastCalledWith({ otp: '1234' });
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });
});
