/**
 * Apple Pay on the web (issue 14 §3, reference §5): offered only where `window.ApplePaySession`
 * exists and `canMakePayments()` is true (Safari with Wallet). Merchant validation goes through our
 * server (`POST /payment/applepay/session`); the payment token goes to the gateway through our
 * server (`POST /payment/applepay/pay`). Loaded on demand.
 */
import type { PaymentMethods } from '@hadiya/contract/calls/payments';
import { FormAlert, useLocale } from '@hadiya/ui';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { browserApi } from '../../lib/api';
import { isSignedOutError } from './pay-session';
import { messages } from './payment.messages';

type ApplePayConfig = NonNullable<PaymentMethods['apple_pay']>;

interface ApplePaySessionLike {
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
}

interface ApplePaySessionConstructor {
  new (version: number, request: unknown): ApplePaySessionLike;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

function applePaySession(): ApplePaySessionConstructor | null {
  const candidate = (window as unknown as { ApplePaySession?: ApplePaySessionConstructor }).ApplePaySession;
  try {
    return candidate?.canMakePayments() ? candidate : null;
  } catch {
    return null;
  }
}

export default function ApplePayButton({
  config,
  orderUuid,
  onPaying,
  onSignedOut,
}: {
  config: ApplePayConfig;
  orderUuid: string;
  onPaying: (isPaying: boolean) => void;
  /** The API answered 401: the page asks the shopper to sign in again (no restart on `/`). */
  onSignedOut: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useMemo(() => browserApi(locale, { restartOnExpiry: false }), [locale]);
  const [Session, setSession] = useState<ApplePaySessionConstructor | null | undefined>(undefined);
  const [failure, setFailure] = useState<string>();
  // An updater: `ApplePaySession` is itself a function (a class), which setState would call as one.
  useEffect(() => setSession(() => applePaySession()), []);
  if (Session === undefined) return null;
  if (Session === null) return <p className="text-ink-muted">{intl.formatMessage(messages.applePayUnsupported)}</p>;

  function pay() {
    if (!Session) return;
    setFailure(undefined);
    const session = new Session(3, {
      countryCode: config.country_code,
      currencyCode: config.currency_code,
      supportedNetworks: config.supported_networks,
      merchantCapabilities: config.merchant_capabilities,
      total: { label: config.display_name, amount: config.amount },
    });
    onPaying(true);
    const fail = (error: unknown) => {
      onPaying(false);
      if (isSignedOutError(error)) {
        onSignedOut();
        return;
      }
      setFailure(error instanceof Error && error.message ? error.message : intl.formatMessage(messages.somethingWrong));
    };
    session.onvalidatemerchant = (event) => {
      api
        .request('applePaySession', { body: { order_uuid: orderUuid, validation_url: event.validationURL } })
        .then((answer) => session.completeMerchantValidation(answer.merchant_session))
        .catch((error: unknown) => {
          session.abort();
          fail(error);
        });
    };
    session.onpaymentauthorized = (event) => {
      api
        .request('applePayPay', {
          body: { order_uuid: orderUuid, token: event.payment.token as { paymentData: Record<string, unknown> } },
        })
        .then((status) => {
          session.completePayment(status.is_paid ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          window.location.assign(`/order-result/${orderUuid}`);
        })
        .catch((error: unknown) => {
          session.completePayment(Session.STATUS_FAILURE);
          fail(error);
        });
    };
    session.oncancel = () => onPaying(false);
    session.begin();
  }

  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={failure} />
      <button
        type="button"
        data-slot="apple-pay-button"
        onClick={pay}
        lang={intl.locale}
        className="h-12 rounded-lg bg-black font-semibold text-white"
      >
        {intl.formatMessage(messages.method_applepay)}
      </button>
    </div>
  );
}
