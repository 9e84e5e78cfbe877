import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type LinkComponentProps, LinkProvider } from '../../lib/link';
import { useSample } from '../../stories/sample';
import { ProductCard, type ProductCardProps, ProductCardSkeleton } from './product-card';
import { type SampleProduct, sampleProducts } from './product-card.fixtures';
import { ProductCardUsage } from './product-card.usage';
import { ProductGrid } from './product-grid';

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

const bySlug = (slug: string) => sampleProducts.find((product) => product.slug === slug) as SampleProduct;

type CardArgs = Partial<ProductCardProps> & { product?: SampleProduct };

/** A card from sample server data in the story's locale; the favourite state lives in the story. */
function SampleCard({
  product = bySlug('aloe-vera-clay-pot'),
  onFavouriteToggle,
  isFavourite,
  slug: _slug,
  title: _title,
  imageUrl: _imageUrl,
  imageAlt: _imageAlt,
  price: _price,
  ...props
}: CardArgs) {
  const sample = useSample();
  const [favourite, setFavourite] = useState(isFavourite ?? false);
  return (
    <ProductCard
      slug={product.slug}
      title={sample(product.title)}
      imageUrl={product.imageUrl}
      imageAlt={sample(product.imageAlt)}
      price={product.price}
      compareAtPrice={product.compareAtPrice}
      isSoldOut={product.isSoldOut}
      isAvailable={product.isAvailable}
      isFavourite={favourite}
      onFavouriteToggle={
        onFavouriteToggle
          ? (next) => {
              setFavourite(next);
              onFavouriteToggle(next);
            }
          : undefined
      }
      {...props}
    />
  );
}

function SampleGrid({ isLoading = false, count = 8 }: { isLoading?: boolean; count?: number }) {
  return (
    <ProductGrid>
      {isLoading
        ? [0, 1, 2, 3].map((index) => <ProductCardSkeleton key={index} />)
        : sampleProducts
            .slice(0, count)
            .map((product, index) => (
              <SampleCard key={product.id} product={product} priority={index === 0} onFavouriteToggle={() => {}} />
            ))}
    </ProductGrid>
  );
}

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  subcomponents: { ProductGrid, ProductCardSkeleton },
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  parameters: {
    docs: {
      usage: ProductCardUsage,
      // The stories fill the card from sample server data; show the props an app passes instead of the placeholders.
      source: {
        transform: (code: string) =>
          code.replace(
            /<SampleCard[^>]*\/>/g,
            `<ProductCard
  slug={product.slug}
  title={product.product_title}
  imageUrl={product.feature_image}
  imageAlt={product.image_alt}
  price={product.product_price}
  compareAtPrice={product.compare_at_price ?? undefined}
  isSoldOut={product.is_sold_out}
  isAvailable={product.is_available}
/>`,
          ),
      },
      description: {
        component:
          "A product in a list: the picture (square, `priority` for the first card, the page's largest paint), the title clamped to two lines, the price with the old price struck through, and 'Sold out' / 'Not available' badges — all one link to `/product/{slug}`, named by the title. With `onFavouriteToggle` a heart toggle (`aria-pressed`) sits over the picture, outside the link. `ProductGrid` lays cards out in a `<ul>`: two columns below 575 px, three from `sm`, four from `lg`; `ProductCardSkeleton` holds a card's place while loading.",
      },
    },
  },
  // Placeholders: the stories take these from the sample product in the story's locale.
  args: { slug: '', title: '', imageUrl: '', imageAlt: '', price: 0 },
  render: (args) => (
    <div className="w-56">
      <SampleCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'نبتة الصبار في أصيص فخاري' });
    await expect(link).toHaveAttribute('href', '/product/aloe-vera-clay-pot');
    await expect(link).toHaveAccessibleDescription(/٨٩٫٥٠/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const OnSale: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => (
    <div className="w-56">
      <SampleCard {...args} product={bySlug('red-rose-bouquet')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-compare-at"]')).toHaveTextContent('٢٩٩٫٠٠');
  },
};
export const SoldOut: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => (
    <div className="w-56">
      <SampleCard {...args} product={bySlug('luxury-chocolate-box')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleDescription(/نفدت الكمية/);
  },
};
export const NotAvailable: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => (
    <div className="w-56">
      <SampleCard {...args} product={bySlug('small-olive-tree')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('غير متوفر')).toBeVisible();
  },
};
export const WithFavourite: Story = {
  parameters: { playLocale: 'ar' },
  args: { onFavouriteToggle: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'المفضلة: نبتة الصبار في أصيص فخاري' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // Not nested in the card's link.
    await expect(heart.closest('a')).toBeNull();
    await userEvent.click(heart);
    await expect(args.onFavouriteToggle).toHaveBeenCalledWith(true);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onFavouriteToggle).toHaveBeenLastCalledWith(false);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};
export const Favourited: Story = {
  args: { onFavouriteToggle: fn(), isFavourite: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};
export const LongArabicText: Story = {
  args: { onFavouriteToggle: fn() },
  render: (args) => (
    <div className="w-56">
      <SampleCard {...args} product={bySlug('office-zz-plant-engraved-card')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const title = canvasElement.querySelector<HTMLElement>('[data-slot="product-card-title"]');
    const lineHeight = Number.parseFloat(getComputedStyle(title as HTMLElement).lineHeight);
    // Clamped to two lines.
    await expect(title?.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};
export const Grid: Story = {
  render: () => <SampleGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    const tops = new Set(items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};
export const GridMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // Two rows: the screenshot stays within the mobile viewport.
  render: () => <SampleGrid count={4} />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const [first, second, third] = items.map((item) => item.getBoundingClientRect());
    await expect(first?.top).toBeCloseTo(second?.top ?? 0, 0);
    await expect(third?.top).toBeGreaterThan(first?.bottom ?? 0);
  },
};
export const GridLoading: Story = {
  render: () => <SampleGrid isLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { onFavouriteToggle: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button');
    const card = canvasElement.querySelector('[data-slot="product-card"]') as HTMLElement;
    // The heart sits at the end corner: the left in Arabic.
    await expect(heart.getBoundingClientRect().left - card.getBoundingClientRect().left).toBeLessThan(20);
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { onFavouriteToggle: fn() },
  render: (args) => (
    <div className="w-56">
      <SampleCard {...args} product={bySlug('red-rose-bouquet')} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Red rose bouquet' });
    await expect(link).toHaveAccessibleDescription(/Now SAR\s249\.00.*Was SAR\s299\.00/);
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite: Red rose bouquet' }));
    await expect(args.onFavouriteToggle).toHaveBeenCalledWith(true);
    const heart = canvas.getByRole('button');
    const card = canvasElement.querySelector('[data-slot="product-card"]') as HTMLElement;
    await expect(card.getBoundingClientRect().right - heart.getBoundingClientRect().right).toBeLessThan(20);
  },
};
