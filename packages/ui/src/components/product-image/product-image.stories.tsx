import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { ProductImage, type ProductImageProps } from './product-image';
import { ProductImageUsage } from './product-image.usage';

/** A potted plant drawn inline, so stories need no network. */
const plantSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="#f4f0ea"/>
<circle cx="470" cy="120" r="60" fill="#fae2d8"/>
<ellipse cx="300" cy="520" rx="160" ry="18" fill="#e8e1d6"/>
<path d="M300 330 C250 250 170 240 130 170 C220 170 290 230 300 330Z" fill="#3b8a5a"/>
<path d="M300 330 C350 250 430 240 470 170 C380 170 310 230 300 330Z" fill="#3b8a5a"/>
<path d="M300 330 C270 230 280 140 300 70 C320 140 330 230 300 330Z" fill="#2b7048"/>
<path d="M300 340 C240 300 190 310 140 275 C210 255 270 280 300 340Z" fill="#5ca677"/>
<path d="M300 340 C360 300 410 310 460 275 C390 255 330 280 300 340Z" fill="#5ca677"/>
<path d="M205 350 H395 L372 510 H228 Z" fill="#d9643b"/>
<rect x="190" y="320" width="220" height="44" rx="10" fill="#bb4e28"/>
</svg>`;
const plantImage = `data:image/svg+xml,${encodeURIComponent(plantSvg)}`;
/** Not a PNG: the browser fails to decode it, as with a missing file. */
const brokenImage = 'data:image/png;base64,AAAA';

const ALT = { ar: 'نبتة خضراء في أصيص فخاري', en: 'A green plant in a clay pot' };

function SampleProductImage(props: ProductImageProps) {
  const sample = useSample();
  return <ProductImage {...props} alt={sample(ALT)} />;
}

const meta = {
  title: 'Catalogue/ProductImage',
  component: ProductImage,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: ProductImageUsage,
      description: {
        component:
          'A product picture in a fixed aspect-ratio box (`1/1`, `4/3`, `3/4`) with a sand placeholder, so the page never shifts while it loads. `alt` is required. Images load lazily; give the page’s largest image `priority` (eager, `fetchPriority="high"`, sync decoding). Pass the file’s `width`/`height`. If the file fails, an icon and “Image not available” take its place, still named after the product.',
      },
    },
  },
  args: { src: plantImage, alt: '', width: 600, height: 600, loading: 'eager', onError: fn() },
  render: (args) => <SampleProductImage {...args} />,
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: /نبتة خضراء في أصيص فخاري|A green plant in a clay pot/,
    });
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '600');
    const box = canvasElement.querySelector('[data-slot="product-image"]')?.getBoundingClientRect();
    await expect(box && Math.round(box.width)).toBe(box && Math.round(box.height));
  },
};

export const Landscape: Story = { args: { ratio: '4/3' } };
export const Portrait: Story = { args: { ratio: '3/4' } };

export const Priority: Story = {
  args: { priority: true, loading: undefined },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('decoding', 'sync');
  },
};

export const Lazy: Story = {
  args: { loading: 'lazy' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).not.toHaveAttribute('fetchpriority');
  },
};

export const Broken: Story = {
  parameters: { playLocale: 'ar' },
  args: { src: brokenImage },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img')).toHaveAccessibleName(
        /نبتة خضراء في أصيص فخاري: الصورة غير متوفرة|A green plant in a clay pot: image not available/,
      ),
    );
    await expect(canvas.getByText(/الصورة غير متوفرة|Image not available/)).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalledOnce();
  },
};

/** The three shapes side by side; the square one cannot load. */
function Shapes(props: ProductImageProps) {
  return (
    <div className="grid w-[40rem] grid-cols-3 items-start gap-4">
      <SampleProductImage {...props} src={brokenImage} />
      <SampleProductImage {...props} ratio="4/3" />
      <SampleProductImage {...props} ratio="3/4" />
    </div>
  );
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => <Shapes {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'نبتة خضراء في أصيص فخاري: الصورة غير متوفرة' })).toBeInTheDocument(),
    );
    await expect(canvas.getByText('الصورة غير متوفرة')).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: 'نبتة خضراء في أصيص فخاري' })).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => <Shapes {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'A green plant in a clay pot: image not available' })).toBeInTheDocument(),
    );
    await expect(canvas.getByText('Image not available')).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: 'A green plant in a clay pot' })).toHaveLength(2);
  },
};
