/**
 * Who may operate the store (issue 15 §6): `/api/operator/...` accepts, in this order,
 * - `Authorization: Bearer <OPERATOR_API_TOKEN>` (≥ 24 characters, configured);
 * - `x-operator-key: <key>` from loopback only (the key the running process wrote for its CLI);
 * - the session of a signed-in user with the `operator` role (Bearer token or session cookie;
 *   a cookie-authenticated unsafe request must pass the same-origin check).
 * Anything else — no credential, a shopper's or a guest's session, a wrong key — is 403.
 */
import { timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE } from '@hadiya/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { userRoles } from '../db/schema';
import { readCredential } from './auth';
import { isLoopback } from './client-ip';
import { AppError } from './errors';
import { passesCsrfCheck } from './session-http';

export const OPERATOR_ROLE = 'operator';
/** The loopback header carrying the process's operator key. */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** How an operator request was authenticated (recorded with what it changed). */
export type OperatorActor =
  | { kind: 'token' }
  | { kind: 'key' }
  | { kind: 'user'; userId: number; sessionId: number }
  | { kind: 'cli' };

/** `token`, `key`, `cli` or `user:<id>`: the actor as stored in events and refunds. */
export const actorLabel = (actor: OperatorActor) => (actor.kind === 'user' ? `user:${actor.userId}` : actor.kind);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `operatorAuth` on the operator API. */
    operator?: OperatorActor;
  }
}

/** OPERATOR_API_TOKEN when long enough (≥ 24 characters), else null. */
export function operatorTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const token = env.OPERATOR_API_TOKEN?.trim() ?? '';
  return token.length >= 24 ? token : null;
}

const safeEqual = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function isOperator(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, OPERATOR_ROLE)))
    .limit(1);
  return rows.length > 0;
}

export interface OperatorAuthOptions {
  /** The process's loopback key (`BuildOptions.operatorKey`). */
  operatorKey?: string;
  /** Default: OPERATOR_API_TOKEN from the environment. */
  operatorToken?: string | null;
}

/**
 * An `onRequest` hook for an operator scope: resolves the operator (token, loopback key or an
 * operator-role session) into `request.operator`, or answers 403 `operator_forbidden`.
 */
export function operatorAuth(options: OperatorAuthOptions = {}) {
  const token = options.operatorToken === undefined ? operatorTokenFromEnv() : options.operatorToken;
  const key = options.operatorKey;
  return async function authenticateOperator(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const authorization = request.headers.authorization;
    if (token && typeof authorization === 'string') {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
      if (match?.[1] && safeEqual(match[1], token)) {
        request.operator = { kind: 'token' };
        return;
      }
    }
    const given = request.headers[OPERATOR_KEY_HEADER];
    if (key && typeof given === 'string' && isLoopback(request.ip) && safeEqual(given, key)) {
      request.operator = { kind: 'key' };
      return;
    }
    const credential = readCredential(authorization, request.cookies?.[SESSION_COOKIE]);
    if (credential.kind === 'token') {
      if (credential.via === 'cookie' && !passesCsrfCheck(request)) {
        throw new AppError(403, 'csrf_refused', undefined, undefined, { reason: 'csrf' });
      }
      const resolved = await request.server.sessions.resolve(credential.token);
      const userId = resolved.status === 'valid' ? resolved.principal.userId : null;
      if (resolved.status === 'valid' && userId !== null && (await isOperator(request.server.db, userId))) {
        request.principal = { ...resolved.principal, via: credential.via };
        request.operator = { kind: 'user', userId, sessionId: resolved.principal.sessionId };
        return;
      }
    }
    throw new AppError(403, 'operator_forbidden');
  };
}
