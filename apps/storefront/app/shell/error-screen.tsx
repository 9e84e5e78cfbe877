import { buttonVariants, EmptyState } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { NotFound } from '../routes/not-found';
import { messages as notFoundMessages } from '../routes/not-found.messages';
import { messages } from './error-screen.messages';

/** What a shopper sees when a page fails: the 404 page, or a retry for anything else. */
export function ErrorScreen({ status }: { status: number }) {
  const intl = useIntl();
  if (status === 404) return <NotFound />;
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <EmptyState
        variant="data"
        level={1}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      >
        {/* A full reload: the failure may have been in the client bundle itself. */}
        <a href="/" className={buttonVariants({ variant: 'primary' })}>
          {intl.formatMessage(notFoundMessages.home)}
        </a>
      </EmptyState>
    </main>
  );
}
