import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EngravingField } from './engraving-field';
import { EngravingFieldUsage } from './engraving-field.usage';

const meta = {
  title: 'Checkout/EngravingField',
  component: EngravingField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: EngravingFieldUsage,
      description: {
        component:
          'A line’s engraving text (spec §5): one line (`name="engraving"`) with an “N characters left” counter (read with the field, announced once near the limit), limited to the product’s maximum and never above the contract’s `ENGRAVING_MAX_LENGTH`.',
      },
    },
  },
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EngravingField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'Sara');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sara');
    await expect(input).toHaveAttribute('maxlength', '30');
  },
};

export const ProductLimit: Story = {
  args: { maxLength: 12, productTitle: 'Aloe vera', defaultValue: 'Noura' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('maxlength', '12');
  },
};

export const CappedByTheStore: Story = {
  args: { maxLength: 200 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('maxlength', '30');
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  args: { defaultValue: 'Sara <3', errorMessage: 'Use letters, digits and simple punctuation only' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { maxLength: 10, productTitle: 'صبار' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'نص النقش على صبار' });
    await userEvent.type(input, 'نورة');
    await expect(canvas.getByText('تبقّى ٦ أحرف')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Engraving text' });
    await userEvent.type(input, 'Noura');
    const counter = canvasElement.querySelector('[data-slot="engraving-field-counter"]');
    await expect(counter).toHaveTextContent('5 characters left');
    await expect(input).toHaveAccessibleDescription('5 characters left');
    // Near the limit it is also said once, in the polite live region (the counter itself is not live).
    await expect(counter).not.toHaveAttribute('aria-live');
    await expect(canvasElement.querySelector('[data-slot="engraving-field-announcement"]')).toHaveTextContent(
      '5 characters left',
    );
  },
};
