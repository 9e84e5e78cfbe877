/**
 * Paying a placed order: the methods the server offers for it (with the reason each other one is
 * not, spec §8), and the chosen method's form. Methods are links (`?method=`), so the page works
 * before its scripts arrive; only the card form and Apple Pay need them (the card goes from the
 * browser straight to the gateway). A shopper whose session ended (signed out in another tab) is
 * told so here and signs in again without leaving the page (`pay-session.ts`).
 */
import type { PaymentOptionMethod as PaymentMethod, PaymentMethods } from '@hadiya/contract/calls/payments';
import {
  Button,
  FormAlert,
  formatPrice,
  intlLocaleOf,
  Link,
  PaymentInProgressNotice,
  TextField,
  useLocale,
} from '@hadiya/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, useActionData, useNavigation } from 'react-router';
import { useAccountDialogs } from '../account/account-dialogs';
import { useCanApplePay } from './apple-pay-support';
import { messages } from './payment.messages';
import type { PayActionResult } from './payment.server';

// Only a shopper who pays by card or Apple Pay loads their code.
const CardPayment = lazy(() => import('./card-payment'));
const ApplePayButton = lazy(() => import('./apple-pay'));

const methodLabels = {
  card: messages.method_card,
  saved_card: messages.method_saved_card,
  applepay: messages.method_applepay,
  stcpay: messages.method_stcpay,
  tabby: messages.method_tabby,
  tamara: messages.method_tamara,
  wallet: messages.method_wallet,
} as const;

/** True once React runs in the browser (the server and the first render say false). */
export function useIsHydrated() {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}

export interface PayViewProps {
  methods: PaymentMethods;
  method: PaymentMethod | null;
}

/** Why a method the server lists cannot pay, in the shopper's language (null when it can). */
function useReasonOf(methods: PaymentMethods) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (option: PaymentMethods['methods'][number]): ReactNode => {
    // Tabby and Tamara need the sender's mobile (and a guest's e-mail) on the order (reference
    // §3–4): no 'Continue' that cannot work, but what is missing and where to give it.
    const missing = option.available ? option.missing_fields : [];
    if (missing.length > 0) {
      return intl.formatMessage(messages.needsContact, {
        field: missing.length > 1 ? 'both' : missing[0],
        provider: intl.formatMessage(option.method === 'tabby' ? messages.method_tabby : messages.method_tamara),
        link: (text: ReactNode) => (
          <Link href="/cart?step=contact" className="font-medium text-leaf-800 underline">
            {text}
          </Link>
        ),
      });
    }
    if (option.available) return null;
    // The wallet already pays part of this order (applied at checkout): what is left is due by
    // another method, which the server's generic 'balance does not cover' did not say.
    if (option.method === 'wallet' && methods.wallet_amount > 0) {
      return intl.formatMessage(messages.walletPartApplied, {
        applied: formatPrice(methods.wallet_amount, locale),
        due: formatPrice(methods.amount_due, locale),
      });
    }
    return option.message;
  };
}

/**
 * The sign-in dialog for a shopper the API no longer knows (spec §2's dialogs, as the account
 * pages open them), opened once when asked; signing in runs the page's loaders again (the same
 * order, now theirs), then `onSignedIn`.
 */
function useSignInAgain(isNeeded: boolean, onSignedIn?: () => void) {
  const dialogs = useAccountDialogs();
  const open = useCallback(() => dialogs.open('signin', onSignedIn), [dialogs, onSignedIn]);
  useEffect(() => {
    if (isNeeded) open();
  }, [isNeeded, open]);
  return open;
}

/** Why the page asks for a sign-in, and the button that opens the dialog again. */
function SignInNotice({ message, onSignIn }: { message: string; onSignIn: () => void }) {
  const intl = useIntl();
  return (
    <div data-slot="pay-sign-in" className="flex flex-col items-start gap-3">
      <FormAlert message={message} className="w-full" />
      <Button onClick={onSignIn}>{intl.formatMessage(messages.signIn)}</Button>
    </div>
  );
}

/**
 * The pay page of an order the visitor cannot see as they are (a guest, or signed out in another
 * tab): sign in, and the page shows the order.
 */
export function PaySignIn() {
  const intl = useIntl();
  const openSignIn = useSignInAgain(true);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.payTitle)}</h1>
      <SignInNotice message={intl.formatMessage(messages.signInForOrder)} onSignIn={openSignIn} />
    </div>
  );
}

export function PayView({ methods, method }: PayViewProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const result = useActionData() as PayActionResult | undefined;
  const [isPaying, setPaying] = useState(false);
  // A 401 from the browser's calls (card, Apple Pay) or from a form post (the action says so).
  const [isSignedOut, setSignedOut] = useState(false);
  useEffect(() => {
    if (result && !result.ok && result.isSignedOut) setSignedOut(true);
  }, [result]);
  const onSignedIn = useCallback(() => setSignedOut(false), []);
  const openSignIn = useSignInAgain(isSignedOut, onSignedIn);
  const onSignedOut = useCallback(() => setSignedOut(true), []);
  const canApplePay = useCanApplePay();
  const reasonOf = useReasonOf(methods);
  const isSubmitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const options = methods.methods
    // A guest has no wallet (the server answers `wallet_balance: null`); Apple Pay is listed only
    // where ApplePaySession can pay (README, spec §1: Safari), after hydration and last, so its
    // arrival moves none of the other options.
    .filter((option) => option.method !== 'saved_card')
    .filter((option) => option.method !== 'wallet' || methods.wallet_balance !== null)
    .filter((option) => option.method !== 'applepay' || canApplePay)
    .sort((a, b) => Number(a.method === 'applepay') - Number(b.method === 'applepay'));
  const current = options.find((option) => option.method === method) ?? null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.payTitle)}</h1>
        <p className="text-ink-muted">
          {intl.formatMessage(messages.orderNumber, { number: <bdi dir="ltr">{methods.order_number}</bdi> })}
        </p>
        <p className="font-semibold text-lg" data-slot="amount-due">
          {intl.formatMessage(messages.amountDue)}: {formatPrice(methods.amount_due, locale)}
        </p>
        {methods.reserved_until ? (
          <p className="text-ink-muted text-sm">
            {intl.formatMessage(messages.reservedUntil, {
              time: new Intl.DateTimeFormat(intlLocaleOf(locale), {
                timeStyle: 'short',
                timeZone: 'Asia/Riyadh',
              }).format(new Date(methods.reserved_until)),
            })}
          </p>
        ) : null}
      </header>
      {isSignedOut ? <SignInNotice message={intl.formatMessage(messages.signedOut)} onSignIn={openSignIn} /> : null}
      {isSubmitting || isPaying ? <PaymentInProgressNotice shouldWarnOnLeave={false} /> : null}
      <nav aria-label={intl.formatMessage(messages.methods)}>
        <ul className="flex flex-col gap-2" data-slot="payment-method-list">
          {options.map((option) => {
            const isCurrent = option.method === method;
            const reason = reasonOf(option);
            const isAvailable = reason === null;
            return (
              <li
                key={option.method}
                data-slot="payment-method"
                data-method={option.method}
                data-state={isAvailable ? (isCurrent ? 'selected' : 'available') : 'unavailable'}
                className={`flex flex-col gap-1 rounded-xl border p-4 ${isCurrent ? 'border-leaf-700 bg-leaf-50' : 'border-line'}`}
              >
                {isAvailable ? (
                  <Link
                    href={`/checkout/pay/${methods.order_uuid}?method=${option.method}`}
                    aria-current={isCurrent ? 'true' : undefined}
                    className="font-semibold text-leaf-800 underline-offset-4 hover:underline"
                  >
                    {intl.formatMessage(methodLabels[option.method])}
                  </Link>
                ) : (
                  <span className="font-semibold text-ink-muted">
                    {intl.formatMessage(methodLabels[option.method])}
                  </span>
                )}
                {reason ? (
                  <span className="text-ink-muted text-sm" data-slot="payment-method-reason">
                    {reason}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      {method && current ? (
        <section
          aria-labelledby="payment-method-title"
          className="flex flex-col gap-4 rounded-2xl border border-line p-5"
        >
          <h2 id="payment-method-title" className="font-bold text-xl">
            {intl.formatMessage(methodLabels[method])}
          </h2>
          {reasonOf(current) === null || method === 'applepay' ? (
            <MethodPanel methods={methods} method={method} onPaying={setPaying} onSignedOut={onSignedOut} />
          ) : (
            // No button that cannot work (a pay-later provider without the sender's mobile, a
            // refusal): the reason, and the other methods above.
            <p className="text-ink-muted" data-slot="payment-method-panel-reason">
              {reasonOf(current)}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}

function MethodPanel({
  methods,
  method,
  onPaying,
  onSignedOut,
}: {
  methods: PaymentMethods;
  method: PaymentMethod;
  onPaying: (isPaying: boolean) => void;
  onSignedOut: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const isHydrated = useIsHydrated();
  const result = useActionData() as PayActionResult | undefined;
  // A lost session is said once, above the methods (`SignInNotice`), not as this method's error.
  const error =
    result && !result.ok && !result.isSignedOut
      ? (result.error ?? intl.formatMessage(messages.somethingWrong))
      : undefined;
  const amount = formatPrice(methods.amount_due, locale);
  switch (method) {
    case 'card':
      return (
        <>
          {methods.saved_cards.length > 0 ? <SavedCards methods={methods} error={error} /> : null}
          {methods.card && isHydrated ? (
            <Suspense fallback={null}>
              <CardPayment
                config={methods.card}
                orderUuid={methods.order_uuid}
                onPaying={onPaying}
                onSignedOut={onSignedOut}
              />
            </Suspense>
          ) : (
            <p className="text-ink-muted">{intl.formatMessage(messages.cardNeedsScript)}</p>
          )}
        </>
      );
    case 'saved_card':
      return <SavedCards methods={methods} error={error} />;
    case 'applepay':
      return methods.apple_pay && isHydrated ? (
        <Suspense fallback={null}>
          <ApplePayButton
            config={methods.apple_pay}
            orderUuid={methods.order_uuid}
            onPaying={onPaying}
            onSignedOut={onSignedOut}
          />
        </Suspense>
      ) : (
        <p className="text-ink-muted">{intl.formatMessage(messages.applePayUnsupported)}</p>
      );
    case 'stcpay':
      return <StcPay error={error} result={result} />;
    case 'tabby':
    case 'tamara':
      return (
        <PostButton intent={method} error={error}>
          {intl.formatMessage(messages.continueTo, {
            provider: intl.formatMessage(method === 'tabby' ? messages.method_tabby : messages.method_tamara),
          })}
        </PostButton>
      );
    case 'wallet':
      return (
        <PostButton intent="wallet" error={error}>
          {intl.formatMessage(messages.payWithWallet)} ({amount})
        </PostButton>
      );
  }
}

function PostButton({ intent, error, children }: { intent: string; error?: string; children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={error} />
      <Button type="submit" isLoading={navigation.state === 'submitting'}>
        {children}
      </Button>
    </Form>
  );
}

function SavedCards({ methods, error }: { methods: PaymentMethods; error?: string }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{intl.formatMessage(messages.savedCards)}</h3>
      <FormAlert message={error} />
      <ul className="flex flex-col gap-2" data-slot="saved-card-list">
        {methods.saved_cards.map((card) => (
          <li
            key={card.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3"
          >
            <span>
              {intl.formatMessage(messages.savedCardLabel, {
                brand: card.brand,
                last4: <bdi dir="ltr">{card.last4}</bdi>,
              })}
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="saved_card" />
              <input type="hidden" name="card_id" value={card.id} />
              <Button type="submit" variant="secondary" size="sm">
                {intl.formatMessage(messages.payWithSavedCard)}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StcPay({ error, result }: { error?: string; result?: PayActionResult }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  if (result?.ok && result.intent === 'stcpay-start') {
    return (
      <Form method="post" className="flex flex-col gap-3" key="otp">
        <PaymentInProgressNotice shouldWarnOnLeave={false} />
        <p role="status">
          {intl.formatMessage(messages.stcCodeSent, { mobile: <bdi dir="ltr">{result.maskedMobile}</bdi> })}
        </p>
        <input type="hidden" name="intent" value="stcpay-otp" />
        <TextField
          name="otp"
          label={intl.formatMessage(messages.stcOtp)}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          isRequired
        />
        <Button type="submit" isLoading={isBusy}>
          {intl.formatMessage(messages.stcConfirm)}
        </Button>
      </Form>
    );
  }
  return (
    <Form method="post" className="flex flex-col gap-3" key="mobile">
      <input type="hidden" name="intent" value="stcpay-start" />
      <TextField
        name="mobile"
        type="tel"
        label={intl.formatMessage(messages.stcMobile)}
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="05XXXXXXXX"
        dir="ltr"
        isRequired
        errorMessage={error}
      />
      <Button type="submit" isLoading={isBusy}>
        {intl.formatMessage(messages.stcSendCode)}
      </Button>
    </Form>
  );
}
