import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountrySelect } from './country-select';
import { CountrySelectUsage } from './country-select.usage';

const meta = {
  title: 'Forms/CountrySelect',
  component: CountrySelect,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CountrySelectUsage,
      description: {
        component:
          'The calling-code picker of the mobile sign-in and the profile: flag and `+code` as an LTR island, Saudi Arabia (+966) by default. The spec keeps it clickable only in a development build (§2), so it is locked unless `isEditable` (a setting of the app). A native select lies over the face: the platform list opens on phones and the keyboard works as usual.',
      },
    },
  },
  args: { onChange: fn() },
} satisfies Meta<typeof CountrySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'رمز الدولة' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('966');
    await expect(canvasElement.querySelector('[data-slot="country-select-code"]')).toHaveTextContent('+966');
    await expect(canvasElement.querySelector('[data-slot="country-select"]')).toHaveAttribute('dir', 'ltr');
  },
};

export const Editable: Story = {
  parameters: { playLocale: 'ar' },
  args: { isEditable: true },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'رمز الدولة' });
    await expect(select).toBeEnabled();
    await userEvent.selectOptions(select, '973');
    await expect(args.onChange).toHaveBeenCalledWith('973', expect.objectContaining({ country_code: 'BH' }));
    await expect(canvasElement.querySelector('[data-slot="country-select-code"]')).toHaveTextContent('+973');
  },
};

export const FromTheApi: Story = {
  parameters: { playLocale: 'ar' },
  args: {
    isEditable: true,
    defaultValue: '971',
    countries: [
      { id: 1, country_code: 'SA', phonecode: '966', name: 'السعودية', phone_digits: 9, flag: '🇸🇦' },
      { id: 6, country_code: 'AE', phonecode: '971', name: 'الإمارات العربية المتحدة', phone_digits: null, flag: '🇦🇪' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'رمز الدولة' });
    await expect(within(select).getAllByRole('option')).toHaveLength(2);
    await expect(select).toHaveValue('971');
  },
};

export const Inline: Story = {
  args: { variant: 'inline', isEditable: true, className: 'h-11' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { isEditable: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'رمز الدولة' });
    await expect(within(select).getByRole('option', { name: /السعودية/ })).toBeInTheDocument();
    // The flag comes before the code in both directions: the face is an LTR island.
    const flag = canvasElement.querySelector('[data-slot="country-select-flag"]') as HTMLElement;
    const code = canvasElement.querySelector('[data-slot="country-select-code"]') as HTMLElement;
    await expect(flag.getBoundingClientRect().left).toBeLessThan(code.getBoundingClientRect().left);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { isEditable: true },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await expect(within(select).getByRole('option', { name: /Kuwait/ })).toBeInTheDocument();
    await userEvent.selectOptions(select, '965');
    await expect(args.onChange).toHaveBeenCalledWith('965', expect.objectContaining({ country_code: 'KW' }));
  },
};
