import {
  type CallData,
  type CallDef,
  type CallName,
  type Calls,
  calls,
  envelopeSchema,
  errorEnvelopeSchema,
  type Language,
  toRoutePath,
} from '@hadiya/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Principal } from './auth';
import { bearerToken } from './auth';
import { AppError } from './errors';
import { type MessageKey, t } from './i18n';

type Out<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export interface CallContext<C extends CallDef> {
  params: Out<C, 'params'>;
  query: Out<C, 'query'>;
  body: Out<C, 'body'>;
  lang: Language;
  principal: Principal | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Replace the default success message. */
  setMessage(key: MessageKey, params?: Record<string, string | number>): void;
}

export interface CallOptions {
  /** Per-IP limit, requests per minute. */
  rateLimitPerMinute?: number;
}

/**
 * A complete success envelope already serialised and UTF-8 encoded (cached hot responses: sending
 * the bytes skips serialising and encoding the mostly Arabic text on every request).
 */
export class SerializedEnvelope {
  readonly body: Buffer;
  constructor(json: string) {
    this.body = Buffer.from(json, 'utf8');
  }
}

export function serializeEnvelope(lang: Language, data: unknown, messageKey: MessageKey = 'ok'): SerializedEnvelope {
  return new SerializedEnvelope(JSON.stringify({ success: true, statusCode: 200, message: t(lang, messageKey), data }));
}

export type CallHandler<N extends CallName> = (
  ctx: CallContext<Calls[N]>,
) => Promise<CallData<N> | SerializedEnvelope> | CallData<N> | SerializedEnvelope;

const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};

/** Resolves the bearer token: 401 when required and missing, or when sent and not valid. */
async function authenticate(request: FastifyRequest, auth: 'optional' | 'session' | 'user'): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) {
    if (auth !== 'optional') throw new AppError(401, 'token_required');
    return;
  }
  const principal = await request.server.sessions.resolve(token);
  if (!principal) throw new AppError(401, 'token_expired');
  if (auth === 'user' && principal.userId === null) throw new AppError(401, 'token_required');
  request.principal = principal;
}

/** Registers one call of the contract at `/api{path}` (and `/api/web{path}` when it has a web form). */
export function registerCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: CallHandler<N>,
  options: CallOptions = {},
): void {
  const call: CallDef = calls[name];
  const urls = [`/api${toRoutePath(call.path)}`];
  if (call.hasWebForm) urls.push(`/api/web${toRoutePath(call.path)}`);

  const responseSchema = envelopeSchema(call.data);
  urls.forEach((url, index) => {
    const isWebForm = index === 1;
    const auth = isWebForm ? 'none' : call.auth;
    const route: RouteOptions = {
      method: call.method,
      url,
      schema: {
        operationId: isWebForm ? `${name}Web` : name,
        tags: [call.tag],
        summary: call.summary,
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        ...(auth === 'none' ? {} : { security: [{ bearerAuth: [] }] }),
        response: { 200: responseSchema, ...errorResponses },
      },
      ...(options.rateLimitPerMinute && app.hasDecorator('rateLimit')
        ? { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } }
        : {}),
      // Calls with a body accept an empty one as `{}` so defaults apply.
      ...(call.body
        ? {
            preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
              if (request.body === undefined || request.body === null) request.body = {};
              done();
            },
          }
        : {}),
      handler: async (request, reply) => {
        if (auth !== 'none') await authenticate(request, auth);
        let messageKey: MessageKey = 'ok';
        let messageParams: Record<string, string | number> | undefined;
        const data = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          lang: request.lang,
          principal: request.principal,
          request,
          reply,
          setMessage(key, params) {
            messageKey = key;
            messageParams = params;
          },
        });
        if (data instanceof SerializedEnvelope) {
          if (request.server.config.validateResponses) responseSchema.parse(JSON.parse(data.body.toString('utf8')));
          return reply.header('content-type', 'application/json; charset=utf-8').send(data.body);
        }
        return { success: true, statusCode: 200, message: t(request.lang, messageKey, messageParams), data };
      },
    };
    app.route(route);
  });
}
