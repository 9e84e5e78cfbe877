import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestInfoForm } from './guest-info-form';

const meta = {
  title: 'Checkout/GuestInfoForm',
  component: GuestInfoForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
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
  args: { errors: { name: 'Enter your name', phone: 'Phone number must be exactly 9 digits for country code +966.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /اسمك|Your name/ })).toHaveAccessibleDescription(
      'Enter your name',
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
    await expect(canvas.getByRole('textbox', { name: /اسمك/ })).toHaveValue('سارة');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your contact information' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your mobile number' })).toHaveAttribute('name', 'guest_phone');
  },
};
