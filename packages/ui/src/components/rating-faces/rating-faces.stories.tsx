import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingFaces } from './rating-faces';
import { RatingFacesUsage } from './rating-faces.usage';

const meta = {
  title: 'Orders/RatingFaces',
  component: RatingFaces,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: RatingFacesUsage,
      description: {
        component:
          'The order-rating prompt (`/my-orders?order_id=…`): five faces — angry, sad, okay, good, great (spec §3) — as one radio group giving 1–5 to `onValueChange`. Tab reaches the chosen face (or the first); arrow keys follow the reading direction (in Arabic ArrowLeft is the next face), ArrowDown/ArrowUp are next/previous, Home/End jump. Faces are never mirrored. Once a face is chosen, the reasons (service, delivery, price, product, other) appear as toggle buttons for `onReasonsChange`.',
      },
    },
  },
  args: { onValueChange: fn(), onReasonsChange: fn() },
} satisfies Meta<typeof RatingFaces>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const faces = canvas.getAllByRole('radio');
    await expect(faces.map((face) => face.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.tab();
    await expect(faces[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(faces[4]).toHaveFocus();
    await expect(faces[4]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{Home}');
    await expect(faces[0]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('group')).toBeInTheDocument();
  },
};

export const Selected: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvasElement }) => {
    const faces = within(canvasElement).getAllByRole('radio');
    await expect(faces[3]).toBeChecked();
    await expect(faces.map((face) => face.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
  },
};

export const WithReasons: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultValue: 2, defaultReasons: ['delivery', 'price'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const service = canvas.getByRole('button', { name: /الخدمة|Service/ });
    await expect(service).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(service);
    await expect(service).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onReasonsChange).toHaveBeenLastCalledWith(['service', 'delivery', 'price']);
    await userEvent.click(canvas.getByRole('button', { name: /السعر|Price/ }));
    await expect(args.onReasonsChange).toHaveBeenLastCalledWith(['service', 'delivery']);
    // Undo the clicks so the story's picture stays as its args describe.
    await userEvent.click(service);
    await userEvent.click(canvas.getByRole('button', { name: /السعر|Price/ }));
  },
};

export const Disabled: Story = {
  args: { defaultValue: 3, defaultReasons: ['product'], isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const face of canvas.getAllByRole('radio')) await expect(face).toBeDisabled();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getAllByRole('radio')[0] as HTMLElement);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'كيف كان طلبك؟' })).toBeInTheDocument();
    const faces = canvas.getAllByRole('radio');
    await expect(faces[0]).toHaveAccessibleName('غاضب');
    await userEvent.tab();
    // Right to left: the next face is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(faces[1]).toHaveFocus();
    await expect(faces[1]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(faces[2]).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(faces[1]).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(faces[0]).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(faces[4]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('group', { name: 'بماذا يتعلق تقييمك؟' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'How was your order?' })).toBeInTheDocument();
    const faces = canvas.getAllByRole('radio');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(faces[1]).toHaveFocus();
    await expect(faces[1]).toHaveAccessibleName('Sad');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowDown}');
    await expect(faces[2]).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(faces[1]).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(faces[4]).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'false');
  },
};
