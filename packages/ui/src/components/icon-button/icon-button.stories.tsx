import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeft, Heart, Menu, ShoppingBag, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nodeArgType, variantArgType } from '../../stories/arg-types';
import { useSample } from '../../stories/sample';
import { IconButton, type IconButtonProps } from './icon-button';
import { IconButtonUsage } from './icon-button.usage';

type Text = { ar: string; en: string };
const FAVOURITE: Text = { ar: 'أضف إلى المفضلة', en: 'Add to favourites' };
const CART_WITH_ITEMS: Text = { ar: 'السلة، فيها منتجات', en: 'Cart, has items' };

/** Labels are sample texts in the story's locale; the app passes its own messages. */
function SampleIconButton({ labelSample = FAVOURITE, ...props }: IconButtonProps & { labelSample?: Text }) {
  const sample = useSample();
  return <IconButton {...props} label={sample(labelSample)} />;
}

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: IconButtonUsage,
      description: {
        component:
          'A square button with only an icon, for toolbars and the header. `label` is required by the type and becomes the accessible name. Same variants as `Button` (default `ghost`); `isLoading` swaps the icon for a spinner and sets `aria-busy`; `hasDot` adds a clay dot at the top end corner (the header cart, spec §2), whose meaning must also be in the label.',
      },
    },
  },
  argTypes: {
    size: variantArgType(['sm', 'md', 'lg'], 'md', 'Square of 36, 44 or 52 px; `md` meets the 44 px touch target.'),
    icon: nodeArgType(
      'The icon; hidden from screen readers. Mirror it with `rtl:-scale-x-100` only if it points along the line.',
    ),
  },
  args: { label: '', icon: <Heart />, onClick: fn() },
  render: (args) => <SampleIconButton {...args} />,
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /أضف إلى المفضلة|Add to favourites/ });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = {
  args: { variant: 'danger', icon: <Trash2 /> },
  render: (args) => <SampleIconButton {...args} labelSample={{ ar: 'حذف المنتج', en: 'Delete item' }} />,
};
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <SampleIconButton {...args} variant="secondary" size="sm" />
      <SampleIconButton {...args} variant="secondary" size="md" />
      <SampleIconButton {...args} variant="secondary" size="lg" />
    </div>
  ),
};
export const WithDot: Story = {
  parameters: { playLocale: 'ar' },
  args: { icon: <ShoppingBag />, hasDot: true },
  render: (args) => <SampleIconButton {...args} labelSample={CART_WITH_ITEMS} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /السلة، فيها منتجات|Cart, has items/ });
    const dot = button.querySelector('[data-slot="icon-button-dot"]');
    await expect(dot).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Directional: Story = {
  args: { icon: <ChevronLeft className="rtl:-scale-x-100" /> },
  render: (args) => <SampleIconButton {...args} labelSample={{ ar: 'رجوع', en: 'Back' }} />,
};
export const Loading: Story = {
  parameters: { playLocale: 'ar' },
  args: { isLoading: true, variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(/أضف إلى المفضلة|Add to favourites/);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
export const HeaderToolbar: Story = {
  render: (args) => (
    <div className="inline-flex items-center gap-1 rounded-lg border border-line bg-surface-raised p-1">
      <SampleIconButton {...args} icon={<Menu />} labelSample={{ ar: 'القائمة', en: 'Menu' }} />
      <SampleIconButton {...args} icon={<Heart />} />
      <SampleIconButton {...args} icon={<ShoppingBag />} hasDot labelSample={CART_WITH_ITEMS} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { icon: <ShoppingBag />, hasDot: true, variant: 'secondary' },
  render: (args) => <SampleIconButton {...args} labelSample={CART_WITH_ITEMS} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('السلة، فيها منتجات');
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { icon: <ShoppingBag />, hasDot: true, variant: 'secondary' },
  render: (args) => <SampleIconButton {...args} labelSample={CART_WITH_ITEMS} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Cart, has items');
  },
};
