/**
 * Sends each message once: a `notification_log` row keyed by event + channel + receiver is
 * inserted before sending (unique), so a job that runs twice, or two workers at once, send one
 * message; a failed send deletes its row and throws, so the queue's retry sends it again. A push
 * service that answers 404/410 removes the subscription (logged `gone`, not retried).
 */
import type { Language } from '@hadiya/contract';
import type { NotificationType, PushPayload } from '@hadiya/contract/notifications';
import { pushPayloadSchema } from '@hadiya/contract/notifications';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import type { PushOptions, PushProvider, VapidDetails } from '../../providers/push';
import type { EmailProvider, SmsProvider } from '../../providers/types';

export type Channel = 'push' | 'email' | 'sms';
export type Receiver = { userId: number } | { guestId: number };

export interface SendReport {
  /** Messages sent by this call. */
  sent: number;
  /** Already sent before (a job run twice). */
  skipped: number;
  /** Subscriptions removed because their push service said they are gone. */
  gone: number;
}

const langOf = (value: unknown): Language => (value === 'en' ? 'en' : 'ar');

export class Notifier {
  constructor(
    private readonly db: Db,
    readonly push: PushProvider,
    readonly vapid: VapidDetails,
    private readonly sms: () => SmsProvider,
    private readonly email: () => EmailProvider,
    private readonly log: FastifyBaseLogger,
    /** The storefront's public origin for links (no trailing slash). */
    readonly publicBaseUrl: string,
  ) {}

  url(path: string): string {
    return `${this.publicBaseUrl}${path}`;
  }

  /** The receiver's current language (POST /account/update-current-language), else `fallback`. */
  async languageOf(receiver: Receiver, fallback: Language = 'ar'): Promise<Language> {
    const [row] = await queryRows<{ lang: string }>(
      this.db,
      'userId' in receiver
        ? sql`select current_language as lang from users where id = ${receiver.userId}`
        : sql`select current_language as lang from guests where id = ${receiver.guestId}`,
    );
    return row ? langOf(row.lang) : fallback;
  }

  /**
   * Runs `send` unless a message with this key was already sent. `send` answers `gone` when the
   * receiver no longer exists (a push subscription), which is final.
   */
  async once(
    key: { event: string; channel: Channel; receiver: string; kind: string },
    send: () => Promise<'sent' | 'gone'>,
  ): Promise<'sent' | 'skipped' | 'gone'> {
    const dedupeKey = `${key.event}|${key.channel}|${key.receiver}`;
    const claimed = await queryRows<{ id: number }>(
      this.db,
      sql`insert into notification_log (dedupe_key, event, channel, receiver, kind)
          values (${dedupeKey}, ${key.event}, ${key.channel}, ${key.receiver}, ${key.kind})
          on conflict (dedupe_key) do nothing returning id`,
    );
    const id = claimed[0]?.id;
    if (id === undefined) return 'skipped';
    let outcome: 'sent' | 'gone';
    try {
      outcome = await send();
    } catch (error) {
      await queryRows(this.db, sql`delete from notification_log where id = ${id}`).catch(() => {});
      throw error;
    }
    await queryRows(this.db, sql`update notification_log set status = ${outcome} where id = ${id}`);
    return outcome;
  }

  /**
   * A push to every subscription of the receiver (each once per event). Throws after trying
   * them all when one failed for another reason than gone (the job is retried; the others are
   * not sent twice).
   */
  async pushTo(
    receiver: Receiver,
    event: string,
    build: (lang: Language) => PushPayload,
    options: PushOptions = {},
  ): Promise<SendReport> {
    const subscriptions = await queryRows<{ id: number; endpoint: string; p256dh: string; auth: string; lang: string }>(
      this.db,
      'userId' in receiver
        ? sql`select s.id, s.endpoint, s.p256dh, s.auth, u.current_language as lang
              from push_subscriptions s join users u on u.id = s.user_id
              where s.user_id = ${receiver.userId} and u.deleted_at is null order by s.id`
        : sql`select s.id, s.endpoint, s.p256dh, s.auth, g.current_language as lang
              from push_subscriptions s join guests g on g.id = s.guest_id
              where s.guest_id = ${receiver.guestId} order by s.id`,
    );
    const report: SendReport = { sent: 0, skipped: 0, gone: 0 };
    let failure: unknown = null;
    for (const subscription of subscriptions) {
      const payload = pushPayloadSchema.parse(build(langOf(subscription.lang)));
      try {
        const outcome = await this.once(
          { event, channel: 'push', receiver: `sub:${subscription.id}`, kind: payload.type },
          async () => {
            const result = await this.push.send(
              { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
              JSON.stringify(payload),
              this.vapid,
              options,
            );
            if (result.status === 'gone') {
              await queryRows(this.db, sql`delete from push_subscriptions where id = ${subscription.id}`);
              this.log.info(
                { subscription: subscription.id, status: result.statusCode },
                'push subscription gone; removed',
              );
              return 'gone';
            }
            return 'sent';
          },
        );
        if (outcome === 'sent') report.sent += 1;
        else if (outcome === 'gone') report.gone += 1;
        else report.skipped += 1;
      } catch (error) {
        this.log.warn({ subscription: subscription.id, reason: (error as Error).message }, 'push not sent');
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return report;
  }

  async emailTo(
    to: string,
    lang: Language,
    event: string,
    kind: string,
    message: { subject: string; text: string; html: string },
  ): Promise<'sent' | 'skipped' | 'gone'> {
    return this.once({ event, channel: 'email', receiver: to.trim().toLowerCase(), kind }, async () => {
      await this.email().send({ to, lang, ...message });
      return 'sent';
    });
  }

  async smsTo(to: string, event: string, kind: string, body: string): Promise<'sent' | 'skipped' | 'gone'> {
    const digits = to.replace(/\D/g, '');
    return this.once({ event, channel: 'sms', receiver: digits, kind }, async () => {
      await this.sms().send({ to: digits, body });
      return 'sent';
    });
  }
}

/** A push payload (spec §4): the text in the receiver's language and what its target needs. */
export function payload(
  type: NotificationType,
  title: string,
  body: string,
  extra: Pick<PushPayload, 'order_id' | 'product'> = {},
): PushPayload {
  return { type, title, body, ...extra };
}
