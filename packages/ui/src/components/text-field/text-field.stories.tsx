import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { TextField, type TextFieldProps } from './text-field';
import { TextFieldUsage } from './text-field.usage';
import { Textarea } from './textarea';

/** Counter text with Arabic-Indic digits read as ASCII, so one check serves both locales. */
const ascii = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

const NAME = { ar: 'الاسم الكامل', en: 'Full name' };
const MESSAGE = { ar: 'رسالة النقش', en: 'Engraving message' };

/** Fills the sample texts (label, hint, error) in the story's locale. */
function SampleTextField({
  hintSample,
  errorSample,
  ...args
}: TextFieldProps & { hintSample?: { ar: string; en: string }; errorSample?: { ar: string; en: string } }) {
  const sample = useSample();
  return (
    <TextField
      {...args}
      label={sample(NAME)}
      hint={hintSample ? sample(hintSample) : args.hint}
      errorMessage={errorSample ? sample(errorSample) : args.errorMessage}
    />
  );
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: TextFieldUsage,
      description: {
        component:
          '`TextField` (input) and `Textarea` share one frame: a label tied to the control, an optional hint, an error message in danger-700 (sets `aria-invalid` and is read with the control), a required marker (the control’s native `required` is what a screen reader says; the `*` is hidden from it), and with `maxLength` a `{count}/{max}` counter in the locale’s digits, read with the control (“N characters left” is announced once near the limit). Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`); other props go to the control.',
      },
    },
  },
  args: { label: '', onChange: fn() },
  render: (args) => <SampleTextField {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('abc');
    await expect(args.onChange).toHaveBeenLastCalledWith('abc', expect.anything());
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => (
    <SampleTextField {...args} hintSample={{ ar: 'كما يظهر على البطاقة', en: 'As it appears on the card' }} />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/كما يظهر على البطاقة|As it appears on the card/);
  },
};

export const Required: Story = {
  parameters: { playLocale: 'ar' },
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    // The input's `required` says it; the name has no second "required" (the star is hidden).
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleName(/^(الاسم الكامل|Full name)$/);
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => (
    <SampleTextField {...args} defaultValue="x" errorSample={{ ar: 'أدخل الاسم الكامل', en: 'Enter your full name' }} />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/أدخل الاسم الكامل|Enter your full name/);
  },
};

export const WithCounter: Story = {
  args: { maxLength: 20 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'hello');
    const counter = canvasElement.querySelector('[data-slot="text-field-counter"]');
    await expect(ascii(counter?.textContent)).toBe('5/20');
    await expect(input.getAttribute('aria-describedby')).toContain(counter?.id);
  },
};

export const TextareaDefault: Story = {
  render: () => {
    const sample = useSample();
    return <Textarea label={sample(MESSAGE)} />;
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await userEvent.type(textarea, 'abc');
    await expect(textarea).toHaveValue('abc');
  },
};

export const TextareaCounter: Story = {
  render: () => {
    const sample = useSample();
    return <Textarea label={sample(MESSAGE)} maxLength={30} />;
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await userEvent.type(textarea, 'a'.repeat(35));
    await expect(textarea).toHaveValue('a'.repeat(30));
    const counter = canvasElement.querySelector('[data-slot="textarea-counter"]');
    await expect(ascii(counter?.textContent)).toBe('30/30');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sara' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Textarea
      label="رسالة النقش على الهدية"
      hint="اكتب رسالة قصيرة تظهر على بطاقة الهدية المرفقة مع الطلب"
      maxLength={120}
      defaultValue="إلى أمي الغالية، كل عام وأنتِ بخير وصحة وسعادة، مع كل الحب والتقدير من أبنائك"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(
      'إلى أمي الغالية، كل عام وأنتِ بخير وصحة وسعادة، مع كل الحب والتقدير من أبنائك',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { isRequired: true, maxLength: 20, defaultValue: 'سارة' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveValue('سارة');
    await expect(canvas.getByText('٤/٢٠')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { isRequired: true, maxLength: 20, defaultValue: 'Sara' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sara');
    await expect(canvas.getByText('4/20')).toBeInTheDocument();
  },
};
