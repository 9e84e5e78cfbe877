import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
import { QuantityStepperUsage } from './quantity-stepper.usage';

/** The product name is sample data from the server, in the story's locale. */
function WithSampleName(props: QuantityStepperProps) {
  const sample = useSample();
  return <QuantityStepper itemName={sample({ ar: 'نبتة الصبار', en: 'Aloe vera plant' })} {...props} />;
}

const meta = {
  title: 'Cart/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: QuantityStepperUsage,
      description: {
        component:
          "A cart line's quantity. Plus stops at the lower of the product's stock (`max`) and the colour's stock (`colorStock`, spec §5) and then explains why to screen readers; at quantity 1 minus becomes a remove button when `onRemove` is given.",
      },
    },
  },
  args: { onChange: fn(), onRemove: fn(), defaultValue: 1, max: 10 },
  render: (args) => <WithSampleName {...args} />,
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const increase = canvasElement.querySelector<HTMLButtonElement>('[data-slot="quantity-stepper-increase"]');
    if (!increase) throw new Error('no plus button');
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('٢');
  },
};
export const AtStock: Story = {
  parameters: { playLocale: 'ar' },
  args: { value: 3, max: 3 },
  play: async ({ canvasElement }) => {
    const increase = canvasElement.querySelector('[data-slot="quantity-stepper-increase"]');
    await expect(increase).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="quantity-stepper-note"]')).toHaveTextContent('٣');
  },
};
export const ColorStockLimit: Story = {
  args: { value: 2, max: 10, colorStock: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="quantity-stepper-increase"]')).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="quantity-stepper-decrease"]')).toBeEnabled();
  },
};
export const RemoveAtOne: Story = {
  parameters: { playLocale: 'ar' },
  args: { value: 1 },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: /^(Remove|إزالة) / });
    await expect(remove).toHaveAccessibleName('إزالة نبتة الصبار');
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = {
  args: { value: 2, isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^إنقاص كمية / }));
    await expect(args.onChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'إزالة نبتة الصبار' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^زيادة كمية / })).toBeEnabled();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity of / }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(canvas.getByRole('button', { name: /^Decrease quantity of / })).toBeEnabled();
  },
};
