import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { type CafeBranch, CafeBranchPicker, type CafeBranchPickerProps } from './cafe-branch-picker';
import { CafeBranchPickerUsage } from './cafe-branch-picker.usage';

/** Sample `GET /delivery/cafe-branches` data in the story's locale. */
function SampleBranches(props: Partial<CafeBranchPickerProps>) {
  const sample = useSample();
  const weekdays = sample({ ar: 'الأحد – الخميس', en: 'Sun – Thu' });
  const weekend = sample({ ar: 'الجمعة والسبت', en: 'Fri & Sat' });
  const branches: CafeBranch[] = [
    {
      id: 'olaya',
      name: sample({ ar: 'فرع العليا', en: 'Olaya branch' }),
      address: sample({ ar: 'طريق العليا، حي العليا، الرياض', en: 'Olaya Road, Al Olaya, Riyadh' }),
      hours: [
        { days: weekdays, opens: '08:00', closes: '23:00' },
        { days: weekend, opens: '14:00', closes: '23:59' },
      ],
      isOpenNow: true,
    },
    {
      id: 'malqa',
      name: sample({ ar: 'فرع الملقا', en: 'Al Malqa branch' }),
      address: sample({ ar: 'طريق أنس بن مالك، حي الملقا، الرياض', en: 'Anas Ibn Malik Road, Al Malqa, Riyadh' }),
      hours: [{ days: weekdays, opens: '07:00', closes: '22:00' }],
      isOpenNow: false,
    },
    {
      id: 'nakheel',
      name: sample({ ar: 'فرع النخيل', en: 'Al Nakheel branch' }),
      address: sample({ ar: 'حي النخيل، الرياض', en: 'Al Nakheel, Riyadh' }),
      hours: [{ days: weekdays, opens: '09:00', closes: '21:00' }],
      unavailableReason: sample({ ar: 'متوقف مؤقتاً للصيانة', en: 'Closed for maintenance' }),
    },
  ];
  return <CafeBranchPicker branches={branches} {...props} />;
}

const meta = {
  title: 'Checkout/CafeBranchPicker',
  component: CafeBranchPicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CafeBranchPickerUsage,
      description: {
        component:
          'Pick-up at a cafe: the city’s branches as radio cards (pass `name="cafe_branch_id"` in a plain form; without it the radios get a name unique to the picker) with address and opening hours (times through `Intl`); the branch name names the radio, the details describe it. A branch that cannot take the order is disabled with its reason.',
      },
    },
  },
  args: { branches: [], onValueChange: fn() },
  render: (args) => (
    <div className="max-w-2xl">
      <SampleBranches
        onValueChange={args.onValueChange}
        errorMessage={args.errorMessage}
        defaultValue={args.defaultValue}
      />
    </div>
  ),
} satisfies Meta<typeof CafeBranchPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(canvas.getByText(/طريق أنس بن مالك|Anas Ibn Malik Road/));
    await expect(radios[1]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('malqa');
    await expect(radios[2]).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[0]).toBeChecked();
  },
};

export const Empty: Story = {
  render: () => <CafeBranchPicker branches={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  args: { errorMessage: 'Choose a branch to pick up from' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose a branch to pick up from',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: 'olaya' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const olaya = canvas.getByRole('radio', { name: 'فرع العليا' });
    await expect(olaya).toHaveAccessibleDescription(/طريق العليا.*الأحد – الخميس: ٨:٠٠ ص – ١١:٠٠ م/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const olaya = canvas.getByRole('radio', { name: 'Olaya branch' });
    await expect(olaya).toHaveAccessibleDescription(/Olaya Road.*Sun – Thu: 8:00\sAM – 11:00\sPM/);
    await expect(canvas.getByRole('radio', { name: 'Al Nakheel branch' })).toHaveAccessibleDescription(
      /Closed for maintenance/,
    );
  },
};
