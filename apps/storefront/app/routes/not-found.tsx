import { buttonVariants, EmptyState, Link } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/not-found';
import { messages } from './not-found.messages';

export function loader() {
  return data(null, { status: 404 });
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

export default function NotFoundPage() {
  return <NotFound />;
}

/** The 404 page, also shown for a product or page the server does not know. */
export function NotFound() {
  const intl = useIntl();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <EmptyState
        variant="search"
        level={1}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      >
        <Link href="/" className={buttonVariants({ variant: 'primary' })}>
          {intl.formatMessage(messages.home)}
        </Link>
      </EmptyState>
    </div>
  );
}
