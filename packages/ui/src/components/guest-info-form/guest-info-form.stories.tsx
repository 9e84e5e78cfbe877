import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessages } from '../../i18n/catalog';
import type { Locale } from '../../lib/direction';
import { intlLocaleOf } from '../../lib/format';
import { useRuleMessage } from '../rule-message';
import { GuestInfoForm, type GuestInfoFormProps } from './guest-info-form';
import { GuestInfoFormUsage } from './guest-info-form.usage';

/** A text of the locale's catalogue, as the story shows it. */
const textOf = (locale: Locale, id: string, values?: Record<string, string | number>) =>
  createIntl({ locale: intlLocaleOf(locale), messages: uiMessages[locale] }).formatMessage({ id }, values);

/** The contract's messages for an empty name and a short number, as the checkout shows them. */
function WithRuleErrors(props: GuestInfoFormProps) {
  const ruleMessage = useRuleMessage();
  return (
    <GuestInfoForm
      {...props}
      defaultValues={{ phone: '5012' }}
      errors={{ name: ruleMessage('name_required'), phone: ruleMessage('phone_length', { phoneCode: '966' }) }}
    />
  );
}

const meta = {
  title: 'Checkout/GuestInfoForm',
  component: GuestInfoForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: GuestInfoFormUsage,
      description: {
        component:
          'A guest’s contact information (spec §3: name, phone) as named inputs (`guest_name`, `guest_phone_code`, `guest_phone`) in a fieldset of the enclosing form. Errors come in as messages.',
      },
    },
  },
  args: { onValuesChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuestInfoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /اسمك|Your name/ }), 'Sara');
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم جوالك|Your mobile number/ }), '512345678');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ name: 'Sara', phoneCode: '966', phone: '512345678' });
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <WithRuleErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /اسمك|Your name/ })).toHaveAccessibleDescription(
      textOf('ar', 'rule.name_required'),
    );
    await expect(canvas.getByRole('textbox', { name: /رقم جوالك|Your mobile number/ })).toHaveAccessibleDescription(
      textOf('ar', 'rule.phone_length', { n: 9, code: '966' }),
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValues: { name: 'Sara', phone: '512345678' } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultValues: { name: 'سارة' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'معلومات التواصل الخاصة بك' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^اسمك$/ })).toHaveValue('سارة');
    await expect(canvas.getByRole('textbox', { name: /^رقم جوالك\s+مطلوب$/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your contact information' })).toBeVisible();
    // Both fields are marked required.
    await expect(canvas.getByRole('textbox', { name: /^Your name$/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Your mobile number\s+required$/ })).toHaveAttribute(
      'name',
      'guest_phone',
    );
  },
};
