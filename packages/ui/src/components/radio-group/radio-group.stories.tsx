import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { RadioGroup, type RadioGroupProps } from './radio-group';
import { RadioGroupUsage } from './radio-group.usage';

type Text = { ar: string; en: string };
type SampleOption = { value: string; label: Text; description?: Text; disabled?: boolean };

const DELIVERY_LABEL: Text = { ar: 'طريقة الاستلام', en: 'How to receive the gift' };
const DELIVERY: SampleOption[] = [
  {
    value: 'friend',
    label: { ar: 'توصيل إلى صديق', en: 'Deliver to a friend' },
    description: { ar: 'يصل خلال ٢-٥ أيام عمل', en: 'Arrives in 2-5 business days' },
  },
  {
    value: 'cafe',
    label: { ar: 'الاستلام من فرع المقهى', en: 'Pick up from a cafe branch' },
    description: { ar: 'جاهز للاستلام في نفس اليوم', en: 'Ready for pick up the same day' },
  },
  {
    value: 'express',
    label: { ar: 'توصيل سريع', en: 'Express delivery' },
    description: { ar: 'غير متاح في مدينتك', en: 'Not available in your city' },
    disabled: true,
  },
];

const SIZE_LABEL: Text = { ar: 'حجم الأصيص', en: 'Pot size' };
const SIZES: SampleOption[] = [
  { value: 'small', label: { ar: 'صغير', en: 'Small' } },
  { value: 'medium', label: { ar: 'متوسط', en: 'Medium' } },
  { value: 'large', label: { ar: 'كبير', en: 'Large' } },
];

/** Options and texts are sample server data in the story's locale. */
function SampleRadioGroup({
  labelSample = DELIVERY_LABEL,
  optionsSample = DELIVERY,
  descriptionSample,
  errorSample,
  ...props
}: RadioGroupProps & {
  labelSample?: Text;
  optionsSample?: SampleOption[];
  descriptionSample?: Text;
  errorSample?: Text;
}) {
  const sample = useSample();
  return (
    <RadioGroup
      {...props}
      label={sample(labelSample)}
      description={descriptionSample ? sample(descriptionSample) : props.description}
      errorMessage={errorSample ? sample(errorSample) : props.errorMessage}
      options={optionsSample.map((option) => ({
        value: option.value,
        label: sample(option.label),
        description: option.description ? sample(option.description) : undefined,
        disabled: option.disabled,
      }))}
    />
  );
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: RadioGroupUsage,
      description: {
        component:
          'One choice among a few (native radio inputs, drawn by CSS) with a visible group label, options with an optional description, disabled options, a required marker and an error message. Tab enters at the chosen option; arrow keys move and choose. `horizontal` follows the reading direction: ArrowLeft moves forward in Arabic, ArrowRight in English. Controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`); `name` submits the value with a form.',
      },
    },
  },
  args: { label: '', options: [], onValueChange: fn() },
  render: (args) => <SampleRadioGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: /طريقة الاستلام|How to receive the gift/ });
    const [friend, cafe, express] = within(group).getAllByRole('radio');
    await userEvent.click(friend as HTMLElement);
    await expect(friend).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('friend');
    await userEvent.keyboard('{ArrowDown}');
    await expect(cafe).toBeChecked();
    await expect(cafe).toHaveFocus();
    // The disabled option is skipped and focus wraps to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(express).not.toBeChecked();
    await expect(friend).toBeChecked();
  },
};

export const Selected: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultValue: 'cafe' },
  play: async ({ canvasElement }) => {
    const cafe = within(canvasElement).getByRole('radio', {
      name: /الاستلام من فرع المقهى|Pick up from a cafe branch/,
    });
    await expect(cafe).toBeChecked();
    await expect(cafe).toHaveAccessibleDescription(/جاهز للاستلام في نفس اليوم|Ready for pick up the same day/);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'small' },
  render: (args) => <SampleRadioGroup {...args} labelSample={SIZE_LABEL} optionsSample={SIZES} />,
  play: async ({ canvasElement }) => {
    const [small, medium] = within(canvasElement).getAllByRole('radio');
    await userEvent.click(small as HTMLElement);
    // Forward is the arrow that points along the reading direction.
    const isRtl = getComputedStyle(canvasElement).direction === 'rtl';
    await userEvent.keyboard(isRtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(medium).toBeChecked();
    await userEvent.keyboard(isRtl ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(small).toBeChecked();
  },
};

export const Required: Story = {
  parameters: { playLocale: 'ar' },
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    // Said once, by `aria-required`: the name has no second "required" and the star is hidden.
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).not.toHaveAccessibleName(/مطلوب|required/);
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { isRequired: true },
  render: (args) => (
    <SampleRadioGroup {...args} errorSample={{ ar: 'اختر طريقة الاستلام', en: 'Choose how to receive the gift' }} />
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/اختر طريقة الاستلام|Choose how to receive the gift/);
  },
};

const COLOUR_LABEL: Text = { ar: 'اللون', en: 'Colour' };
const COLOURS: SampleOption[] = [
  { value: 'black', label: { ar: 'أسود مطفي', en: 'Matte black' } },
  { value: 'sand', label: { ar: 'رملي', en: 'Sand' }, description: { ar: 'نفد من المخزون', en: 'Sold out' } },
];

/**
 * The product page's colours with a sold-out one chosen: the error is on that option and the
 * group's message, never on the option that would fix it.
 */
export const SoldOutChoice: Story = {
  globals: { locale: 'ar' },
  args: { orientation: 'horizontal', defaultValue: 'sand' },
  render: (args) => (
    <SampleRadioGroup
      {...args}
      labelSample={COLOUR_LABEL}
      optionsSample={COLOURS}
      errorSample={{ ar: 'اللون المختار غير متوفر حالياً', en: 'The chosen colour is out of stock' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    const [black, sand] = canvasElement.querySelectorAll('[data-slot="radio-group-option"]');
    await expect(sand).toHaveAttribute('data-invalid', 'true');
    await expect(black).toHaveAttribute('data-invalid', 'false');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
  },
};

export const SoldOutChoiceEnglish: Story = {
  ...SoldOutChoice,
  globals: { locale: 'en' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'friend' },
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(radios[1] as HTMLElement, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div className="max-w-md">
      <RadioGroup
        {...args}
        label="اختر طريقة تغليف الهدية التي تناسب المناسبة"
        description="يمكنك تغيير طريقة التغليف لاحقاً من صفحة الطلبات قبل خروج الطلب للتوصيل"
        options={[
          {
            value: 'kraft',
            label: 'تغليف بورق الكرافت الطبيعي مع شريطة من الكتان وبطاقة مكتوبة بخط اليد',
            description: 'مناسب للنباتات والهدايا اليومية',
          },
          {
            value: 'box',
            label: 'صندوق هدايا فاخر مع ورق حريري ملون وختم شمعي باسم المتجر',
            description: 'مناسب للمناسبات الخاصة والأعياد',
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { orientation: 'horizontal', defaultValue: 'small' },
  render: (args) => <SampleRadioGroup {...args} labelSample={SIZE_LABEL} optionsSample={SIZES} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'صغير' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'متوسط' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('medium');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { orientation: 'horizontal', defaultValue: 'small' },
  render: (args) => <SampleRadioGroup {...args} labelSample={SIZE_LABEL} optionsSample={SIZES} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Small' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('medium');
  },
};
