/**
 * The jobs that turn the store's events into messages (issue 15 §5), each sent once (see
 * `Notifier.once`) and retried by the queue when a provider fails:
 *
 * | job | from | messages |
 * | --- | --- | --- |
 * | `order.status-changed` | every status change (orders/service.ts) | buyer: push `order_history_status` + e-mail (after the first paid step, whose e-mail is the receipt); recipient: SMS with their private link (`recipientLinkFor`) at `accepted` (unless they accepted it themselves), `on_the_way`, `delivered`; at `delivered` the delayed `notify.rating-popup` |
 * | `notify.rating-popup` | delivered + NOTIFY_RATING_DELAY_MINUTES | buyer: push `rating_popup` → `/my-orders?order_id={id}` |
 * | `wallet.credited` | a refund or bonus (wallet/ledger.ts) | push `wallet_refund` + e-mail |
 * | `notify.cart-idle` | every NOTIFY_CART_SWEEP_CRON | push `pending_cart_checkout` once per idle period of a cart |
 * | `notify.product-available` | notify-me claimed at restock (favourites/service.ts) | push `product_available` with the slug |
 * | `notify.ticket-changed` | `notifyTicketChanged` (support) | push `ticket_updated` / `ticket_closed` |
 */
import { internationalPhoneNumber, type Language } from '@hadiya/contract';
import { type OrderStatus, orderStatusLabels } from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { t } from '../../lib/i18n';
import { anyJobs } from '../../lib/jobs';
import { escapeHtml } from '../../providers/templates';
import { JOB_ORDER_STATUS_CHANGED, type OrderStatusChangedJob, recipientLinkFor } from '../orders/service';
import { JOB_WALLET_CREDITED, type WalletCreditedJob } from '../wallet/ledger';
import type { NotificationsConfig } from './config';
import { type Notifier, payload, type Receiver } from './sender';

export const JOB_RATING_POPUP = 'notify.rating-popup';
export const JOB_CART_IDLE = 'notify.cart-idle';
export const JOB_PRODUCT_AVAILABLE = 'notify.product-available';
export const JOB_TICKET_CHANGED = 'notify.ticket-changed';
/** A batch of push messages sent as they are (the bench; operators' announcements later). */
export const JOB_PUSH_MESSAGE = 'notify.push';

export interface RatingPopupJob {
  orderId: number;
}
export interface ProductAvailableJob {
  /** The notify-me subscription (stock_notifications.id): once per subscription. */
  subscriptionId: number;
  userId: number;
  slug: string;
  titleEn: string;
  titleAr: string;
}
export interface TicketChangedJob {
  ticketId: number;
  /** A distinct id of this change (the ticket message's id). */
  changeId: number;
  userId: number;
  number: string;
  status: string;
}
export interface PushMessageJob {
  event: string;
  receiver: Receiver;
  type: 'order_history_status' | 'pending_cart_checkout';
  title: Record<Language, string>;
  body: Record<Language, string>;
}

const langOf = (value: unknown): Language => (value === 'en' ? 'en' : 'ar');

export function formatMoney(lang: Language, halalas: number): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency: 'SAR' }).format(
    halalas / 100,
  );
}

/** A plain e-mail with one link, in the receiver's language and direction. */
export function simpleEmail(lang: Language, subject: string, text: string, link: string) {
  const paragraphs = text
    .split('\n\n')
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(/\n/g, '<br>')
          .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:sans-serif">${paragraphs}</body></html>`;
  return { subject, text, html };
}

interface OrderRow {
  id: number;
  order_number: string;
  status: string;
  language: string;
  delivery_type: string;
  user_id: number | null;
  guest_id: number | null;
  sender_name: string | null;
  hide_sender_name: boolean;
  sender_email: string | null;
  sender_phone_code: string | null;
  sender_phone: string | null;
  user_email: string | null;
  user_name: string | null;
  recipient_phone_code: string | null;
  recipient_phone: string | null;
  recipient_lang: string | null;
  actor: string | null;
}

/** The recipient's private link (a new token of the order's link, orders/service.ts). */
async function recipientLink(db: Db, orderId: number): Promise<string> {
  const { path } = await db.transaction((tx) => recipientLinkFor(tx as unknown as Db, orderId));
  return path;
}

export async function registerNotificationWorkers(
  app: FastifyInstance,
  notifier: Notifier,
  config: NotificationsConfig,
): Promise<void> {
  const db = app.db;

  // Registered before the queue starts: `transition()` enqueues inside its transaction.
  await app.jobs.work<OrderStatusChangedJob>(JOB_ORDER_STATUS_CHANGED, async (job) => {
    const [order] = await queryRows<OrderRow>(
      db,
      sql`select o.id, o.order_number, o.status, o.language, o.delivery_type, o.user_id, o.guest_id, o.sender_name,
            o.hide_sender_name, o.sender_email, o.sender_phone_code, o.sender_phone,
            u.email as user_email, u.name as user_name,
            o.recipient_phone_code, o.recipient_phone,
            (select r.current_language from users r where r.phone_code = o.recipient_phone_code
               and r.phone_number = o.recipient_phone and r.deleted_at is null limit 1) as recipient_lang,
            (select e.actor from order_events e where e.id = ${job.eventId}) as actor
          from orders o left join users u on u.id = o.user_id and u.deleted_at is null
          where o.id = ${job.orderId}`,
    );
    if (!order) return;
    const event = `order-event:${job.eventId}`;
    const status = job.to;
    const buyer: Receiver | null =
      order.user_id !== null ? { userId: order.user_id } : order.guest_id !== null ? { guestId: order.guest_id } : null;
    const buyerLang = buyer ? await notifier.languageOf(buyer, langOf(order.language)) : langOf(order.language);
    const label = (lang: Language) => orderStatusLabels[status]?.[lang] ?? status;

    const failures: unknown[] = [];
    const attempt = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (error) {
        failures.push(error);
      }
    };

    let pushed = 0;
    if (buyer) {
      await attempt(async () => {
        const report = await notifier.pushTo(buyer, event, (lang) =>
          payload(
            'order_history_status',
            t(lang, 'notify_order_status_title', { number: order.order_number }),
            t(lang, 'notify_order_status_body', { status: label(lang) }),
            { order_id: order.id },
          ),
        );
        pushed = report.sent + report.skipped;
      });
    }
    const buyerEmail = order.user_email ?? order.sender_email;
    const buyerPhone = order.sender_phone
      ? internationalPhoneNumber(order.sender_phone_code, order.sender_phone)
      : null;
    // Neither push nor e-mail reaches this buyer (a guest who gave only a phone): a text message.
    if (!buyerEmail && pushed === 0 && buyerPhone && job.from !== 'awaiting_payment') {
      const url = notifier.url(`/my-orders?lang=${buyerLang}`);
      await attempt(() =>
        notifier.smsTo(
          buyerPhone,
          event,
          'order_history_status',
          t(buyerLang, 'notify_order_status_sms', { number: order.order_number, status: label(buyerLang), url }),
        ),
      );
    }
    // The payment's own receipt e-mail (order.receipt) is the buyer's e-mail for that first step.
    if (buyerEmail && job.from !== 'awaiting_payment') {
      const link = notifier.url('/my-orders');
      const params = {
        number: order.order_number,
        status: label(buyerLang),
        name: order.user_name ?? order.sender_name ?? t(buyerLang, 'notify_customer'),
        url: link,
      };
      await attempt(() =>
        notifier.emailTo(
          buyerEmail,
          buyerLang,
          event,
          'order_history_status',
          simpleEmail(
            buyerLang,
            t(buyerLang, 'notify_order_status_subject', params),
            t(buyerLang, 'notify_order_status_text', params),
            link,
          ),
        ),
      );
    }

    const recipientPhone = order.recipient_phone
      ? internationalPhoneNumber(order.recipient_phone_code, order.recipient_phone)
      : null;
    const smsKind = recipientSmsKind(status, order.actor);
    if (recipientPhone && order.delivery_type === 'friend_delivery' && smsKind) {
      // The recipient has no account with us (usually): the order's language, or theirs when they do.
      const lang = langOf(order.recipient_lang ?? order.language);
      const sender = order.hide_sender_name || !order.sender_name ? t(lang, 'notify_someone') : order.sender_name;
      await attempt(async () => {
        // The page opens in the language of the message that carries it.
        const url = notifier.url(`${await recipientLink(db, order.id)}?lang=${lang}`);
        return notifier.smsTo(
          recipientPhone,
          event,
          smsKind,
          t(lang, smsKind, { sender, number: order.order_number, url }),
        );
      });
    }

    if (status === 'delivered' && buyer) {
      await attempt(() =>
        app.jobs.send(JOB_RATING_POPUP, { orderId: order.id } satisfies RatingPopupJob, {
          startAfter: new Date(Date.now() + config.ratingDelayMinutes * 60_000),
          singletonKey: `rating-popup:${order.id}`,
        }),
      );
    }
    if (failures.length > 0) throw failures[0];
  });

  await app.jobs.work<RatingPopupJob>(JOB_RATING_POPUP, async ({ orderId }) => {
    const [order] = await queryRows<{
      id: number;
      order_number: string;
      user_id: number | null;
      guest_id: number | null;
      rated: boolean;
    }>(
      db,
      sql`select o.id, o.order_number, o.user_id, o.guest_id,
            exists (select 1 from order_ratings r where r.order_id = o.id) as rated
          from orders o where o.id = ${orderId} and o.status = 'delivered'`,
    );
    if (!order || order.rated) return;
    const receiver: Receiver | null =
      order.user_id !== null ? { userId: order.user_id } : order.guest_id !== null ? { guestId: order.guest_id } : null;
    if (!receiver) return;
    await notifier.pushTo(receiver, `rating-popup:${order.id}`, (lang) =>
      payload(
        'rating_popup',
        t(lang, 'notify_rating_title'),
        t(lang, 'notify_rating_body', { number: order.order_number }),
        { order_id: order.id },
      ),
    );
  });

  await app.jobs.work<WalletCreditedJob>(JOB_WALLET_CREDITED, async (job) => {
    const receiver = { userId: job.userId };
    const [user] = await queryRows<{ email: string | null; name: string | null; lang: string }>(
      db,
      sql`select email, name, current_language as lang from users where id = ${job.userId} and deleted_at is null`,
    );
    if (!user) return;
    const event = `wallet-credit:${job.entryId}`;
    const detail = (lang: Language) =>
      t(lang, job.type === 'bonus' ? 'notify_wallet_bonus_body' : 'notify_wallet_refund_body', {
        amount: formatMoney(lang, job.amountHalalas),
      });
    const failures: unknown[] = [];
    await notifier
      .pushTo(receiver, event, (lang) => payload('wallet_refund', t(lang, 'notify_wallet_title'), detail(lang)))
      .catch((error) => failures.push(error));
    if (user.email) {
      const lang = langOf(user.lang);
      const link = notifier.url('/wallet');
      const params = {
        amount: formatMoney(lang, job.amountHalalas),
        name: user.name ?? t(lang, 'notify_customer'),
        detail: detail(lang),
        url: link,
      };
      await notifier
        .emailTo(
          user.email,
          lang,
          event,
          'wallet_refund',
          simpleEmail(lang, t(lang, 'notify_wallet_subject', params), t(lang, 'notify_wallet_text', params), link),
        )
        .catch((error) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  });

  await app.jobs.work(JOB_CART_IDLE, async () => {
    await sendIdleCartReminders(db, notifier, config.cartIdleMinutes);
  });
  await app.jobs.schedule(JOB_CART_IDLE, config.cartSweepCron);

  await app.jobs.work<ProductAvailableJob>(JOB_PRODUCT_AVAILABLE, async (job) => {
    await notifier.pushTo({ userId: job.userId }, `stock-notification:${job.subscriptionId}`, (lang) =>
      payload(
        'product_available',
        t(lang, 'notify_product_title'),
        t(lang, 'notify_product_body', { product: lang === 'ar' ? job.titleAr : job.titleEn }),
        { product: { slug: job.slug } },
      ),
    );
  });

  await app.jobs.work<TicketChangedJob>(JOB_TICKET_CHANGED, async (job) => {
    const isClosed = job.status === 'closed';
    await notifier.pushTo({ userId: job.userId }, `ticket-change:${job.ticketId}:${job.changeId}`, (lang) =>
      payload(
        isClosed ? 'ticket_closed' : 'ticket_updated',
        t(lang, isClosed ? 'notify_ticket_closed_title' : 'notify_ticket_updated_title', { number: job.number }),
        isClosed
          ? t(lang, 'notify_ticket_closed_body')
          : t(lang, 'notify_ticket_updated_body', { status: ticketStatusLabel(lang, job.status) }),
      ),
    );
  });

  await app.jobs.work<PushMessageJob>(JOB_PUSH_MESSAGE, async (job) => {
    await notifier.pushTo(job.receiver, job.event, (lang) => payload(job.type, job.title[lang], job.body[lang]));
  });
}

function ticketStatusLabel(lang: Language, status: string): string {
  const key = `ticket_status_${status}`;
  try {
    return t(lang, key as Parameters<typeof t>[1]);
  } catch {
    return status;
  }
}

/** Which SMS the recipient gets for this status (none when they caused it themselves). */
function recipientSmsKind(
  status: OrderStatus,
  actor: string | null,
): 'notify_recipient_accepted_sms' | 'notify_recipient_on_the_way_sms' | 'notify_recipient_delivered_sms' | null {
  if (status === 'accepted') return actor === 'recipient' ? null : 'notify_recipient_accepted_sms';
  if (status === 'on_the_way') return 'notify_recipient_on_the_way_sms';
  if (status === 'delivered') return 'notify_recipient_delivered_sms';
  return null;
}

/**
 * Carts with items whose last change (cart or line) is older than `idleMinutes` and newer than a
 * week: one `pending_cart_checkout` push per cart per idle period (the event names the last change,
 * so a cart touched again and left again is reminded again).
 */
export async function sendIdleCartReminders(db: Db, notifier: Notifier, idleMinutes: number): Promise<number> {
  const carts = await queryRows<{ id: number; user_id: number | null; guest_id: number | null; touched: number }>(
    db,
    sql`select c.id, c.user_id, c.guest_id,
          floor(extract(epoch from greatest(c.updated_at, max(i.updated_at))))::bigint as touched
        from carts c join cart_items i on i.cart_id = c.id
        group by c.id
        having greatest(c.updated_at, max(i.updated_at)) < now() - make_interval(mins => ${idleMinutes})
           and greatest(c.updated_at, max(i.updated_at)) > now() - interval '7 days'
        order by c.id limit 5000`,
  );
  let sent = 0;
  for (const cart of carts) {
    const receiver: Receiver | null =
      cart.user_id !== null ? { userId: cart.user_id } : cart.guest_id !== null ? { guestId: cart.guest_id } : null;
    if (!receiver) continue;
    try {
      const report = await notifier.pushTo(receiver, `cart-idle:${cart.id}:${cart.touched}`, (lang) =>
        payload('pending_cart_checkout', t(lang, 'notify_cart_title'), t(lang, 'notify_cart_body')),
      );
      sent += report.sent;
    } catch {
      // Logged by pushTo; the next sweep tries again (what was sent is not sent twice).
    }
  }
  return sent;
}

/**
 * For the support module: a ticket's status changed or the store replied. Enqueued through `db`
 * (a transaction or the app's database, so the job lands in that database) and pushed as `ticket_closed` when the status is `closed`, else `ticket_updated`.
 */
export async function notifyTicketChanged(
  change: { ticketId: number; changeId: number; userId: number | null; number: string | null; status: string },
  db: Db,
): Promise<void> {
  if (change.userId === null) return;
  const job: TicketChangedJob = {
    ticketId: change.ticketId,
    changeId: change.changeId,
    userId: change.userId,
    number: change.number ?? String(change.ticketId),
    status: change.status,
  };
  await anyJobs().send(JOB_TICKET_CHANGED, job, {
    tx: db,
    singletonKey: `ticket-change:${change.ticketId}:${change.changeId}`,
  });
}

/**
 * For the favourites module: a claimed notify-me subscription also gets a push (once per
 * subscription), enqueued through `db` (a transaction or the app's database).
 */
export async function notifyProductAvailable(job: ProductAvailableJob, db: Db): Promise<void> {
  await anyJobs().send(JOB_PRODUCT_AVAILABLE, job, {
    tx: db,
    singletonKey: `stock-notification:${job.subscriptionId}`,
  });
}
