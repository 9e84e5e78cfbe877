import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type LinkComponentProps, LinkProvider } from '../../lib/link';
import { useSample } from '../../stories/sample';
import { type SampleProduct, sampleProducts } from '../product-card/product-card.fixtures';
import { CartBasket, type CartBasketLine, type CartBasketProps } from './cart-basket';
import { CartBasketUsage } from './cart-basket.usage';

/** Stands in for the app's router link: stays on the story instead of loading the href. */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

const [aloe, roses, monstera] = sampleProducts as [SampleProduct, SampleProduct, SampleProduct];

type SampleLine = {
  product: SampleProduct;
  quantity: number;
  color?: { ar: string; en: string };
  addons?: { ar: string; en: string }[];
  engraving?: string;
  unavailable?: { ar: string; en: string };
};

const threeLines: SampleLine[] = [
  { product: aloe, quantity: 1, color: { ar: 'أصيص فخار', en: 'Terracotta pot' } },
  {
    product: roses,
    quantity: 2,
    addons: [{ ar: 'بطاقة تهنئة', en: 'Greeting card' }],
    engraving: 'سارة',
  },
  { product: monstera, quantity: 1 },
];

/** The story stands in for the server: it prices the lines and the totals (VAT 15 % inside). */
function SampleBasket({
  lines = threeLines,
  ...props
}: Omit<Partial<CartBasketProps>, 'lines'> & { lines?: SampleLine[] }) {
  const sample = useSample();
  const [quantities, setQuantities] = useState(() => lines.map((line) => line.quantity));
  const basket: CartBasketLine[] = lines.flatMap((line, index) => {
    const quantity = quantities[index] ?? 0;
    return quantity > 0
      ? [
          {
            id: line.product.id,
            title: sample(line.product.title),
            href: `/product/${line.product.slug}`,
            imageUrl: line.product.imageUrl,
            imageAlt: sample(line.product.imageAlt),
            quantity,
            linePrice: line.product.price * quantity,
            availableQuantity: line.product.availableQuantity,
            colorName: line.color ? sample(line.color) : undefined,
            addonNames: line.addons?.map(sample),
            engraving: line.engraving,
            unavailableMessage: line.unavailable ? sample(line.unavailable) : undefined,
          },
        ]
      : [];
  });
  const subtotal = basket.reduce((sum, line) => sum + (line.unavailableMessage ? 0 : line.linePrice), 0);
  const set = (id: number, quantity: number) =>
    setQuantities((current) => current.map((value, index) => (lines[index]?.product.id === id ? quantity : value)));
  return (
    <LinkProvider component={StoryLink}>
      <CartBasket
        lines={basket}
        subtotal={subtotal}
        vatIncluded={Math.round((subtotal * 15) / 115)}
        total={subtotal}
        {...props}
        onQuantityChange={(id, quantity) => {
          props.onQuantityChange?.(id, quantity);
          set(id, quantity);
        }}
        onRemove={(id) => {
          props.onRemove?.(id);
          set(id, 0);
        }}
      />
    </LinkProvider>
  );
}

const meta = {
  title: 'Cart/CartBasket',
  component: CartBasket,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      usage: CartBasketUsage,
      description: {
        component:
          "The cart page's basket tab (spec §2): lines with picture, title, colour, add-ons and engraving, the stepper (plus and minus named after the product; plus stops at stock, minus at 1 removes) and the rounded price; a line the server cannot sell says why (spec §8) and its plus is disabled; the summary shows the server's subtotal and the VAT inside it, rounded like the lines (spec §9).",
      },
    },
  },
  args: { lines: [], subtotal: 0, vatIncluded: 0, total: 0, onQuantityChange: fn(), onRemove: fn() },
  render: (args) => <SampleBasket onQuantityChange={args.onQuantityChange} onRemove={args.onRemove} />,
} satisfies Meta<typeof CartBasket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('اللون: أصيص فخار');
    await expect(lines[1]).toHaveTextContent('النقش: سارة');
    await userEvent.click(
      within(lines[1] as HTMLElement).getByRole('button', { name: `زيادة كمية ${roses.title.ar}` }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2, 3);
    await userEvent.click(within(lines[0] as HTMLElement).getByRole('button', { name: /^إزالة/ }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};
export const UnavailableLines: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => (
    <SampleBasket
      onQuantityChange={args.onQuantityChange}
      onRemove={args.onRemove}
      notice={<SampleNotice />}
      lines={[
        { product: aloe, quantity: 1 },
        {
          product: roses,
          quantity: 2,
          unavailable: { ar: 'المنتج غير متوفر لهذه المدينة', en: 'Product is not available for this city' },
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement).getAllByRole('listitem');
    await expect(lines[1]).toHaveAttribute('data-state', 'unavailable');
    await expect(lines[1]).toHaveTextContent('المنتج غير متوفر لهذه المدينة');
    // Plus cannot raise a line the server cannot sell; minus still lowers it.
    const plus = within(lines[1] as HTMLElement).getByRole('button', { name: `زيادة كمية ${roses.title.ar}` });
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription('المنتج غير متوفر لهذه المدينة');
    await expect(
      within(lines[1] as HTMLElement).getByRole('button', { name: `إنقاص كمية ${roses.title.ar}` }),
    ).toBeEnabled();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Add-ons: Greeting card');
    await expect(canvas.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

function SampleNotice() {
  const sample = useSample();
  return (
    <>{sample({ ar: 'بعض المنتجات لا يمكن توصيلها إلى مدينتك', en: 'Some items are not delivereble in your city' })}</>
  );
}
