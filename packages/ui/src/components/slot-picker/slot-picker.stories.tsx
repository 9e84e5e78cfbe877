import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SlotPicker } from './slot-picker';
import { sampleDates } from './slot-picker.fixtures';
import { SlotPickerUsage } from './slot-picker.usage';

const meta = {
  title: 'Checkout/SlotPicker',
  component: SlotPicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SlotPickerUsage,
      description: {
        component:
          'Delivery date and time: dates in a horizontal list, each in the Gregorian and the Hijri (Umm al-Qura) calendars through `Intl` in the shopper’s language, “Today”/“Tomorrow” for same-day cities; the chosen date’s slots with the places left; full slots and holidays are disabled with their reason read with them. Arrows follow the reading direction. Submits the date and the slot under `dateName` and `slotName` (e.g. `delivery_date`, `slot_id`); without them each picker’s radios get names of their own.',
      },
    },
  },
  args: { dates: sampleDates, today: '2026-11-24', onDateChange: fn(), onSlotChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [dates, slots] = canvas.getAllByRole('radiogroup') as [HTMLElement, HTMLElement];
    const dateRadios = within(dates).getAllByRole('radio');
    await expect(dateRadios[0]).toBeChecked();
    await expect(dateRadios[3]).toBeDisabled();
    await expect(dateRadios[3]).toHaveAccessibleDescription(/Public holiday/);
    await userEvent.click(dateRadios[1] as HTMLElement);
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-25');
    const slotRadios = within(slots).getAllByRole('radio');
    await expect(slotRadios[1]).toBeDisabled();
    await userEvent.click(slotRadios[2] as HTMLElement);
    await expect(args.onSlotChange).toHaveBeenCalledWith('evening', '2026-11-25');
    await expect(slotRadios[2]).toHaveAccessibleDescription(/٣|3/);
  },
};

export const FullDate: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultDate: '2026-11-26' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/لا توجد أوقات|No delivery times/)).toBeVisible();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  args: { errorMessage: 'Select a delivery time', defaultDate: '2026-11-30' },
  play: async ({ canvasElement }) => {
    const [, slots] = within(canvasElement).getAllByRole('radiogroup');
    await expect(slots).toHaveAttribute('aria-invalid', 'true');
    await expect(slots).toHaveAccessibleDescription('Select a delivery time');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultSlotId: 'today-evening' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dates = canvas.getByRole('radiogroup', { name: 'تاريخ التوصيل' });
    const first = within(dates).getAllByRole('radio')[0] as HTMLElement;
    await expect(first).toHaveAccessibleName(/الثلاثاء، ٢٤ نوفمبر ٢٠٢٦.*جمادى الآخرة ١٤٤٨.*\(اليوم\)/);
    await expect(canvasElement.querySelector('[data-today] [data-slot="slot-picker-hijri"]')).toHaveTextContent(/١٤٤٨/);
    first.focus();
    // Forward is ArrowLeft in Arabic.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dates).getAllByRole('radio')[1]).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'وقت التوصيل' })).toHaveTextContent(/٩:٠٠/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dates = canvas.getByRole('radiogroup', { name: 'Delivery date' });
    const radios = within(dates).getAllByRole('radio');
    await expect(radios[0]).toHaveAccessibleName(/Tuesday, November 24, 2026.*Jumada II 14, 1448 AH.*\(Today\)/);
    await expect(radios[1]).toHaveAccessibleName(/\(Tomorrow\)/);
    (radios[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[1]).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /6:00\sPM – 10:00\sPM/ })).toHaveAccessibleDescription(
      '3 places left',
    );
  },
};
