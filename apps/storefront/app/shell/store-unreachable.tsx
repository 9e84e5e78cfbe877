import { buttonVariants } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { messages } from './store-unreachable.messages';

/**
 * Whether a failure is the network's rather than the store's: the browser is offline, or a
 * request never got an answer (fetch rejects with a TypeError: "Failed to fetch" in Chromium,
 * "NetworkError…" in Firefox, "Load failed" in Safari). Only the browser can tell: a server's own
 * failures reach the page as a generic error.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof document === 'undefined') return false;
  return !navigator.onLine || (error instanceof TypeError && /fetch|network|load/i.test(error.message));
}

/**
 * What a shopper sees when the store cannot be reached. It is part of the page's first bundle (the
 * richer error screen loads only when needed, and cannot load without the network) and uses only
 * what the page already has: the texts of its language and plain markup.
 */
export function StoreUnreachable() {
  const intl = useIntl();
  const isOffline = typeof document !== 'undefined' && !navigator.onLine;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <h1 className="font-semibold text-ink text-lg">
        {intl.formatMessage(isOffline ? messages.offlineTitle : messages.title)}
      </h1>
      <p className="text-ink-muted text-sm">{intl.formatMessage(messages.description)}</p>
      {/* A full reload: the page's data, and perhaps its code, never arrived. */}
      <button type="button" onClick={() => window.location.reload()} className={buttonVariants({ variant: 'primary' })}>
        {intl.formatMessage(messages.retry)}
      </button>
    </main>
  );
}
