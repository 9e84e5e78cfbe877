import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import { MessageDialog, type MessageDialogProps } from './message-dialog';
import { MessageDialogUsage } from './message-dialog.usage';

const serverMessages = {
  error: { ar: 'المنتج غير متوفر لهذه المدينة', en: 'Product is not available for this city' },
  info: { ar: 'رمز الخصم غير صالح لهذا الطلب', en: 'This coupon is not valid for this order' },
  success: { ar: 'تم إرسال تذكرتك، سنرد عليك قريبًا', en: 'Your ticket was sent, we will reply soon' },
  long: {
    ar: 'بعض المنتجات في سلتك لا يمكن توصيلها إلى مدينتك حاليًا، يرجى إزالتها أو اختيار مدينة أخرى ثم المحاولة مرة أخرى لإتمام الطلب',
    en: 'Some items in your cart cannot be delivered to your city right now; remove them or choose another city, then try again to complete the order',
  },
} as const;

/** Opens with a server message in the story's locale; the button shows it again after it closes. */
function MessageDialogExample({ defaultOpen = true, onOpenChange, ...args }: MessageDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Sample ar="أرسل الطلب" en="Send request" />
      </Button>
      <MessageDialog
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

const meta = {
  title: 'Feedback/MessageDialog',
  component: MessageDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { fullPage: true },
    // The dialog is portalled out of the story root: check the whole page.
    a11y: { context: 'body' },
    docs: {
      usage: MessageDialogUsage,
      // An overlay opens in its own frame on the docs page, so the page itself stays usable.
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          "Shows a server response's `message` (spec §8): error-styled by default, info for a failed coupon save or apply, success for confirmations. OK, Escape or the overlay close it, and it closes itself after `autoCloseMs` (5000 ms, spec §9) by calling `onOpenChange(false)`. Errors open as an `alertdialog`; focus moves to OK and returns to where it was on close.",
      },
    },
  },
  args: { message: <Sample {...serverMessages.error} />, onOpenChange: fn() },
  render: (args) => <MessageDialogExample {...args} />,
} satisfies Meta<typeof MessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// Named `Error` like every component's error state (CONVENTIONS.md); the global isn't used here.
// biome-ignore lint/suspicious/noShadowRestrictedNames: story names follow the state names
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { tone: 'error' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'خطأ' });
    await expect(dialog).toHaveAccessibleDescription('المنتج غير متوفر لهذه المدينة');
    // Ends with the message on screen: this story shows the error state.
    await waitFor(() => expect(body.getByRole('button', { name: 'حسنًا' })).toHaveFocus());
  },
};

/** The error message closes with its one button and reports it. */
export const ErrorOkCloses: Story = {
  parameters: { playLocale: 'ar', visual: { skip: true } },
  args: { tone: 'error' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: 'خطأ' });
    const ok = body.getByRole('button', { name: 'حسنًا' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Info: Story = {
  parameters: { playLocale: 'ar' },
  args: { tone: 'info', message: <Sample {...serverMessages.info} /> },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'تنبيه' });
    await expect(dialog).toHaveAccessibleDescription('رمز الخصم غير صالح لهذا الطلب');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Success: Story = {
  parameters: { playLocale: 'ar' },
  args: { tone: 'success', message: <Sample {...serverMessages.success} /> },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'تم بنجاح' })).toBeInTheDocument();
  },
};

export const AutoClose: Story = {
  args: { autoCloseMs: 400 },
  // The dialog closes while the screenshot is taken.
  parameters: { playLocale: 'ar', visual: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Shown again, it closes again and focus is back on the button that showed it.
    const button = body.getByRole('button', { name: 'أرسل الطلب' });
    await userEvent.click(button);
    await body.findByRole('alertdialog');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(button).toHaveFocus();
  },
};

export const CustomTitle: Story = {
  args: { tone: 'info', message: <Sample {...serverMessages.info} />, title: <Sample ar="رمز الخصم" en="Coupon" /> },
};

export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { message: <Sample {...serverMessages.long} /> },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'خطأ' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'حسنًا' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription('Product is not available for this city');
    await expect(body.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { tone: 'success', message: <Sample {...serverMessages.success} /> },
};
