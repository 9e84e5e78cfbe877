/**
 * `/contact-us`, both tabs, clickable in the workbench with the network mocked by MSW (issue 16).
 * `ContactUsFlowDemo` is a story-only container: it reads the issue list, sends the contact form
 * as multipart (`POST /api/form/contact-us` for a guest, `POST /api/user/tickets` signed in),
 * reads the tickets and one ticket's conversation, and replies. The handlers answer like the API
 * (envelopes, texts in the request's language) with data parsed by the contract's schemas, so a
 * fixture that drifts from the contract fails the story. The storefront's real container is
 * `apps/storefront/app/routes/contact-us.tsx` (React Router actions).
 */
import {
  issueTypeSchema,
  type TicketDetail,
  type TicketSummary,
  ticketDetailSchema,
  ticketSummarySchema,
} from '@hadiya/contract/calls/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useCallback, useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from '../components/contact-form';
import { Spinner } from '../components/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs';
import { TicketList } from '../components/ticket-list';
import { TicketReplyForm, TicketThread } from '../components/ticket-thread';
import { ToastProvider, useToast } from '../components/toast';
import { type LinkComponentProps, LinkProvider } from '../lib/link';
import { useLocale } from '../lib/use-locale';
import { Sample } from '../stories/sample';

// ---------------------------------------------------------------------------------------------
// Mocked API

type Lang = 'ar' | 'en';
const langOf = (request: Request): Lang => (request.headers.get('language') === 'en' ? 'en' : 'ar');
const envelope = (request: Request, data: unknown, message = { ar: 'تم', en: 'Done' }) =>
  HttpResponse.json({ success: true, statusCode: 200, message: message[langOf(request)], data });

const issueNames = [
  { id: 1, ar: 'منتج تالف', en: 'Damaged item', requires_order: true },
  { id: 2, ar: 'أخرى', en: 'Other', requires_order: false },
];
const statusLabels = {
  in_progress: { ar: 'قيد المعالجة', en: 'In progress' },
  resolved_with_refund: { ar: 'تم الحل مع استرداد المبلغ', en: 'Resolved with refund' },
} as const;

function ticketOf(id: number, status: keyof typeof statusLabels, lang: Lang, replies: string[]): TicketDetail {
  const issue = issueNames[0]!;
  return ticketDetailSchema.parse({
    id,
    number: `T-0000${id}`,
    status,
    status_label: statusLabels[status][lang],
    issue_type: { id: issue.id, name: issue[lang], requires_order: true },
    order_uuid: null,
    order_number: 'HD-100231',
    excerpt: 'The pot arrived broken.',
    refund_amount: status === 'resolved_with_refund' ? 2500 : null,
    can_reply: status === 'in_progress',
    message_count: 2 + replies.length,
    created_at: '2026-11-20T09:15:00Z',
    updated_at: '2026-11-20T11:02:00Z',
    name: 'Noura',
    email: 'noura@example.com',
    phone: '0501234567',
    description: 'The pot arrived broken.',
    messages: [
      {
        id: 1,
        author: 'shopper',
        body: lang === 'ar' ? 'وصل الأصيص مكسورا.' : 'The pot arrived broken.',
        status_change: null,
        created_at: '2026-11-20T09:15:00Z',
        attachments: [
          {
            id: 'a1',
            name: 'broken-pot.jpg',
            content_type: 'image/jpeg',
            size: 41_000,
            url: '/api/user/tickets/attachments/a1',
          },
        ],
      },
      {
        id: 2,
        author: 'operator',
        body: lang === 'ar' ? 'نأسف! سنرسل أصيصا جديدا.' : 'Sorry! A new pot is on its way.',
        status_change: 'in_progress',
        created_at: '2026-11-20T11:02:00Z',
        attachments: [],
      },
      ...replies.map((body, index) => ({
        id: 3 + index,
        author: 'shopper' as const,
        body,
        status_change: null,
        created_at: '2026-11-21T08:00:00Z',
        attachments: [],
      })),
    ],
  });
}

const summaryOf = (ticket: TicketDetail): TicketSummary => ticketSummarySchema.parse(ticket);

/** What the mocked API was sent: `METHOD /path field=value…` (multipart fields, no file). */
const requests: string[] = [];

function supportHandlers() {
  const replies: string[] = [];
  requests.length = 0;
  return [
    http.get('/api/user/tickets/issue-list/:id', ({ request }) =>
      envelope(
        request,
        issueNames.map((issue) =>
          issueTypeSchema.parse({ id: issue.id, name: issue[langOf(request)], requires_order: issue.requires_order }),
        ),
      ),
    ),
    http.get('/api/user/tickets', ({ request }) => {
      const lang = langOf(request);
      return envelope(request, [
        summaryOf(ticketOf(42, 'in_progress', lang, replies)),
        summaryOf(ticketOf(41, 'resolved_with_refund', lang, [])),
      ]);
    }),
    http.get('/api/user/tickets/:id', ({ request, params }) => {
      const id = Number(params.id);
      return envelope(
        request,
        ticketOf(id, id === 42 ? 'in_progress' : 'resolved_with_refund', langOf(request), id === 42 ? replies : []),
      );
    }),
    http.post('/api/user/tickets/:id/reply', async ({ request }) => {
      const form = await request.formData();
      replies.push(String(form.get('message') ?? ''));
      requests.push(`POST /api/user/tickets/42/reply message=${form.get('message')}`);
      return envelope(request, ticketOf(42, 'in_progress', langOf(request), replies));
    }),
    http.post('/api/form/contact-us', async ({ request }) => {
      const form = await request.formData();
      requests.push(`POST /api/form/contact-us phone=${form.get('phone')} issue_type_id=${form.get('issue_type_id')}`);
      if (!String(form.get('email') ?? '').includes('@')) {
        return HttpResponse.json(
          {
            success: false,
            statusCode: 422,
            message: langOf(request) === 'ar' ? 'تحقق من الحقول' : 'Check the fields',
            data: { errors: [{ field: 'email', message: 'email_invalid' }] },
          },
          { status: 422 },
        );
      }
      return envelope(request, { ticket_number: 'T-000043' });
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Story-only container

function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

interface Envelope<T> {
  success: boolean;
  statusCode: number;
  message: string;
  data: T;
}

function ContactUsFlow({ initialTab }: { initialTab: 'contact' | 'my-ticket' }) {
  const { locale } = useLocale();
  const { toast } = useToast();
  const [tab, setTab] = useState<string>(initialTab);
  const [issues, setIssues] = useState<{ id: number; name: string; requiresOrder: boolean }[] | null>(null);
  const [tickets, setTickets] = useState<TicketSummary[] | null>(null);
  const [ticket, setTicket] = useState<TicketDetail | null>(null);
  const [formError, setFormError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [sentAt, setSentAt] = useState(0);

  const get = useCallback(
    async <T,>(path: string) =>
      ((await (await fetch(path, { headers: { language: locale } })).json()) as Envelope<T>).data,
    [locale],
  );

  useEffect(() => {
    void get<{ id: number; name: string; requires_order: boolean }[]>('/api/user/tickets/issue-list/all').then((list) =>
      setIssues(list.map((issue) => ({ id: issue.id, name: issue.name, requiresOrder: issue.requires_order }))),
    );
  }, [get]);
  useEffect(() => {
    if (tab !== 'my-ticket') return;
    void get<TicketSummary[]>('/api/user/tickets').then(async (list) => {
      setTickets(list);
      if (list[0]) setTicket(await get<TicketDetail>(`/api/user/tickets/${list[0].id}`));
    });
  }, [tab, get]);

  const post = async <T,>(path: string, data: FormData) =>
    (await (await fetch(path, { method: 'POST', headers: { language: locale }, body: data })).json()) as Envelope<
      T & { errors?: { field: string; message: string }[] }
    >;

  return (
    <LinkProvider component={StoryLink}>
      <div className="flex max-w-5xl flex-col gap-6">
        <h1 className="font-bold text-2xl">
          <Sample ar="تواصل معنا" en="Contact us" />
        </h1>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="contact">
              <Sample ar="أرسل رسالة" en="Send a message" />
            </TabsTrigger>
            <TabsTrigger value="my-ticket">
              <Sample ar="تذاكري" en="My tickets" />
            </TabsTrigger>
          </TabsList>
          <TabsContent value="contact" className="max-w-2xl">
            {issues ? (
              <ContactForm
                key={sentAt}
                issues={issues}
                serverError={formError?.message}
                fieldErrors={formError?.fields}
                onSubmitData={async (data) => {
                  const answer = await post<{ ticket_number: string }>('/api/form/contact-us', data);
                  if (answer.success) {
                    setFormError(null);
                    setSentAt(Date.now());
                    toast({ tone: 'success', title: answer.message, description: answer.data.ticket_number });
                  } else {
                    const fields: Record<string, string> = {};
                    for (const error of answer.data.errors ?? []) fields[error.field] = error.message;
                    setFormError({ message: answer.message, fields });
                  }
                }}
              />
            ) : (
              <Spinner />
            )}
          </TabsContent>
          <TabsContent value="my-ticket">
            {tickets === null ? (
              <Spinner />
            ) : (
              <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <TicketList
                  headingLevel={2}
                  selectedId={ticket?.id}
                  onSelect={(id, event) => {
                    event.preventDefault();
                    void get<TicketDetail>(`/api/user/tickets/${id}`).then(setTicket);
                  }}
                  tickets={tickets.map((item) => ({
                    id: item.id,
                    number: item.number,
                    issue: item.issue_type?.name,
                    order: item.order_number,
                    status: item.status,
                    statusLabel: item.status_label,
                    createdAt: item.created_at,
                    href: `?activetab=my-ticket&ticket=${item.id}`,
                  }))}
                />
                {ticket ? (
                  <TicketThread
                    key={`${ticket.id}-${ticket.messages.length}`}
                    number={ticket.number}
                    status={ticket.status}
                    statusLabel={ticket.status_label}
                    issue={ticket.issue_type?.name}
                    order={ticket.order_number}
                    createdAt={ticket.created_at}
                    refundAmount={ticket.refund_amount}
                    canReply={ticket.can_reply}
                    messages={ticket.messages.map((message) => ({
                      ...message,
                      createdAt: message.created_at,
                      statusChange: message.status_change,
                    }))}
                    replyForm={
                      <TicketReplyForm
                        onSubmitData={async (data) => {
                          const answer = await post<TicketDetail>(`/api/user/tickets/${ticket.id}/reply`, data);
                          if (answer.success) setTicket(answer.data);
                        }}
                      />
                    }
                  />
                ) : null}
              </div>
            )}
          </TabsContent>
        </Tabs>
      </div>
    </LinkProvider>
  );
}

function ContactUsFlowDemo(props: { initialTab: 'contact' | 'my-ticket' }) {
  return (
    <ToastProvider>
      <ContactUsFlow {...props} />
    </ToastProvider>
  );
}

// ---------------------------------------------------------------------------------------------
// Stories

const meta = {
  title: 'Flows/ContactUs',
  component: ContactUsFlowDemo,
  parameters: {
    layout: 'padded',
    a11y: { context: 'body' },
    visual: { skip: true },
    docs: {
      description: {
        component:
          'The `/contact-us` page with the support API mocked by MSW: the contact form (issue list from the server, Arabic digits in the phone normalised, a refused e-mail shown on its field, the success toast) and My tickets (the list, the newest ticket’s conversation with its photo as a download, a reply added to the thread; the refunded ticket closed for replies).',
      },
    },
  },
  args: { initialTab: 'contact' },
  beforeEach({ msw }) {
    msw.use(...supportHandlers());
  },
} satisfies Meta<typeof ContactUsFlowDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ContactTab: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const issue = await canvas.findByRole('combobox', { name: /نوع المشكلة|Issue type/ });
    await userEvent.click(canvas.getByRole('textbox', { name: /الاسم|Name/ }));
    await userEvent.paste('Noura');
    await userEvent.click(canvas.getByRole('textbox', { name: /البريد|Email/ }));
    await userEvent.paste('noura@example.com');
    await userEvent.click(canvas.getByRole('textbox', { name: /رقم الجوال|Phone/ }));
    await userEvent.paste('٠٥٠١٢٣٤٥٦٧');
    await userEvent.selectOptions(issue, '2');
    await userEvent.click(canvas.getByRole('button', { name: /^(إرسال|Send)$/ }));
    await waitFor(() => expect(requests).toContain('POST /api/form/contact-us phone=0501234567 issue_type_id=2'));
    await waitFor(() => expect(body(canvasElement).getByText('T-000043')).toBeVisible());
  },
};

export const MyTickets: Story = {
  parameters: { playLocale: 'ar' },
  args: { initialTab: 'my-ticket' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thread = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('[data-slot="ticket-thread"]');
      if (!element) throw new Error('no thread yet');
      return element;
    });
    await expect(canvas.getAllByRole('link', { name: /T-0000/ })).toHaveLength(2);
    await expect(within(thread).getByRole('link', { name: /broken-pot\.jpg/ })).toBeVisible();
    await userEvent.type(within(thread).getByRole('textbox'), 'Thank you!');
    await userEvent.click(within(thread).getByRole('button', { name: /إرسال الرد|Send reply/ }));
    await waitFor(() => expect(requests).toContain('POST /api/user/tickets/42/reply message=Thank you!'));
    await waitFor(() => expect(within(canvasElement).getByText('Thank you!')).toBeVisible());
    // The refunded ticket is closed for replies.
    await userEvent.click(canvas.getByRole('link', { name: /T-000041/ }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="ticket-thread"]')).toHaveAttribute(
        'data-status',
        'resolved_with_refund',
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="ticket-thread-closed"]')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { initialTab: 'my-ticket' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'التذكرة T-000042' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-author="operator"]')).toHaveTextContent('نأسف! سنرسل أصيصا جديدا.'),
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Noura');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'noura@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '0501234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(body(canvasElement).getByText('Done')).toBeVisible());
  },
};
