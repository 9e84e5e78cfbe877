import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { DialogUsage } from './dialog.usage';

type ExampleProps = DialogProps &
  Pick<DialogContentProps, 'isDismissible' | 'hideCloseButton' | 'size'> & {
    paragraphs?: number;
  };

/** A card-message dialog as a screen would compose it; the texts are sample data. */
function DialogExample({ isDismissible, hideCloseButton, size, paragraphs = 1, ...args }: ExampleProps) {
  return (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Sample ar="أضف رسالة" en="Add a message" />
        </Button>
      </DialogTrigger>
      <DialogContent isDismissible={isDismissible} hideCloseButton={hideCloseButton} size={size}>
        <DialogHeader>
          <DialogTitle>
            <Sample ar="رسالة البطاقة" en="Card message" />
          </DialogTitle>
          <DialogDescription>
            <Sample ar="نكتب رسالتك بخط اليد على بطاقة الهدية." en="We handwrite your message on the gift card." />
          </DialogDescription>
        </DialogHeader>
        {Array.from({ length: paragraphs }, (_, index) => (
          <p key={index} className="text-base text-ink">
            <Sample
              ar="تُغلَّف كل هدية يدويًا في متجرنا، وتُرفق البطاقة داخل الصندوق حتى يقرأها المستلم عند فتحه."
              en="Every gift is wrapped by hand in our shop, and the card goes inside the box so the recipient reads it on opening."
            />
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">
              <Sample ar="إلغاء" en="Cancel" />
            </Button>
          </DialogClose>
          <Button>
            <Sample ar="حفظ" en="Save" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  subcomponents: { DialogContent, DialogHeader, DialogTitle, DialogDescription, DialogFooter, DialogClose },
  tags: ['autodocs'],
  parameters: {
    visual: { fullPage: true },
    // The dialog is portalled out of the story root: check the whole page.
    a11y: { context: 'body' },
    docs: {
      usage: DialogUsage,
      // An overlay opens in its own frame on the docs page, so the page itself stays usable.
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          'A centred modal (a full-width bottom sheet below 575 px) built from `Dialog`, `DialogTrigger`, `DialogContent`, `DialogHeader`, `DialogTitle`, `DialogDescription`, `DialogFooter` and `DialogClose`. Focus is trapped inside and returns to the trigger on close. The close button sits in the top end corner (left in Arabic). `isDismissible={false}` ignores Escape and overlay clicks and hides the close button, for dialogs that need an answer first (the city picker on first visit).',
      },
    },
  },
  args: { defaultOpen: true, onOpenChange: fn() },
  render: (args) => <DialogExample {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('رسالة البطاقة');
    await expect(dialog).toHaveAccessibleDescription('نكتب رسالتك بخط اليد على بطاقة الهدية.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(body.getByRole('button', { name: 'أضف رسالة' })).toHaveFocus();
  },
};

export const CloseButton: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'أضف رسالة' }));
    await expect(await body.findByRole('dialog')).toHaveAttribute('data-state', 'open');
    // A click on the overlay, outside the panel, closes a dismissible dialog.
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 4, clientY: 4 } });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotDismissible: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <DialogExample {...args} isDismissible={false} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(body.queryByRole('button', { name: 'إغلاق' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 4, clientY: 4 } });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithoutCloseButton: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <DialogExample {...args} hideCloseButton />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await expect(body.queryByRole('button', { name: 'إغلاق' })).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  render: (args) => <DialogExample {...args} paragraphs={14} />,
};

export const Small: Story = {
  render: (args) => <DialogExample {...args} size="sm" />,
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const close = body.getByRole('button', { name: 'إغلاق' });
    // The close button sits at the end corner: the left in Arabic.
    await expect(close.getBoundingClientRect().left - dialog.getBoundingClientRect().left).toBeLessThan(40);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Card message');
    const close = body.getByRole('button', { name: 'Close' });
    await expect(dialog.getBoundingClientRect().right - close.getBoundingClientRect().right).toBeLessThan(40);
    // Tab cycles inside the dialog: from the last button back to the first.
    close.focus();
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
