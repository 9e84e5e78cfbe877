import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { RatingPrompt } from './rating-prompt';

/** The app's side of a controlled prompt: it closes when asked to. */
function Controlled() {
  const [open, setOpen] = useState(true);
  return <RatingPrompt open={open} onOpenChange={setOpen} />;
}

describe('RatingPrompt', () => {
  test.each([
    { locale: 'ar', send: 'إرسال التقييم', face: 'جيد', reason: 'السعر', missing: 'اختر وجهاً أولاً' },
    { locale: 'en', send: 'Send rating', face: 'Good', reason: 'Price', missing: 'Choose a face first' },
  ] as const)(
    'asks for a face, then sends face, reasons and comment ($locale)',
    async ({ locale, send, face, reason, missing }) => {
      const onRate = vi.fn();
      const screen = await renderWithLocale(<RatingPrompt defaultOpen orderNumber="HD-1" onRate={onRate} />, {
        locale,
      });
      await screen.getByRole('button', { name: send }).click();
      await expect.element(screen.getByRole('alert')).toHaveTextContent(missing);
      expect(onRate).not.toHaveBeenCalled();
      await screen.getByRole('radio', { name: face }).click();
      await screen.getByRole('button', { name: reason }).click();
      await userEvent.type(screen.getByRole('textbox'), '  ok  ');
      await screen.getByRole('button', { name: send }).click();
      expect(onRate).toHaveBeenCalledWith({ rating: 4, reasons: ['price'], comment: 'ok' }, expect.anything());
    },
  );

  test.each([
    { locale: 'ar', group: 'كيف كان طلبك؟', missing: 'اختر وجهاً أولاً', send: 'إرسال التقييم' },
    { locale: 'en', group: 'How was your order?', missing: 'Choose a face first', send: 'Send rating' },
  ] as const)(
    'the missing face is the faces’ description until one is chosen ($locale)',
    async ({ locale, group, missing, send }) => {
      const screen = await renderWithLocale(<RatingPrompt defaultOpen />, { locale });
      const faces = screen.getByRole('radiogroup', { name: group });
      await expect.element(faces).not.toHaveAttribute('aria-invalid');
      await screen.getByRole('button', { name: send }).click();
      await expect.element(faces).toHaveAccessibleDescription(missing);
      await expect.element(faces).toHaveAttribute('aria-invalid', 'true');
      await expect.element(faces).toHaveAccessibleErrorMessage(missing);
      await faces.getByRole('radio').first().click();
      await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
      await expect.element(faces).not.toHaveAttribute('aria-invalid');
      await expect.element(faces).not.toHaveAttribute('aria-describedby');
    },
  );

  test.each([
    { locale: 'ar', later: 'ليس الآن' },
    { locale: 'en', later: 'Not now' },
  ] as const)('“Not now” closes it, uncontrolled or controlled ($locale)', async ({ locale, later }) => {
    const onOpenChange = vi.fn();
    const screen = await renderWithLocale(<RatingPrompt defaultOpen onOpenChange={onOpenChange} />, { locale });
    await screen.getByRole('button', { name: later }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);

    const controlled = await renderWithLocale(<Controlled />, { locale });
    await controlled.getByRole('button', { name: later }).click();
    await expect.element(controlled.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('the thanks replace the form', async () => {
    const screen = await renderWithLocale(<RatingPrompt defaultOpen isSubmitted />, { locale: 'en' });
    await expect.element(screen.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(screen.baseElement.querySelector('form')).toBeNull();
  });
});
