import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { variantArgType } from '../../stories/arg-types';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  type SheetProps,
  SheetTitle,
  SheetTrigger,
} from './sheet';
import { SheetUsage } from './sheet.usage';

const menuItems = [
  { ar: 'الرئيسية', en: 'Home' },
  { ar: 'المفضلة', en: 'Favourite' },
  { ar: 'المحفظة', en: 'Wallet' },
  { ar: 'طلباتي', en: 'Orders' },
  { ar: 'هدايا الشركات', en: 'Corporate Gifts' },
  { ar: 'العناية بالهدايا', en: 'Gift Care' },
  { ar: 'تواصل معنا', en: 'Contact Us' },
];

type ExampleProps = SheetProps & Pick<SheetContentProps, 'side' | 'hideCloseButton'>;

/** A menu-like drawer as a screen would compose it; the texts are sample data. */
function SheetExample({ side, hideCloseButton, ...args }: ExampleProps) {
  return (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="secondary">
          <Sample ar="القائمة" en="Menu" />
        </Button>
      </SheetTrigger>
      <SheetContent side={side} hideCloseButton={hideCloseButton}>
        <SheetHeader>
          <SheetTitle>
            <Sample ar="هدية" en="Hadiya" />
          </SheetTitle>
          <SheetDescription>
            <Sample ar="هدايا ونباتات تصل إلى باب أحبتك." en="Gifts and plants delivered to your loved ones." />
          </SheetDescription>
        </SheetHeader>
        <ul className="flex flex-col">
          {menuItems.map((item) => (
            <li key={item.en}>
              <a href="#menu" className="block rounded-md px-3 py-2.5 text-ink hover:bg-sand-100">
                <Sample {...item} />
              </a>
            </li>
          ))}
        </ul>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="secondary" isFullWidth>
              <Sample ar="متابعة التسوق" en="Continue shopping" />
            </Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

/** Waits for the slide-in to finish, then returns the panel's box. */
async function settledBox(panel: HTMLElement) {
  await waitFor(() => expect(getComputedStyle(panel).translate).toBe('none'));
  return panel.getBoundingClientRect();
}

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  subcomponents: { SheetContent, SheetHeader, SheetTitle, SheetDescription, SheetFooter, SheetClose },
  tags: ['autodocs'],
  parameters: {
    visual: { fullPage: true },
    // The sheet is portalled out of the story root: check the whole page.
    a11y: { context: 'body' },
    docs: {
      usage: SheetUsage,
      // An overlay opens in its own frame on the docs page, so the page itself stays usable.
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          'A drawer on the Radix dialog: focus trapped inside, Escape and the overlay close it, focus returns to the trigger. `side` is logical: `start` (the side menu) opens from the right in Arabic and from the left in English, `end` (the cart drawer) from the opposite edge, `bottom` from below. Parts mirror the dialog: `SheetHeader`, `SheetTitle`, `SheetDescription`, `SheetFooter`, `SheetClose`.',
      },
    },
  },
  argTypes: {
    side: variantArgType(
      ['start', 'end', 'bottom'],
      'end',
      "`SheetContent`'s edge, logical: `start` is the right in Arabic (the side menu), `end` the left (the cart drawer), `bottom` for mobile choices.",
    ),
    hideCloseButton: {
      control: 'boolean',
      description: '`SheetContent`: hides the corner close button (give the sheet another way out).',
      table: { defaultValue: { summary: 'false' } },
    },
  },
  args: { defaultOpen: true, onOpenChange: fn(), side: 'start' },
  render: (args) => <SheetExample {...args} />,
} satisfies Meta<ExampleProps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'هدية' });
    // Start is the right edge in Arabic.
    const box = await settledBox(panel);
    await expect(Math.round(box.right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(body.getByRole('button', { name: 'القائمة' })).toHaveFocus();
  },
};

export const End: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <SheetExample {...args} side="end" />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'هدية' });
    const box = await settledBox(panel);
    await expect(Math.round(box.left)).toBe(0);
    await userEvent.click(body.getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <SheetExample {...args} side="bottom" />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'هدية' });
    const box = await settledBox(panel);
    await expect(Math.round(box.bottom)).toBe(canvasElement.ownerDocument.documentElement.clientHeight);
  },
};

export const WithoutCloseButton: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <SheetExample {...args} side="end" hideCloseButton />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await expect(body.queryByRole('button', { name: 'إغلاق' })).not.toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'متابعة التسوق' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'هدية' });
    await expect(panel).toHaveAttribute('data-side', 'start');
    const box = await settledBox(panel);
    await expect(box.left).toBeGreaterThan(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Hadiya' });
    // Start is the left edge in English.
    const box = await settledBox(panel);
    await expect(Math.round(box.left)).toBe(0);
    const close = body.getByRole('button', { name: 'Close' });
    await expect(box.right - close.getBoundingClientRect().right).toBeLessThan(40);
  },
};

export const EnglishEnd: Story = {
  globals: { locale: 'en' },
  render: (args) => <SheetExample {...args} side="end" />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const box = await settledBox(await body.findByRole('dialog', { name: 'Hadiya' }));
    await expect(Math.round(box.right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
