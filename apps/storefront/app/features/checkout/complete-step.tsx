/**
 * Complete order (issue 14 §1–2): promo code, wallet, payment method, terms and the summary — every
 * figure from the server — then Place order (`POST /orders/place-order` with this attempt's
 * Idempotency-Key, carried by the form so a resent form reuses it). Plain forms posting to `/cart`.
 */
import type { CheckoutState } from '@hadiya/contract/calls/checkout';
import { TAMARA_MIN_HALALAS } from '@hadiya/contract/orders';
import {
  Button,
  FormAlert,
  formatPrice,
  Link,
  OrderSummary,
  PaymentMethodList,
  TextField,
  useLocale,
} from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { useCanApplePay } from './apple-pay-support';
import { messages } from './checkout.messages';
import type { CheckoutActionResult } from './checkout.server';
import type { CheckoutPageData } from './checkout-view';

// Apple Pay last: it appears after hydration (only where ApplePaySession can pay), and at the end
// of the list it moves none of the other options.
const METHODS = ['card', 'stcpay', 'tabby', 'tamara', 'applepay'] as const;
type Method = (typeof METHODS)[number];

export default function CompleteStep({
  data,
  checkout,
  result,
}: {
  data: CheckoutPageData;
  checkout: CheckoutState;
  result?: CheckoutActionResult;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const canApplePay = useCanApplePay();
  const summary = checkout.summary;
  const busyIntent = navigation.state !== 'idle' ? String(navigation.formData?.get('intent') ?? '') : '';
  const isWalletOnly = summary.amount_due === 0 && summary.wallet > 0;
  const key = (result?.intent === 'place-order' && result.idempotencyKey) || data.idempotencyKey;
  const chosen: Method | null = METHODS.find((method) => method === checkout.payment_method) ?? null;
  const couponError = result?.intent === 'coupon-apply' && !result.ok ? (result.fields.code ?? null) : null;
  const placeError = result?.intent === 'place-order' && !result.ok ? result.message : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]" data-slot="complete-step">
      <div className="flex flex-col gap-6">
        <section aria-labelledby="coupon-title" className="flex flex-col gap-3" data-slot="coupon-field">
          <h2 id="coupon-title" className="font-bold text-xl">
            {intl.formatMessage(messages.coupon)}
          </h2>
          {checkout.coupon ? (
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="coupon-remove" />
              <p role="status" className="font-semibold text-success-700">
                {intl.formatMessage(messages.couponApplied, { code: <bdi dir="ltr">{checkout.coupon.code}</bdi> })}
              </p>
              <Button type="submit" variant="link" isLoading={busyIntent === 'coupon-remove'}>
                {intl.formatMessage(messages.removeCoupon)}
              </Button>
            </Form>
          ) : (
            <>
              <Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value="coupon-apply" />
                <TextField
                  name="code"
                  label={intl.formatMessage(messages.coupon)}
                  autoComplete="off"
                  dir="ltr"
                  className="flex-1"
                  errorMessage={couponError ?? undefined}
                />
                <Button type="submit" variant="secondary" isLoading={busyIntent === 'coupon-apply'}>
                  {intl.formatMessage(messages.applyCoupon)}
                </Button>
              </Form>
              {data.coupons.length > 0 ? (
                <div className="flex flex-col gap-2" data-slot="coupon-list">
                  <h3 className="font-semibold">{intl.formatMessage(messages.availableCoupons)}</h3>
                  <ul className="flex flex-wrap gap-2">
                    {data.coupons.map((coupon) => (
                      <li key={coupon.id} className="max-w-full">
                        <Form method="post">
                          <input type="hidden" name="intent" value="coupon-apply" />
                          <input type="hidden" name="code" value={coupon.code} />
                          {/* A long description wraps: at 375 px it would widen the page. */}
                          <Button
                            type="submit"
                            variant="secondary"
                            size="sm"
                            className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-start"
                          >
                            <bdi dir="ltr">{coupon.code}</bdi> · {coupon.description}
                          </Button>
                        </Form>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </>
          )}
        </section>

        {checkout.wallet && (checkout.wallet.balance > 0 || checkout.wallet.applied > 0) ? (
          <section aria-labelledby="wallet-title" className="flex flex-col gap-2" data-slot="wallet-toggle">
            <h2 id="wallet-title" className="font-bold text-xl">
              {intl.formatMessage(messages.wallet)}
            </h2>
            <p>
              {intl.formatMessage(messages.walletBalance, { amount: formatPrice(checkout.wallet.balance, locale) })}
            </p>
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="wallet" />
              <input type="hidden" name="use" value={checkout.wallet.applied > 0 ? 'false' : 'true'} />
              {checkout.wallet.applied > 0 ? (
                <p role="status" className="font-semibold text-success-700">
                  {intl.formatMessage(messages.walletApplied, { amount: formatPrice(checkout.wallet.applied, locale) })}
                </p>
              ) : null}
              <Button type="submit" variant="secondary" isLoading={busyIntent === 'wallet'}>
                {intl.formatMessage(checkout.wallet.applied > 0 ? messages.stopWallet : messages.useWallet)}
              </Button>
            </Form>
          </section>
        ) : null}

        <Form method="post" className="flex flex-col gap-4" data-slot="place-order">
          <input type="hidden" name="intent" value="place-order" />
          <input type="hidden" name="idempotency_key" value={key} />
          {/* What the shopper confirms: the server refuses the order when its own figures differ. */}
          <input type="hidden" name="expected_total" value={summary.total} />
          <input type="hidden" name="expected_amount_due" value={summary.amount_due} />
          <input type="hidden" name="placed_as" value={checkout.is_guest ? 'guest' : 'user'} />
          {isWalletOnly ? (
            <>
              <input type="hidden" name="payment_method" value="wallet" />
              <FormAlert message={placeError ?? undefined} />
              <p className="font-semibold">{intl.formatMessage(messages.walletCovers)}</p>
            </>
          ) : (
            <PaymentMethodList
              name="payment_method"
              label={intl.formatMessage(messages.paymentMethod)}
              isApplePayAvailable={canApplePay}
              defaultValue={chosen ?? undefined}
              errorMessage={placeError ?? undefined}
              methods={METHODS.map((method) =>
                method === 'tamara' && summary.amount_due < TAMARA_MIN_HALALAS
                  ? {
                      value: method,
                      kind: method,
                      minAmount: TAMARA_MIN_HALALAS,
                      unavailable: { reason: 'below_minimum' },
                    }
                  : { value: method, kind: method, minAmount: method === 'tamara' ? TAMARA_MIN_HALALAS : undefined },
              )}
            />
          )}
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              name="terms"
              defaultChecked={checkout.terms_accepted}
              className="size-4 accent-leaf-700"
            />
            <span>
              {intl.formatMessage(messages.terms, {
                link: (words) => (
                  <a
                    key="terms"
                    href="/terms"
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-leaf-800 underline"
                  >
                    {words}
                    <span className="sr-only"> {intl.formatMessage(messages.newTab)}</span>
                  </a>
                ),
              })}
            </span>
          </label>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link href="/cart?step=contact" className="font-medium text-leaf-800 underline">
              {intl.formatMessage(messages.back)}
            </Link>
            <Button type="submit" isLoading={busyIntent === 'place-order'}>
              {intl.formatMessage(messages.placeOrder)}
            </Button>
          </div>
        </Form>
      </div>
      <OrderSummary
        subtotal={summary.subtotal}
        addons={summary.addons}
        deliveryFee={summary.delivery_fee}
        discount={summary.discount}
        couponCode={checkout.coupon?.code}
        wallet={summary.wallet}
        // What is left to pay after the wallet (the server's `amount_due`).
        total={summary.amount_due}
        vatIncluded={summary.vat_included}
        isUpdating={busyIntent !== '' && busyIntent !== 'place-order'}
      />
    </div>
  );
}
