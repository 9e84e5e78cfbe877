import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialSignInButtons } from '../social-sign-in-buttons';
import { MobileSignInStep } from './mobile-sign-in-step';
import { MobileSignInStepUsage } from './mobile-sign-in-step.usage';

const meta = {
  title: 'Sign-in/MobileSignInStep',
  component: MobileSignInStep,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: MobileSignInStepUsage,
      description: {
        component:
          'The `signin` view: the country selector (+966 by default, locked unless `isCountryEditable`) and the mobile number. Arabic-Indic and Persian digits are normalised, extra digits ignored, and once the number reaches its country’s length `onComplete` fires without a click (spec §4: the code is sent then). Links to e-mail sign-in and the social buttons sit below.',
      },
    },
  },
  args: {
    onSubmit: fn(),
    onComplete: fn(),
    onEmailSignIn: fn(),
    className: 'max-w-sm',
  },
  render: (args) => <MobileSignInStep socialButtons={<SocialSignInButtons />} {...args} />,
} satisfies Meta<typeof MobileSignInStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'رمز الدولة' })).toBeDisabled();
    const number = canvas.getByRole('textbox', { name: 'رقم الجوال' });
    await userEvent.type(number, '51234567');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(number, '8');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith({ phone_code: '966', phone_number: '512345678' });
    // Extra input is ignored (spec §5).
    await userEvent.type(number, '9');
    await expect(number).toHaveValue('512345678');
  },
};

export const ArabicDigits: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'رقم الجوال' });
    await userEvent.type(number, '٠٥١٢٣٤٥٦٧۸');
    await expect(args.onComplete).toHaveBeenCalledWith({ phone_code: '966', phone_number: '512345678' });
  },
};

export const OtherCountry: Story = {
  parameters: { playLocale: 'ar' },
  args: { isCountryEditable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'رمز الدولة' }), '973');
    await userEvent.type(canvas.getByRole('textbox', { name: 'رقم الجوال' }), '36123456');
    await expect(args.onComplete).toHaveBeenCalledWith({ phone_code: '973', phone_number: '36123456' });
  },
};

export const Invalid: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'رقم الجوال' }), '5123');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرمز' }));
    await expect(await canvas.findByText(/يجب أن يتكون رقم الجوال من ٩ أرقام بالضبط/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { playLocale: 'ar' },
  args: { isSubmitting: true, defaultValues: { phone_number: '512345678' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /إرسال الرمز/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'رقم الجوال' })).toBeDisabled();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { serverError: 'طلبات كثيرة، حاول مرة أخرى بعد دقيقة', defaultValues: { phone_number: '512345678' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('طلبات كثيرة');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول بالبريد الإلكتروني' }));
    await expect(args.onEmailSignIn).toHaveBeenCalledOnce();
    // The number and its code are an LTR island inside the RTL page.
    await expect(canvasElement.querySelector('[data-slot="phone-input-group"]')).toHaveAttribute('dir', 'ltr');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(number, '0512345678');
    await expect(number).toHaveValue('512345678');
    await expect(args.onComplete).toHaveBeenCalledWith({ phone_code: '966', phone_number: '512345678' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone_code: '966', phone_number: '512345678' });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
