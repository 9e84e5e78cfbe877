import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { PaymentInProgressNotice } from './payment-in-progress-notice';

function leave() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('PaymentInProgressNotice', () => {
  test('asks before the page is left while shown, and no longer once gone', async () => {
    const screen = await renderWithLocale(<PaymentInProgressNotice />, { locale: 'en' });
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(leave()).toBe(true);
    await screen.unmount();
    expect(leave()).toBe(false);
  });

  test('does not ask when told not to', async () => {
    await renderWithLocale(<PaymentInProgressNotice shouldWarnOnLeave={false} />, { locale: 'ar' });
    expect(leave()).toBe(false);
  });
});
