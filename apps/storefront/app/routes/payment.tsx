/**
 * `/payment` (spec §2 'saved cards and payments', issue 14 §3): the signed-in shopper's saved
 * cards (`GET /user/save-card`), each deletable after a yes/no confirmation (`DELETE
 * /user/save-card/{id}`, a form post).
 */
import { ApiError, isTokenExpired } from '@hadiya/contract/client';
import { EmptyState, FormAlert, SavedCardList } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { data, useNavigation, useSubmit } from 'react-router';
import { messages } from '../features/checkout/account-pages.messages';
import { SignInFirst } from '../features/checkout/sign-in-first';
import { useSavedCardOf } from '../features/orders/card-brand';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/payment';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, shopper, rethrow } = loaderContext(request, context);
  if ((await shopper()).kind !== 'user') return { isSignedIn: false, cards: [] };
  const cards = await api.request('savedCards', {}).catch(rethrow);
  return { isSignedIn: true, cards };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = loaderContext(request, context);
  const form = await request.formData();
  const id = Number(form.get('card_id'));
  if (!Number.isInteger(id) || id <= 0) return data({ message: null as string | null }, { status: 400 });
  try {
    await api.request('savedCardDelete', { params: { id } });
    return { message: null as string | null };
  } catch (error) {
    if (isTokenExpired(error)) throw error;
    if (error instanceof ApiError && error.statusCode < 500)
      return data({ message: error.message }, { status: error.statusCode });
    throw error;
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.paymentTitle),
      description: translate(root, messages.paymentDescription),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const submit = useSubmit();
  const cardOf = useSavedCardOf();
  const deletingId = navigation.formData?.get('card_id');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.paymentTitle)}</h1>
      {!loaderData.isSignedIn ? (
        <SignInFirst />
      ) : loaderData.cards.length === 0 ? (
        <EmptyState
          variant="data"
          level={2}
          title={intl.formatMessage(messages.noCards)}
          description={intl.formatMessage(messages.noCardsHint)}
        />
      ) : (
        <>
          <FormAlert message={actionData?.message} />
          <SavedCardList
            hideTitle
            cards={loaderData.cards.map(cardOf)}
            deletingId={typeof deletingId === 'string' ? Number(deletingId) : undefined}
            // A form post: the loader reads the list again, so the card leaves it only once it is gone.
            onDelete={(id) => submit({ card_id: String(id) }, { method: 'post' })}
          />
        </>
      )}
    </div>
  );
}
