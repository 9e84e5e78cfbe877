import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Button } from '../button';
import { Sheet, SheetClose, SheetContent, type SheetContentProps, SheetTitle, SheetTrigger } from './sheet';

function Example({ side, onOpenChange }: Pick<SheetContentProps, 'side'> & { onOpenChange?: (open: boolean) => void }) {
  return (
    <Sheet onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button>Menu</Button>
      </SheetTrigger>
      <SheetContent side={side} aria-describedby={undefined}>
        <SheetTitle>Hadiya</SheetTitle>
        <a href="#home">Home</a>
        <SheetClose asChild>
          <Button>Continue shopping</Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}

/** The panel's box once the slide-in has finished. */
async function settledBox() {
  const panel = document.querySelector<HTMLElement>('[data-slot="sheet-content"]');
  if (!panel) throw new Error('no sheet');
  await expect.poll(() => getComputedStyle(panel).translate).toBe('none');
  return panel.getBoundingClientRect();
}

describe('Sheet', () => {
  test.each([
    { locale: 'ar', side: 'start', edge: 'right' },
    { locale: 'ar', side: 'end', edge: 'left' },
    { locale: 'en', side: 'start', edge: 'left' },
    { locale: 'en', side: 'end', edge: 'right' },
  ] as const)('$side opens on the $edge edge in $locale', async ({ locale, side, edge }) => {
    const screen = await renderWithLocale(<Example side={side} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await expect.element(page.getByRole('dialog', { name: 'Hadiya' })).toBeInTheDocument();
    const box = await settledBox();
    if (edge === 'left') expect(Math.round(box.left)).toBe(0);
    else expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
  });

  test.each([
    { locale: 'ar', close: 'إغلاق' },
    { locale: 'en', close: 'Close' },
  ] as const)(
    'Escape and the close button close it, focus returns to the trigger ($locale)',
    async ({ locale, close }) => {
      const onOpenChange = vi.fn();
      const screen = await renderWithLocale(<Example side="end" onOpenChange={onOpenChange} />, { locale });
      const trigger = screen.getByRole('button', { name: 'Menu' });
      await userEvent.click(trigger);
      // Radix skips links for the first focus.
      await expect.element(page.getByRole('button', { name: 'Continue shopping' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);

      await userEvent.click(trigger);
      await userEvent.click(page.getByRole('button', { name: close }));
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
    },
  );

  test('focus is trapped inside', async () => {
    const screen = await renderWithLocale(<Example side="start" />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await expect.element(page.getByRole('button', { name: 'Continue shopping' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
