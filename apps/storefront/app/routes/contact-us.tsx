/**
 * `/contact-us` (spec §2, issue 16 §1): the contact form and, for a signed-in shopper, 'my tickets'
 * (`?activetab=my-ticket`, where a ticket_updated or ticket_closed push lands) with the chosen
 * ticket's conversation and the reply box. Every form posts to this route's action as multipart,
 * so it works before the scripts arrive; a guest's message goes to `POST /form/contact-us`, a
 * signed-in shopper's to `POST /user/tickets` (spec §7).
 */
import { isTokenExpired } from '@hadiya/contract/client';
import {
  Button,
  ContactForm,
  type ContactFormValues,
  EmptyState,
  Link,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TicketList,
  TicketReplyForm,
  TicketThread,
  ToastProvider,
  useToast,
} from '@hadiya/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useActionData, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { useAccountDialogs } from '../features/account/account-dialogs';
import { postSupportForm, type SupportActionResult } from '../features/support/support.server';
import { attachmentUrl, orderLabel, ticketHref } from '../features/support/tickets';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/contact-us';
import { messages } from './contact-us.messages';

const MY_TICKET_TAB = 'my-ticket';
const CONTACT_TAB = 'contact';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, shopper, rethrow } = loaderContext(request, context);
  const url = new URL(request.url);
  const who = await shopper();
  const isSignedIn = who.kind === 'user';
  const keepExpiry = (error: unknown) => {
    if (isTokenExpired(error)) rethrow(error);
    return null;
  };
  const [issues, profile, tickets, orders] = await Promise.all([
    api.request('ticketIssueList', { params: { id: 'all' } }).catch(() => []),
    isSignedIn ? api.request('getUser', {}).catch(keepExpiry) : null,
    isSignedIn ? api.request('tickets', { query: {} }).catch(rethrow) : null,
    // The order picker; empty while the orders call is not there or fails.
    isSignedIn
      ? api
          .request('ordersList', { body: { page_number: 1, limit: 50, filter: 'all' } })
          .then((list) => list.orders)
          .catch(() => [])
      : null,
  ]);
  const wanted = Number(url.searchParams.get('ticket'));
  const ticketId = tickets?.some((ticket) => ticket.id === wanted) ? wanted : (tickets?.[0]?.id ?? null);
  const ticket = ticketId ? await api.request('ticketDetail', { params: { id: ticketId } }).catch(keepExpiry) : null;
  return {
    isSignedIn,
    tab: url.searchParams.get('activetab') === MY_TICKET_TAB ? MY_TICKET_TAB : CONTACT_TAB,
    issues,
    profile: profile
      ? { name: profile.name ?? '', email: profile.email ?? '', phone: profile.phone_number ?? '' }
      : null,
    tickets,
    orders:
      orders?.map((order) => ({ uuid: order.order_uuid, number: order.order_number, createdAt: order.created_at })) ??
      null,
    ticket,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, shopper } = loaderContext(request, context);
  const form = await request.formData();
  const who = await shopper();
  if (form.get('intent') === 'reply' && who.kind === 'user') {
    const ticketId = Number(form.get('ticket_id'));
    return postSupportForm({
      context,
      locale,
      intent: 'reply',
      path: `/user/tickets/${Number.isInteger(ticketId) && ticketId > 0 ? ticketId : 0}/reply`,
      form,
      fields: ['message'],
      signal: request.signal,
    });
  }
  const isSignedIn = who.kind === 'user';
  // An order goes only with an issue about one (the page hides the field otherwise).
  const issues = await api.request('ticketIssueList', { params: { id: 'all' } }).catch(() => []);
  const issue = issues.find((candidate) => String(candidate.id) === form.get('issue_type_id'));
  const orderField = isSignedIn ? 'order_uuid' : 'order_number';
  return postSupportForm({
    context,
    locale,
    intent: 'contact',
    path: isSignedIn ? '/user/tickets' : '/form/contact-us',
    form,
    fields: ['name', 'email', 'phone', 'issue_type_id', 'description', ...(issue?.requires_order ? [orderField] : [])],
    signal: request.signal,
  });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return pageMeta({
    root,
    path: location.pathname,
    title: translate(root, messages.title),
    description: translate(root, messages.description),
  });
}

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <ContactUs data={loaderData} />
    </ToastProvider>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

function ContactUs({ data }: { data: LoaderData }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const result = useActionData<typeof action>() as SupportActionResult | undefined;
  const { toast } = useToast();

  // Spec §8: ticket creation shows a success toast (and the page says so without scripts too).
  useEffect(() => {
    if (!result?.ok) return;
    toast({
      tone: 'success',
      title: intl.formatMessage(result.intent === 'reply' ? messages.replySent : messages.sent),
      description:
        result.intent === 'contact' && result.reference
          ? intl.formatMessage(messages.sentTicket, { number: result.reference })
          : undefined,
    });
  }, [result, toast, intl]);

  const changeTab = (tab: string) => {
    const next = new URLSearchParams(searchParams);
    if (tab === MY_TICKET_TAB) next.set('activetab', MY_TICKET_TAB);
    else {
      next.delete('activetab');
      next.delete('ticket');
    }
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.title)}</h1>
        <p className="text-ink-muted">{intl.formatMessage(messages.intro)}</p>
        <Link href="/faq" className="self-start font-medium text-leaf-800 text-sm underline underline-offset-4">
          {intl.formatMessage(messages.faqLink)}
        </Link>
      </header>
      <Tabs value={data.tab} onValueChange={changeTab}>
        <TabsList aria-label={intl.formatMessage(messages.tabs)}>
          <TabsTrigger value={CONTACT_TAB}>{intl.formatMessage(messages.formTab)}</TabsTrigger>
          <TabsTrigger value={MY_TICKET_TAB}>{intl.formatMessage(messages.ticketsTab)}</TabsTrigger>
        </TabsList>
        <TabsContent value={CONTACT_TAB} className="max-w-2xl">
          <ContactTab data={data} result={result?.intent === 'contact' ? result : undefined} />
        </TabsContent>
        <TabsContent value={MY_TICKET_TAB}>
          {data.isSignedIn ? (
            <TicketsTab data={data} result={result?.intent === 'reply' ? result : undefined} />
          ) : (
            <SignInFirst />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function useSupportSubmit(intent: string) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const send = (formData: FormData) => {
    void submit(formData, { method: 'post', encType: 'multipart/form-data', preventScrollReset: true });
  };
  return { isSubmitting, send };
}

function ContactTab({ data, result }: { data: LoaderData; result: SupportActionResult | undefined }) {
  const intl = useIntl();
  const { isSubmitting, send } = useSupportSubmit('contact');
  const failed = result && !result.ok ? result : undefined;
  const defaults: Partial<ContactFormValues> = failed?.values ?? data.profile ?? {};
  return (
    <div className="flex flex-col gap-4">
      {result?.ok ? (
        <p
          role="status"
          data-slot="contact-sent"
          className="rounded-md bg-success-50 px-3 py-2 text-sm text-success-700"
        >
          {intl.formatMessage(messages.sent)}
          {result.reference ? ` — ${intl.formatMessage(messages.sentTicket, { number: result.reference })}` : null}
        </p>
      ) : null}
      <ContactForm
        // A sent form starts again empty (the profile's details kept); a refused one keeps its text.
        key={result?.ok ? result.at : 'form'}
        hiddenFields={{ intent: 'contact' }}
        issues={data.issues.map((issue) => ({ id: issue.id, name: issue.name, requiresOrder: issue.requires_order }))}
        orders={data.orders?.map((order) => ({ uuid: order.uuid, label: orderLabel(order, intl) })) ?? null}
        defaultValues={defaults}
        serverError={failed ? failed.message || intl.formatMessage(messages.somethingWrong) : undefined}
        fieldErrors={failed?.fieldErrors}
        isSubmitting={isSubmitting}
        onSubmitData={send}
      />
    </div>
  );
}

function TicketsTab({ data, result }: { data: LoaderData; result: SupportActionResult | undefined }) {
  const intl = useIntl();
  const { isSubmitting, send } = useSupportSubmit('reply');
  const [, setSearchParams] = useSearchParams();
  const tickets = data.tickets ?? [];
  const ticket = data.ticket;
  const failed = result && !result.ok ? result : undefined;
  const orderNumberOf = (uuid: string | null, typed: string | null) =>
    typed ?? data.orders?.find((order) => order.uuid === uuid)?.number ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="flex flex-col gap-3">
        <h2 className="sr-only">{intl.formatMessage(messages.ticketsTab)}</h2>
        <TicketList
          headingLevel={3}
          selectedId={ticket?.id}
          tickets={tickets.map((item) => ({
            id: item.id,
            number: item.number,
            issue: item.issue_type?.name ?? null,
            order: orderNumberOf(item.order_uuid, item.order_number),
            status: item.status,
            statusLabel: item.status_label,
            createdAt: item.created_at,
            href: ticketHref(item.id),
          }))}
          emptyAction={
            <Button variant="secondary" onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}>
              {intl.formatMessage(messages.writeToUs)}
            </Button>
          }
        />
      </div>
      {ticket ? (
        <TicketThread
          key={ticket.id}
          number={ticket.number}
          status={ticket.status}
          statusLabel={ticket.status_label}
          issue={ticket.issue_type?.name ?? null}
          order={orderNumberOf(ticket.order_uuid, ticket.order_number)}
          createdAt={ticket.created_at}
          refundAmount={ticket.refund_amount}
          canReply={ticket.can_reply}
          messages={ticket.messages.map((message) => ({
            id: message.id,
            author: message.author,
            body: message.body,
            createdAt: message.created_at,
            statusChange: message.status_change,
            attachments: message.attachments.map((attachment) => ({
              id: attachment.id,
              name: attachment.name,
              size: attachment.size,
              url: attachmentUrl(attachment.url),
            })),
          }))}
          replyForm={
            <TicketReplyForm
              key={result?.ok ? result.at : 'reply'}
              hiddenFields={{ intent: 'reply', ticket_id: String(ticket.id) }}
              defaultMessage={failed?.values.message}
              serverError={failed ? failed.message || intl.formatMessage(messages.somethingWrong) : undefined}
              fieldErrors={failed?.fieldErrors}
              isSubmitting={isSubmitting}
              onSubmitData={send}
            />
          }
        />
      ) : null}
    </div>
  );
}

/** Tickets belong to an account: a guest is asked to sign in (the page reloads its data after). */
function SignInFirst() {
  const intl = useIntl();
  const dialogs = useAccountDialogs();
  return (
    <EmptyState variant="data" level={2} title={intl.formatMessage(messages.signInFirst)}>
      <Button onClick={() => dialogs.open('signin')}>{intl.formatMessage(messages.signIn)}</Button>
    </EmptyState>
  );
}
