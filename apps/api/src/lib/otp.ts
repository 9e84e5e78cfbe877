import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@hadiya/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import type { Tx } from './auth';

export type OtpPurpose = 'phone_login' | 'email_verify' | 'password_reset' | 'phone_change' | 'reset_token';

/** A 4-digit code from the CSPRNG. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as an HMAC keyed by the server secret (a bare hash of 10,000 possible codes
 * would be no secret), bound to their purpose and target.
 */
export function otpHash(secret: string, purpose: OtpPurpose, target: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type OtpCheck = 'ok' | 'wrong' | 'expired';

/**
 * One-time codes: single use, valid `ttlSeconds`, void after OTP_MAX_ATTEMPTS tries. Each check
 * first takes a try atomically (so 20 concurrent checks cannot try more than the budget), then
 * consumes the code atomically when it matches (so exactly one of them succeeds).
 */
export class OtpStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  /** Stores a new code for (purpose, target), voiding earlier ones; returns the code to send. */
  async issue(
    tx: Tx,
    purpose: OtpPurpose,
    target: string,
    code: string = newOtp(),
    ttlSeconds: number = OTP_TTL_SECONDS,
  ): Promise<string> {
    await tx
      .update(otpCodes)
      .set({ isActive: false })
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), eq(otpCodes.isActive, true)));
    await tx.insert(otpCodes).values({
      purpose,
      target,
      codeHash: otpHash(this.secret, purpose, target, code),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return code;
  }

  /**
   * Checks and, on a match, consumes the code. Runs outside any transaction of the caller, so a
   * wrong try stays counted when the request then fails.
   */
  async consume(purpose: OtpPurpose, target: string, code: string): Promise<OtpCheck> {
    const tx = this.db;
    const [current] = await tx
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          eq(
            otpCodes.id,
            sql`(select id from otp_codes where purpose = ${purpose} and target = ${target}
            and is_active and consumed_at is null order by id desc limit 1)`,
          ),
          eq(otpCodes.isActive, true),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, new Date()),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
    if (!current) return 'expired';
    if (!sameHash(current.codeHash, otpHash(this.secret, purpose, target, code))) {
      if (current.attempts >= OTP_MAX_ATTEMPTS) {
        await tx.update(otpCodes).set({ isActive: false }).where(eq(otpCodes.id, current.id));
      }
      return 'wrong';
    }
    const consumed = await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(), isActive: false })
      .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return consumed.length === 1 ? 'ok' : 'expired';
  }

  /**
   * A single-use, high-entropy token (password reset) bound to `target`; only its SHA-256 is
   * stored. Returns the token.
   */
  async issueToken(tx: Tx, purpose: OtpPurpose, target: string, ttlSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(otpCodes)
      .set({ isActive: false })
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), eq(otpCodes.isActive, true)));
    await tx.insert(otpCodes).values({
      purpose,
      target,
      codeHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return token;
  }

  /** Consumes a token of `issueToken` atomically; returns its target, or null when unknown, used or expired. */
  async consumeToken(purpose: OtpPurpose, token: string): Promise<string | null> {
    const [row] = await this.db
      .update(otpCodes)
      .set({ consumedAt: new Date(), isActive: false })
      .where(
        and(
          eq(otpCodes.purpose, purpose),
          eq(otpCodes.codeHash, createHash('sha256').update(token).digest('hex')),
          eq(otpCodes.isActive, true),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, new Date()),
        ),
      )
      .returning({ target: otpCodes.target });
    return row?.target ?? null;
  }

  /** Whether a live code exists (for tests and diagnostics; never returns the code). */
  async hasLive(purpose: OtpPurpose, target: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.purpose, purpose),
          eq(otpCodes.target, target),
          eq(otpCodes.isActive, true),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(otpCodes.id))
      .limit(1);
    return rows.length > 0;
  }
}
