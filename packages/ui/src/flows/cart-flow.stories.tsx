/**
 * The basket page, clickable in the workbench with the network mocked by MSW (issue 13 §3).
 * `CartFlowDemo` is a story-only container: it reads the cart with `fetch` as the storefront does,
 * changes a line with `PUT /api/user/shopping-cart/{id}` and removes one with `DELETE` (optimistic,
 * rolled back with the server's message when refused). The handlers below answer like the API:
 * envelopes, messages in the request's language, and carts that parse with the contract's
 * `cartSchema` (a fixture that drifts from the contract fails the story). The storefront's real
 * container lives in `apps/storefront` (`routes/cart.tsx`).
 *
 * Try: city 1 (Riyadh) delivers everything, city 2 (Al Majmaah) not the Monstera; the red roses
 * were read with 3 units of their colour in stock, but only 2 are left, so a third is refused.
 */
import { type Cart, type CartLine, cartSchema, cartUpdateBodySchema } from '@hadiya/contract/calls/cart';
import { envelopeSchema } from '@hadiya/contract/envelope';
import { messageNumber } from '@hadiya/contract/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartBasket, type CartBasketLine } from '../components/cart-basket';
import { EmptyState } from '../components/empty-state';
import { MessageDialog } from '../components/message-dialog';
import { type SampleProduct, sampleProducts } from '../components/product-card/product-card.fixtures';
import { Spinner } from '../components/spinner';
import { formatPrice } from '../lib/format';
import { type LinkComponentProps, LinkProvider } from '../lib/link';
import { useLocale } from '../lib/use-locale';
import { Sample } from '../stories/sample';

// ---------------------------------------------------------------------------------------------
// Mocked API

type Lang = 'ar' | 'en';
type Bilingual = { ar: string; en: string };

const texts = {
  cart_updated: { en: 'Cart updated', ar: 'تم تحديث السلة' },
  cart_removed: { en: 'Removed from cart', ar: 'تمت الإزالة من السلة' },
  cart_read: { en: 'Cart', ar: 'السلة' },
  not_deliverable: { en: 'Product is not available for this city', ar: 'المنتج غير متوفر لهذه المدينة' },
  items_not_deliverable: {
    en: 'Some items are not delivereble in your city',
    ar: 'بعض المنتجات لا يمكن توصيلها إلى مدينتك',
  },
  cart_item_not_found: { en: 'Cart item not found', ar: 'المنتج غير موجود في السلة' },
  bad_request: { en: 'Bad request', ar: 'طلب غير صالح' },
} as const;

/**
 * The API's 'Sorry! Only {n} units are available on selected color' (spec §8), in both languages
 * (the count in Arabic-Indic digits in Arabic, as the API writes it).
 */
const colorOnlyUnits = (n: number): Bilingual => ({
  en: `Sorry! Only ${n} units are available on selected color`,
  ar: `عذرا! يتوفر ${messageNumber(n, 'ar')} وحدات فقط من اللون المحدد`,
});

const RIYADH = 1;
const MAJMAAH = 2;

function langOf(request: Request): Lang {
  return request.headers.get('language') === 'en' ? 'en' : 'ar';
}

function answer(request: Request, statusCode: number, message: Bilingual, data: unknown = null) {
  return HttpResponse.json(
    envelopeSchema(statusCode === 200 ? cartSchema : cartSchema.nullable()).parse({
      success: statusCode === 200,
      statusCode,
      message: message[langOf(request)],
      data,
    }),
    { status: statusCode },
  );
}

const [aloe, roses, monstera] = sampleProducts as [SampleProduct, SampleProduct, SampleProduct];

/** A line as the server keeps it: both languages, and the stock it really has now. */
interface StoredLine {
  id: number;
  product: SampleProduct;
  quantity: number;
  color?: { id: number; name: Bilingual; hex: string; stock: number; liveStock: number };
  addon?: { id: number; title: Bilingual; price: number };
  engraving?: string;
  /** Cities the product is not delivered to. */
  notSoldIn?: number[];
}

const greetingCard = { id: 91, title: { ar: 'بطاقة تهنئة', en: 'Greeting card' }, price: 1_500 };

const ALOE_LINE = 11;
const ROSES_LINE = 12;
const MONSTERA_LINE = 13;

/** Three lines: aloe ×1 (minus removes it), red roses ×2 (colour stock 3 read, 2 left), Monstera ×2 of 3. */
function basketLines(): StoredLine[] {
  return [
    { id: ALOE_LINE, product: aloe, quantity: 1 },
    {
      id: ROSES_LINE,
      product: roses,
      quantity: 2,
      color: { id: 21, name: { ar: 'أحمر', en: 'Red' }, hex: '#c22b2b', stock: 3, liveStock: 2 },
      addon: greetingCard,
      engraving: 'سارة',
    },
    { id: MONSTERA_LINE, product: monstera, quantity: 2, notSoldIn: [MAJMAAH] },
  ];
}

/** The cart as `GET /api/user/shopping-cart` answers it, priced and checked against the city. */
function cartOf(lines: readonly StoredLine[], cityId: number | null, lang: Lang): Cart {
  const items = lines.map((line): CartLine => {
    const unitPrice = line.product.price + (line.addon?.price ?? 0);
    const isDeliverable = cityId === null || !line.notSoldIn?.includes(cityId);
    return {
      id: line.id,
      product_id: line.product.id,
      product_qty: line.quantity,
      product_color: line.color?.id ?? null,
      addon_product_ids: line.addon ? [line.addon.id] : [],
      product_title: line.product.title[lang],
      product_slug: line.product.slug,
      feature_image: line.product.imageUrl,
      image_alt: line.product.imageAlt[lang],
      product_price: line.product.price,
      product_avail_quantity: line.product.availableQuantity,
      color: line.color
        ? { id: line.color.id, name: line.color.name[lang], hex: line.color.hex, color_quantity: line.color.stock }
        : null,
      addons: line.addon
        ? [
            {
              id: line.addon.id,
              product_title: line.addon.title[lang],
              product_price: line.addon.price,
              feature_image: '',
              image_alt: line.addon.title[lang],
              is_available: true,
            },
          ]
        : [],
      engrave_text: line.engraving ?? '',
      unit_price: unitPrice,
      line_price: unitPrice * line.quantity,
      is_available: isDeliverable,
      status: isDeliverable ? 'ok' : 'not_deliverable',
      availability_message: isDeliverable ? null : texts.not_deliverable[lang],
    };
  });
  const subtotal = items.reduce((sum, line) => sum + (line.is_available ? line.line_price : 0), 0);
  const hasUnavailable = items.some((line) => !line.is_available);
  return cartSchema.parse({
    city_id: cityId,
    items,
    item_count: items.reduce((sum, line) => sum + line.product_qty, 0),
    subtotal,
    vat_included: Math.round((subtotal * 15) / 115),
    total: subtotal,
    currency: 'SAR',
    has_unavailable_items: hasUnavailable,
    message: hasUnavailable ? texts.items_not_deliverable[lang] : null,
  });
}

/** What the mocked API was asked, as `METHOD /path?query` (body of a PUT after a space). */
const requests: string[] = [];

function cityOf(request: Request): number | null {
  const value = new URL(request.url).searchParams.get('cities_id');
  return value === null ? null : Number(value);
}

/** A cart API over its own copy of `initial`: reads, changes and removals keep to that copy. */
function cartHandlers(initial: readonly StoredLine[]) {
  let lines = initial.map((line) => ({ ...line }));
  requests.length = 0;
  const log = (request: Request, extra = '') => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}${extra}`);
  };
  return [
    http.get('/api/user/shopping-cart', ({ request }) => {
      log(request);
      return answer(request, 200, texts.cart_read, cartOf(lines, cityOf(request), langOf(request)));
    }),
    http.put('/api/user/shopping-cart/:id', async ({ request, params }) => {
      const parsed = cartUpdateBodySchema.safeParse(await request.json());
      log(request, parsed.success ? ` qty=${parsed.data.product_qty}` : '');
      if (!parsed.success || cityOf(request) === null) return answer(request, 400, texts.bad_request);
      const line = lines.find((candidate) => candidate.id === Number(params.id));
      if (!line) return answer(request, 404, texts.cart_item_not_found);
      const quantity = parsed.data.product_qty;
      // Spec §5, §8: the colour's stock now, not the one the shopper's page was read with.
      if (line.color && quantity > line.color.liveStock) {
        return answer(request, 400, colorOnlyUnits(line.color.liveStock));
      }
      lines = lines.map((candidate) => (candidate === line ? { ...line, quantity } : candidate));
      return answer(request, 200, texts.cart_updated, cartOf(lines, cityOf(request), langOf(request)));
    }),
    http.delete('/api/user/shopping-cart/:id', ({ request, params }) => {
      log(request);
      if (!lines.some((line) => line.id === Number(params.id))) {
        return answer(request, 404, texts.cart_item_not_found);
      }
      lines = lines.filter((line) => line.id !== Number(params.id));
      return answer(request, 200, texts.cart_removed, cartOf(lines, cityOf(request), langOf(request)));
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Story-only container

interface Envelope<T> {
  success: boolean;
  statusCode: number;
  message: string;
  data: T;
}

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

/** The cart with one line's quantity changed (0 removes it), priced as the server priced its unit. */
function withQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  const items = cart.items.flatMap((line): CartLine[] =>
    line.id !== lineId
      ? [line]
      : quantity <= 0
        ? []
        : [{ ...line, product_qty: quantity, line_price: line.unit_price * quantity }],
  );
  const subtotal = items.reduce((sum, line) => sum + (line.is_available ? line.line_price : 0), 0);
  return {
    ...cart,
    items,
    item_count: items.reduce((sum, line) => sum + line.product_qty, 0),
    subtotal,
    total: subtotal,
    // VAT (15 %) inside a VAT-inclusive amount; the server's figure replaces it on answer.
    vat_included: Math.round((subtotal * 15) / 115),
  };
}

function basketLineOf(line: CartLine, pending: ReadonlySet<number>): CartBasketLine {
  return {
    id: line.id,
    title: line.product_title,
    href: `/product/${encodeURIComponent(line.product_slug)}`,
    imageUrl: line.feature_image,
    imageAlt: line.image_alt,
    quantity: line.product_qty,
    linePrice: line.line_price,
    availableQuantity: line.product_avail_quantity,
    colorStock: line.color?.color_quantity,
    colorName: line.color?.name,
    addonNames: line.addons.map((addon) => addon.product_title),
    engraving: line.engrave_text || undefined,
    unavailableMessage: line.availability_message ?? undefined,
    isUpdating: pending.has(line.id),
  };
}

function CartFlowDemo({ cityId }: { cityId: number }) {
  const { locale } = useLocale();
  const [cart, setCart] = useState<Cart | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string>();

  const headers = { 'content-type': 'application/json', language: locale, 'x-hadiya-client': 'web' };

  async function call(method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Envelope<Cart>> {
    const response = await fetch(`/api/user/shopping-cart${path}?cities_id=${cityId}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<Cart>;
  }

  // The cart loads when the page opens and again in another language or city (spec §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `call` is rebuilt each render from locale and cityId
  useEffect(() => {
    let isCurrent = true;
    setCart(null);
    void call('GET', '').then((envelope) => {
      if (isCurrent && envelope.success) setCart(envelope.data);
    });
    return () => {
      isCurrent = false;
    };
  }, [locale, cityId]);

  /** Spec §5, §8: the change shows at once; a refusal puts the cart back and shows the server's message. */
  async function change(line: CartLine, quantity: number) {
    if (!cart) return;
    const before = cart;
    setCart(withQuantity(cart, line.id, quantity));
    setPending((current) => new Set(current).add(line.id));
    try {
      const envelope =
        quantity > 0
          ? await call('PUT', `/${line.id}`, {
              product_id: line.product_id,
              product_qty: quantity,
              product_color: line.product_color,
              addon_product_ids: line.addon_product_ids,
              engrave_text: line.engrave_text,
            })
          : await call('DELETE', `/${line.id}`);
      if (envelope.success && envelope.statusCode === 200) setCart(envelope.data);
      else {
        setCart(before);
        setError(envelope.message);
      }
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(line.id);
        return next;
      });
    }
  }

  function lineOf(id: number) {
    return cart?.items.find((line) => line.id === id);
  }

  return (
    <LinkProvider component={StoryLink}>
      <div className="flex flex-col gap-6">
        <h1 className="font-bold text-2xl">
          <Sample ar="سلة التسوق" en="Shopping cart" />
        </h1>
        {cart === null ? (
          <Spinner />
        ) : cart.items.length === 0 ? (
          <EmptyState variant="bag" level={2} />
        ) : (
          <CartBasket
            lines={cart.items.map((line) => basketLineOf(line, pending))}
            subtotal={cart.subtotal}
            vatIncluded={cart.vat_included}
            total={cart.total}
            notice={cart.message ?? undefined}
            onQuantityChange={(id, quantity) => {
              const line = lineOf(id);
              if (line) void change(line, quantity);
            }}
            onRemove={(id) => {
              const line = lineOf(id);
              if (line) void change(line, 0);
            }}
          />
        )}
        <MessageDialog
          tone="error"
          open={error !== undefined}
          message={error ?? ''}
          onOpenChange={(isOpen) => {
            if (!isOpen) setError(undefined);
          }}
        />
      </div>
    </LinkProvider>
  );
}

// ---------------------------------------------------------------------------------------------
// Stories

const meta = {
  title: 'Flows/Cart',
  component: CartFlowDemo,
  parameters: {
    layout: 'padded',
    a11y: { context: 'body' },
    docs: {
      description: {
        component:
          'The basket page with the cart API mocked by MSW: the cart loads for the city, plus stops at stock, minus at 1 removes the line, a change the server refuses (only 2 red roses of the colour left) rolls back with its message, a line not delivered in the city (the Monstera in city 2) says so, and the empty bag.',
      },
    },
  },
  args: { cityId: RIYADH },
  beforeEach({ msw }) {
    msw.use(...cartHandlers(basketLines()));
  },
} satisfies Meta<typeof CartFlowDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The basket's lines once the cart has loaded. */
async function linesOf(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(count));
  return canvas.getAllByRole('listitem');
}

/** Waits for a line's change to come back from the server. */
async function settled(line: HTMLElement) {
  await waitFor(() => expect(line).not.toHaveAttribute('aria-busy'));
}

/** A price as the page shows it, its spaces as `toHaveTextContent` reads them. */
function priceText(halalas: number, options?: { isRounded?: boolean }) {
  return formatPrice(halalas, 'ar', options).replace(/\s+/g, ' ');
}

function stepperOf(line: HTMLElement) {
  return within(within(line).getByRole('group', { name: /الكمية|Quantity/ }));
}

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [aloeLine, rosesLine, monsteraLine] = (await linesOf(canvasElement, 3)) as [HTMLElement, ...HTMLElement[]];
    await expect(requests).toEqual([`GET /api/user/shopping-cart?cities_id=${RIYADH}`]);
    await expect(aloeLine).toHaveTextContent(aloe.title.ar);
    await expect(rosesLine).toHaveTextContent('اللون: أحمر');
    await expect(rosesLine).toHaveTextContent('الإضافات: بطاقة تهنئة');
    await expect(rosesLine).toHaveTextContent('النقش: سارة');
    await expect(monsteraLine).toHaveAttribute('data-state', 'available');
    const cart = cartOf(basketLines(), RIYADH, 'ar');
    await expect(canvasElement.querySelector('[data-slot="basket-subtotal"]')).toHaveTextContent(
      priceText(cart.subtotal, { isRounded: true }),
    );
    await expect(canvas.queryByRole('status', { name: 'جارٍ التحميل' })).not.toBeInTheDocument();
  },
};

export const PlusStopsAtStock: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const monsteraLine = (await linesOf(canvasElement, 3))[2] as HTMLElement;
    const plus = stepperOf(monsteraLine).getByRole('button', { name: /^زيادة كمية / });
    await userEvent.click(plus);
    // Shown at once, then confirmed by the server: 3 of 3 in stock, so plus stops.
    await expect(stepperOf(monsteraLine).getByRole('status')).toHaveTextContent('٣');
    await settled(monsteraLine);
    await expect(requests).toContain(`PUT /api/user/shopping-cart/${MONSTERA_LINE}?cities_id=${RIYADH} qty=3`);
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription('المتوفر ٣ فقط');
    await expect(monsteraLine).toHaveTextContent(priceText(monstera.price * 3, { isRounded: true }));
  },
};

export const MinusAtOneRemoves: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const aloeLine = (await linesOf(canvasElement, 3))[0] as HTMLElement;
    await expect(stepperOf(aloeLine).queryByRole('button', { name: /^إنقاص كمية / })).not.toBeInTheDocument();
    await userEvent.click(stepperOf(aloeLine).getByRole('button', { name: `إزالة ${aloe.title.ar}` }));
    const lines = await linesOf(canvasElement, 2);
    await expect(lines[0]).toHaveTextContent(roses.title.ar);
    await waitFor(() => expect(requests).toContain(`DELETE /api/user/shopping-cart/${ALOE_LINE}?cities_id=${RIYADH}`));
    await settled(lines[0] as HTMLElement);
    const cart = cartOf(basketLines().slice(1), RIYADH, 'ar');
    await expect(canvasElement.querySelector('[data-slot="basket-subtotal"]')).toHaveTextContent(
      priceText(cart.subtotal, { isRounded: true }),
    );
  },
};

export const RefusedChange: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const rosesLine = (await linesOf(canvasElement, 3))[1] as HTMLElement;
    const value = stepperOf(rosesLine).getByRole('status');
    await expect(value).toHaveTextContent('٢');
    await userEvent.click(stepperOf(rosesLine).getByRole('button', { name: /^زيادة كمية / }));
    const notice = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'خطأ' });
    await expect(notice).toHaveTextContent('عذرا! يتوفر ٢ وحدات فقط من اللون المحدد');
    await expect(requests).toContain(`PUT /api/user/shopping-cart/${ROSES_LINE}?cities_id=${RIYADH} qty=3`);
    // Rolled back to what the server holds.
    await expect(value).toHaveTextContent('٢');
    await userEvent.click(within(notice).getByRole('button', { name: 'حسنًا' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await settled(rosesLine);
  },
};

export const NotDeliverable: Story = {
  parameters: { playLocale: 'ar' },
  args: { cityId: MAJMAAH },
  play: async ({ canvasElement }) => {
    const monsteraLine = (await linesOf(canvasElement, 3))[2] as HTMLElement;
    await expect(requests).toEqual([`GET /api/user/shopping-cart?cities_id=${MAJMAAH}`]);
    await expect(monsteraLine).toHaveAttribute('data-state', 'unavailable');
    await expect(monsteraLine).toHaveTextContent('المنتج غير متوفر لهذه المدينة');
    await expect(canvasElement.querySelector('[data-slot="basket-notice"]')).toHaveTextContent(
      'بعض المنتجات لا يمكن توصيلها إلى مدينتك',
    );
    // The line the city cannot have is left out of the subtotal.
    const cart = cartOf(basketLines(), MAJMAAH, 'ar');
    await expect(cart.subtotal).toBe(cartOf(basketLines().slice(0, 2), MAJMAAH, 'ar').subtotal);
    await expect(canvasElement.querySelector('[data-slot="basket-subtotal"]')).toHaveTextContent(
      priceText(cart.subtotal, { isRounded: true }),
    );
  },
};

export const Empty: Story = {
  parameters: { playLocale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...cartHandlers([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'حقيبتك فارغة' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rosesLine = (await linesOf(canvasElement, 3))[1] as HTMLElement;
    await expect(canvas.getByRole('heading', { name: 'ملخص الطلب' })).toBeVisible();
    await userEvent.click(stepperOf(rosesLine).getByRole('button', { name: /^إنقاص كمية / }));
    await settled(rosesLine);
    await expect(stepperOf(rosesLine).getByRole('status')).toHaveTextContent('١');
    await expect(requests).toContain(`PUT /api/user/shopping-cart/${ROSES_LINE}?cities_id=${RIYADH} qty=1`);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rosesLine = (await linesOf(canvasElement, 3))[1] as HTMLElement;
    await expect(canvas.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(rosesLine).toHaveTextContent('Add-ons: Greeting card');
    await userEvent.click(stepperOf(rosesLine).getByRole('button', { name: /^Increase quantity of / }));
    const notice = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Error' });
    await expect(notice).toHaveTextContent('Sorry! Only 2 units are available on selected color');
    await expect(stepperOf(rosesLine).getByRole('status')).toHaveTextContent('2');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await settled(rosesLine);
  },
};
