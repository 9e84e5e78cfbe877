import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { RatingPrompt } from './rating-prompt';

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

  test('the thanks replace the form', async () => {
    const screen = await renderWithLocale(<RatingPrompt defaultOpen isSubmitted />, { locale: 'en' });
    await expect.element(screen.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(screen.baseElement.querySelector('form')).toBeNull();
  });
});
