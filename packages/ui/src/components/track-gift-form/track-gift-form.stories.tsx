import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrackGiftForm } from './track-gift-form';
import { TrackGiftFormUsage } from './track-gift-form.usage';

const meta = {
  title: 'Orders/TrackGiftForm',
  component: TrackGiftForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: TrackGiftFormUsage,
      description: {
        component:
          '“Track gift” from the footer (issue 15 §1), guests included: order number and the mobile used for the order. Plain named fields (`order_number`, `phone_code`, `phone`) so it posts before hydration; with `onTrack` the values come back instead. A missing order number or mobile (and a mobile of the wrong length) is caught here, and the first field in error takes focus; the server’s refusal shows as `formError`; `isSubmitting` locks the fields.',
      },
    },
  },
  args: { onTrack: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrackGiftForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /تتبع|Track/ }));
    await expect(args.onTrack).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /رقم الطلب|Order number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The first field in error takes focus and reads its message; the mobile is required too.
    await expect(canvas.getByRole('textbox', { name: /رقم الطلب|Order number/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /رقم الجوال|Mobile number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم الطلب|Order number/ }), 'HD-10231');
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم الجوال|Mobile number/ }), '٥٠١٢٣٤٥٦٧');
    await userEvent.click(canvas.getByRole('button', { name: /تتبع|Track/ }));
    await expect(args.onTrack).toHaveBeenCalledWith(
      { orderNumber: 'HD-10231', phone: { phoneCode: '966', number: '501234567' } },
      expect.anything(),
    );
  },
};

export const Refused: Story = {
  args: {
    defaultValues: { orderNumber: 'HD-99999', phone: { phoneCode: '966', number: '501234567' } },
    formError: 'No order matches this number and mobile.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { orderNumber: 'HD-10231' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /رقم الطلب|Order number/ })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'تتبع هديتك' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Track your gift' })).toBeVisible();
  },
};
