/**
 * The card form (issue 14 §3), browser only: the card goes from here straight to the gateway
 * (`{gateway}/v1/payments` with the publishable key, `manual: true`, 3-D Secure on); our server
 * only learns the gateway's payment id (`POST /payment/moyasar/attach`) before the shopper follows
 * the 3-D Secure page. Loaded on demand, when the shopper picks the card.
 *
 * The session is checked first (the order's payment status): a shopper signed out in another tab
 * is told so before any payment exists at the gateway, and signs in to carry on (`pay-session.ts`).
 */
import type { PaymentMethods } from '@hadiya/contract/calls/payments';
import { CardForm, type CardFormValues, useLocale } from '@hadiya/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { browserApi } from '../../lib/api';
import { isSignedOutError } from './pay-session';
import { messages } from './payment.messages';

type CardConfig = NonNullable<PaymentMethods['card']>;

export default function CardPayment({
  config,
  orderUuid,
  onPaying,
  onSignedOut,
}: {
  config: CardConfig;
  orderUuid: string;
  onPaying: (isPaying: boolean) => void;
  /** The API answered 401: the page asks the shopper to sign in again (no restart on `/`). */
  onSignedOut: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useMemo(() => browserApi(locale, { restartOnExpiry: false }), [locale]);
  const [failure, setFailure] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  async function pay(card: CardFormValues) {
    setFailure(undefined);
    setBusy(true);
    onPaying(true);
    let isLeaving = false;
    try {
      // Signed in still, and the order still waiting for its money, before the gateway holds a payment.
      const status = await api.request('paymentStatus', { params: { uuid: orderUuid } });
      if (status.is_paid || status.next === 'none') {
        isLeaving = true;
        window.location.assign(`/order-result/${orderUuid}`);
        return;
      }
      // Straight to the gateway with the publishable key: our server never sees these fields.
      const response = await fetch(`${config.gateway_base_url.replace(/\/+$/, '')}/v1/payments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Basic ${btoa(`${config.publishable_key}:`)}`,
        },
        credentials: 'omit',
        body: JSON.stringify({
          publishable_api_key: config.publishable_key,
          amount: config.amount,
          currency: config.currency,
          description: config.description,
          callback_url: config.callback_url,
          metadata: config.metadata,
          given_id: config.given_id,
          source: {
            type: 'creditcard',
            name: card.name,
            number: card.number,
            month: card.month,
            year: card.year,
            cvc: card.cvc,
            manual: config.manual,
            '3ds': true,
            save_card: config.save_card_allowed && card.saveCard,
          },
        }),
      });
      const payment = (await response.json().catch(() => null)) as {
        id?: string;
        status?: string;
        message?: string;
        source?: { transaction_url?: string; message?: string };
      } | null;
      if (!payment?.id) {
        setFailure(payment?.message ?? intl.formatMessage(messages.somethingWrong));
        return;
      }
      await api.request('moyasarAttach', { body: { order_uuid: orderUuid, payment_id: payment.id } });
      isLeaving = true;
      const next = payment.source?.transaction_url;
      if (payment.status === 'initiated' && next) {
        window.location.assign(next);
        return;
      }
      // No 3-D Secure step (declined at once, or frictionless): the callback confirms with the gateway.
      window.location.assign(`/checkout/callback/moyasar?order=${orderUuid}&id=${encodeURIComponent(payment.id)}`);
    } catch (error) {
      if (isSignedOutError(error)) {
        onSignedOut();
        return;
      }
      setFailure(error instanceof Error && error.message ? error.message : intl.formatMessage(messages.somethingWrong));
    } finally {
      // Leaving for the 3-D Secure page: the notice stays until the page goes.
      if (!isLeaving) {
        setBusy(false);
        onPaying(false);
      }
    }
  }

  return (
    <div data-slot="card-payment">
      <CardForm
        amount={config.amount}
        canSaveCard={config.save_card_allowed}
        isSubmitting={isBusy}
        errorMessage={failure}
        onSubmit={(values) => void pay(values)}
      />
    </div>
  );
}
