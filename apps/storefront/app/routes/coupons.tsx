/**
 * `/coupons` (spec §2, issue 14 §1): the signed-in shopper's saved coupons and the ones available
 * now (`GET /coupons`), each saved with `POST /coupons/save`; a refused save shows the server's
 * message in the info-styled dialog (spec §8).
 */
import type { Coupon } from '@hadiya/contract/calls/checkout';
import { ApiError, isTokenExpired } from '@hadiya/contract/client';
import { Button, EmptyState, formatPrice, intlLocaleOf, MessageDialog, TextField, useLocale } from '@hadiya/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { data, Form, useNavigation } from 'react-router';
import { messages } from '../features/checkout/account-pages.messages';
import { SignInFirst } from '../features/checkout/sign-in-first';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/coupons';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, cityId, shopper, rethrow } = loaderContext(request, context);
  if ((await shopper()).kind !== 'user') return { isSignedIn: false, saved: [], available: [] };
  const list = await api.request('couponsList', { query: { cities_id: cityId } }).catch(rethrow);
  return { isSignedIn: true, ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = loaderContext(request, context);
  const form = await request.formData();
  const at = Date.now();
  try {
    await api.request('couponSave', { body: { code: String(form.get('code') ?? '') } });
    return { ok: true, message: null as string | null, at };
  } catch (error) {
    if (isTokenExpired(error)) throw error;
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
      return data({ ok: false, message: error.message as string | null, at }, { status: error.statusCode });
    }
    throw error;
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.couponsTitle),
      description: translate(root, messages.couponsDescription),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

function CouponItem({ coupon, canSave }: { coupon: Coupon; canSave: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const value =
    coupon.discount_type === 'percent'
      ? intl.formatNumber(coupon.value / 10_000, { style: 'percent', maximumFractionDigits: 2 })
      : formatPrice(coupon.value, locale);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4"
      data-slot="coupon"
    >
      <span className="flex flex-col gap-0.5">
        <span className="font-bold" dir="ltr">
          {coupon.code}
        </span>
        <span>{intl.formatMessage(messages.percentOff, { value })}</span>
        {coupon.description ? <span className="text-ink-muted text-sm">{coupon.description}</span> : null}
        {coupon.min_order > 0 ? (
          <span className="text-ink-muted text-sm">
            {intl.formatMessage(messages.minOrder, { amount: formatPrice(coupon.min_order, locale) })}
          </span>
        ) : null}
        {coupon.ends_at ? (
          <span className="text-ink-muted text-sm">
            {intl.formatMessage(messages.validUntil, {
              date: new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium' }).format(
                new Date(coupon.ends_at),
              ),
            })}
          </span>
        ) : null}
      </span>
      {canSave && !coupon.is_saved ? (
        <Form method="post">
          <input type="hidden" name="code" value={coupon.code} />
          <Button type="submit" variant="secondary" size="sm">
            {intl.formatMessage(messages.saveCoupon)}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

export default function CouponsPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (actionData && !actionData.ok && actionData.message) setNotice(actionData.message);
  }, [actionData]);
  const savedCodes = new Set(loaderData.saved.map((coupon) => coupon.code));
  const available = loaderData.available.filter((coupon) => !savedCodes.has(coupon.code));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.couponsTitle)}</h1>
      {!loaderData.isSignedIn ? (
        <SignInFirst />
      ) : (
        <>
          <Form method="post" className="flex items-end gap-2">
            <TextField
              name="code"
              label={intl.formatMessage(messages.code)}
              dir="ltr"
              autoComplete="off"
              className="flex-1"
            />
            <Button type="submit" isLoading={navigation.state === 'submitting'}>
              {intl.formatMessage(messages.saveCode)}
            </Button>
          </Form>
          <section aria-labelledby="saved-coupons" className="flex flex-col gap-3">
            <h2 id="saved-coupons" className="font-bold text-xl">
              {intl.formatMessage(messages.savedCoupons)}
            </h2>
            {loaderData.saved.length === 0 ? (
              <EmptyState variant="data" level={3} title={intl.formatMessage(messages.noCoupons)} />
            ) : (
              <ul className="flex flex-col gap-3" data-slot="saved-coupons">
                {loaderData.saved.map((coupon) => (
                  <CouponItem key={coupon.id} coupon={coupon} canSave={false} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="available-coupons" className="flex flex-col gap-3">
            <h2 id="available-coupons" className="font-bold text-xl">
              {intl.formatMessage(messages.availableCoupons)}
            </h2>
            {available.length === 0 ? (
              <EmptyState variant="data" level={3} title={intl.formatMessage(messages.noCoupons)} />
            ) : (
              <ul className="flex flex-col gap-3" data-slot="available-coupons">
                {available.map((coupon) => (
                  <CouponItem key={coupon.id} coupon={coupon} canSave />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <MessageDialog
        open={notice !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setNotice(null))}
        message={notice ?? ''}
        tone="info"
      />
    </div>
  );
}
