/**
 * The `/cart` page: the stepper (spec §2's three tabs) and the current step, each step's code its
 * own chunk loaded with the step (the server renders it in the first HTML; hydration waits for it).
 */
import type { CheckoutStepId } from '@hadiya/ui';
import { CheckoutStepper } from '@hadiya/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionData } from 'react-router';
import { FreshHydrationBoundary } from '../../lib/fresh-hydration-boundary';
import { MessageDialogOnDemand } from '../../lib/message-dialog-on-demand';
import { markPageInteractive } from '../../lib/page-interactive';
import type { Route } from '../../routes/+types/cart';
import { messages as cartMessages } from '../../routes/cart.messages';
import { useAccountDialogs } from '../account/account-dialogs';
import { messages } from './checkout.messages';
import type { CheckoutActionResult } from './checkout.server';

const BasketStep = lazy(() => import('./basket-step'));
const ContactStep = lazy(() => import('./contact-step'));
const CompleteStep = lazy(() => import('./complete-step'));

/** Inside the step's boundary: marks the page interactive once the step has hydrated (`/cart`'s handle). */
function StepHydrated() {
  useEffect(markPageInteractive, []);
  return null;
}

export type CheckoutPageData = Route.ComponentProps['loaderData'];

export function CheckoutView({ data }: { data: CheckoutPageData }) {
  const intl = useIntl();
  const { checkout, step } = data;
  const result = useActionData() as CheckoutActionResult | undefined;
  // Spec §8: the server's message in a dialog (info-styled for a refused coupon).
  const [shown, setShown] = useState<CheckoutActionResult | null>(null);
  // What the dialog said last: it is closed (`shown` null) by the time focus returns.
  const lastShownIntent = useRef<string | null>(null);
  const accountDialogs = useAccountDialogs();
  useEffect(() => {
    if (result?.reason === 'signed_out') {
      lastShownIntent.current = result.intent;
      setShown({ ...result, message: intl.formatMessage(messages.signedOut) });
    } else if (result && !result.ok && result.message && Object.keys(result.fields).length === 0) {
      lastShownIntent.current = result.intent;
      setShown(result);
    }
  }, [result, intl]);
  const completed = checkout
    ? (['basket', 'contact', 'complete'] as const).filter((id) => id !== step && checkout.steps[id].complete)
    : [];
  const hrefs: Partial<Record<CheckoutStepId, string>> = checkout
    ? { basket: '/cart?step=basket', contact: '/cart?step=contact', complete: '/cart?step=complete' }
    : {};
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(cartMessages.title)}</h1>
      <CheckoutStepper
        aria-label={intl.formatMessage(cartMessages.steps)}
        currentStep={step}
        completedSteps={completed}
        hrefs={hrefs}
      />
      {checkout?.pending_order ? (
        <p role="status" className="rounded-xl border border-info-700 bg-info-50 p-3" data-slot="pending-order">
          {intl.formatMessage(messages.pendingOrder, {
            number: <bdi dir="ltr">{checkout.pending_order.order_number}</bdi>,
          })}{' '}
          <a href={`/checkout/pay/${checkout.pending_order.order_uuid}`} className="font-semibold underline">
            {intl.formatMessage(messages.payPending)}
          </a>
        </p>
      ) : null}
      <FreshHydrationBoundary state={data.dehydrated}>
        <Suspense fallback={null}>
          {step === 'basket' || !checkout ? (
            <BasketStep canContinue={checkout !== null} />
          ) : step === 'contact' ? (
            <ContactStep data={data} checkout={checkout} result={result} />
          ) : (
            <CompleteStep data={data} checkout={checkout} result={result} />
          )}
          <StepHydrated />
        </Suspense>
      </FreshHydrationBoundary>
      <MessageDialogOnDemand
        open={shown !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          // Signed out in another tab: the sign-in dialog follows, and the account's basket with it.
          if (shown?.reason === 'signed_out') accountDialogs.open('signin');
          setShown(null);
        }}
        message={shown?.message ?? ''}
        tone={shown?.tone ?? 'error'}
        // The dialog opens from a form post, not from a trigger, so Radix would return focus to
        // <body>: a refused code returns it to the promo code field to type another.
        onCloseAutoFocus={(event) => {
          if (lastShownIntent.current !== 'coupon-apply') return;
          const field = document.querySelector<HTMLInputElement>('[data-slot="complete-step"] input[name="code"]');
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
      />
    </div>
  );
}
