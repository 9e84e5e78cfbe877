/**
 * `/gift/{token}` (issue 14 §1, issue 15 §2): the recipient's page behind the SMS link — no prices;
 * who the gift is from (unless hidden), the message, the timeline and, while the order waits for
 * them, a form for their address and a convenient delivery slot (`POST /gift-recipient/{token}`)
 * or the choice to decline it (`POST /gift-recipient/{token}/decline`: the buyer is told and
 * refunded). An expired or unknown link says so.
 */
import { ApiError, isTokenExpired } from '@hadiya/contract/client';
import { Button, cn, FormAlert, intlLocaleOf, OrderStatusTimeline, TextField, useLocale } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { data, Form, useNavigation } from 'react-router';
import { messages } from '../features/checkout/account-pages.messages';
import { messages as checkoutMessages } from '../features/checkout/checkout.messages';
import { NATIONAL_ADDRESS_FIELDS } from '../features/checkout/checkout-form-data';
import { SlotPicker } from '../features/checkout/slot-picker';
import { type GiftOutcome, giftOutcomeOf } from '../features/orders/gift-outcome';
import { formatDate } from '../features/orders/order-parts';
import { messages as orderMessages } from '../features/orders/orders.messages';
import { timelineOf } from '../features/orders/timeline';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { ShellHandle } from '../shell/shell';
import type { Route } from './+types/gift';

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = loaderContext(request, context);
  if (!TOKEN.test(params.token)) return { gift: null, slots: null };
  try {
    const gift = await api.request('giftRecipientRead', { params: { token: params.token } });
    const slots = gift.needs_address
      ? await api.request('timeSlots', { body: { cities_id: gift.city.id } }).catch(() => null)
      : null;
    return { gift, slots };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500)
      return { gift: null, slots: null };
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = loaderContext(request, context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const [date = '', slot = ''] = text('delivery_slot').split('|');
  try {
    if (text('intent') === 'decline') {
      await api.request('giftRecipientDecline', { params: { token: params.token }, body: {} });
      return { ok: true, isDeclined: true, message: null as string | null, fields: {} as Record<string, string> };
    }
    await api.request('giftRecipientSubmit', {
      params: { token: params.token },
      body: {
        address: text('address'),
        email: text('email') || null,
        delivery_date: date,
        slot_id: Number(slot),
        ...Object.fromEntries(NATIONAL_ADDRESS_FIELDS.map((field) => [field, text(field) || null])),
      },
    });
    return { ok: true, isDeclined: false, message: null as string | null, fields: {} as Record<string, string> };
  } catch (error) {
    if (isTokenExpired(error)) throw error;
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
      return data(
        {
          ok: false,
          isDeclined: false,
          message: error.message as string | null,
          fields: Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.message])),
        },
        { status: error.statusCode },
      );
    }
    throw error;
  }
}

// A gift link, a payment's result or a tracked order reads the same in any city.
export const handle: ShellHandle = { isCityOptional: true };

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.giftTitle),
      description: translate(root, messages.giftDescription),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function GiftPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const { gift, slots } = loaderData;
  const errors = actionData?.fields ?? {};
  const timeline = gift ? timelineOf(gift.timeline) : null;
  const outcome = gift
    ? giftOutcomeOf(gift, {
        isAccepted: Boolean(actionData?.ok && !actionData.isDeclined),
        isDeclined: Boolean(actionData?.ok && actionData.isDeclined),
      })
    : null;
  const isSubmitting = (intent: string) =>
    navigation.state === 'submitting' && (navigation.formData?.get('intent') ?? 'accept') === intent;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.giftTitle)}</h1>
      {!gift ? (
        <p role="alert" data-slot="gift-expired" className="rounded-xl border border-warning-700 bg-warning-50 p-4">
          {intl.formatMessage(messages.giftExpired)}
        </p>
      ) : (
        <>
          <section className="flex flex-col gap-2 rounded-2xl border border-line p-5">
            <p className="font-semibold">
              {gift.sender_name
                ? intl.formatMessage(messages.giftFrom, { name: gift.sender_name })
                : intl.formatMessage(messages.giftFromSomeone)}
            </p>
            <p className="text-ink-muted text-sm">
              {intl.formatMessage(messages.giftOrder, { number: <bdi dir="ltr">{gift.order_number}</bdi> })}
            </p>
            {gift.message_card ? (
              <blockquote className="border-leaf-700 border-s-4 ps-3">
                <span className="sr-only">{intl.formatMessage(messages.giftMessage)}: </span>
                {/* The buyer's own words, in whichever language they wrote: `auto` lays out an
                    English card left to right on an Arabic page ('!Happy birthday' otherwise). */}
                <p dir="auto" className="whitespace-pre-line" data-slot="gift-message-card">
                  {gift.message_card}
                </p>
              </blockquote>
            ) : null}
          </section>
          <section
            aria-labelledby="gift-timeline"
            className="flex flex-col gap-3 rounded-2xl border border-line p-5"
            data-slot="gift-timeline"
            data-status={gift.status}
          >
            <h2 id="gift-timeline" className="font-bold text-lg">
              {intl.formatMessage(orderMessages.giftTimeline)}
            </h2>
            <p data-slot="gift-status">{intl.formatMessage(orderMessages.giftStatus, { status: gift.status_label })}</p>
            {timeline ? <OrderStatusTimeline {...timeline} /> : null}
          </section>
          {outcome && outcome.kind !== 'form' ? (
            <GiftOutcomeNote outcome={outcome} />
          ) : (
            <Form method="post" className="flex flex-col gap-4" data-slot="gift-address-form">
              <input type="hidden" name="intent" value="accept" />
              <p className="text-ink-muted text-sm">
                {intl.formatMessage(messages.giftExpiresAt, {
                  time: new Intl.DateTimeFormat(intlLocaleOf(locale), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'Asia/Riyadh',
                  }).format(new Date(gift.expires_at)),
                })}
              </p>
              <FormAlert message={actionData && !actionData.ok ? (actionData.message ?? undefined) : undefined} />
              <p>
                {intl.formatMessage(checkoutMessages.recipientCity)}: {gift.city.name}
              </p>
              <TextField
                name="address"
                label={intl.formatMessage(messages.giftAddress)}
                isRequired
                errorMessage={errors.address}
              />
              <TextField name="email" type="email" dir="ltr" label={intl.formatMessage(messages.giftEmail)} />
              <details className="rounded-xl border border-line p-3">
                <summary className="cursor-pointer font-medium">
                  {intl.formatMessage(checkoutMessages.nationalAddress)}
                </summary>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  {NATIONAL_ADDRESS_FIELDS.map((field) => (
                    <TextField
                      key={field}
                      name={field}
                      label={intl.formatMessage(checkoutMessages[field])}
                      errorMessage={errors[field]}
                    />
                  ))}
                </div>
              </details>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 font-bold text-xl">{intl.formatMessage(checkoutMessages.deliveryTime)}</legend>
                <SlotPicker slots={slots} value={null} />
              </fieldset>
              <Button type="submit" isLoading={isSubmitting('accept')}>
                {intl.formatMessage(messages.giftSubmit)}
              </Button>
            </Form>
          )}
          {gift.can_decline && !actionData?.ok ? (
            <details className="rounded-xl border border-line p-4" data-slot="gift-decline">
              <summary className="cursor-pointer font-medium">{intl.formatMessage(orderMessages.giftOr)}</summary>
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <input type="hidden" name="intent" value="decline" />
                <p>{intl.formatMessage(orderMessages.giftDeclineConfirm)}</p>
                <Button type="submit" variant="secondary" className="self-start" isLoading={isSubmitting('decline')}>
                  {intl.formatMessage(orderMessages.giftDecline)}
                </Button>
              </Form>
            </details>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The page's closing word, as the order stands (`giftOutcomeOf`). */
function GiftOutcomeNote({ outcome }: { outcome: Exclude<GiftOutcome, { kind: 'form' }> }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const tone = {
    declined: 'border-line bg-sand-100',
    'link-closed': 'border-warning-700 bg-warning-50',
    cancelled: 'border-line bg-sand-100',
    delivered: 'border-success-700 bg-success-50',
    'picked-up': 'border-success-700 bg-success-50',
    'recipient-chose': 'border-success-700 bg-success-50',
    arrives: 'border-success-700 bg-success-50',
    preparing: 'border-success-700 bg-success-50',
  }[outcome.kind];
  const text = {
    declined: () => intl.formatMessage(orderMessages.giftDeclined),
    'link-closed': () => intl.formatMessage(messages.giftExpired),
    cancelled: () => intl.formatMessage(orderMessages.giftCancelled),
    delivered: () => intl.formatMessage(orderMessages.giftDelivered),
    'picked-up': () => intl.formatMessage(orderMessages.giftPickedUp),
    'recipient-chose': () => intl.formatMessage(messages.giftDone),
    arrives: () =>
      intl.formatMessage(orderMessages.giftArrivesOn, {
        date: outcome.kind === 'arrives' ? formatDate(outcome.date, locale) : '',
      }),
    preparing: () => intl.formatMessage(orderMessages.giftOnItsWay),
  }[outcome.kind]();
  // `gift-declined` and `gift-done` are the slots the page always had; `data-outcome` tells the states apart.
  const slot =
    outcome.kind === 'declined' ? 'gift-declined' : outcome.kind === 'recipient-chose' ? 'gift-done' : 'gift-outcome';
  return (
    <p role="status" data-slot={slot} data-outcome={outcome.kind} className={cn('rounded-xl border p-4', tone)}>
      {text}
    </p>
  );
}
