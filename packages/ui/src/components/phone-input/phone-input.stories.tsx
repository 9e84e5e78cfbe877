import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './phone-input';
import { PhoneInputUsage } from './phone-input.usage';

const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: PhoneInputUsage,
      description: {
        component:
          'Mobile number with its country calling code. The digits are an LTR island inside RTL pages; Arabic-Indic and Persian digits are converted, other characters dropped, and input beyond the country’s length ignored. For +966 the local form `05XXXXXXXX` becomes `5XXXXXXXX`. `onComplete` fires when the required length is reached (the OTP is sent then); an incomplete number shows the length message on blur.',
      },
    },
  },
  args: {
    onChange: fn(),
    onComplete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('966');
    await userEvent.type(input, '5');
    await userEvent.type(input, '01234567');
    await expect(input).toHaveValue('501234567');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith({ phoneCode: '966', number: '501234567' });
  },
};

export const ArabicDigits: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '٥٠١٢٣٤٥٦٧');
    await expect(input).toHaveValue('501234567');
    await expect(args.onComplete).toHaveBeenCalledWith({ phoneCode: '966', number: '501234567' });
  },
};

export const LocalZeroFive: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '0501234567');
    await expect(input).toHaveValue('501234567');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith({ phoneCode: '966', number: '501234567' });
  },
};

export const ExtraDigitsIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '5-0123 4567890');
    await expect(input).toHaveValue('501234567');
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};

export const Bahrain: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox'), '973');
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '3612345678');
    await expect(input).toHaveValue('36123456');
    await expect(args.onComplete).toHaveBeenCalledWith({ phoneCode: '973', number: '36123456' });
  },
};

export const India: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox'), '91');
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '987654321012');
    await expect(input).toHaveValue('9876543210');
    await expect(args.onComplete).toHaveBeenCalledWith({ phoneCode: '91', number: '9876543210' });
  },
};

// Exported as `Error` (CONVENTIONS story names) without shadowing the global `Error`.
const ErrorStory: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '50123');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Phone number must be exactly 9 digits for country code +966.');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export { ErrorStory as Error };

/** The same length error in Arabic: the message (from the Arabic catalogue) reads right to left under LTR digits. */
export const ArabicError: Story = {
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'رقم الجوال' });
    await userEvent.type(input, '٥٠١٢٣');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The length in Arabic-Indic digits; the calling code, like the number, stays Latin.
    await expect(input).toHaveAccessibleDescription(
      'يجب أن يتكون رقم الجوال من ٩ أرقام بالضبط لرمز الدولة \u2066+966\u2069.',
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { phoneCode: '966', number: '501234567' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const CountryLocked: Story = {
  args: { isCountryDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultValue: { phoneCode: '966', number: '501234567' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'رقم الجوال' })).toHaveValue('501234567');
    await expect(canvas.getByRole('textbox').parentElement).toHaveAttribute('dir', 'ltr');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: { phoneCode: '966', number: '501234567' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('501234567');
  },
};
