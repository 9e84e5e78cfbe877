import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { RecipientForm, type RecipientFormProps } from './recipient-form';
import { RecipientFormUsage } from './recipient-form.usage';

/** Sample cities in the story's locale. */
function SampleRecipient(props: Partial<RecipientFormProps>) {
  const sample = useSample();
  const cities = [
    { value: '1', label: sample({ ar: 'الرياض', en: 'Riyadh' }) },
    { value: '2', label: sample({ ar: 'جدة', en: 'Jeddah' }) },
    { value: '3', label: sample({ ar: 'الدمام', en: 'Dammam' }) },
  ];
  return <RecipientForm {...props} cities={cities} />;
}

const meta = {
  title: 'Checkout/RecipientForm',
  component: RecipientForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: RecipientFormUsage,
      description: {
        component:
          'Deliver to a friend: name, mobile, city, address, e-mail (spec §3), the optional Saudi National Address (building number 4 digits, street, district, postal code 5 digits, additional number 4 digits, unit, short address 4 letters + 4 digits), “let the recipient fill in the address” (hides the address and explains the SMS link) and “hide my name”. Named inputs in a fieldset (`RECIPIENT_FIELD_NAMES`); errors come in as messages.',
      },
    },
  },
  args: { cities: [], onValuesChange: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <SampleRecipient {...args} cities={undefined} />
    </div>
  ),
} satisfies Meta<typeof RecipientForm>;
export default meta;
type Story = StoryObj<typeof meta>;

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { errors: { name: 'Enter recipient details', address: 'Enter the address', cityId: 'Choose the city' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /اسم المستلم|Recipient name/ })).toHaveAccessibleDescription(
      'Enter recipient details',
    );
  },
};

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /اسم المستلم|Recipient name/ }), 'Noura');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Noura' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /إخفاء اسمي|Hide my name/ }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ hideSenderName: true }));
  },
};

export const RecipientSuppliesAddress: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^(العنوان|Address)$/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch'));
    await expect(canvas.queryByRole('textbox', { name: /^(العنوان|Address)$/ })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(/رابطاً برسالة نصية|SMS link/);
  },
};

export const NationalAddress: Story = {
  parameters: { playLocale: 'ar' },
  args: { isNationalAddressOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const building = canvas.getByRole('textbox', { name: /رقم المبنى|Building number/ });
    await userEvent.type(building, '12');
    await userEvent.tab();
    await expect(building).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(building, '34');
    await expect(building).not.toHaveAttribute('aria-invalid');
    const short = canvas.getByRole('textbox', { name: /العنوان المختصر|Short address/ });
    await userEvent.type(short, 'RRR2929');
    await userEvent.tab();
    await expect(short).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { isNationalAddressOpen: true },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultValues: { name: 'نورة', cityId: '2', mobile: '512345678' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'بيانات المستلم' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /المدينة.*جدة/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'رقم جوال المستلم' })).toHaveValue('512345678');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Recipient details' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Let the recipient fill in the address' })).not.toBeChecked();
    await expect(canvas.getByText('Saudi National Address (optional)')).toBeVisible();
  },
};
