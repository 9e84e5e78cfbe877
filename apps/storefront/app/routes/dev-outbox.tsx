/**
 * `/dev/outbox` (issue §4): every SMS and e-mail the offline sandboxes recorded, newest first, from
 * `/api/dev/outbox`. A 404 wherever the sandboxes are off (real providers), as that JSON is.
 */
import { Badge, Button, EmptyState, useLocale } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { data, useRevalidator } from 'react-router';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import { ltr } from '../lib/shopper';
import type { ShellHandle } from '../shell/shell';
import type { Route } from './+types/dev-outbox';
import { messages } from './dev-outbox.messages';

interface OutboxEntry {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

function entriesOf(payload: unknown): OutboxEntry[] {
  const list = Array.isArray(payload) ? payload : (payload as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is OutboxEntry =>
      typeof entry === 'object' && entry !== null && typeof entry.to === 'string' && typeof entry.text === 'string',
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const response = await context.session.fetch(`${context.apiBaseUrl}/dev/outbox`, {
    headers: { accept: 'application/json' },
    signal: request.signal,
  });
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw data(null, { status: 502 });
  return { entries: entriesOf(await response.json()) };
}

// A gift link, a payment's result or a tracked order reads the same in any city.
export const handle: ShellHandle = { isCityOptional: true };

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

export default function DevOutboxPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const revalidator = useRevalidator();
  const time = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{intl.formatMessage(messages.title)}</h1>
          <p className="text-ink-muted">{intl.formatMessage(messages.description)}</p>
        </div>
        <Button
          variant="secondary"
          isLoading={revalidator.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          {intl.formatMessage(messages.refresh)}
        </Button>
      </header>
      {loaderData.entries.length === 0 ? (
        <EmptyState variant="data" level={2} title={intl.formatMessage(messages.empty)} />
      ) : (
        <ol className="flex flex-col gap-4" aria-label={intl.formatMessage(messages.title)}>
          {loaderData.entries.map((entry) => (
            <li
              key={entry.id}
              data-channel={entry.channel}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface-raised p-4"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={entry.channel === 'sms' ? 'success' : 'neutral'}>
                  {intl.formatMessage(entry.channel === 'sms' ? messages.sms : messages.email)}
                </Badge>
                <span className="font-medium">{intl.formatMessage(messages.to, { recipient: ltr(entry.to) })}</span>
                <time dateTime={entry.createdAt} className="ms-auto text-ink-muted">
                  {Number.isNaN(Date.parse(entry.createdAt)) ? entry.createdAt : time.format(new Date(entry.createdAt))}
                </time>
              </div>
              {entry.channel === 'email' ? (
                <h2 className="font-semibold">{entry.subject ?? intl.formatMessage(messages.noSubject)}</h2>
              ) : null}
              <p className="whitespace-pre-wrap break-words" dir="auto">
                {entry.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
