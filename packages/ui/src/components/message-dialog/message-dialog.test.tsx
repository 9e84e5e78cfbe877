import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Button } from '../button';
import { MessageDialog, type MessageDialogProps } from './message-dialog';

function FromButton(props: Omit<MessageDialogProps, 'open'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Apply coupon</Button>
      <MessageDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MessageDialog', () => {
  test.each([
    { locale: 'ar', title: 'خطأ', ok: 'حسنًا' },
    { locale: 'en', title: 'Error', ok: 'OK' },
  ] as const)(
    'an error is an alert dialog read with its message, OK closes it ($locale)',
    async ({ locale, title, ok }) => {
      const onOpenChange = vi.fn();
      const screen = await renderWithLocale(
        <FromButton message="Not available" autoCloseMs={null} onOpenChange={onOpenChange} />,
        { locale },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
      const dialog = page.getByRole('alertdialog', { name: title });
      await expect.element(dialog).toHaveAccessibleDescription('Not available');
      await expect.element(page.getByRole('button', { name: ok })).toHaveFocus();
      await userEvent.click(page.getByRole('button', { name: ok }));
      await expect.element(dialog).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      await expect.element(screen.getByRole('button', { name: 'Apply coupon' })).toHaveFocus();
    },
  );

  test.each([
    { locale: 'ar', tone: 'info', title: 'تنبيه' },
    { locale: 'en', tone: 'info', title: 'Notice' },
    { locale: 'ar', tone: 'success', title: 'تم بنجاح' },
    { locale: 'en', tone: 'success', title: 'Success' },
  ] as const)('$tone is a dialog titled "$title" and Escape closes it ($locale)', async ({ locale, tone, title }) => {
    const screen = await renderWithLocale(<FromButton tone={tone} message="Coupon saved" autoCloseMs={null} />, {
      locale,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    const dialog = page.getByRole('dialog', { name: title });
    await expect.element(dialog).toHaveAccessibleDescription('Coupon saved');
    await expect.element(dialog).toHaveAttribute('data-tone', tone);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('closes itself after autoCloseMs', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderWithLocale(
      <FromButton message="Not available" autoCloseMs={300} onOpenChange={onOpenChange} />,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    await expect.element(screen.getByRole('button', { name: 'Apply coupon' })).toHaveFocus();
  });

  test('waits 5 seconds by default (spec §8)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onOpenChange = vi.fn();
    await renderWithLocale(<MessageDialog open message="Not available" onOpenChange={onOpenChange} />, {
      locale: 'en',
    });
    vi.advanceTimersByTime(4999);
    expect(onOpenChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  test('an uncontrolled dialog closes itself too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithLocale(<MessageDialog defaultOpen message="Not available" />, { locale: 'en' });
    expect(document.querySelector('[role="alertdialog"]')).not.toBeNull();
    vi.advanceTimersByTime(5000);
    vi.useRealTimers();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('autoCloseMs null keeps it open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onOpenChange = vi.fn();
    await renderWithLocale(
      <MessageDialog open message="Not available" autoCloseMs={null} onOpenChange={onOpenChange} />,
      { locale: 'en' },
    );
    vi.advanceTimersByTime(60_000);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
