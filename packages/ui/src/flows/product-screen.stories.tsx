/**
 * The product page on a mocked API (issue 11 §5): `GET /api/products/product/{slug}` answered by
 * MSW with an envelope whose data parse with the contract's `calls.productDetail.data` schema (a
 * fixture that drifts from the contract fails the story). `ProductScreenDemo` is a story-only
 * container that fetches as the storefront's product route does and composes the design system's
 * pieces: the header, the picture, title, price, the colours, the quantity, add to cart and the
 * heart.
 *
 * The **Network** toolbar switches it between `ok`, `slow` (3 s), `loading` (never answers),
 * `empty` (the shop answers 404: no such product) and `error` (500); the `Loading`, `NotFound`,
 * `Error` and `Slow` stories pin one.
 */
import { calls } from '@hadiya/contract/calls';
import { envelopeSchema } from '@hadiya/contract/envelope';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { FavouriteButton } from '../components/favourite-button';
import { FormAlert } from '../components/form-alert';
import { Header } from '../components/header';
import { Price } from '../components/price';
import { type SampleProduct, sampleProducts } from '../components/product-card/product-card.fixtures';
import { ProductImage } from '../components/product-image';
import { QuantityStepper } from '../components/quantity-stepper';
import { RadioGroup } from '../components/radio-group';
import { Skeleton } from '../components/skeleton';
import { type LinkComponentProps, LinkProvider } from '../lib/link';
import { useLocale } from '../lib/use-locale';
import { Sample } from '../stories/sample';
import { type NetworkState, networkStateOf } from './network-state';

// ---------------------------------------------------------------------------------------------
// Mocked API

type Lang = 'ar' | 'en';
const productSchema = envelopeSchema(calls.productDetail.data);
type Product = NonNullable<ReturnType<typeof productSchema.parse>['data']>;

const descriptions: Record<string, { ar: string; en: string }> = {
  'red-rose-bouquet': {
    ar: 'اثنتا عشرة وردة جوري حمراء مغلّفة يدوياً بورق كرافت، تصل مع بطاقة إهداء مكتوبة بخط اليد.',
    en: 'Twelve red roses wrapped by hand in kraft paper, delivered with a handwritten gift card.',
  },
};

const colours = [
  { id: 11, name: { ar: 'أحمر', en: 'Red' }, hex: '#c22b2b', color_quantity: 5, is_sold_out: false },
  { id: 12, name: { ar: 'أبيض', en: 'White' }, hex: '#ffffff', color_quantity: 2, is_sold_out: false },
  { id: 13, name: { ar: 'وردي', en: 'Pink' }, hex: '#ef9f80', color_quantity: 0, is_sold_out: true },
];

function toProductDetail(product: SampleProduct, lang: Lang): Product {
  const description = descriptions[product.slug] ?? { ar: product.imageAlt.ar, en: product.imageAlt.en };
  return {
    id: product.id,
    slug: product.slug,
    kind: 'plant',
    category_id: 2,
    product_title: product.title[lang],
    product_slug: product.slug,
    feature_image: product.imageUrl,
    image_alt: product.imageAlt[lang],
    product_price: product.price,
    compare_at_price: product.compareAtPrice ?? null,
    currency: 'SAR',
    product_avail_quantity: product.availableQuantity,
    is_available: product.isAvailable ?? true,
    is_sold_out: product.isSoldOut ?? false,
    description: description[lang],
    images: [{ url: product.imageUrl, alt: product.imageAlt[lang] }],
    colors: colours.map(({ name, ...colour }) => ({ ...colour, name: name[lang] })),
    allow_engrave: false,
    engrave_max_length: null,
    availability_message: null,
    category: { id: 2, slug: 'flowers', name: lang === 'ar' ? 'الورود' : 'Flowers' },
    addons: [],
    vat_included: true,
  };
}

function productHandler(network: NetworkState) {
  return http.get('/api/products/product/:slug', async ({ request, params }) => {
    const lang: Lang = request.headers.get('language') === 'en' ? 'en' : 'ar';
    if (network === 'loading') await delay('infinite');
    if (network === 'slow') await delay(3000);
    if (network === 'error')
      return HttpResponse.json(
        { success: false, statusCode: 500, message: lang === 'ar' ? 'حدث خطأ ما' : 'Something went wrong', data: null },
        { status: 500 },
      );
    const product = network === 'empty' ? undefined : sampleProducts.find((sample) => sample.slug === params.slug);
    if (!product)
      return HttpResponse.json(
        {
          success: false,
          statusCode: 404,
          message: lang === 'ar' ? 'المنتج غير موجود' : 'Product not found',
          data: null,
        },
        { status: 404 },
      );
    return HttpResponse.json(
      productSchema.parse({
        success: true,
        statusCode: 200,
        message: lang === 'ar' ? 'المنتج' : 'Product',
        data: toProductDetail(product, lang),
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Story-only container

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

type ProductState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'done'; product: Product };

function useProduct(slug: string): ProductState {
  const { locale } = useLocale();
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(`/api/products/product/${encodeURIComponent(slug)}?cities_id=1`, {
      headers: { language: locale },
      signal: controller.signal,
    })
      .then(async (response) => {
        // A refusal's envelope carries no product: its status says which page to show.
        if (response.status === 404) return setState({ status: 'not-found' });
        if (!response.ok) return setState({ status: 'error' });
        const envelope = productSchema.parse(await response.json());
        setState(envelope.data ? { status: 'done', product: envelope.data } : { status: 'error' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [locale, slug]);
  return state;
}

function ProductSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-8 md:grid-cols-2">
      <Skeleton variant="rect" className="aspect-square h-auto" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="w-1/3" />
        <Skeleton variant="rect" />
        <Skeleton className="h-11 w-1/2" />
      </div>
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
  const [colour, setColour] = useState(String(product.colors.find((option) => !option.is_sold_out)?.id ?? ''));
  const [isFavourite, setIsFavourite] = useState(false);
  const stock = product.colors.find((option) => String(option.id) === colour)?.color_quantity;
  return (
    <article className="grid gap-8 md:grid-cols-2">
      <ProductImage src={product.feature_image} alt={product.image_alt} priority />
      <div className="grid content-start gap-5">
        <h1 className="font-bold text-2xl">{product.product_title}</h1>
        <Price amount={product.product_price} compareAt={product.compare_at_price ?? undefined} className="text-xl" />
        <p className="text-ink-muted">{product.description}</p>
        <RadioGroup
          label={<Sample ar="اللون" en="Colour" />}
          orientation="horizontal"
          value={colour}
          onValueChange={setColour}
          options={product.colors.map((option) => ({
            value: String(option.id),
            label: option.name,
            disabled: option.is_sold_out,
          }))}
        />
        <QuantityStepper
          defaultValue={1}
          max={product.product_avail_quantity}
          colorStock={stock}
          itemName={product.product_title}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" disabled={product.is_sold_out}>
            <Sample ar="أضف إلى السلة" en="Add to cart" />
          </Button>
          <FavouriteButton productName={product.product_title} isFavourite={isFavourite} onToggle={setIsFavourite} />
        </div>
      </div>
    </article>
  );
}

/** The header with a cart over one product read from the mocked API. */
function ProductScreenDemo({ slug = 'red-rose-bouquet' }: { slug?: string }) {
  const state = useProduct(slug);
  return (
    <LinkProvider component={StoryLink}>
      <Header hasCartItems cityName="الرياض" />
      <main className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-8">
        {state.status === 'loading' ? (
          <ProductSkeleton />
        ) : state.status === 'error' ? (
          <FormAlert
            message={<Sample ar="تعذّر تحميل المنتج. حاول مرة أخرى." en="The product could not be loaded. Try again." />}
          />
        ) : state.status === 'not-found' ? (
          <EmptyState
            variant="search"
            level={1}
            title={<Sample ar="لم نجد هذا المنتج" en="We could not find this product" />}
            description={<Sample ar="ربما لم يعد متوفراً. تصفّح هدايا أخرى." en="It may be gone. Browse other gifts." />}
          >
            <Button variant="secondary">
              <Sample ar="تصفّح كل الهدايا" en="Browse all gifts" />
            </Button>
          </EmptyState>
        ) : (
          <ProductView product={state.product} />
        )}
      </main>
    </LinkProvider>
  );
}

// ---------------------------------------------------------------------------------------------
// Stories

const meta = {
  title: 'Screens/Product',
  component: ProductScreenDemo,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The product page with the API mocked by MSW (`GET /products/product/{slug}`). Switch the **Network** toolbar between ok, slow, loading, empty (a 404: no such product) and error.',
      },
    },
  },
  args: { slug: 'red-rose-bouquet' },
  beforeEach({ globals, parameters, msw }) {
    const network = networkStateOf({ globals, parameters });
    msw.use(productHandler(network));
  },
} satisfies Meta<typeof ProductScreenDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Whatever the toolbar's network state: the product, the not-found page or the error ends the wait.
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
  },
};
export const ChoosesAColour: Story = {
  parameters: { network: 'ok' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const radios = canvas.getAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    // The sold-out colour cannot be chosen.
    await expect(radios[2]).toBeDisabled();
    await userEvent.click(radios[1] as HTMLElement);
    await expect(radios[1]).toBeChecked();
    // Two left in that colour: plus stops at two.
    const increase = canvasElement.querySelector<HTMLButtonElement>('[data-slot="quantity-stepper-increase"]');
    await expect(increase).not.toBeNull();
    await userEvent.click(increase as HTMLButtonElement);
    await waitFor(() => expect(increase).toBeDisabled());
  },
};
export const Loading: Story = {
  parameters: { network: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
export const NotFound: Story = {
  parameters: { network: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /تصفّح كل الهدايا|Browse all gifts/ })).toBeVisible();
  },
};
export const UnknownSlug: Story = {
  parameters: { network: 'ok' },
  args: { slug: 'no-such-gift' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="quantity-stepper-increase"]')).toBeNull();
  },
};
// biome-ignore lint/suspicious/noShadowRestrictedNames: the conventions name this state `Error`.
export const Error: Story = {
  parameters: { network: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
export const Slow: Story = {
  parameters: { network: 'slow' },
};
export const SoldOut: Story = {
  parameters: { network: 'ok' },
  args: { slug: 'luxury-chocolate-box' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.getByRole('button', { name: /أضف إلى السلة|Add to cart/ })).toBeDisabled();
  },
};
