import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function Example({
  onOpenChange,
  ...content
}: Partial<DialogContentProps> & { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogTitle>Card message</DialogTitle>
        <DialogDescription>Written by hand.</DialogDescription>
        <input aria-label="Message" />
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

/** Opened from code, with no trigger. */
function FromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Saved</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

const locales = [
  { locale: 'ar', close: 'إغلاق' },
  { locale: 'en', close: 'Close' },
] as const;

describe('Dialog', () => {
  test.each(locales)('Escape closes it and focus returns to the trigger ($locale)', async ({ locale, close }) => {
    const onOpenChange = vi.fn();
    const screen = await renderWithLocale(<Example onOpenChange={onOpenChange} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('dialog', { name: 'Card message' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: close })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test.each(locales)('the close button and an overlay click close it ($locale)', async ({ locale, close }) => {
    const screen = await renderWithLocale(<Example />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(page.getByRole('button', { name: close }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    const overlay = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement;
    await userEvent.click(page.elementLocator(overlay), { position: { x: 5, y: 5 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test.each(locales)('a non-dismissible dialog ignores Escape and the overlay ($locale)', async ({ locale, close }) => {
    const onOpenChange = vi.fn();
    const screen = await renderWithLocale(<Example isDismissible={false} onOpenChange={onOpenChange} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = page.getByRole('dialog', { name: 'Card message' });
    await expect.element(dialog).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: close })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement;
    await userEvent.click(page.elementLocator(overlay), { position: { x: 5, y: 5 } });
    await expect.element(dialog).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  test('focus is trapped inside in both directions', async () => {
    const screen = await renderWithLocale(<Example />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const input = page.getByRole('textbox', { name: 'Message' });
    await expect.element(input).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  test('a dialog opened from code returns focus to what opened it', async () => {
    const screen = await renderWithLocale(<FromCode />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
  });
});
