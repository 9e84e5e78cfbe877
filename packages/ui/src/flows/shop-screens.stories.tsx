/**
 * The shopper's screens on a mocked API (issue 11 §5): the header with a cart over the home
 * products and the search results, and the maintenance screen. `ShopScreenDemo` is a story-only
 * container that reads `POST /api/products` with `fetch` as the storefront does; MSW answers with
 * envelopes whose data parse with the contract's `calls.search.data` schema (a fixture that drifts
 * from the contract fails the story).
 *
 * The **Network** toolbar global switches every screen between `ok`, `slow` (3 s), `loading`
 * (never answers), `empty` and `error`; the `Loading`, `Empty`, `Error` and `Slow` stories pin one.
 * To add a screen: write a container here that fetches like the app, and a story per state.
 */
import { calls } from '@hadiya/contract/calls';
import { envelopeSchema } from '@hadiya/contract/envelope';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { FormAlert } from '../components/form-alert';
import { Header } from '../components/header';
import { MaintenanceScreen } from '../components/maintenance-screen';
import { ProductCard, ProductCardSkeleton, ProductGrid } from '../components/product-card';
import { type SampleProduct, sampleProducts } from '../components/product-card/product-card.fixtures';
import { type LinkComponentProps, LinkProvider } from '../lib/link';
import { useLocale } from '../lib/use-locale';
import { Sample } from '../stories/sample';
import { type NetworkState, networkStateOf } from './network-state';

// ---------------------------------------------------------------------------------------------
// Mocked API

type Lang = 'ar' | 'en';

const productsSchema = envelopeSchema(calls.search.data);

function toProductCard(product: SampleProduct, lang: Lang) {
  return {
    id: product.id,
    slug: product.slug,
    kind: 'plant' as const,
    category_id: 1,
    product_title: product.title[lang],
    product_slug: product.slug,
    feature_image: product.imageUrl,
    image_alt: product.imageAlt[lang],
    product_price: product.price,
    compare_at_price: product.compareAtPrice ?? null,
    currency: 'SAR' as const,
    product_avail_quantity: product.availableQuantity,
    is_available: product.isAvailable ?? true,
    is_sold_out: product.isSoldOut ?? false,
  };
}

function productsHandler(network: NetworkState) {
  return http.post('/api/products', async ({ request }) => {
    const lang: Lang = request.headers.get('language') === 'en' ? 'en' : 'ar';
    if (network === 'loading') await delay('infinite');
    if (network === 'slow') await delay(3000);
    if (network === 'error')
      return HttpResponse.json(
        { success: false, statusCode: 500, message: lang === 'ar' ? 'حدث خطأ ما' : 'Something went wrong', data: null },
        { status: 500 },
      );
    const body = (await request.json()) as { search?: string };
    const search = body.search?.trim().toLowerCase() ?? '';
    const products =
      network === 'empty'
        ? []
        : sampleProducts.filter(
            (product) => !search || `${product.title.ar} ${product.title.en}`.toLowerCase().includes(search),
          );
    return HttpResponse.json(
      productsSchema.parse({
        success: true,
        statusCode: 200,
        message: lang === 'ar' ? 'المنتجات' : 'Products',
        data: products.map((product) => toProductCard(product, lang)),
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

type Products = ReturnType<typeof productsSchema.parse>['data'];

function useProducts(search: string) {
  const { locale } = useLocale();
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'done'; products: Products }>({
    status: 'loading',
    products: [],
  });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', products: [] });
    fetch('/api/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: locale },
      body: JSON.stringify({ search, cities_id: 1 }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const envelope = productsSchema.parse(await response.json());
        setState({ status: envelope.success ? 'done' : 'error', products: envelope.data ?? [] });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', products: [] });
      });
    return () => controller.abort();
  }, [locale, search]);
  return state;
}

/** The header with a cart over a product list read from the mocked API. */
function ShopScreenDemo({ search = '' }: { search?: string }) {
  const { status, products } = useProducts(search);
  return (
    <LinkProvider component={StoryLink}>
      <Header hasCartItems cityName="الرياض" />
      <main className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-8">
        <h1 className="font-bold text-2xl">
          {search ? (
            <Sample ar={`نتائج البحث عن «${search}»`} en={`Results for “${search}”`} />
          ) : (
            <Sample ar="هدايا مختارة" en="Chosen gifts" />
          )}
        </h1>
        {status === 'error' ? (
          <FormAlert
            message={
              <Sample ar="تعذّر تحميل المنتجات. حاول مرة أخرى." en="The products could not be loaded. Try again." />
            }
          />
        ) : status === 'done' && products.length === 0 ? (
          <EmptyState
            variant="search"
            title={<Sample ar="لا توجد منتجات" en="No products found" />}
            description={<Sample ar="جرّب كلمة أخرى أو مدينة أخرى." en="Try another word or another city." />}
          >
            <Button variant="secondary">
              <Sample ar="تصفّح كل الهدايا" en="Browse all gifts" />
            </Button>
          </EmptyState>
        ) : (
          <ProductGrid aria-busy={status === 'loading'}>
            {status === 'loading'
              ? [0, 1, 2, 3].map((index) => <ProductCardSkeleton key={index} />)
              : products.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    slug={product.slug}
                    title={product.product_title}
                    imageUrl={product.feature_image}
                    imageAlt={product.image_alt}
                    price={product.product_price}
                    compareAtPrice={product.compare_at_price ?? undefined}
                    isSoldOut={product.is_sold_out}
                    isAvailable={product.is_available}
                    priority={index === 0}
                    headingLevel={2}
                  />
                ))}
          </ProductGrid>
        )}
      </main>
    </LinkProvider>
  );
}

// ---------------------------------------------------------------------------------------------
// Stories

const meta = {
  title: 'Screens/Shop',
  component: ShopScreenDemo,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Whole screens with the API mocked by MSW. Switch the **Network** toolbar between ok, slow, loading, empty and error to see every state of every screen.',
      },
    },
  },
  beforeEach({ globals, parameters, msw }) {
    const network = networkStateOf({ globals, parameters });
    msw.use(productsHandler(network));
  },
} satisfies Meta<typeof ShopScreenDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Whatever the toolbar's network state: a list, the empty state or the error ends the wait.
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};
export const SearchResults: Story = {
  args: { search: 'aloe' },
};
export const Loading: Story = {
  parameters: { network: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
export const Empty: Story = {
  parameters: { network: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2 })).toBeVisible();
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
export const Maintenance: Story = {
  render: () => <MaintenanceScreen />,
};
