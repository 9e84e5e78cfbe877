import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';
import { SkeletonUsage } from './skeleton.usage';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SkeletonUsage,
      description: {
        component:
          'A pulsing placeholder block shown while content loads. Use `text` for lines, `rect` for images and cards, `circle` for avatars. It is `aria-hidden`; announce loading on the region (e.g. `aria-busy`) instead.',
      },
    },
  },
  args: { variant: 'text', className: 'w-64' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toHaveAttribute('data-variant', 'text');
  },
};

function CardSkeleton() {
  return (
    <div className="flex w-72 flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4">
      <Skeleton variant="rect" className="h-40" />
      <div className="flex items-center gap-3">
        <Skeleton variant="circle" className="size-10" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton variant="text" className="w-3/4" />
          <Skeleton variant="text" className="w-1/2" />
        </div>
      </div>
    </div>
  );
}

export const Card: Story = {
  render: () => <CardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-variant="circle"]')).not.toBeNull();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' }, render: () => <CardSkeleton /> };
export const English: Story = { globals: { locale: 'en' }, render: () => <CardSkeleton /> };
