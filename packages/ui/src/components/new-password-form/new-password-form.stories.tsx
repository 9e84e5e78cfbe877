import { PASSWORD_MIN_LENGTH } from '@hadiya/contract/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessages } from '../../i18n/catalog';
import type { Locale } from '../../lib/direction';
import { intlLocaleOf } from '../../lib/format';
import { NewPasswordForm } from './new-password-form';
import { NewPasswordFormUsage } from './new-password-form.usage';

/** A text of the locale's catalogue, as the story shows it. */
const textOf = (locale: Locale, id: string, values?: Record<string, string | number>) =>
  createIntl({ locale: intlLocaleOf(locale), messages: uiMessages[locale] }).formatMessage({ id }, values);

const meta = {
  title: 'Sign-in/NewPasswordForm',
  component: NewPasswordForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: NewPasswordFormUsage,
      description: {
        component:
          'The last step of `forgot-password`: a new password of at least 6 characters and its confirmation (spec §5). On success the dialog closes and the shopper lands on `/`.',
      },
    },
  },
  args: { onSubmit: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور الجديدة/, { selector: 'input' }), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^تأكيد كلمة المرور الجديدة/, { selector: 'input' }), 'secret1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'secret1', confirmPassword: 'secret1' });
  },
};

export const Invalid: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور الجديدة/, { selector: 'input' }), '123');
    await userEvent.type(canvas.getByLabelText(/^تأكيد كلمة المرور الجديدة/, { selector: 'input' }), '1234{Enter}');
    await expect(
      await canvas.findByText(textOf('ar', 'rule.password_min_length', { min: PASSWORD_MIN_LENGTH })),
    ).toBeVisible();
    await expect(canvas.getByText('يجب أن تتطابق كلمتا المرور')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isSubmitting: true },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { serverError: 'انتهت صلاحية الرابط، ابدأ من جديد' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('انتهت صلاحية الرابط، ابدأ من جديد');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(textOf('ar', 'ui.newPasswordForm.intro', { min: PASSWORD_MIN_LENGTH })),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(textOf('en', 'ui.newPasswordForm.intro', { min: PASSWORD_MIN_LENGTH })),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'secret2{Enter}');
    await expect(await canvas.findByText('Passwords must match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
