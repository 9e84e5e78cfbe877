import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageCardField } from './message-card-field';
import { MessageCardFieldUsage } from './message-card-field.usage';

const meta = {
  title: 'Checkout/MessageCardField',
  component: MessageCardField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: MessageCardFieldUsage,
      description: {
        component:
          'The gift message card: a textarea (`name="message_card"`) with an “N characters left” counter (read with the field, announced once near the limit); the limit comes from `maxLength` (the contract’s constant). `data-state` turns `low`, `full`, `over`.',
      },
    },
  },
  args: { maxLength: 150, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageCardField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textbox = within(canvasElement).getByRole('textbox');
    await userEvent.type(textbox, 'Hi');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hi');
    await expect(textbox).toHaveAttribute('name', 'message_card');
    // The field keeps its limit in characters as the shopper sees them (an emoji is one), not the
    // browser's `maxlength`, which counts UTF-16 units.
    await expect(textbox).not.toHaveAttribute('maxlength');
  },
};

export const NearlyFull: Story = {
  args: { maxLength: 20, defaultValue: 'كل عام وأنتِ بخير' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="message-card-field"]')).toHaveAttribute('data-state', 'low');
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  args: { isRequired: true, errorMessage: 'Write a message for the card' },
  play: async ({ canvasElement }) => {
    const textbox = within(canvasElement).getByRole('textbox');
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription(/Write a message for the card/);
    // `required` says it once; the star is for the eye only.
    await expect(textbox).toBeRequired();
    await expect(textbox).toHaveAccessibleName(/^(رسالة بطاقة الهدية|Gift card message)$/);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Happy birthday' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = canvas.getByRole('textbox', { name: 'رسالة بطاقة الهدية' });
    await expect(textbox).toHaveAccessibleDescription(/تبقّى ١٠ أحرف/);
    const counter = canvasElement.querySelector('[data-slot="message-card-field-counter"]');
    const announcement = canvasElement.querySelector('[data-slot="message-card-field-announcement"]');
    await userEvent.type(textbox, 'مبروك');
    await expect(counter).toHaveTextContent('تبقّى ٥ أحرف');
    await expect(announcement).toHaveTextContent('تبقّى ٥ أحرف');
    await userEvent.type(textbox, ' يا صديقي');
    await expect(textbox).toHaveValue('مبروك يا ص');
    await expect(counter).toHaveTextContent('لم يتبقَّ أي حرف');
    await expect(announcement).toHaveTextContent('لم يتبقَّ أي حرف');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = canvas.getByRole('textbox', { name: 'Gift card message' });
    const counter = canvasElement.querySelector('[data-slot="message-card-field-counter"]');
    await userEvent.type(textbox, 'Happy bir');
    await expect(counter).toHaveTextContent('1 character left');
    await userEvent.type(textbox, 'thday');
    await expect(counter).toHaveTextContent('0 characters left');
    await expect(textbox).toHaveAccessibleDescription(/0 characters left/);
  },
};
