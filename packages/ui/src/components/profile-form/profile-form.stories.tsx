import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import { ProfileFormUsage } from './profile-form.usage';

/** Saving a new number asks for its code, as `/my-account` does. */
function WithPhoneChange(props: ProfileFormProps) {
  const [isVerifying, setIsVerifying] = useState(false);
  return (
    <ProfileForm
      {...props}
      onSubmit={(values, change) => {
        props.onSubmit?.(values, change);
        if (change.isPhoneChanged) setIsVerifying(true);
      }}
      phoneVerification={isVerifying ? { resendSeconds: 0, onSubmit: () => setIsVerifying(false) } : undefined}
    />
  );
}

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: ProfileFormUsage,
      description: {
        component:
          'The `/my-account` form (spec §3, §5): name (at least 2), the mobile number with its country code (the sign-in rule: the exact length for the code) and the e-mail read-only. A new number is confirmed by a code sent to it: the app passes `phoneVerification` and the OTP step appears under the form.',
      },
    },
  },
  args: {
    onSubmit: fn(),
    defaultValues: { name: 'سارة', phone_code: '966', phone_number: '512345678' },
    email: 'sara@example.com',
    className: 'max-w-md',
  },
  render: (args) => <WithPhoneChange {...args} />,
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('readonly');
    const name = canvas.getByRole('textbox', { name: /الاسم/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'سارة أحمد');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التغييرات' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: 'سارة أحمد', phone_code: '966', phone_number: '512345678' },
      { isPhoneChanged: false },
    );
    await expect(canvas.queryByRole('region', { name: 'تأكيد رقمك الجديد' })).not.toBeInTheDocument();
  },
};

export const PhoneChange: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'رقم الجوال' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '٥٩٨٧٦٥٤٣٢');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التغييرات' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: 'سارة', phone_code: '966', phone_number: '598765432' },
      { isPhoneChanged: true },
    );
    const verification = await canvas.findByRole('region', { name: 'تأكيد رقمك الجديد' });
    await expect(within(verification).getByText('+966 598765432')).toBeInTheDocument();
    await expect(phone).toBeDisabled();
  },
};

export const Invalid: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultValues: { name: '', phone_code: '966', phone_number: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التغييرات' }));
    await expect(await canvas.findByText('الاسم مطلوب')).toBeVisible();
    await expect(canvas.getByText('رقم الجوال مطلوب')).toBeVisible();
    // The number is checked with the sign-in rule: +966 takes exactly 9 digits.
    await userEvent.type(canvas.getByRole('textbox', { name: /الاسم/ }), 'سارة');
    await userEvent.type(canvas.getByRole('textbox', { name: 'رقم الجوال' }), '51234');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التغييرات' }));
    await expect(await canvas.findByText(/٩ أرقام بالضبط لرمز الدولة/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  render: (args) => <ProfileForm {...args} phoneVerification={{ resendSeconds: 0, onSubmit: fn() }} />,
};

export const Loading: Story = {
  args: { isSubmitting: true },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { serverError: 'رقم الجوال مستخدم في حساب آخر' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('رقم الجوال مستخدم في حساب آخر');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultValues: { name: 'Amy', phone_code: '966', phone_number: '512345678' }, email: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' Lee{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: 'Amy Lee', phone_code: '966', phone_number: '512345678' },
      { isPhoneChanged: false },
    );
  },
};
