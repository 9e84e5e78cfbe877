import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Button } from '../button';
import { Sheet, SheetContent, SheetTitle } from '../sheet';
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

/**
 * As the side menu opens the sign-in: an item of a menu (a sheet) closes the menu and opens a
 * dialog, so the element that opened the dialog is gone by the time it closes.
 */
function FromMenuItem() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isDialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setMenuOpen(true)}>Menu</Button>
      <Sheet open={isMenuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="start" aria-describedby={undefined}>
          <SheetTitle>Menu</SheetTitle>
          <Button
            onClick={() => {
              setMenuOpen(false);
              setDialogOpen(true);
            }}
          >
            Sign in
          </Button>
        </SheetContent>
      </Sheet>
      <Dialog open={isDialogOpen} onOpenChange={setDialogOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Sign in</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Opened as the page arrives (the first visit's city picker): nothing opened it. */
function OpenOnArrival() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button data-fallback>Deliver to</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          aria-describedby={undefined}
          returnFocusFallback={() => document.querySelector<HTMLElement>('[data-fallback]')}
        >
          <DialogTitle>Choose your city</DialogTitle>
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

  test('when what opened it is gone (a menu item), focus returns to what opened the menu', async () => {
    const screen = await renderWithLocale(<FromMenuItem />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect.element(page.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  test('a dialog that nothing opened returns focus to its fallback, not the page', async () => {
    const screen = await renderWithLocale(<OpenOnArrival />, { locale: 'ar' });
    await expect.element(page.getByRole('dialog', { name: 'Choose your city' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Deliver to' })).toHaveFocus();
  });
});
