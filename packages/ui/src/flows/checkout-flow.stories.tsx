/**
 * The `/cart` checkout steps, clickable in the workbench with the network mocked by MSW (issue 14
 * §1, §6): basket → contact information → complete order → the result. `CheckoutFlowDemo` is a
 * story-only container: it reads the checkout state with `fetch` (`GET /api/checkout`), moves
 * between steps and saves each step with `PUT /api/checkout`, applies a coupon
 * (`POST /api/coupons/apply`), the wallet (`POST /api/wallet/apply`) and places the order
 * (`POST /api/orders/place-order`). The handlers answer like the API: envelopes, messages in the
 * request's language, §5's prompts, and states that parse with the contract's
 * `checkoutStateSchema` (a fixture that drifts from the contract fails the story). Every figure
 * comes from the mocked server. The storefront's real containers live in `apps/storefront`
 * (`features/checkout`), where the steps are forms posting to the route's action.
 *
 * Try: the promo code HADIYA10 takes 10 % off; any other code is refused (info dialog, spec §8);
 * the wallet holds 50 SAR; continuing without the recipient's name gives 'enter recipient details'.
 */
import {
  type CheckoutState,
  type CheckoutUpdateBody,
  checkoutStateSchema,
  checkoutUpdateBodySchema,
} from '@hadiya/contract/calls/checkout';
import { envelopeSchema } from '@hadiya/contract/envelope';
import { checkoutPromptMessages } from '@hadiya/contract/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { CheckoutStepper } from '../components/checkout-stepper';
import { CouponField } from '../components/coupon-field';
import { FormAlert } from '../components/form-alert';
import { GuestInfoForm, type GuestInfoValues } from '../components/guest-info-form';
import { MessageCardField } from '../components/message-card-field';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethodList } from '../components/payment-method-list';
import { PaymentResult } from '../components/payment-result';
import { RecipientForm, type RecipientFormValues } from '../components/recipient-form';
import { SlotPicker } from '../components/slot-picker';
import { Spinner } from '../components/spinner';
import { WalletToggle } from '../components/wallet-toggle';
import { useLocale } from '../lib/use-locale';
import { Sample } from '../stories/sample';

// ---------------------------------------------------------------------------------------------
// Mocked API

type Lang = 'ar' | 'en';
type Bilingual = { ar: string; en: string };

const texts = {
  ok: { en: 'Checkout', ar: 'إتمام الطلب' },
  coupon_invalid: { en: 'This promo code is not valid', ar: 'رمز الخصم هذا غير صالح' },
  placed: { en: 'Order placed', ar: 'تم إنشاء الطلب' },
} as const;

const langOf = (request: Request): Lang => (request.headers.get('language') === 'en' ? 'en' : 'ar');

function envelope(request: Request, statusCode: number, message: Bilingual, data: unknown = null) {
  return HttpResponse.json(
    { success: statusCode === 200, statusCode, message: message[langOf(request)], data },
    { status: statusCode },
  );
}

const SUBTOTAL = 25_800;
const DELIVERY_FEE = 2_500;
const WALLET_BALANCE = 5_000;

/** What the mocked server keeps for the cart. */
interface Store {
  step: CheckoutState['step'];
  guestName: string;
  guestPhone: string;
  recipientName: string;
  recipientPhone: string;
  address: string;
  slot: { date: string; id: number } | null;
  couponApplied: boolean;
  walletUsed: boolean;
  terms: boolean;
}

const emptyStore = (): Store => ({
  step: 'basket',
  guestName: '',
  guestPhone: '',
  recipientName: '',
  recipientPhone: '',
  address: '',
  slot: null,
  couponApplied: false,
  walletUsed: false,
  terms: false,
});

/** The state as `GET /api/checkout` answers it, every figure computed here. */
function stateOf(store: Store, lang: Lang): CheckoutState {
  const discount = store.couponApplied ? Math.round(SUBTOTAL / 10) : 0;
  const total = SUBTOTAL + DELIVERY_FEE - discount;
  const wallet = store.walletUsed ? Math.min(WALLET_BALANCE, total) : 0;
  const contactComplete = store.guestName !== '' && store.recipientName !== '' && store.recipientPhone !== '';
  const prompt = !contactComplete ? 'enter_recipient_details' : !store.terms ? 'accept_terms' : null;
  const step = (complete: boolean, stepPrompt: typeof prompt) => ({
    complete,
    prompt: stepPrompt,
    message: stepPrompt ? checkoutPromptMessages[stepPrompt][lang] : null,
  });
  return checkoutStateSchema.parse({
    step: store.step,
    city_id: 1,
    is_guest: true,
    contact: { name: store.guestName || null, phone_code: '966', phone_number: store.guestPhone || null },
    profile: null,
    delivery_type: 'friend_delivery',
    recipient: {
      name: store.recipientName || null,
      city_id: 1,
      address: store.address || null,
      email: null,
      phone_code: '966',
      phone_number: store.recipientPhone || null,
      building_number: null,
      street: null,
      district: null,
      postal_code: null,
      additional_number: null,
      unit: null,
      short_address: null,
    },
    recipient_supplies_address: false,
    hide_sender_name: false,
    cafe_branch_id: null,
    delivery_date: store.slot?.date ?? null,
    slot_id: store.slot?.id ?? null,
    message_card: '',
    terms_accepted: store.terms,
    payment_method: 'card',
    coupon: store.couponApplied
      ? {
          id: 7,
          code: 'HADIYA10',
          discount_type: 'percent',
          value: 1000,
          min_order: 0,
          max_discount: null,
          starts_at: null,
          ends_at: null,
          description: lang === 'ar' ? 'خصم ١٠٪' : '10% off',
          is_saved: false,
          is_applicable: true,
          reason: null,
          discount,
        }
      : null,
    wallet: null,
    summary: {
      item_count: 2,
      subtotal: SUBTOTAL,
      addons: 0,
      delivery_fee: DELIVERY_FEE,
      discount,
      wallet,
      total,
      amount_due: total - wallet,
      vat_included: Math.round((total * 15) / 115),
      currency: 'SAR',
    },
    prompt,
    prompt_message: prompt ? checkoutPromptMessages[prompt][lang] : null,
    steps: {
      basket: step(true, null),
      contact: step(contactComplete, contactComplete ? null : 'enter_recipient_details'),
      complete: step(contactComplete && store.terms, contactComplete && !store.terms ? 'accept_terms' : null),
    },
    pending_order: null,
  });
}

/** What the mocked API was asked, as `METHOD /path` (and the step asked for). */
const requests: string[] = [];

function checkoutHandlers(initial: Store) {
  const store = { ...initial };
  requests.length = 0;
  const answer = (request: Request, status = 200, message: Bilingual = texts.ok) =>
    HttpResponse.json(
      envelopeSchema(checkoutStateSchema.nullable()).parse({
        success: status === 200,
        statusCode: status,
        message: message[langOf(request)],
        data: status === 200 ? stateOf(store, langOf(request)) : null,
      }),
      { status },
    );
  return [
    http.get('/api/checkout', ({ request }) => {
      requests.push('GET /api/checkout');
      return answer(request);
    }),
    http.put('/api/checkout', async ({ request }) => {
      const parsed = checkoutUpdateBodySchema.safeParse(await request.json());
      if (!parsed.success) return envelope(request, 400, { en: 'Bad request', ar: 'طلب غير صالح' });
      const body = parsed.data;
      requests.push(`PUT /api/checkout${body.step ? ` step=${body.step}` : ''}`);
      if (body.contact) {
        store.guestName = body.contact.name ?? '';
        store.guestPhone = body.contact.phone_number ?? '';
      }
      if (body.recipient) {
        store.recipientName = body.recipient.name ?? '';
        store.recipientPhone = body.recipient.phone_number ?? '';
        store.address = body.recipient.address ?? '';
      }
      if (body.delivery_date && body.slot_id) store.slot = { date: body.delivery_date, id: body.slot_id };
      if (body.terms_accepted !== undefined) store.terms = body.terms_accepted;
      if (body.step) {
        const state = stateOf(store, langOf(request));
        // Spec §5: moving on is refused while an earlier step is incomplete, with its prompt.
        if (body.step === 'complete' && !state.steps.contact.complete) {
          return envelope(request, 400, checkoutPromptMessages.enter_recipient_details);
        }
        store.step = body.step;
      }
      return answer(request);
    }),
    http.post('/api/coupons/apply', async ({ request }) => {
      const { code } = (await request.json()) as { code?: string };
      requests.push(`POST /api/coupons/apply ${code ?? ''}`);
      if (code?.trim().toUpperCase() !== 'HADIYA10') return envelope(request, 400, texts.coupon_invalid);
      store.couponApplied = true;
      return answer(request);
    }),
    http.post('/api/wallet/apply', async ({ request }) => {
      const { use } = (await request.json()) as { use?: boolean };
      requests.push(`POST /api/wallet/apply ${String(use)}`);
      store.walletUsed = use === true;
      return answer(request);
    }),
    http.post('/api/orders/place-order', ({ request }) => {
      requests.push(`POST /api/orders/place-order ${request.headers.get('idempotency-key') ? 'with key' : 'no key'}`);
      const state = stateOf(store, langOf(request));
      if (state.prompt) return envelope(request, 400, checkoutPromptMessages[state.prompt]);
      return envelope(request, 200, texts.placed, {
        order_uuid: '6f1c2b8e-4d5a-4e7b-9c1d-2a3b4c5d6e7f',
        order_number: 'HD-100245',
        status: 'awaiting_payment',
        payment_status: 'pending',
        payment_method: 'card',
        total: state.summary.total,
        wallet_used: state.summary.wallet,
        amount_due: state.summary.amount_due,
        reserved_until: '2026-11-24T12:15:00Z',
      });
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

const dates = [
  {
    date: '2026-11-24',
    slots: [
      { id: '1', start: '10:00', end: '14:00', remaining: 4 },
      { id: '2', start: '16:00', end: '20:00', remaining: 0 },
    ],
  },
  { date: '2026-11-25', slots: [{ id: '3', start: '10:00', end: '14:00', remaining: 2 }] },
];

function CheckoutFlowDemo({ cityId }: { cityId: number }) {
  const { locale } = useLocale();
  const [state, setState] = useState<CheckoutState | null>(null);
  const [alert, setAlert] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [placed, setPlaced] = useState<{ order_number: string; total: number } | null>(null);
  const [guest, setGuest] = useState<GuestInfoValues>({ name: '', phoneCode: '966', phone: '' });
  const [recipient, setRecipient] = useState<Partial<RecipientFormValues>>({});
  const [slot, setSlot] = useState<{ id: string; date: string }>({ id: '1', date: '2026-11-24' });
  const [terms, setTerms] = useState(false);
  const [isBusy, setBusy] = useState(false);

  async function call<T>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
    const response = await fetch(`/api${path}${path.includes('?') ? '&' : '?'}cities_id=${cityId}`, {
      method,
      headers: {
        'content-type': 'application/json',
        language: locale,
        'x-hadiya-client': 'web',
        ...(path.startsWith('/orders/place-order') ? { 'idempotency-key': 'story-attempt-1' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }

  async function change(path: string, body: unknown, method: 'PUT' | 'POST' = 'PUT') {
    setBusy(true);
    setAlert(undefined);
    try {
      const answer = await call<CheckoutState>(method, path, body);
      if (answer.success) setState(answer.data);
      return answer;
    } finally {
      setBusy(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `call` is rebuilt each render from locale and cityId
  useEffect(() => {
    let isCurrent = true;
    // The first story of a run may ask before the mock worker controls the page: ask again.
    const load = async (attempt: number): Promise<void> => {
      try {
        const answer = await call<CheckoutState>('GET', '/checkout');
        if (isCurrent && answer.success) setState(answer.data);
      } catch {
        if (attempt < 5) await new Promise((resolve) => setTimeout(resolve, 500)).then(() => load(attempt + 1));
      }
    };
    void load(1);
    return () => {
      isCurrent = false;
    };
  }, [locale, cityId]);

  if (state === null) return <Spinner />;
  if (placed) {
    return <PaymentResult status="success" orderNumber={placed.order_number} amount={placed.total} />;
  }
  const summary = state.summary;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-2xl">
        <Sample ar="السلة" en="Cart" />
      </h1>
      <CheckoutStepper
        currentStep={state.step}
        onStepSelect={(step) => void change('/checkout', { step } satisfies CheckoutUpdateBody)}
      />
      <FormAlert message={alert} />
      {state.step === 'basket' ? (
        <Button
          data-slot="basket-continue"
          className="self-end"
          onClick={() => void change('/checkout', { step: 'contact' })}
        >
          <Sample ar="متابعة" en="Continue" />
        </Button>
      ) : null}
      {state.step === 'contact' ? (
        <div className="flex flex-col gap-5">
          <h2 className="font-bold text-xl">
            <Sample ar="معلومات التواصل" en="Contact information" />
          </h2>
          <GuestInfoForm values={guest} onValuesChange={setGuest} />
          <RecipientForm
            cities={[{ value: '1', label: locale === 'ar' ? 'الرياض' : 'Riyadh' }]}
            defaultValues={{ cityId: '1' }}
            onValuesChange={setRecipient}
          />
          <SlotPicker
            dates={dates}
            today="2026-11-24"
            defaultDate={slot.date}
            defaultSlotId={slot.id}
            onSlotChange={(id, date) => setSlot({ id, date })}
          />
          <MessageCardField maxLength={250} />
          <Button
            className="self-end"
            isLoading={isBusy}
            onClick={async () => {
              const body: CheckoutUpdateBody = {
                contact: { name: guest.name || null, phone_code: '966', phone_number: guest.phone || null },
                delivery_type: 'friend_delivery',
                recipient: {
                  name: recipient.name || null,
                  phone_code: '966',
                  phone_number: recipient.mobile || null,
                  address: recipient.address || null,
                  city_id: 1,
                },
                delivery_date: slot.date,
                slot_id: Number(slot.id),
              };
              await change('/checkout', body);
              const moved = await change('/checkout', { step: 'complete' });
              if (!moved.success) setAlert(moved.message);
            }}
          >
            <Sample ar="متابعة" en="Continue" />
          </Button>
        </div>
      ) : null}
      {state.step === 'complete' ? (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="flex flex-col gap-5">
            <h2 className="font-bold text-xl">
              <Sample ar="إتمام الطلب" en="Complete order" />
            </h2>
            <CouponField
              appliedCode={state.coupon?.code}
              discount={state.coupon?.discount}
              isPending={isBusy}
              refusalMessage={refusal}
              onRefusalDismiss={() => setRefusal(undefined)}
              onApply={async (code) => {
                const answer = await change('/coupons/apply', { code }, 'POST');
                // Spec §8: a refused coupon is info-styled.
                if (!answer.success) setRefusal(answer.message);
              }}
            />
            <WalletToggle
              balance={WALLET_BALANCE}
              checked={summary.wallet > 0}
              appliedAmount={summary.wallet}
              onCheckedChange={(use) => void change('/wallet/apply', { use }, 'POST')}
            />
            <PaymentMethodList
              defaultValue="card"
              methods={[
                { value: 'card', kind: 'card' },
                { value: 'stcpay', kind: 'stcpay' },
                { value: 'tabby', kind: 'tabby', unavailable: { reason: 'not_available' } },
                { value: 'tamara', kind: 'tamara' },
              ]}
            />
            <Checkbox
              label={<Sample ar="أوافق على الشروط والأحكام" en="I accept the terms and conditions" />}
              checked={terms}
              onCheckedChange={(checked) => setTerms(checked === true)}
            />
            <Button
              className="self-end"
              isLoading={isBusy}
              onClick={async () => {
                await change('/checkout', { terms_accepted: terms });
                const answer = await call<{ order_number: string; total: number }>('POST', '/orders/place-order', {});
                if (answer.success) setPlaced(answer.data);
                else setAlert(answer.message);
              }}
            >
              <Sample ar="تأكيد الطلب" en="Place order" />
            </Button>
          </div>
          <OrderSummary
            subtotal={summary.subtotal}
            addons={summary.addons}
            deliveryFee={summary.delivery_fee}
            discount={summary.discount}
            couponCode={state.coupon?.code}
            wallet={summary.wallet}
            total={summary.amount_due}
            vatIncluded={summary.vat_included}
            isUpdating={isBusy}
          />
        </div>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Stories

const meta = {
  title: 'Flows/Checkout',
  component: CheckoutFlowDemo,
  parameters: {
    layout: 'padded',
    a11y: { context: 'body' },
    docs: {
      description: {
        component:
          "The cart's checkout tabs with the checkout API mocked by MSW: the stepper, contact information (guest, recipient, slot with Hijri dates, message card) refused with §5's prompt while incomplete, complete order (promo code HADIYA10, the wallet, the payment methods with a refusal, terms, the server's summary), and the placed order.",
      },
    },
  },
  args: { cityId: 1 },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers(emptyStore()));
  },
} satisfies Meta<typeof CheckoutFlowDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const contactStore: Store = { ...emptyStore(), step: 'contact' };
const completeStore: Store = {
  ...emptyStore(),
  step: 'complete',
  guestName: 'Noura',
  guestPhone: '512345678',
  recipientName: 'Sara',
  recipientPhone: '512345679',
  address: 'Olaya Street 12',
  slot: { date: '2026-11-24', id: 1 },
};

function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Basket: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(requests).toContain('GET /api/checkout'), { timeout: 15_000 });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'متابعة' }, { timeout: 10_000 }));
    await waitFor(() => expect(requests).toContain('PUT /api/checkout step=contact'));
    // The request is recorded as the mock receives it; the stepper moves once its answer is rendered.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="checkout-stepper"]')).toHaveAttribute('data-current', 'contact'),
    );
  },
};

export const ContactPrompt: Story = {
  parameters: { playLocale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers(contactStore));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'متابعة' }, { timeout: 10_000 }));
    // Spec §5: the server refuses the move with its prompt, in the page's language.
    await expect(
      await canvas.findByText(checkoutPromptMessages.enter_recipient_details.ar, {}, { timeout: 5_000 }),
    ).toBeVisible();
    await expect(requests).toContain('PUT /api/checkout step=complete');
  },
};

export const Complete: Story = {
  parameters: { playLocale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers(completeStore));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await waitFor(
      () => {
        const element = canvasElement.querySelector('[data-slot="order-summary"]');
        if (!element) throw new Error('no summary yet');
        return element as HTMLElement;
      },
      { timeout: 10_000 },
    );
    await expect(within(summary).queryByText(/HADIYA10/)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), 'HADIYA10');
    await userEvent.click(canvas.getByRole('button', { name: /تطبيق/ }));
    await waitFor(() => expect(requests).toContain('POST /api/coupons/apply HADIYA10'));
    await expect(await within(summary).findByText(/HADIYA10/)).toBeVisible();
  },
};

export const CouponRefused: Story = {
  parameters: { playLocale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers(completeStore));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', {}, { timeout: 10_000 }), 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: /تطبيق/ }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', {}, { timeout: 5_000 });
    await expect(dialog).toHaveTextContent(texts.coupon_invalid.ar);
    await userEvent.click(within(dialog).getByRole('button'));
  },
};

export const PlaceOrder: Story = {
  parameters: { playLocale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ ...completeStore }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without the terms the server answers §5's prompt.
    await userEvent.click(await canvas.findByRole('button', { name: 'تأكيد الطلب' }, { timeout: 10_000 }));
    await expect(await canvas.findByText(checkoutPromptMessages.accept_terms.ar, {}, { timeout: 5_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'أوافق على الشروط والأحكام' }));
    await userEvent.click(canvas.getByRole('button', { name: 'تأكيد الطلب' }));
    await expect(await canvas.findByText(/HD-100245/)).toBeVisible();
    await expect(requests).toContain('POST /api/orders/place-order with key');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers(completeStore));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'السلة' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="order-summary"]')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers(contactStore));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }, { timeout: 10_000 }));
    await expect(
      await canvas.findByText(checkoutPromptMessages.enter_recipient_details.en, {}, { timeout: 5_000 }),
    ).toBeVisible();
  },
};
