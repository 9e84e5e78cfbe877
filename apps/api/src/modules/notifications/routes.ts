/**
 * Notifications (issue 15 §5): the web push key and subscriptions, the push sandbox's service
 * stand-in, and the workers that turn the store's events into push, e-mail and SMS messages.
 *
 * - `GET /api/notifications/vapid-public-key` → `{ public_key }` (generated on first start, kept in `vapid_keys`);
 * - `POST /api/account/update-device-token` (account module) stores `device_token` = the
 *   `PushSubscription` JSON through `storeDeviceSubscription`; `POST /api/notifications/unsubscribe`
 *   forgets one;
 * - while the push sandbox is in use: `POST /api/sandbox/push` issues a subscription (body
 *   `{ applicationServerKey? }`), `POST /api/sandbox/push/{id}` is the push service's delivery
 *   endpoint (201; 404 unknown; 410 Gone once expired), `DELETE /api/sandbox/push/{id}` expires it.
 */
import type { Language } from '@hadiya/contract';
import type { FastifyInstance } from 'fastify';
import { storeAddress } from '../../config';
import type { Tx } from '../../lib/auth';
import { registerCall } from '../../lib/route';
import { MemoryOutbox } from '../../providers/outbox';
import { createPushProvider, loadPushConfig, type PushConfig, type SandboxPushService } from '../../providers/push';
import type { OutboxRecorder } from '../../providers/push/sandbox';
import { loadNotificationsConfig, type NotificationsConfig } from './config';
import { Notifier } from './sender';
import {
  mergeGuestSubscriptions,
  readDeviceToken,
  removeSubscription,
  type SubscriptionOwner,
  storeSubscription,
} from './subscriptions';
import { ensureVapidKeys } from './vapid';
import { registerNotificationWorkers } from './workers';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Push, e-mail and SMS sent once per event (modules/notifications). Decorated on the API's
     * plugin scope; from the root instance use `notifierOf(app)`.
     */
    notifier: Notifier;
  }
}

/** Notifiers by HTTP server (shared by every plugin scope of one app). */
const notifiers = new WeakMap<object, Notifier>();

/** The notifier of this app, from any of its plugin scopes (the bench, tests). */
export function notifierOf(app: FastifyInstance): Notifier {
  const notifier = findNotifier(app);
  if (!notifier) throw new Error('notifications are not registered on this app');
  return notifier;
}

/** The notifier of this app, or undefined before `notificationRoutes` registered it. */
export function findNotifier(app: FastifyInstance): Notifier | undefined {
  return notifiers.get(app.server);
}

export interface NotificationRoutesOptions {
  push?: Partial<PushConfig>;
  timings?: Partial<NotificationsConfig>;
}

/**
 * Stores the push subscription of `update-device-token` (called in its transaction): `web_token`
 * stores nothing, a malformed subscription throws a 400 (field `device_token`) before anything is
 * written, another platform's opaque token is left to the account module.
 */
export async function storeDeviceSubscription(
  app: FastifyInstance,
  tx: Tx,
  owner: SubscriptionOwner,
  deviceId: string,
  token: string,
  lang: Language,
): Promise<void> {
  const read = readDeviceToken(token, lang, { allowSandboxEndpoints: app.notifier.push.sandbox !== null });
  if (read.kind === 'push') await storeSubscription(tx, owner, deviceId, read.subscription, lang);
}

/** The same check without writing (run before the account module writes its device token). */
export function checkDeviceToken(app: FastifyInstance, token: string, lang: Language): void {
  readDeviceToken(token, lang, { allowSandboxEndpoints: app.notifier.push.sandbox !== null });
}

export async function notificationRoutes(app: FastifyInstance, options: NotificationRoutesOptions = {}): Promise<void> {
  const pushConfig = { ...loadPushConfig(), ...options.push };
  const timings = { ...loadNotificationsConfig(), ...options.timings };
  const recorder: OutboxRecorder =
    app.providers.outbox && 'record' in app.providers.outbox
      ? (app.providers.outbox as unknown as OutboxRecorder)
      : new MemoryOutbox();
  const push = createPushProvider(pushConfig, recorder);
  if (push.sandbox) app.log.warn('push sandbox in use: web push deliveries are recorded in the dev outbox');
  const keys = await ensureVapidKeys(app.db);
  const base = storeAddress(app.config);
  const notifier = new Notifier(
    app.db,
    push,
    { subject: pushConfig.subject, ...keys },
    () => app.providers.sms,
    () => app.providers.email,
    app.log,
    base,
  );
  app.decorate('notifier', notifier);
  notifiers.set(app.server, notifier);
  app.guestMergers.push(mergeGuestSubscriptions);

  registerCall(app, 'vapidPublicKey', async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return { public_key: keys.publicKey };
  });

  registerCall(app, 'pushUnsubscribe', async ({ body, principal, setMessage }) => {
    const owner: SubscriptionOwner =
      principal.userId !== null ? { userId: principal.userId } : { guestId: principal.guestId ?? 0 };
    const removed = await removeSubscription(app.db, owner, body.endpoint);
    setMessage('push_unsubscribed');
    return { removed };
  });

  if (push.sandbox) sandboxPushRoutes(app, push.sandbox, base);

  await registerNotificationWorkers(app, notifier, timings);
}

/** The push service stand-in over HTTP (same `receive` as the in-process deliveries). */
function sandboxPushRoutes(app: FastifyInstance, sandbox: SandboxPushService, base: string): void {
  const envelope = (statusCode: number, message: string, data: unknown = null) => ({
    success: statusCode < 400,
    statusCode,
    message,
    data,
  });
  app.post('/api/sandbox/push', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { applicationServerKey?: unknown; origin?: unknown };
    const key = typeof body.applicationServerKey === 'string' ? body.applicationServerKey : null;
    return envelope(200, app.t(request.lang, 'ok'), sandbox.subscribe(base, key));
  });
  // The push protocol's body is the encrypted octet stream.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/sandbox/push/:id', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const answer = await sandbox.receive(id, {
        headers: request.headers as Record<string, string>,
        body: Buffer.isBuffer(request.body) ? request.body : null,
        origin: base,
      });
      reply.code(answer.statusCode);
      if (answer.statusCode === 201) reply.header('location', `/api/sandbox/push/${id}/messages/${sandbox.delivered}`);
      return envelope(answer.statusCode, answer.reason ?? 'created');
    });
  });
  app.delete('/api/sandbox/push/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!sandbox.expire(id)) return reply.code(404).send(envelope(404, app.t(request.lang, 'route_not_found')));
    return envelope(200, app.t(request.lang, 'ok'), { expired: true });
  });
}
