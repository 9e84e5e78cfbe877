import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessages } from '../../i18n/catalog';
import type { Locale } from '../../lib/direction';
import { intlLocaleOf } from '../../lib/format';
import { STC_PAY_MOBILE_LENGTH, STC_PAY_OTP_LENGTH, StcPayForm } from './stc-pay-form';
import { StcPayFormUsage } from './stc-pay-form.usage';

/** A text of the locale's catalogue, as the story shows it. */
const textOf = (locale: Locale, id: string, values?: Record<string, string | number>) =>
  createIntl({ locale: intlLocaleOf(locale), messages: uiMessages[locale] }).formatMessage({ id }, values);

const meta = {
  title: 'Checkout/StcPayForm',
  component: StcPayForm,
  tags: ['autodocs'],
  parameters: {
    // The resend countdown ticks.
    visual: { skip: true },
    docs: {
      usage: StcPayFormUsage,
      description: {
        component:
          'STC Pay: the mobile number (05XXXXXXXX, LTR), then the six-digit code the provider sends (`OtpInput` with `length={6}`), auto-confirmed when complete, with a resend after 60 s. Without handlers the buttons submit `intent=stcpay-send`/`stcpay-verify` with `stcpay_mobile` and `otp`.',
      },
    },
  },
  args: { onSendCode: fn(), onVerify: fn(), onResend: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StcPayForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole('textbox');
    await userEvent.type(mobile, '0512');
    await userEvent.click(canvas.getByRole('button', { name: /إرسال الرمز|Send code/ }));
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(mobile, '345678');
    await userEvent.click(canvas.getByRole('button', { name: /إرسال الرمز|Send code/ }));
    await expect(args.onSendCode).toHaveBeenCalledWith('0512345678');
    const boxes = canvas.getAllByRole('textbox');
    await expect(boxes).toHaveLength(6);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.paste('123456');
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

export const CodeStep: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultStep: 'otp', maskedMobile: '05XXXXX678' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/05XXXXX678/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /تأكيد الدفع|Confirm payment/ }));
    await expect(args.onVerify).not.toHaveBeenCalled();
    await expect(
      canvas.getByText(textOf('ar', 'ui.stcPayForm.otpIncomplete', { n: STC_PAY_OTP_LENGTH })),
    ).toBeVisible();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  args: { defaultStep: 'otp', maskedMobile: '05XXXXX678', errorMessage: 'Invalid OTP' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid OTP');
  },
};

export const Verifying: Story = {
  args: { defaultStep: 'otp', isVerifying: true },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultMobile: '٠٥١٢٣٤٥٦٧٨' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole('textbox', { name: /^رقم الجوال المسجّل في STC Pay$/ });
    await expect(mobile).toHaveValue('0512345678');
    await expect(mobile).toHaveAccessibleDescription(
      textOf('ar', 'ui.stcPayForm.mobileHint', { n: STC_PAY_MOBILE_LENGTH }),
    );
    await expect(mobile).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرمز' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('0512345678');
    await expect(canvas.getByRole('group', { name: 'رمز STC Pay' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultStep: 'otp', maskedMobile: '05XXXXX678' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(textOf('en', 'ui.stcPayForm.codeSent', { n: STC_PAY_OTP_LENGTH, mobile: '05XXXXX678' })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }));
    await expect(canvas.getByRole('textbox', { name: /^STC Pay mobile number$/ })).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};
