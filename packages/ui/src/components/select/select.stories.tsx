import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { Select, type SelectProps } from './select';
import { SelectUsage } from './select.usage';

type Text = { ar: string; en: string };
type SampleOption = { value: string; label: Text; disabled?: boolean };

const CITY_LABEL: Text = { ar: 'المدينة', en: 'City' };
const CITIES: SampleOption[] = [
  { value: 'riyadh', label: { ar: 'الرياض', en: 'Riyadh' } },
  { value: 'jeddah', label: { ar: 'جدة', en: 'Jeddah' } },
  { value: 'dammam', label: { ar: 'الدمام', en: 'Dammam' } },
  { value: 'khobar', label: { ar: 'الخبر', en: 'Khobar' }, disabled: true },
  { value: 'makkah', label: { ar: 'مكة المكرمة', en: 'Makkah' } },
  { value: 'madinah', label: { ar: 'المدينة المنورة', en: 'Madinah' } },
  { value: 'abha', label: { ar: 'أبها', en: 'Abha' } },
  { value: 'jazan', label: { ar: 'جازان', en: 'Jazan' } },
];

/** Options and texts are sample server data in the story's locale. */
function SampleSelect({
  labelSample = CITY_LABEL,
  optionsSample = CITIES,
  hintSample,
  errorSample,
  ...props
}: SelectProps & { labelSample?: Text; optionsSample?: SampleOption[]; hintSample?: Text; errorSample?: Text }) {
  const sample = useSample();
  return (
    <Select
      {...props}
      label={sample(labelSample)}
      hint={hintSample ? sample(hintSample) : props.hint}
      errorMessage={errorSample ? sample(errorSample) : props.errorMessage}
      options={optionsSample.map((option) => ({
        value: option.value,
        label: sample(option.label),
        disabled: option.disabled,
      }))}
    />
  );
}

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^(المدينة|City)/ });

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: SelectUsage,
      description: {
        component:
          'A single-choice list without extra dependencies: a button (`aria-haspopup="listbox"`, `aria-expanded`) opens a `listbox` below it, positioned with logical CSS (no portal). The list keeps focus and points at the active option with `aria-activedescendant`. ArrowUp/ArrowDown, Home/End, first-letter typeahead (Arabic names also match without their “ال”), Enter or Space to choose; Escape closes and returns focus to the button, as does a click outside. Controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`); `name` submits the value with a form.',
      },
    },
  },
  args: { label: '', options: [], onValueChange: fn() },
  render: (args) => <SampleSelect {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-96 max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const listbox = within(canvasElement).getByRole('listbox');
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.click(within(listbox).getByRole('option', { name: /جدة|Jeddah/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('jeddah');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleName(/جدة|Jeddah/);
  },
};

export const WithValue: Story = { args: { defaultValue: 'riyadh' } };

export const Open: Story = {
  parameters: { playLocale: 'ar' },
  args: { defaultOpen: true, defaultValue: 'dammam' },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(CITIES.length);
    await expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent(/الدمام|Dammam/);
    await expect(within(listbox).getByRole('option', { name: /الخبر|Khobar/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Keyboard: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = within(canvasElement).getByRole('listbox');
    const active = () => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveTextContent(/الرياض|Riyadh/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Khobar is disabled and skipped.
    await expect(active()).toHaveTextContent(/مكة المكرمة|Makkah/);
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveTextContent(/جازان|Jazan/);
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('riyadh');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

export const Typeahead: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    const isArabic = document.documentElement.lang === 'ar';
    await userEvent.keyboard(isArabic ? 'ج' : 'j');
    const listbox = within(canvasElement).getByRole('listbox');
    const active = () => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveTextContent(/جدة|Jeddah/);
    await userEvent.keyboard(isArabic ? 'ج' : 'j');
    await expect(active()).toHaveTextContent(/جازان|Jazan/);
  },
};

export const Placeholder: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => {
    const sample = useSample();
    return (
      <SampleSelect
        {...args}
        labelSample={{ ar: 'نوع المشكلة', en: 'Issue type' }}
        placeholder={sample({ ar: 'اختر نوع المشكلة', en: 'Choose an issue type' })}
        optionsSample={[
          { value: 'delivery', label: { ar: 'التوصيل', en: 'Delivery' } },
          { value: 'payment', label: { ar: 'الدفع', en: 'Payment' } },
          { value: 'product', label: { ar: 'المنتج', en: 'Product' } },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(/اختر نوع المشكلة|Choose an issue type/);
  },
};

export const Required: Story = {
  parameters: { playLocale: 'ar' },
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName(/مطلوب|required/);
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  args: { isRequired: true },
  render: (args) => (
    <SampleSelect
      {...args}
      hintSample={{ ar: 'نوصل إلى المدن المتاحة فقط', en: 'We deliver to the listed cities only' }}
      errorSample={{ ar: 'اختر مدينة', en: 'Choose a city' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription(/اختر مدينة|Choose a city/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'riyadh' },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** The parent owns the value and shows it elsewhere. */
function ControlledExample(props: SelectProps) {
  const sample = useSample();
  const [city, setCity] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <SampleSelect
        {...props}
        value={city}
        onValueChange={(next) => {
          setCity(next);
          props.onValueChange?.(next);
        }}
      />
      <output data-testid="chosen" className="text-ink-muted text-sm">
        {city ? sample(CITIES.find((option) => option.value === city)?.label ?? { ar: '', en: '' }) : '—'}
      </output>
    </div>
  );
}

export const Controlled: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <ControlledExample {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('jazan');
    await expect(within(canvasElement).getByTestId('chosen')).toHaveTextContent(/جازان|Jazan/);
  },
};

export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { defaultValue: 'long' },
  render: (args) => (
    <Select
      {...args}
      label="وقت التوصيل المفضل للهدية"
      options={[
        { value: 'long', label: 'صباحاً من التاسعة حتى الثانية عشرة ظهراً مع اتصال قبل الوصول' },
        { value: 'evening', label: 'مساءً من الخامسة حتى التاسعة' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(/صباحاً من التاسعة/);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultOpen: true, defaultValue: 'riyadh' },
  play: async ({ args, canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'المدينة' });
    await waitFor(() => expect(listbox).toHaveFocus());
    // "د" finds الدمام without its article.
    await userEvent.keyboard('د{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('dammam');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('المدينة الدمام');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, defaultValue: 'riyadh' },
  play: async ({ args, canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'City' });
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard('d{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('dammam');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('City Dammam');
  },
};
