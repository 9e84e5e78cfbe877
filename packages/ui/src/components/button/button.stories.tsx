import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Gift } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nodeArgType, variantArgType } from '../../stories/arg-types';
import { Sample } from '../../stories/sample';
import { Button } from './button';
import { ButtonUsage } from './button.usage';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: ButtonUsage,
      description: {
        component:
          "The store's action button. Use `primary` once per view for the main action, `secondary` beside it, `ghost` in toolbars, `danger` for destructive confirmations and `link` inline. Icons go in `startIcon`/`endIcon`; directional icons get `rtl:-scale-x-100`.",
      },
    },
  },
  argTypes: {
    variant: variantArgType(
      ['primary', 'secondary', 'ghost', 'danger', 'link'],
      'primary',
      'Visual weight: `primary` once per view, `secondary` beside it, `ghost` in toolbars, `danger` for destructive confirmations, `link` inline.',
    ),
    size: variantArgType(['sm', 'md', 'lg'], 'md', 'Height 36, 44 or 52 px; `md` meets the 44 px touch target.'),
    isFullWidth: {
      control: 'boolean',
      description: 'Fills its container (mobile footers).',
      table: { defaultValue: { summary: 'false' } },
    },
    isLoading: {
      control: 'boolean',
      description: 'Shows a spinner and sets `aria-busy`; the button keeps its width.',
      table: { defaultValue: { summary: 'false' } },
    },
    children: nodeArgType('The label (a react-intl message in the app).'),
    startIcon: nodeArgType('Icon before the text (the right in Arabic).'),
    endIcon: nodeArgType('Icon after the text (the left in Arabic). Directional icons get `rtl:-scale-x-100`.'),
  },
  args: {
    onClick: fn(),
    children: <Sample ar="أضف إلى السلة" en="Add to cart" />,
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger' } };
export const Link: Story = { args: { variant: 'link' } };
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};
export const WithIcons: Story = {
  args: {
    startIcon: <Gift aria-hidden />,
    endIcon: <ArrowRight aria-hidden className="rtl:-scale-x-100" />,
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    isFullWidth: true,
    children: (
      <Sample
        ar="أرسل هذه الهدية إلى صديق مع بطاقة مكتوبة بخط اليد وتغليف فاخر"
        en="Send this gift to a friend with a handwritten card and premium wrapping"
      />
    ),
  },
};
export const Arabic: Story = { globals: { locale: 'ar' }, args: { startIcon: <Gift aria-hidden /> } };
export const English: Story = { globals: { locale: 'en' }, args: { startIcon: <Gift aria-hidden /> } };
