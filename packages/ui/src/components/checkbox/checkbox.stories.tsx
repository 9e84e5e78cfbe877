import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { Checkbox, type CheckboxCheckedState, type CheckboxProps } from './checkbox';
import { CheckboxUsage } from './checkbox.usage';

type Text = { ar: string; en: string };
const TERMS: Text = { ar: 'أوافق على الشروط والأحكام', en: 'I accept the terms and conditions' };
const GIFT_WRAP: Text = { ar: 'تغليف هدية', en: 'Gift wrapping' };
const GIFT_WRAP_NOTE: Text = { ar: 'ورق كرافت وشريطة من القماش', en: 'Kraft paper and a fabric ribbon' };

/** Label, description and error are sample texts in the story's locale. */
function SampleCheckbox({
  labelSample = GIFT_WRAP,
  descriptionSample,
  errorSample,
  ...props
}: CheckboxProps & { labelSample?: Text; descriptionSample?: Text; errorSample?: Text }) {
  const sample = useSample();
  return (
    <Checkbox
      {...props}
      label={sample(labelSample)}
      description={descriptionSample ? sample(descriptionSample) : props.description}
      errorMessage={errorSample ? sample(errorSample) : props.errorMessage}
    />
  );
}

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CheckboxUsage,
      description: {
        component:
          'A native checkbox, drawn by CSS, with a visible label that also toggles it, an optional description and error message read with it, a required marker (the box’s native `required` is what a screen reader says; the `*` is hidden from it), and the indeterminate state (`checked="indeterminate"`, read as "mixed"). Controlled (`checked` + `onCheckedChange`) or uncontrolled (`defaultChecked`). `className` goes to the wrapper; other props to the checkbox.',
      },
    },
  },
  args: { label: '', onCheckedChange: fn() },
  render: (args) => <SampleCheckbox {...args} />,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /تغليف هدية|Gift wrapping/ });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText(/تغليف هدية|Gift wrapping/));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <SampleCheckbox {...args} descriptionSample={GIFT_WRAP_NOTE} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      /ورق كرافت وشريطة من القماش|Kraft paper and a fabric ribbon/,
    );
  },
};

/** A "select all" box above its items: indeterminate while only some are chosen. */
function SelectAllExample() {
  const sample = useSample();
  const items = [
    { id: 'card', text: { ar: 'بطاقة تهنئة', en: 'Greeting card' } },
    { id: 'chocolate', text: { ar: 'علبة شوكولاتة', en: 'Box of chocolates' } },
    { id: 'balloon', text: { ar: 'بالون', en: 'Balloon' } },
  ];
  const [chosen, setChosen] = useState<string[]>(['card']);
  const all: CheckboxCheckedState =
    chosen.length === items.length ? true : chosen.length === 0 ? false : 'indeterminate';
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label={sample({ ar: 'كل الإضافات', en: 'All add-ons' })}
        checked={all}
        onCheckedChange={(next) => setChosen(next === true ? items.map((item) => item.id) : [])}
      />
      <div className="flex flex-col gap-3 ps-8">
        {items.map((item) => (
          <Checkbox
            key={item.id}
            label={sample(item.text)}
            checked={chosen.includes(item.id)}
            onCheckedChange={(next) =>
              setChosen((current) => (next === true ? [...current, item.id] : current.filter((id) => id !== item.id)))
            }
          />
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  parameters: { playLocale: 'ar' },
  render: () => <SelectAllExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: /كل الإضافات|All add-ons/ });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /بالون|Balloon/ }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Required: Story = {
  parameters: { playLocale: 'ar' },
  args: { isRequired: true },
  render: (args) => <SampleCheckbox {...args} labelSample={TERMS} />,
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    // The box's `required` says it; the name has no second "required" (the star is hidden).
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleName(/^(أوافق على الشروط والأحكام|I accept the terms and conditions)$/);
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { isRequired: true },
  render: (args) => (
    <SampleCheckbox
      {...args}
      labelSample={TERMS}
      errorSample={{ ar: 'يجب الموافقة على الشروط', en: 'Please accept the terms' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(/يجب الموافقة على الشروط|Please accept the terms/);
  },
};

export const Disabled: Story = {
  parameters: { playLocale: 'ar' },
  args: { isDisabled: true, defaultChecked: true },
  render: (args) => <SampleCheckbox {...args} descriptionSample={GIFT_WRAP_NOTE} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText(/تغليف هدية|Gift wrapping/), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div className="max-w-sm">
      <Checkbox
        {...args}
        label="أرغب في إرسال الهدية باسم مجهول دون إظهار اسمي على البطاقة أو في رسالة التوصيل"
        description="سيرى المستلم عبارة «هدية من صديق» بدلاً من اسمك، ويمكنك تغيير ذلك قبل تأكيد الطلب"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleName(/باسم مجهول/);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { isRequired: true },
  render: (args) => <SampleCheckbox {...args} labelSample={TERMS} descriptionSample={GIFT_WRAP_NOTE} />,
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /^أوافق على الشروط والأحكام$/ });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { isRequired: true },
  render: (args) => <SampleCheckbox {...args} labelSample={TERMS} descriptionSample={GIFT_WRAP_NOTE} />,
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: /^I accept the terms and conditions$/,
    });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
