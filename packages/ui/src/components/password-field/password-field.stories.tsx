import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { PasswordField, type PasswordFieldProps } from './password-field';

function SamplePasswordField(props: PasswordFieldProps) {
  const sample = useSample();
  return <PasswordField {...props} label={sample({ ar: 'كلمة المرور', en: 'Password' })} />;
}

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: {
    docs: {
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
  args: { defaultValue: '123', errorMessage: 'يجب ألا تقل كلمة المرور عن 6 أحرف' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText(/كلمة المرور/, { selector: 'input' }),
    ).toHaveAccessibleDescription('يجب ألا تقل كلمة المرور عن 6 أحرف');
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
