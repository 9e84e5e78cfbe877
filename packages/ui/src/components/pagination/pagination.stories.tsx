import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';
import { PaginationUsage } from './pagination.usage';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: PaginationUsage,
      description: {
        component:
          'Previous / next links under a server-rendered list (`/my-orders?page=2`), with “Page 2 of 5” between them. At either end the link is disabled (`aria-disabled`). The chevrons mirror in Arabic.',
      },
    },
  },
  args: {
    page: 2,
    pageCount: 5,
    hrefOf: (page: number) => `?page=${page}`,
    // The story stays put: a followed link would leave the workbench.
    onPageChange: fn((_page, event) => event.preventDefault()),
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('link', { name: /الصفحة التالية|Next page/ });
    await expect(next).toHaveAttribute('href', '?page=3');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(3, expect.anything());
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const previous = within(canvasElement).getByRole('link', { name: /الصفحة السابقة|Previous page/ });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
  },
};

export const LastPage: Story = { args: { page: 5 } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'الصفحات' })).toHaveTextContent('الصفحة ٢ من ٥');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 5');
  },
};
