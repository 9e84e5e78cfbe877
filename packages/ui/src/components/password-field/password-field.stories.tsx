import { PASSWORD_MIN_LENGTH } from '@hadiya/contract/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessages } from '../../i18n/catalog';
import { intlLocaleOf } from '../../lib/format';
import { useSample } from '../../stories/sample';
import { useRuleMessage } from '../rule-message';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { PasswordFieldUsage } from './password-field.usage';

function SamplePasswordField(props: PasswordFieldProps) {
  const sample = useSample();
  return <PasswordField {...props} label={sample({ ar: 'كلمة المرور', en: 'Password' })} />;
}

/** The field with the contract's too-short message, in the page's language and digits. */
function TooShortPasswordField(props: PasswordFieldProps) {
  const ruleMessage = useRuleMessage();
  return <SamplePasswordField {...props} errorMessage={ruleMessage('password_min_length')} />;
}

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: PasswordFieldUsage,
      description: {
        component:
          'A password input with a show/hide toggle at its end (left in Arabic). The toggle is a pressed/unpressed button with one name, "Show password".',
      },
    },
  },
  args: { label: '', onChange: fn(), className: 'max-w-sm' },
  render: (args) => <SamplePasswordField {...args} />,
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('كلمة المرور');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret1');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret1', expect.anything());
    const toggle = canvas.getByRole('button', { name: 'إظهار كلمة المرور' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultValue: '123' },
  render: (args) => <TooShortPasswordField {...args} />,
  play: async ({ canvasElement }) => {
    const expected = createIntl({ locale: intlLocaleOf('ar'), messages: uiMessages.ar }).formatMessage(
      { id: 'rule.password_min_length' },
      { min: PASSWORD_MIN_LENGTH },
    );
    await expect(
      within(canvasElement).getByLabelText(/كلمة المرور/, { selector: 'input' }),
    ).toHaveAccessibleDescription(expected);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret1' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultValue: 'secret1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('كلمة المرور');
    const toggle = canvas.getByRole('button', { name: 'إظهار كلمة المرور' });
    // The toggle sits at the end of the field: on the left in Arabic.
    await expect(toggle.getBoundingClientRect().left - input.getBoundingClientRect().left).toBeLessThan(8);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: 'secret1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input.getBoundingClientRect().right - toggle.getBoundingClientRect().right).toBeLessThan(8);
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};
