import { OTP_LENGTH } from '@hadiya/contract/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessages } from '../../i18n/catalog';
import type { Locale } from '../../lib/direction';
import { intlLocaleOf } from '../../lib/format';
import { useSample } from '../../stories/sample';
import { OtpStep, type OtpStepProps } from './otp-step';
import { OtpStepUsage } from './otp-step.usage';

/** A text of the locale's catalogue, as the story shows it. */
const textOf = (locale: Locale, id: string, values?: Record<string, string | number>) =>
  createIntl({ locale: intlLocaleOf(locale), messages: uiMessages[locale] }).formatMessage({ id }, values);

const wrongCode = { ar: 'رمز التحقق غير صحيح', en: 'The code is incorrect' };

/**
 * Answers every code but 1234 with the server's wrong-code message, as the API would: the message
 * is cleared when a code is sent, so the same message for the next wrong code is a new answer.
 */
function WithServer(props: OtpStepProps) {
  const sample = useSample();
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    <OtpStep
      {...props}
      isSubmitting={isSubmitting}
      serverError={error}
      onSubmit={(values) => {
        props.onSubmit?.(values);
        setError(undefined);
        setSubmitting(true);
        window.setTimeout(() => {
          setSubmitting(false);
          setError(values.otp === '1234' ? undefined : sample(wrongCode));
        }, 100);
      }}
    />
  );
}

const meta = {
  title: 'Sign-in/OtpStep',
  component: OtpStep,
  tags: ['autodocs'],
  parameters: {
    // The resend countdown runs on a clock.
    visual: { skip: true },
    docs: {
      usage: OtpStepUsage,
      description: {
        component:
          'The one-time-code step of every flow (mobile, e-mail verification, forgot password, a new profile number). The four boxes submit by themselves once full (spec §4); a server answer (wrong code) marks them invalid and clears them for the next try. Resend is disabled during the 60 s countdown and restarts it. The destination reads left to right inside Arabic text.',
      },
    },
  },
  args: { destination: '+966 512345678', onSubmit: fn(), onResend: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof OtpStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('1234');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '1234' });
    await expect(canvas.getByRole('button', { name: /إعادة إرسال الرمز بعد/ })).toBeDisabled();
  },
};

export const ArabicDigits: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('٤٣٢١');
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '4321' });
  },
};

export const WrongCode: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0] as HTMLElement);
    for (const wrong of ['9999', '8888']) {
      await userEvent.keyboard(wrong);
      // Read out as it arrives, and shown under the boxes, which describe themselves with it.
      await expect(await canvas.findByRole('alert')).toHaveTextContent(wrongCode.ar);
      await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
      await expect(boxes[0]).toHaveAccessibleDescription(wrongCode.ar);
      // Cleared, with the caret back in the first box: the next four digits submit again.
      await waitFor(() => expect(boxes[0]).toHaveFocus());
      await expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
    }
    await userEvent.keyboard('1234');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ otp: '1234' });
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
    // Accepted: no message once the answer is in.
    await waitFor(() => expect(boxes[0]).not.toHaveAttribute('readonly'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WrongCodeEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('9999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(wrongCode.en);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue('');
    await userEvent.keyboard('1234');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ otp: '1234' });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).not.toHaveAttribute('readonly'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * The step mounted into a page already shown, as the sign-in dialog swaps it in for the number
 * step. Storybook hides a story still being prepared (`sb-show-preparing-story`, after 100 ms) until
 * its first render is in, and a box focused while hidden never gets the focus: under load that
 * timer fell inside the first render and the autoFocus was lost.
 */
function AfterPreviousStep(props: OtpStepProps) {
  const [isShown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return isShown ? <OtpStep {...props} /> : null;
}

/**
 * As the sign-in dialog opens it after the number or the e-mail: the code is typed at once. Not on
 * the docs page, where the focus would scroll the page to it.
 */
export const AutoFocus: Story = {
  tags: ['!autodocs'],
  parameters: { playLocale: 'ar' },
  args: { autoFocus: true },
  render: (args) => <AfterPreviousStep {...args} />,
  play: async ({ args, canvasElement }) => {
    const first = await within(canvasElement).findByRole('textbox', { name: 'الرقم ١ من ٤' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.keyboard('٤٣٢١');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '4321' });
  },
};

export const AutoFocusEnglish: Story = {
  tags: ['!autodocs'],
  globals: { locale: 'en' },
  args: { autoFocus: true, destination: 'amy@example.com' },
  render: (args) => <AfterPreviousStep {...args} />,
  play: async ({ args, canvasElement }) => {
    const first = await within(canvasElement).findByRole('textbox', { name: 'Digit 1 of 4' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('5678');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '5678' });
  },
};

export const Incomplete: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'تحقق' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      textOf('ar', 'rule.otp_invalid', { n: OTP_LENGTH }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Resend: Story = {
  parameters: { playLocale: 'ar' },
  args: { resendSeconds: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'إعادة إرسال الرمز' }, { timeout: 3000 });
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /إعادة إرسال الرمز بعد/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { playLocale: 'ar' },
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Read-only rather than disabled, so the box typed in keeps focus while the code is checked.
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /تحقق/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Ready: Story = {
  parameters: { playLocale: 'ar', visual: { skip: false } },
  args: { resendSeconds: 0, onChangeDestination: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تغيير' }));
    await expect(args.onChangeDestination).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  parameters: { visual: { skip: false } },
  globals: { locale: 'ar' },
  args: { resendSeconds: 0, serverError: 'رمز التحقق غير صحيح' },
  play: async ({ canvasElement }) => {
    const destination = canvasElement.querySelector('[data-slot="otp-step-destination"]');
    await expect(destination).toHaveAttribute('dir', 'ltr');
    await expect(destination).toHaveTextContent('+966 512345678');
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      textOf('ar', 'ui.otpStep.sentTo', { n: OTP_LENGTH }),
    );
  },
};

export const English: Story = {
  parameters: { visual: { skip: false } },
  globals: { locale: 'en' },
  args: { resendSeconds: 0, destination: 'amy@example.com' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(textOf('en', 'ui.otpStep.sentTo', { n: OTP_LENGTH }), { exact: false }),
    ).toHaveTextContent('amy@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.paste('5678');
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '5678' });
  },
};
