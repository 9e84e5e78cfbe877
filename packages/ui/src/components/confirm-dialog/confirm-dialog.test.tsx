import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { Button } from '../button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Logout(props: Omit<ConfirmDialogProps, 'open' | 'title'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Logout</Button>
      <ConfirmDialog
        title="Are you sure you want to logout?"
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

const locales = [
  { locale: 'ar', yes: 'نعم', no: 'لا' },
  { locale: 'en', yes: 'Yes', no: 'No' },
] as const;

describe('ConfirmDialog', () => {
  test.each(locales)('Yes calls onConfirm and leaves closing to the caller ($locale)', async ({ locale, yes }) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const screen = await renderWithLocale(<Logout onConfirm={onConfirm} onCancel={onCancel} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to logout?' });
    await expect.element(page.getByRole('button', { name: yes })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await expect.element(dialog).toBeInTheDocument();
  });

  test.each(locales)('No and Escape call onCancel and close it ($locale)', async ({ locale, no }) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const screen = await renderWithLocale(
      <Logout onConfirm={onConfirm} onCancel={onCancel} onOpenChange={onOpenChange} />,
      { locale },
    );
    const trigger = screen.getByRole('button', { name: 'Logout' });
    await userEvent.click(trigger);
    await userEvent.click(page.getByRole('button', { name: no }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    await expect.element(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('the overlay does not close it', async () => {
    const onCancel = vi.fn();
    const screen = await renderWithLocale(<Logout onCancel={onCancel} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const overlay = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement;
    await userEvent.click(page.elementLocator(overlay), { position: { x: 5, y: 5 } });
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  test.each(locales)('danger focuses No first and makes Yes a danger button ($locale)', async ({ locale, yes, no }) => {
    const screen = await renderWithLocale(<Logout tone="danger" />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await expect.element(page.getByRole('button', { name: no })).toHaveFocus();
    await expect.element(page.getByRole('button', { name: yes })).toHaveAttribute('data-variant', 'danger');
    // Focus stays inside: No, Yes, then back to No.
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: yes })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: no })).toHaveFocus();
  });

  test('while confirming, Yes is busy and No and Escape do nothing', async () => {
    const onCancel = vi.fn();
    await renderWithLocale(
      <ConfirmDialog open title="Delete your account?" tone="danger" isConfirming onCancel={onCancel} />,
      { locale: 'en' },
    );
    await expect.element(page.getByRole('button', { name: /Yes/ })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  test('a description is read with the question', async () => {
    await renderWithLocale(
      <ConfirmDialog defaultOpen title="Delete your account?" description="This cannot be undone." />,
      { locale: 'en' },
    );
    await expect
      .element(page.getByRole('alertdialog', { name: 'Delete your account?' }))
      .toHaveAccessibleDescription('This cannot be undone.');
  });
});
