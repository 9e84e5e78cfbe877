import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { Lru } from './lru';

export interface Principal {
  sessionId: number;
  guestId: number | null;
  userId: number | null;
}

/** Guest sessions live 180 days (the storefront renews by creating a new guest on 401). */
export const SESSION_TTL_MS = 180 * 24 * 60 * 60 * 1000;
const CACHE_TTL_MS = 30_000;

/** An opaque bearer token: 32 random bytes; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = `hdy_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Resolves bearer tokens to sessions, with a short cache so hot reads cost no query. */
export class SessionResolver {
  private readonly cache = new Lru<string, { principal: Principal | null; at: number }>(10_000);
  constructor(private readonly db: Db) {}

  async resolve(token: string): Promise<Principal | null> {
    const hash = hashToken(token);
    const cached = this.cache.get(hash);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.principal;
    const rows = await this.db
      .select({ id: sessions.id, guestId: sessions.guestId, userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    const row = rows[0];
    const principal = row ? { sessionId: row.id, guestId: row.guestId, userId: row.userId } : null;
    this.cache.set(hash, { principal, at: Date.now() });
    return principal;
  }

  forget(token: string): void {
    this.cache.delete(hashToken(token));
  }

  clear(): void {
    this.cache.clear();
  }
}
