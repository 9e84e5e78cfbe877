import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { ConfirmDialogUsage } from './confirm-dialog.usage';

/** Opens on load; the button asks again after an answer. Texts are the storefront's, as samples. */
function ConfirmDialogExample({ defaultOpen = true, onOpenChange, ...args }: ConfirmDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Sample ar="تسجيل الخروج" en="Logout" />
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const deleteAccount = {
  tone: 'danger',
  title: <Sample ar="هل تريد حذف حسابك؟" en="Do you want to delete your account?" />,
  description: (
    <Sample
      ar="سيُحذف حسابك ورصيد محفظتك وطلباتك نهائيًا ولا يمكن التراجع عن ذلك."
      en="Your account, wallet balance and orders will be deleted for good. This cannot be undone."
    />
  ),
} satisfies Partial<ConfirmDialogProps>;

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { fullPage: true },
    // The dialog is portalled out of the story root: check the whole page.
    a11y: { context: 'body' },
    docs: {
      usage: ConfirmDialogUsage,
      // An overlay opens in its own frame on the docs page, so the page itself stays usable.
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          'A yes/no question before logout or account deletion (spec §6), as an `alertdialog`. No and Escape call `onCancel` and close it; the overlay does not. Yes calls `onConfirm` and leaves closing to the caller, who sets `isConfirming` while the request runs. `tone="danger"` makes Yes a danger button and focuses No first.',
      },
    },
  },
  args: {
    title: <Sample ar="هل أنت متأكد أنك تريد تسجيل الخروج؟" en="Are you sure you want to logout?" />,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  render: (args) => <ConfirmDialogExample {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد تسجيل الخروج؟' });
    const yes = within(dialog).getByRole('button', { name: 'نعم' });
    await waitFor(() => expect(yes).toHaveFocus());
    await userEvent.click(yes);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    // Yes leaves closing to the caller.
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

export const Cancel: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'لا' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Asked again from the button, Escape also answers No and focus goes back to the button.
    const button = body.getByRole('button', { name: 'تسجيل الخروج' });
    await userEvent.click(button);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(button).toHaveFocus();
  },
};

export const Danger: Story = {
  parameters: { playLocale: 'ar' },
  args: deleteAccount,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'هل تريد حذف حسابك؟' });
    await expect(dialog).toHaveAccessibleDescription(/نهائيًا/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'لا' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'نعم' })).toHaveAttribute('data-variant', 'danger');
  },
};

export const Confirming: Story = {
  parameters: { playLocale: 'ar' },
  args: { ...deleteAccount, isConfirming: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const yes = within(dialog).getByRole('button', { name: /نعم/ });
    await expect(yes).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'لا' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const OverlayDoesNotClose: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 4, clientY: 4 } });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: deleteAccount,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const no = within(dialog).getByRole('button', { name: 'لا' });
    const yes = within(dialog).getByRole('button', { name: 'نعم' });
    // Yes sits at the end of the row: on the left in Arabic.
    await expect(yes.getBoundingClientRect().left).toBeLessThan(no.getBoundingClientRect().left);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to logout?' });
    const no = within(dialog).getByRole('button', { name: 'No' });
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    await expect(yes.getBoundingClientRect().left).toBeGreaterThan(no.getBoundingClientRect().left);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: deleteAccount,
};
