import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type LinkComponentProps, LinkProvider } from '../../lib/link';
import { findOpenDialog } from '../../stories/interactions';
import { useSample } from '../../stories/sample';
import { Header } from '../header';
import { type SampleProduct, sampleProducts } from '../product-card/product-card.fixtures';
import { CartDrawer, type CartDrawerItem, type CartDrawerProps } from './cart-drawer';
import { CartDrawerUsage } from './cart-drawer.usage';

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

type SampleLine = {
  /** The cart line's id: the product's unless the cart holds the product twice. */
  id?: number;
  product: SampleProduct;
  quantity: number;
  colorStock?: number;
  color?: { ar: string; en: string };
  addons?: { ar: string; en: string }[];
  engraving?: string;
  isUpdating?: boolean;
  /** The server's §8 message for a line that cannot be bought. */
  unavailable?: { ar: string; en: string };
};

const notDeliverable = { ar: 'المنتج غير متوفر لهذه المدينة', en: 'Product is not available for this city' };

const [aloe, roses, monstera, , zamia, , oud, giftCard] = sampleProducts as [
  SampleProduct,
  SampleProduct,
  SampleProduct,
  SampleProduct,
  SampleProduct,
  SampleProduct,
  SampleProduct,
  SampleProduct,
];

const threeLines: SampleLine[] = [
  { product: aloe, quantity: 1 },
  { product: roses, quantity: 2, colorStock: 4 },
  { product: monstera, quantity: 3 },
];

/**
 * Cart lines from sample server data in the story's locale. The story stands in for the server:
 * quantities live in its state, and it prices the lines and the subtotal.
 */
function SampleCartDrawer({ lines = threeLines, ...props }: CartDrawerProps & { lines?: SampleLine[] }) {
  const sample = useSample();
  const [quantities, setQuantities] = useState(() => lines.map((line) => line.quantity));
  const items: CartDrawerItem[] = lines.flatMap((line, index) =>
    (quantities[index] ?? 0) > 0
      ? [
          {
            id: line.id ?? line.product.id,
            title: sample(line.product.title),
            imageUrl: line.product.imageUrl,
            imageAlt: sample(line.product.imageAlt),
            quantity: quantities[index] ?? 0,
            linePrice: line.product.price * (quantities[index] ?? 0),
            availableQuantity: line.product.availableQuantity,
            colorStock: line.colorStock,
            colorName: line.color ? sample(line.color) : undefined,
            addonNames: line.addons?.map(sample),
            engraving: line.engraving,
            isUpdating: line.isUpdating,
            unavailableMessage: line.unavailable ? sample(line.unavailable) : undefined,
          },
        ]
      : [],
  );
  const subtotal = items.reduce((sum, item) => sum + item.linePrice, 0);
  const setQuantity = (id: CartDrawerItem['id'], quantity: number) =>
    setQuantities((current) =>
      current.map((value, index) => ((lines[index]?.id ?? lines[index]?.product.id) === id ? quantity : value)),
    );
  return (
    <LinkProvider component={StoryLink}>
      <CartDrawer
        items={props.isLoading ? [] : items}
        subtotal={props.isLoading || items.length === 0 ? undefined : subtotal}
        {...props}
        onQuantityChange={(id, quantity) => {
          props.onQuantityChange?.(id, quantity);
          setQuantity(id, quantity);
        }}
        onRemove={(id) => {
          props.onRemove?.(id);
          setQuantity(id, 0);
        }}
      />
    </LinkProvider>
  );
}

/** A line the city no longer receives, with the server's notice over the lines. */
function WithNotice(props: CartDrawerProps) {
  const sample = useSample();
  return (
    <SampleCartDrawer
      {...props}
      notice={sample({
        ar: 'بعض المنتجات لا يمكن توصيلها إلى مدينتك',
        en: 'Some items are not delivereble in your city',
      })}
      lines={[
        { product: aloe, quantity: 1 },
        { product: roses, quantity: 2, colorStock: 4, unavailable: notDeliverable },
      ]}
    />
  );
}

/** The header's cart button opens the drawer; focus goes back to it on close. */
function WithHeader(props: CartDrawerProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Header hasCartItems onCartClick={() => setIsOpen(true)} />
      <SampleCartDrawer
        {...props}
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          props.onOpenChange?.(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Cart/CartDrawer',
  component: CartDrawer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    visual: { fullPage: true },
    docs: {
      usage: CartDrawerUsage,
      // An overlay opens in its own frame on the docs page, so the page itself stays usable.
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          "The cart panel (spec §2), a Sheet from the end edge (the left in Arabic). Each line shows its picture, title, what was chosen (colour, add-ons, engraving: two lines of one product are told apart by them), a QuantityStepper (plus stops at the product's and the colour's stock; at 1 minus removes the line) and its price rounded to whole riyals (spec §9); then the subtotal and View Cart and Checkout, both links to `/cart` that close the drawer. `isLoading` shows skeleton lines; with no items it shows the empty-bag message. The app owns the items: `onQuantityChange(id, qty)` and `onRemove(id)` report the user's changes.",
      },
    },
  },
  args: { defaultOpen: true, onOpenChange: fn(), onQuantityChange: fn(), onRemove: fn() },
  render: (args) => <SampleCartDrawer {...args} />,
} satisfies Meta<typeof CartDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = body.getByRole('dialog', { name: 'السلة' });
    const lines = within(within(drawer).getByRole('list', { name: 'المنتجات في سلتك' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    // 2 × 249.00 SAR, rounded.
    await expect(lines[1]?.querySelector('[data-slot="cart-drawer-item-price"]')).toHaveTextContent('٤٩٨');
    const increase = within(lines[1] as HTMLElement).getByRole('button', { name: /^زيادة كمية / });
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2, 3);
    await expect(lines[1]?.querySelector('[data-slot="cart-drawer-item-price"]')).toHaveTextContent('٧٤٧');
    await expect(within(drawer).getByRole('link', { name: 'عرض السلة' })).toHaveAttribute('href', '/cart');
    await expect(within(drawer).getByRole('link', { name: 'إتمام الطلب' })).toHaveAttribute('href', '/cart');
  },
};
export const RemoveAtOne: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'إزالة نبتة الصبار في أصيص فخاري' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body.getAllByRole('listitem')).toHaveLength(2));
  },
};
export const AtStock: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => (
    <SampleCartDrawer
      {...args}
      lines={[
        { product: monstera, quantity: 3 },
        { product: roses, quantity: 2, colorStock: 2 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    for (const increase of body.getAllByRole('button', { name: /^زيادة كمية / })) await expect(increase).toBeDisabled();
    // The reason is on screen too, under each stepper.
    const notes = canvasElement.ownerDocument.querySelectorAll('[data-slot="cart-drawer-item-stock"]');
    await expect(notes).toHaveLength(2);
    await expect(notes[1]).toHaveTextContent('المتوفر ٢ فقط');
    await expect(notes[1]).toBeVisible();
  },
};
export const Updating: Story = {
  render: (args) => (
    <SampleCartDrawer
      {...args}
      lines={[
        { product: aloe, quantity: 2, isUpdating: true },
        { product: oud, quantity: 1 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const [updating] = body.getAllByRole('listitem');
    await expect(updating).toHaveAttribute('aria-busy', 'true');
    for (const button of within(updating as HTMLElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
/** After a city change (issue 13 §1): the lines that no longer deliver say so, with the server's notice. */
export const UnavailableLines: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <WithNotice {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = body.getByRole('dialog', { name: 'السلة' });
    await expect(drawer.querySelector('[data-slot="cart-drawer-notice"]')).toHaveTextContent(
      'بعض المنتجات لا يمكن توصيلها إلى مدينتك',
    );
    const [available, unavailable] = within(drawer).getAllByRole('listitem');
    await expect(available).toHaveAttribute('data-state', 'available');
    await expect(unavailable).toHaveAttribute('data-state', 'unavailable');
    await expect(unavailable).toHaveTextContent('المنتج غير متوفر لهذه المدينة');
  },
};
export const UnavailableLinesEnglish: Story = {
  ...UnavailableLines,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cart' });
    const [, unavailable] = within(drawer).getAllByRole('listitem');
    await expect(unavailable).toHaveTextContent('Product is not available for this city');
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0));
  },
};
/**
 * One product twice, in two colours, one with add-ons and an engraving: each line says what was
 * chosen, and its buttons are named with its colour.
 */
const sameProductTwice: SampleLine[] = [
  { id: 11, product: roses, quantity: 1, colorStock: 6, color: { ar: 'أحمر', en: 'Red' } },
  {
    id: 12,
    product: roses,
    quantity: 2,
    colorStock: 4,
    color: { ar: 'أبيض', en: 'White' },
    addons: [
      { ar: 'علبة شوكولاتة مشكلة', en: 'Assorted chocolate box' },
      { ar: 'بطاقة شكر', en: 'Thank-you card' },
    ],
    engraving: 'سارة ❤ Omar',
  },
];
export const WithOptions: Story = {
  globals: { locale: 'ar' },
  render: (args) => <SampleCartDrawer {...args} lines={sameProductTwice} />,
  play: async ({ canvasElement }) => {
    await findOpenDialog(canvasElement);
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'السلة' });
    const [red, white] = within(drawer).getAllByRole('listitem');
    await expect(red).toHaveTextContent('اللون: أحمر');
    await expect(white).toHaveTextContent('اللون: أبيض');
    await expect(white).toHaveTextContent('الإضافات: علبة شوكولاتة مشكلة وبطاقة شكر');
    await expect(white).toHaveTextContent('النقش: سارة ❤ Omar');
    await expect(
      within(white as HTMLElement).getByRole('button', { name: 'زيادة كمية باقة ورد جوري أحمر، أبيض' }),
    ).toBeEnabled();
  },
};
export const WithOptionsEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => <SampleCartDrawer {...args} lines={sameProductTwice} />,
  play: async ({ canvasElement }) => {
    await findOpenDialog(canvasElement);
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cart' });
    const [red, white] = within(drawer).getAllByRole('listitem');
    await expect(red).toHaveTextContent('Colour: Red');
    await expect(white).toHaveTextContent('Colour: White');
    await expect(white).toHaveTextContent('Add-ons: Assorted chocolate box and Thank-you card');
    await expect(
      within(white as HTMLElement).getByRole('button', { name: 'Increase quantity of Red rose bouquet, White' }),
    ).toBeEnabled();
  },
};
export const Loading: Story = {
  parameters: { playLocale: 'ar' },
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('status')).toHaveTextContent('جارٍ تحميل سلتك');
    await expect(body.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    await expect(body.queryByRole('link', { name: 'إتمام الطلب' })).toBeNull();
  },
};
export const Empty: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => <SampleCartDrawer {...args} lines={[]} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('heading', { name: 'حقيبتك فارغة' })).toBeVisible();
    await expect(body.queryByRole('link', { name: 'عرض السلة' })).toBeNull();
  },
};
export const LongArabicText: Story = {
  render: (args) => (
    <SampleCartDrawer
      {...args}
      lines={[
        { product: zamia, quantity: 2 },
        { product: giftCard, quantity: 1 },
      ]}
    />
  ),
};
export const ManyItems: Story = {
  render: (args) => (
    <SampleCartDrawer
      {...args}
      lines={[aloe, roses, monstera, zamia, oud, giftCard].map((product) => ({ product, quantity: 1 }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const footer = canvasElement.ownerDocument.body.querySelector('[data-slot="cart-drawer-footer"]');
    await waitFor(() => expect(footer?.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1));
  },
};
export const CheckoutClosesDrawer: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('link', { name: 'إتمام الطلب' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
export const OpenedFromHeader: Story = {
  args: { defaultOpen: false },
  parameters: { playLocale: 'ar', visual: { fullPage: false } },
  render: (args) => <WithHeader {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const cart = within(canvasElement).getByRole('button', { name: 'السلة، فيها منتجات' });
    await userEvent.click(cart);
    await expect(body.getByRole('dialog', { name: 'السلة' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cart).toHaveFocus());
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement.ownerDocument.body).getByRole('dialog');
    // The end edge is the left in Arabic.
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBeCloseTo(0, 0));
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('المجموع الفرعي')).toBeVisible();
    // 89.50 + 2 × 249.00 + 3 × 319.75 = 1546.75 → 1547.
    await expect(body.getByRole('dialog').querySelector('[data-slot="cart-drawer-subtotal"]')).toHaveTextContent(
      '١٬٥٤٧',
    );
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    await findOpenDialog(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = body.getByRole('dialog', { name: 'Cart' });
    await expect(drawer.querySelector('[data-slot="cart-drawer-subtotal"]')).toHaveTextContent('1,547');
    const [first] = within(drawer).getAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /^Increase quantity of / }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1, 2);
    await expect(first?.querySelector('[data-slot="cart-drawer-item-price"]')).toHaveTextContent('179');
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0));
  },
};
