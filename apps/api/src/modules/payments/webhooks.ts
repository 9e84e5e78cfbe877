/**
 * `POST /api/webhooks/{moyasar,tabby,tamara}` (issue 14 §3): the raw body is kept for the
 * provider's check (a content-type parser scoped to this plugin hands over a Buffer), verified by
 * the adapter (Moyasar: secret in the body; Tabby: the registered header; Tamara: HS256 JWT),
 * recorded once per (provider, event key) — a replay of a delivery already seen is answered 200 and
 * ignored — and processed on the job `payment.webhook`, which re-fetches the payment before
 * changing anything (`settle`). The answer is fast: no provider call happens in the request.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider, ProviderId, WebhookResult } from '../../providers/payments/types';
import { redactProviderObject } from './redact';
import type { PaymentsRuntime } from './routes';
import { settle } from './service';
import { attemptByRef, markWebhookProcessed, recordEvent, recordWebhook, webhookById } from './store';

export const WEBHOOK_JOB = 'payment.webhook';

const WEBHOOK_PROVIDERS = {
  moyasar: ['moyasar_card', 'moyasar_applepay', 'moyasar_stcpay'],
  tabby: ['tabby'],
  tamara: ['tamara'],
} as const satisfies Record<string, readonly ProviderId[]>;
type WebhookProvider = keyof typeof WEBHOOK_PROVIDERS;

const MAX_WEBHOOK_BYTES = 256 * 1024;

function flatHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** The stored copy of a body: parsed and redacted when JSON (no secret token, no card number). */
function storedBody(raw: Buffer): string {
  const text = raw.toString('utf8');
  try {
    return JSON.stringify(redactProviderObject(JSON.parse(text)));
  } catch {
    return JSON.stringify(redactProviderObject(text));
  }
}

export async function registerWebhooks(app: FastifyInstance, runtime: PaymentsRuntime): Promise<void> {
  const { providers, deps } = runtime;

  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post<{ Params: { provider: string } }>(
      '/api/webhooks/:provider',
      { schema: { hide: true } },
      async (request, reply) => {
        const name = request.params.provider as WebhookProvider;
        const ids = WEBHOOK_PROVIDERS[name];
        const adapter: PaymentProvider | undefined = ids ? providers.byId[ids[0]] : undefined;
        if (!ids || !adapter) return reply.code(404).send({ success: false, statusCode: 404, message: 'not found' });
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        let result: WebhookResult;
        try {
          result = await adapter.parseWebhook({
            headers: request.headers,
            query: request.query as Record<string, string>,
            rawBody,
            receivedAt: new Date(),
          });
        } catch (error) {
          request.log.warn({ provider: name, err: error }, 'webhook could not be parsed');
          result = { verified: false, eventKey: '' };
        }
        if (!result.verified || !result.eventKey) {
          // Logged, not stored: a forged delivery changes nothing.
          request.log.warn({ provider: name }, 'webhook refused: verification failed');
          return reply.code(401).send({ success: false, statusCode: 401, message: 'webhook refused' });
        }
        const id = await recordWebhook(app.db, {
          provider: name,
          eventKey: result.eventKey,
          rawBody: storedBody(rawBody),
          headers: flatHeaders(request.headers),
          providerRef: result.providerRef,
        });
        if (id === null) {
          // Seen before: a duplicate or a replay changes nothing.
          return reply.code(200).send({ success: true, statusCode: 200, message: 'duplicate' });
        }
        await app.jobs.send(WEBHOOK_JOB, { webhookEventId: id });
        return reply.code(200).send({ success: true, statusCode: 200, message: 'accepted' });
      },
    );
  });

  await app.jobs.work<{ webhookEventId: number }>(WEBHOOK_JOB, async (data) => {
    await processWebhook(runtime, data.webhookEventId);
  });
  void deps;
}

/** The job: find the attempt the event is about and settle it from the provider's own answer. */
export async function processWebhook(runtime: PaymentsRuntime, webhookEventId: number): Promise<string> {
  const { deps } = runtime;
  const event = await webhookById(deps.db, webhookEventId);
  if (!event || event.processedAt) return 'done';
  const ids = WEBHOOK_PROVIDERS[event.provider as WebhookProvider] ?? [];
  let outcome = 'unknown_payment';
  if (event.providerRef) {
    for (const id of ids) {
      const attempt = await attemptByRef(deps.db, id, event.providerRef);
      if (!attempt) continue;
      await recordEvent(deps.db, {
        paymentId: attempt.id,
        orderId: attempt.orderId,
        provider: attempt.provider,
        kind: 'webhook',
        operation: 'received',
        data: { event_key: event.eventKey },
      });
      outcome = await settle(deps, attempt.id, { actor: 'webhook' });
      break;
    }
  }
  await markWebhookProcessed(deps.db, webhookEventId, outcome === 'unknown_payment' ? outcome : undefined);
  return outcome;
}
