import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import { EmptyState } from './empty-state';
import { EmptyStateUsage } from './empty-state.usage';

const meta = {
  title: 'Patterns/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: EmptyStateUsage,
      description: {
        component:
          'Shown when a list has nothing in it: an empty bag, a search with no results or a table with no rows. Each `variant` brings its own icon and built-in title; override them with `icon` and `title`, add a `description` and put one action in `children`. The title is a heading (`level`, default 2).',
      },
    },
  },
  args: { variant: 'bag' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"] svg')).not.toBeNull();
  },
};
export const Search: Story = {
  args: {
    variant: 'search',
    description: <Sample ar="جرّب كلمات أخرى أو تصفح الأقسام." en="Try other words or browse the categories." />,
  },
};
export const Data: Story = { args: { variant: 'data', level: 3 } };
export const WithAction: Story = {
  args: {
    description: <Sample ar="أضف هدية لتبدأ." en="Add a gift to get started." />,
    children: (
      <Button>
        <Sample ar="تسوق الآن" en="Shop now" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeInTheDocument();
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'حقيبتك فارغة' })).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Your bag is empty' })).toBeInTheDocument();
  },
};
