import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { nodeArgType, variantArgType } from '../../stories/arg-types';
import { Sample } from '../../stories/sample';
import { Badge } from './badge';
import { BadgeUsage } from './badge.usage';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: BadgeUsage,
      description: {
        component:
          'A short label on a product card or an order. `neutral` by default; `success`, `warning` and `danger` for states; `accent` (clay) for gifts and offers. Every variant meets AA contrast.',
      },
    },
  },
  argTypes: {
    variant: variantArgType(
      ['neutral', 'success', 'warning', 'danger', 'accent'],
      'neutral',
      '`success`, `warning` and `danger` for states; `accent` (clay) for gifts and offers.',
    ),
    children: nodeArgType('The label: one or two words.'),
  },
  args: { children: <Sample ar="جديد" en="New" /> },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveAttribute('data-variant', 'neutral');
  },
};
export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge {...args} variant="neutral">
        <Sample ar="جديد" en="New" />
      </Badge>
      <Badge {...args} variant="success">
        <Sample ar="متوفر" en="In stock" />
      </Badge>
      <Badge {...args} variant="warning">
        <Sample ar="كمية محدودة" en="Low stock" />
      </Badge>
      <Badge {...args} variant="danger">
        <Sample ar="نفد المخزون" en="Sold out" />
      </Badge>
      <Badge {...args} variant="accent">
        <Sample ar="هدية" en="Gift" />
      </Badge>
    </div>
  ),
};
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    variant: 'accent',
    children: (
      <Sample
        ar="تغليف هدايا مجاني مع بطاقة مكتوبة بخط اليد لكل الطلبات"
        en="Free gift wrapping with a handwritten card on every order"
      />
    ),
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { variant: 'success', children: <Sample ar="متوفر" en="In stock" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('متوفر')).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { variant: 'success', children: <Sample ar="متوفر" en="In stock" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In stock')).toBeInTheDocument();
  },
};
