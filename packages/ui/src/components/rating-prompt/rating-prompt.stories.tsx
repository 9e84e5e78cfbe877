import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RatingPrompt } from './rating-prompt';
import { RatingPromptUsage } from './rating-prompt.usage';

const meta = {
  title: 'Orders/RatingPrompt',
  component: RatingPrompt,
  tags: ['autodocs'],
  parameters: {
    // A dialog, portalled out of the story's root: the baseline is the page.
    visual: { fullPage: true },
    docs: {
      usage: RatingPromptUsage,
      // Opened by default: on the docs page each example opens in its own frame, not over the page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'The rating of a delivered order (issue 15 §3, `/my-orders?order_id=…`, `POST /orders/save-rating`): five faces (angry, sad, okay, good, great) as a radio group, the reasons (service, delivery, price, product, other) once a face is chosen, an optional comment. Send without a face asks for one; the server’s refusal shows as an alert; `isSubmitted` shows the thanks.',
      },
    },
  },
  args: { defaultOpen: true, orderNumber: 'HD-10231', onRate: fn(), onOpenChange: fn() },
} satisfies Meta<typeof RatingPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: /إرسال التقييم|Send rating/ });
    await userEvent.click(send);
    await expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await expect(args.onRate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getAllByRole('radio')[3] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /التوصيل|Delivery/ }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Lovely');
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onRate).toHaveBeenCalledWith(
        { rating: 4, reasons: ['delivery'], comment: 'Lovely' },
        expect.anything(),
      ),
    );
  },
};

export const Refused: Story = {
  args: { errorMessage: 'This order has already been rated.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('already been rated');
  },
};

export const Thanks: Story = {
  args: { isSubmitted: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'قيّم طلبك' });
    await expect(within(dialog).getByRole('radiogroup', { name: 'كيف كان طلبك؟' })).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('radio')[0]).toHaveAccessibleName('غاضب');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Rate your order' });
    await expect(dialog).toHaveTextContent('How did order HD-10231 go?');
    await expect(within(dialog).getAllByRole('radio')[4]).toHaveAccessibleName('Great');
  },
};
