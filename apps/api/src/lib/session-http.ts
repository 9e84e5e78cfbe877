import { SESSION_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '@hadiya/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionPolicy } from './auth';

/** The storefront (browser or its server rendering) marks its requests with `x-hadiya-client: web`. */
export function isWebClient(request: FastifyRequest): boolean {
  return request.headers[WEB_CLIENT_HEADER] === WEB_CLIENT_VALUE;
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

/**
 * Hands a new session to the caller: the storefront gets the HttpOnly cookie and `null` (the token
 * never reaches page scripts); API clients get the token in the body and no cookie.
 */
export function deliverSession(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: { token: string; policy: SessionPolicy },
): string | null {
  if (!isWebClient(request)) return issued.token;
  reply.setCookie(SESSION_COOKIE, issued.token, {
    ...cookieOptions(request),
    ...(issued.policy.cookieMaxAge !== null ? { maxAge: issued.policy.cookieMaxAge } : {}),
  });
  return null;
}

/** `hadiya_session=; Max-Age=0` (logout, deletion, a dead cookie). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(SESSION_COOKIE, '', { ...cookieOptions(request), maxAge: 0 });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF for cookie-authenticated requests: an unsafe one passes only with
 * `Sec-Fetch-Site: same-origin`, or (without Sec-Fetch-Site) an `Origin` equal to the request's own.
 */
export function passesCsrfCheck(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return origin === `${request.protocol}://${request.host}`;
}
