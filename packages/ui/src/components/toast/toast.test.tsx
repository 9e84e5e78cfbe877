import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { type ToastApi, type ToastOptions, ToastProvider, useToast } from './toast';

let api: ToastApi | undefined;

/** Exposes the hook's API to the test, as a screen would use it. */
function CaptureApi() {
  api = useToast();
  return null;
}

/** Shows a render error as text instead of crashing the test page. */
class ShowError extends Component<{ children: ReactNode }, { message: string }> {
  override state = { message: '' };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>{this.state.message}</p> : this.props.children;
  }
}

function RaiseButton(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Raise
    </button>
  );
}

const cases = [
  { locale: 'ar', region: 'الإشعارات (F8)', close: 'إغلاق', swipe: 'left' },
  { locale: 'en', region: 'Notifications (F8)', close: 'Close', swipe: 'right' },
] as const;

afterEach(() => {
  vi.useRealTimers();
  api = undefined;
});

describe('Toast', () => {
  test.each(cases)('raises a toast and closes it with its button ($locale)', async ({ locale, region, close }) => {
    const screen = await renderWithLocale(
      <ToastProvider>
        <RaiseButton tone="success" title="Your ticket has been sent" description="We reply within a day." />
      </ToastProvider>,
      { locale },
    );
    await screen.getByRole('button', { name: 'Raise' }).click();
    const toast = page.getByRole('region', { name: region }).getByRole('listitem');
    await expect.element(toast).toHaveTextContent('Your ticket has been sent');
    await expect.element(toast).toHaveTextContent('We reply within a day.');
    await expect.element(toast).toHaveAttribute('data-tone', 'success');
    await toast.getByRole('button', { name: close }).click();
    await expect.element(toast).not.toBeInTheDocument();
  });

  test.each(cases)('sits at the top end corner and swipes towards it ($locale)', async ({ locale, region, swipe }) => {
    await renderWithLocale(
      <ToastProvider>
        <RaiseButton tone="info" title="Delivery takes 2-5 business days" />
      </ToastProvider>,
      { locale },
    );
    await page.getByRole('button', { name: 'Raise' }).click();
    const toast = page.getByRole('region', { name: region }).getByRole('listitem');
    await expect.element(toast).toHaveAttribute('data-swipe-direction', swipe);
    const box = toast.element().getBoundingClientRect();
    expect(box.top).toBeLessThan(40);
    if (locale === 'ar') expect(box.left).toBeLessThan(40);
    else expect(window.innerWidth - box.right).toBeLessThan(40);
  });

  test('closes itself after 5 seconds by default', async () => {
    await renderWithLocale(
      <ToastProvider>
        <CaptureApi />
      </ToastProvider>,
      { locale: 'en' },
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    api?.toast({ tone: 'success', title: 'Saved' });
    const toast = page.getByRole('listitem');
    await expect.element(toast).toHaveTextContent('Saved');
    vi.advanceTimersByTime(4900);
    await new Promise(requestAnimationFrame);
    expect(toast.query()).not.toBeNull();
    vi.advanceTimersByTime(200);
    await expect.element(toast).not.toBeInTheDocument();
  });

  test('errors are announced assertively, others politely', async () => {
    await renderWithLocale(
      <ToastProvider>
        <CaptureApi />
      </ToastProvider>,
      { locale: 'en' },
    );
    api?.toast({ tone: 'error', title: 'Selected color is out of stock' });
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Selected color is out of stock' }))
      .toHaveAttribute('aria-live', 'assertive');
  });

  test('Escape closes the focused toast; dismiss closes one early', async () => {
    await renderWithLocale(
      <ToastProvider>
        <CaptureApi />
      </ToastProvider>,
      { locale: 'en' },
    );
    const first = api?.toast({ tone: 'info', title: 'First', duration: Number.POSITIVE_INFINITY }) ?? '';
    api?.toast({ tone: 'info', title: 'Second', duration: Number.POSITIVE_INFINITY });
    await expect.poll(() => page.getByRole('listitem').elements().length).toBe(2);
    api?.dismiss(first);
    await expect.poll(() => page.getByRole('listitem').elements().length).toBe(1);
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Second');
    page.getByRole('button', { name: 'Close' }).element().focus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listitem')).not.toBeInTheDocument();
  });

  test('useToast outside the provider says what is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await renderWithLocale(
      <ShowError>
        <CaptureApi />
      </ShowError>,
      { locale: 'en' },
    );
    await expect.element(screen.getByText('useToast must be called inside <ToastProvider>.')).toBeInTheDocument();
    errors.mockRestore();
  });
});
