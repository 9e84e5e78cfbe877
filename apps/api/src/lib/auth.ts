import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { sessions } from '../db/schema';

/** Who a request is, resolved from its bearer token or session cookie. */
export interface Principal {
  sessionId: number;
  guestId: number | null;
  userId: number | null;
  /** How the credential arrived: a cookie-authenticated unsafe request must pass the CSRF check. */
  via: 'bearer' | 'cookie';
}

/** A transaction or the database: every write of a flow goes through one of them. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lifetimes (seconds): idle (since the last use) and absolute (since creation); the cookie's Max-Age. */
export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
  /** null: a browser-session cookie (no Max-Age). */
  cookieMaxAge: number | null;
}

export const SESSION_POLICIES = {
  guest: { idleSeconds: 30 * DAY, absoluteSeconds: 180 * DAY, cookieMaxAge: 180 * DAY },
  /** 'Remember me', mobile and social sign-in. */
  remembered: { idleSeconds: 30 * DAY, absoluteSeconds: 60 * DAY, cookieMaxAge: 60 * DAY },
  /** E-mail sign-in without 'remember me'. */
  brief: { idleSeconds: 12 * HOUR, absoluteSeconds: 7 * DAY, cookieMaxAge: null },
} as const satisfies Record<string, SessionPolicy>;

/** Guest sessions' absolute lifetime (ms). */
export const SESSION_TTL_MS = SESSION_POLICIES.guest.absoluteSeconds * 1000;

/** last_seen_at is written at most this often. */
export const LAST_SEEN_RESOLUTION_SECONDS = 60;

const TOKEN_PATTERN = /^hdy_[A-Za-z0-9_-]{43}$/;

/** An opaque bearer token: 32 random bytes; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = `hdy_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

/**
 * The credential a request presents. An Authorization header, when present, decides alone: a
 * `Bearer <token>` (anything else, empty or over-long included, is `malformed`). Otherwise the
 * session cookie, when present.
 */
export type Credential =
  | { kind: 'none' }
  | { kind: 'malformed'; via: 'bearer' | 'cookie' }
  | { kind: 'token'; via: 'bearer' | 'cookie'; token: string };

export function readCredential(authorization: unknown, cookie: string | undefined): Credential {
  if (authorization !== undefined) {
    if (typeof authorization !== 'string') return { kind: 'malformed', via: 'bearer' };
    const match = /^Bearer (\S+)$/i.exec(authorization.trim());
    const token = match?.[1];
    if (!token || !isWellFormedToken(token)) return { kind: 'malformed', via: 'bearer' };
    return { kind: 'token', via: 'bearer', token };
  }
  if (cookie !== undefined) {
    if (!isWellFormedToken(cookie)) return { kind: 'malformed', via: 'cookie' };
    return { kind: 'token', via: 'cookie', token: cookie };
  }
  return { kind: 'none' };
}

export type Resolution =
  | { status: 'valid'; principal: Omit<Principal, 'via'> }
  /** Never existed (or malformed): `token_invalid`. */
  | { status: 'invalid' }
  /** Existed, but revoked or past its idle or absolute expiry: `token_expired`. */
  | { status: 'expired' };

/**
 * Sessions in the database, without a cache: every request reads its session row in one
 * statement that also bumps `last_seen_at` (at most once a minute), so a revocation or expiry is
 * seen by the very next request on every instance.
 */
export class SessionStore {
  constructor(private readonly db: Db) {}

  async resolve(token: string): Promise<Resolution> {
    if (!isWellFormedToken(token)) return { status: 'invalid' };
    const hash = hashToken(token);
    const rows = await queryRows<{ id: number; guest_id: number | null; user_id: number | null; valid: boolean }>(
      this.db,
      sql`with s as (
        select id, guest_id, user_id,
          (revoked_at is null and expires_at > now()
            and last_seen_at + idle_seconds * interval '1 second' > now()) as valid,
          last_seen_at < now() - ${LAST_SEEN_RESOLUTION_SECONDS} * interval '1 second' as stale
        from sessions where token_hash = ${hash}
      ), bump as (
        update sessions set last_seen_at = now() from s
        where sessions.id = s.id and s.valid and s.stale
        returning sessions.id
      )
      select s.id, s.guest_id, s.user_id, s.valid from s`,
    );
    const row = rows[0];
    if (!row) return { status: 'invalid' };
    if (!row.valid) return { status: 'expired' };
    return { status: 'valid', principal: { sessionId: row.id, guestId: row.guest_id, userId: row.user_id } };
  }

  /** A new session for a guest or a user; returns the token (shown once) and its policy. */
  async create(
    tx: Tx,
    owner: { guestId: number } | { userId: number },
    deviceId: string,
    policy: SessionPolicy,
  ): Promise<{ token: string; sessionId: number; policy: SessionPolicy }> {
    const { token, hash } = newToken();
    const [row] = await tx
      .insert(sessions)
      .values({
        tokenHash: hash,
        guestId: 'guestId' in owner ? owner.guestId : null,
        userId: 'userId' in owner ? owner.userId : null,
        deviceId,
        idleSeconds: policy.idleSeconds,
        expiresAt: new Date(Date.now() + policy.absoluteSeconds * 1000),
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return { token, sessionId: row.id, policy };
  }

  async revoke(tx: Tx, sessionId: number): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a user, except `exceptSessionId` when given. */
  async revokeUser(tx: Tx, userId: number, exceptSessionId?: number): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(...conditions));
  }

  /** There is no cache (kept for callers written when there was one). */
  clear(): void {}

  async revokeGuest(tx: Tx, guestId: number): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.guestId, guestId), isNull(sessions.revokedAt)));
  }
}
