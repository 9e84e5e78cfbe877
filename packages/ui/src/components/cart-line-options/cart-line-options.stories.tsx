import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { variantArgType } from '../../stories/arg-types';
import { useSample } from '../../stories/sample';
import { CartLineOptions, type CartLineOptionsProps } from './cart-line-options';
import { CartLineOptionsUsage } from './cart-line-options.usage';

type SampleText = { ar: string; en: string };
type SampleChoice = { color?: SampleText; addons?: SampleText[]; engraving?: string };

const whiteRoses: SampleChoice = {
  color: { ar: 'أبيض', en: 'White' },
  addons: [
    { ar: 'علبة شوكولاتة مشكلة', en: 'Assorted chocolate box' },
    { ar: 'بطاقة شكر', en: 'Thank-you card' },
  ],
  engraving: 'سارة ❤ Omar',
};

/** What the shopper chose, as the server sends it, in the story's locale. */
function SampleLineOptions({ choice = whiteRoses, ...props }: CartLineOptionsProps & { choice?: SampleChoice }) {
  const sample = useSample();
  return (
    <CartLineOptions
      colorName={choice.color ? sample(choice.color) : undefined}
      addonNames={choice.addons?.map(sample)}
      engraving={choice.engraving}
      {...props}
    />
  );
}

const part = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`[data-slot="cart-line-${name}"]`);

const meta = {
  title: 'Cart/CartLineOptions',
  component: CartLineOptions,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CartLineOptionsUsage,
      description: {
        component:
          'What was chosen for a cart line (spec §3): “Colour: …”, the add-ons as one list, and the engraving as the shopper wrote it, in a `<bdi>` so Latin words keep their order on an Arabic page. `CartDrawer` (`size="sm"`) and `CartBasket` (`size="md"`) show it under each line\'s title; it renders nothing when nothing was chosen.',
      },
    },
  },
  argTypes: {
    size: variantArgType(['sm', 'md'], 'md', '`sm` for the drawer’s compact lines, `md` for the cart page.'),
  },
  args: { size: 'md' },
  render: (args) => <SampleLineOptions {...args} />,
} satisfies Meta<typeof CartLineOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'color')).toHaveTextContent('اللون: أبيض');
    await expect(part(canvasElement, 'addons')).toHaveTextContent('الإضافات: علبة شوكولاتة مشكلة وبطاقة شكر');
    await expect(part(canvasElement, 'engraving')).toHaveTextContent('النقش: سارة ❤ Omar');
    await expect(part(canvasElement, 'engraving')?.querySelector('bdi')).toHaveTextContent('سارة ❤ Omar');
  },
};
/** The drawer's compact lines. */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'options')).toHaveAttribute('data-size', 'sm');
  },
};
/** Only a colour: the other parts are left out, not shown empty. */
export const ColourOnly: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <SampleLineOptions {...args} choice={{ color: { ar: 'أحمر', en: 'Red' } }} />,
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'color')).toHaveTextContent('اللون: أحمر');
    await expect(part(canvasElement, 'addons')).toBeNull();
    await expect(part(canvasElement, 'engraving')).toBeNull();
  },
};
export const LongArabicText: Story = {
  render: (args) => (
    <div className="max-w-64">
      <SampleLineOptions
        {...args}
        choice={{
          addons: [
            { ar: 'علبة شوكولاتة بلجيكية فاخرة مشكلة', en: 'Luxury assorted Belgian chocolate box' },
            { ar: 'بطاقة تهنئة مكتوبة بخط اليد', en: 'Handwritten greeting card' },
            { ar: 'بالون هيليوم', en: 'Helium balloon' },
          ],
          engraving: 'إلى أمي الغالية، كل عام وأنتِ بخير ❤ Happy Mother’s Day',
        }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const engraving = part(canvasElement, 'engraving');
    // Long words wrap inside the line instead of widening it.
    await expect(engraving?.scrollWidth).toBeLessThanOrEqual(engraving?.clientWidth ?? 0);
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'options')).toHaveTextContent('اللون: أبيض');
    await expect(part(canvasElement, 'engraving')).toHaveTextContent('النقش: سارة ❤ Omar');
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'color')).toHaveTextContent('Colour: White');
    await expect(part(canvasElement, 'addons')).toHaveTextContent('Add-ons: Assorted chocolate box and Thank-you card');
    await expect(part(canvasElement, 'engraving')).toHaveTextContent('Engraving: سارة ❤ Omar');
  },
};
