import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardForm } from './card-form';
import { CardFormUsage } from './card-form.usage';

const meta = {
  title: 'Checkout/CardForm',
  component: CardForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CardFormUsage,
      description: {
        component:
          'The card form: name, number (grouped in fours, LTR, brand detected by prefix: mada BINs first, then Visa and Mastercard), expiry MM/YY, CVC and “save this card”. It checks Luhn, a future expiry and a 3–4 digit CVC and calls `onSubmit(values)`; the caller posts to the gateway from the browser. Card inputs carry `autocomplete="cc-…"` and no `name`: nothing reaches our server, even before hydration.',
      },
    },
  },
  args: { onSubmit: fn(), amount: 12_000, now: new Date('2026-11-24T10:00:00Z') },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [name, number, expiry, cvc] = canvas.getAllByRole('textbox') as HTMLInputElement[];
    await userEvent.type(name as HTMLElement, 'Sara');
    await userEvent.click(number as HTMLElement);
    await userEvent.paste('4111111111111112');
    await userEvent.type(expiry as HTMLElement, '0125');
    await userEvent.type(cvc as HTMLElement, '12');
    await userEvent.click(canvas.getByRole('button', { name: /ادفع|Pay/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const input of [name, number, expiry, cvc]) await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
  },
};

export const GatewayError: Story = {
  args: { errorMessage: 'DECLINED: INSUFFICIENT FUNDS', canSaveCard: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('INSUFFICIENT FUNDS');
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox')) await expect(input).toBeDisabled();
  },
};

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [name, number, expiry, cvc] = canvas.getAllByRole('textbox') as HTMLInputElement[];
    // Pasted, as a browser's card filling would: typing each digit is slow on a busy machine.
    await userEvent.click(name as HTMLElement);
    await userEvent.paste('Sara Alharbi');
    await userEvent.click(number as HTMLElement);
    await userEvent.paste('4201320111111010');
    await expect(number).toHaveValue('4201 3201 1111 1010');
    await expect(number).toHaveAttribute('data-brand', 'mada');
    await userEvent.type(expiry as HTMLElement, '1228');
    await expect(expiry).toHaveValue('12/28');
    await userEvent.type(cvc as HTMLElement, '123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /ادفع|Pay/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Sara Alharbi',
      number: '4201320111111010',
      month: 12,
      year: 2028,
      cvc: '123',
      brand: 'mada',
      saveCard: true,
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: /رقم البطاقة/ });
    await expect(number).toHaveAttribute('dir', 'ltr');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).not.toHaveAttribute('name');
    await userEvent.click(number);
    await userEvent.paste('٥٤٢١٠٨٠١٠١٠٠٠٠٠٠');
    await expect(number).toHaveValue('5421 0801 0100 0000');
    await expect(number).toHaveAttribute('data-brand', 'mastercard');
    await expect(canvas.getByRole('button', { name: /ادفع ‏?١٢٠٫٠٠/ })).toBeVisible();
    await expect(canvas.getByText(/لا تصل إلى خوادمنا/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Card number/ }));
    await userEvent.paste('4111111111111111');
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAttribute('data-brand', 'visa');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '1025');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Expiry date/ })).toHaveAccessibleDescription(
      /This card has expired/,
    );
    await expect(canvas.getByRole('button', { name: /^Pay SAR\s120\.00$/ })).toBeVisible();
  },
};
