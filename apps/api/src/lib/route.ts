import {
  type CallData,
  type CallDef,
  type CallName,
  type Calls,
  calls,
  envelopeSchema,
  errorEnvelopeSchema,
  type Language,
  SESSION_COOKIE,
  toRoutePath,
} from '@hadiya/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { type Principal, readCredential } from './auth';
import { AppError } from './errors';
import { type MessageKey, t } from './i18n';
import { clearSessionCookie, passesCsrfCheck } from './session-http';

type Out<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The principal a call's auth mode guarantees. */
type PrincipalOf<C> = C extends { auth: 'session' }
  ? Principal
  : C extends { auth: 'user' }
    ? Principal & { userId: number }
    : Principal | null;

export interface CallContext<C extends CallDef> {
  params: Out<C, 'params'>;
  query: Out<C, 'query'>;
  body: Out<C, 'body'>;
  lang: Language;
  principal: PrincipalOf<C>;
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
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};

type AuthMode = 'optional' | 'session' | 'user';

function unauthorized(key: 'token_invalid' | 'token_expired' | 'token_required' | 'account_required') {
  const reason = key === 'account_required' ? 'sign_in_required' : key;
  return new AppError(401, key, undefined, undefined, { reason });
}

/**
 * Resolves the request's credential before its body is even parsed: `Authorization: Bearer` when
 * that header is present (any other Authorization is a 401), else the `hadiya_session` cookie.
 * A credential that never existed is `token_invalid`, a revoked or expired one `token_expired`;
 * a dead cookie is cleared. A cookie-authenticated unsafe request must come from the store's own
 * origin (403). `session` needs a guest or a user, `user` a user (a guest gets 401 sign_in_required).
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply, auth: AuthMode): Promise<void> {
  const credential = readCredential(request.headers.authorization, request.cookies?.[SESSION_COOKIE]);
  if (credential.kind === 'none') {
    if (auth !== 'optional') throw unauthorized('token_required');
    return;
  }
  if (credential.via === 'cookie' && !passesCsrfCheck(request)) {
    throw new AppError(403, 'csrf_refused', undefined, undefined, { reason: 'csrf' });
  }
  if (credential.kind === 'malformed') {
    if (credential.via === 'cookie') clearSessionCookie(request, reply);
    throw unauthorized('token_invalid');
  }
  const resolved = await request.server.sessions.resolve(credential.token);
  if (resolved.status !== 'valid') {
    if (credential.via === 'cookie') clearSessionCookie(request, reply);
    throw unauthorized(resolved.status === 'expired' ? 'token_expired' : 'token_invalid');
  }
  const principal: Principal = { ...resolved.principal, via: credential.via };
  if (auth === 'user' && principal.userId === null) throw unauthorized('account_required');
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
      // Authentication first: a request without the right credential is refused before its body is read.
      ...(auth === 'none'
        ? {}
        : { onRequest: (request: FastifyRequest, reply: FastifyReply) => authenticate(request, reply, auth) }),
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
        let messageKey: MessageKey = 'ok';
        let messageParams: Record<string, string | number> | undefined;
        const data = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          lang: request.lang,
          principal: request.principal as never,
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
