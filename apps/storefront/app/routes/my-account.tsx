/**
 * `/my-account` (spec §2, issue §3): the profile, rendered on the server for the signed-in
 * shopper (features/account/profile-form.tsx). A signed-out visitor gets the sign-in dialog and,
 * once signed in, the page (the loaders run again for the new session).
 */
import { Button, EmptyState } from '@hadiya/ui';
import { lazy, Suspense, startTransition, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAccountDialogs } from '../features/account/account-dialogs';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/my-account';
import { messages } from './my-account.messages';

// The form comes with the sign-in dialogs' code (one chunk), so home and product carry neither.
const ProfileForm = lazy(() =>
  import('../features/account/account-screens').then((module) => ({ default: module.ProfileForm })),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, shopper, rethrow } = loaderContext(request, context);
  const who = await shopper();
  if (who.kind !== 'user') return { profile: null };
  const profile = await api.request('getUser', {}).catch(rethrow);
  return { profile };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.title),
      description: translate(root, messages.description),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function MyAccountPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{intl.formatMessage(messages.title)}</h1>
      {loaderData.profile ? (
        <Suspense fallback={null}>
          <ProfileForm key={loaderData.profile.id} profile={loaderData.profile} />
        </Suspense>
      ) : (
        <SignInFirst />
      )}
    </div>
  );
}

/** Issue §3: a signed-out visitor gets the sign-in dialog, and the page once signed in. */
function SignInFirst() {
  const intl = useIntl();
  const dialogs = useAccountDialogs();
  // A transition: React renders the dialog (loaded on demand) in short slices after hydration
  // rather than in one long task, as nothing the shopper did asked for it urgently.
  useEffect(() => startTransition(() => dialogs.open('signin')), [dialogs]);
  return (
    // The ways to sign in, on the page itself: the shopper reads them from the first paint, and they
    // stay when the dialog is closed (the dialog, drawn after hydration, was the largest paint).
    <EmptyState
      variant="data"
      level={2}
      title={intl.formatMessage(messages.signInFirst)}
      description={intl.formatMessage(messages.signInWays)}
    >
      <Button onClick={() => dialogs.open('signin')}>{intl.formatMessage(messages.signIn)}</Button>
    </EmptyState>
  );
}
