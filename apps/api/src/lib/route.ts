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

export type CallHandler<N extends CallName> = (ctx: CallContext<Calls[N]>) => Promise<CallData<N>> | CallData<N>;

const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};

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
        response: { 200: envelopeSchema(call.data), ...errorResponses },
      },
      ...(options.rateLimitPerMinute && app.hasDecorator('rateLimit')
        ? { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } }
        : {}),
      // Calls with a body accept an empty one as `{}` so defaults apply.
      preValidation: async (request) => {
        if (call.body && (request.body === undefined || request.body === null)) request.body = {};
      },
      preHandler: async (request) => {
        if (auth === 'none') return;
        const token = bearerToken(request.headers.authorization);
        if (!token) {
          if (auth === 'required') throw new AppError(401, 'token_required');
          return;
        }
        const principal = await request.server.sessions.resolve(token);
        if (!principal) throw new AppError(401, 'token_expired');
        request.principal = principal;
      },
      handler: async (request, reply) => {
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
        return { success: true, statusCode: 200, message: t(request.lang, messageKey, messageParams), data };
      },
    };
    app.route(route);
  });
}
