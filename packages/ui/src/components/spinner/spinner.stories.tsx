import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgType } from '../../stories/arg-types';
import { Spinner } from './spinner';
import { SpinnerUsage } from './spinner.usage';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SpinnerUsage,
      description: {
        component:
          'Shows that something is loading. It is announced as a status; pass `label={null}` inside a control that already says it is busy. It stops turning when the shopper asks for reduced motion (`motion-reduce`), as Skeleton stops pulsing.',
      },
    },
  },
  argTypes: {
    size: variantArgType(['sm', 'md', 'lg'], 'md', '16, 24 or 40 px.'),
  },
  args: { size: 'md' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/.+/);
  },
};
export const Large: Story = { args: { size: 'lg' } };
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('جارٍ التحميل');
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
