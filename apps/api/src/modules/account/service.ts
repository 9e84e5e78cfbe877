import { randomBytes } from 'node:crypto';
import type { GuestSession, Language, LoginData, UserProfile } from '@hadiya/contract';
import { FALLBACK_DEVICE_TOKEN, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@hadiya/contract';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { deviceTokens, emailRegistrations, guests, users } from '../../db/schema';
import { type Principal, SESSION_POLICIES, type SessionPolicy, type Tx } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { enforce } from '../../lib/limits';
import type { OtpPurpose } from '../../lib/otp';
import { deliverSession } from '../../lib/session-http';
import { type MessageKind, renderEmail, renderSms, type TemplateParamsByKind } from '../../providers/templates';

export type UserRow = typeof users.$inferSelect;
export type LoginType = LoginData['login_type'];

export const RESET_TOKEN_TTL_SECONDS = 15 * 60;
/** How long a sign-up's name and password wait for the address to be verified. */
export const REGISTRATION_TTL_SECONDS = 24 * 3600;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const HOUR = 3600;

export function profileOf(user: UserRow): UserProfile {
  return {
    id: user.id,
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    phone_code: user.phoneCode,
    phone_number: user.phoneNumber,
    profile_picture: user.profilePicture,
    is_email_verified: user.emailVerifiedAt !== null,
    login_type: accountLoginType(user),
    current_language: user.currentLanguage === 'en' ? 'en' : 'ar',
  };
}

/** How the account signs in, for the storefront's `loginType` key. */
function accountLoginType(user: UserRow): LoginType {
  if (user.passwordHash) return 'email';
  if (user.socialProvider === 'google' || user.socialProvider === 'apple' || user.socialProvider === 'facebook') {
    return user.socialProvider;
  }
  return 'mobileNumber';
}

export const phoneTarget = (code: string, number: string) => `${code}:${number}`;

/** Account flows shared by the account and user routes. */
export class AccountService {
  private readonly db: Db;
  constructor(private readonly app: FastifyInstance) {
    this.db = app.db;
  }

  /** A guest with its own session (spec §6); the token is returned once (or set as the cookie). */
  async createGuest(
    request: FastifyRequest,
    reply: FastifyReply,
    deviceId: string,
    deviceToken: string,
    lang: Language,
  ): Promise<GuestSession> {
    const { guest, issued } = await this.app.transaction(async (tx) => {
      const [guest] = await tx.insert(guests).values({ deviceId, currentLanguage: lang }).returning();
      if (!guest) throw new Error('guest insert returned nothing');
      const issued = await this.app.sessions.create(tx, { guestId: guest.id }, deviceId, SESSION_POLICIES.guest);
      if (deviceToken !== FALLBACK_DEVICE_TOKEN) {
        await tx
          .insert(deviceTokens)
          .values({ guestId: guest.id, deviceId, token: deviceToken, currentLanguage: lang });
      }
      return { guest, issued };
    });
    const token = deliverSession(request, reply, issued);
    return { id: guest.id, uuid: guest.uuid, token, guest_user_id: guest.id };
  }

  async findActiveUser(where: { id?: number; email?: string; phone?: [string, string] }): Promise<UserRow | null> {
    const conditions = [isNull(users.deletedAt)];
    if (where.id !== undefined) conditions.push(eq(users.id, where.id));
    if (where.email !== undefined) conditions.push(eq(users.email, where.email));
    if (where.phone) conditions.push(eq(users.phoneCode, where.phone[0]), eq(users.phoneNumber, where.phone[1]));
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(...conditions))
      .limit(1);
    return row ?? null;
  }

  async requireUser(id: number): Promise<UserRow> {
    const user = await this.findActiveUser({ id });
    if (!user) throw new AppError(401, 'token_expired', undefined, undefined, { reason: 'token_expired' });
    return user;
  }

  /**
   * Counts a code request against its limits: one per OTP_RESEND_SECONDS per target (429
   * `otp_resend_wait`), then per target and per IP per hour. Counted whether or not an account
   * exists, so the answers cannot tell.
   */
  async limitCodeRequest(purpose: OtpPurpose, target: string, ip: string): Promise<void> {
    const { counters, config } = this.app;
    const wait = await counters.hit(`otp-wait:${purpose}:${target}`, OTP_RESEND_SECONDS);
    if (wait.count > 1) {
      throw new AppError(429, 'otp_resend_wait', { seconds: wait.resetInSeconds }, undefined, {
        reason: 'otp_resend_wait',
        retry_after: wait.resetInSeconds,
      });
    }
    await enforce(counters, [
      { key: `otp-send:${target}`, max: config.authLimits.otpSendsPerTargetPerHour, windowSeconds: HOUR },
      { key: `otp-send-ip:${ip}`, max: config.authLimits.otpSendsPerIpPerHour, windowSeconds: HOUR },
    ]);
  }

  async limitCodeCheck(ip: string): Promise<void> {
    await enforce(this.app.counters, [
      { key: `otp-check-ip:${ip}`, max: this.app.config.authLimits.otpChecksPerIpPerHour, windowSeconds: HOUR },
    ]);
  }

  /** Logins per IP (every attempt) and failed logins per account (checked before the hash); returns the failures. */
  async limitLogin(email: string, ip: string): Promise<number> {
    const { counters, config } = this.app;
    const [, failures] = await Promise.all([
      enforce(counters, [
        { key: `login-ip:${ip}`, max: config.authLimits.loginsPerIp, windowSeconds: LOGIN_WINDOW_SECONDS },
      ]),
      counters.peek(`login-fail:${email}`),
    ]);
    if (failures.count >= config.authLimits.loginFailuresPerAccount) {
      throw new AppError(429, 'too_many_attempts', { seconds: failures.resetInSeconds }, undefined, {
        reason: 'rate_limited',
        retry_after: failures.resetInSeconds,
      });
    }
    return failures.count;
  }

  async loginFailed(email: string): Promise<void> {
    await this.app.counters.hit(`login-fail:${email}`, LOGIN_WINDOW_SECONDS);
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.app.counters.reset(`login-fail:${email}`);
  }

  /** A code check's verdict as an error: 400 `otp_wrong` or `otp_expired` (gone, used or void). */
  async checkCode(purpose: OtpPurpose, target: string, code: string, ip: string): Promise<void> {
    await this.limitCodeCheck(ip);
    const verdict = await this.app.otps.consume(purpose, target, code);
    if (verdict === 'wrong') throw new AppError(400, 'otp_wrong', undefined, undefined, { reason: 'otp_wrong' });
    if (verdict === 'expired') throw new AppError(400, 'otp_expired', undefined, undefined, { reason: 'otp_expired' });
  }

  async sendSms<K extends MessageKind>(to: string, kind: K, lang: Language, params: TemplateParamsByKind[K]) {
    try {
      await this.app.providers.sms.send({ to, body: renderSms(kind, lang, params) });
    } catch (error) {
      this.app.log.warn({ reason: (error as Error).message, kind }, 'sms not sent');
      throw new AppError(503, 'server_error');
    }
  }

  async sendEmail<K extends MessageKind>(to: string, kind: K, lang: Language, params: TemplateParamsByKind[K]) {
    try {
      await this.app.providers.email.send({ to, lang, ...renderEmail(kind, lang, params) });
    } catch (error) {
      this.app.log.warn({ reason: (error as Error).message, kind }, 'e-mail not sent');
      throw new AppError(503, 'server_error');
    }
  }

  /** Sent in the background: never fails the call, a failure is only logged (notices; codes of flows that must not reveal an account). */
  notify<K extends MessageKind>(to: string | null, kind: K, lang: Language, params: TemplateParamsByKind[K]): void {
    if (!to) return;
    this.sendEmail(to, kind, lang, params).catch(() => {});
  }

  /** Issues a code of `purpose` for `target` (voiding earlier ones). */
  issueCode(purpose: OtpPurpose, target: string): Promise<string> {
    return this.app.otps.issue(this.db, purpose, target);
  }

  /**
   * Stands in for a code where none may be sent (an address with an account on sign-up, an
   * unknown one on resend or forgot-password): a live code of the same purpose whose secret is no
   * 4-digit code, so the code step answers exactly as for a real one (wrong, then void after 5
   * tries or 5 minutes) and can never succeed. Nothing is sent.
   */
  async issueUnmatchableCode(purpose: OtpPurpose, target: string): Promise<void> {
    await this.app.otps.issue(this.db, purpose, target, `unsendable:${randomBytes(16).toString('hex')}`);
  }

  /**
   * Keeps what a sign-up typed (or what a sign-in with the password of an unverified account
   * proved), bound to the request's session, until the address is verified (README, Sessions and
   * accounts). Purges registrations past their day.
   */
  async keepRegistration(
    tx: Tx,
    input: { email: string; sessionId: number | null; name: string | null; passwordHash: string },
  ): Promise<void> {
    await tx
      .delete(emailRegistrations)
      .where(lt(emailRegistrations.createdAt, new Date(Date.now() - REGISTRATION_TTL_SECONDS * 1000)));
    await tx.insert(emailRegistrations).values(input);
  }

  /**
   * Verifies `user`'s address after its code was consumed: the account takes the name and password
   * of the newest registration of the address made from the verifying session (a request without a
   * session matches only one without), or none at all when that session made none; every pending
   * registration of the address is dropped. Answers the verified account, or null when the address
   * was already verified (by a concurrent request, a social sign-in or a password reset).
   */
  async completeRegistration(user: UserRow, sessionId: number | null): Promise<UserRow | null> {
    const email = user.email;
    if (!email) return null;
    return this.app.transaction(async (tx) => {
      const [registration] = await tx
        .select({ name: emailRegistrations.name, passwordHash: emailRegistrations.passwordHash })
        .from(emailRegistrations)
        .where(
          and(
            eq(emailRegistrations.email, email),
            sessionId === null ? isNull(emailRegistrations.sessionId) : eq(emailRegistrations.sessionId, sessionId),
            gt(emailRegistrations.createdAt, new Date(Date.now() - REGISTRATION_TTL_SECONDS * 1000)),
          ),
        )
        .orderBy(desc(emailRegistrations.id))
        .limit(1);
      const [verified] = await tx
        .update(users)
        .set({
          emailVerifiedAt: new Date(),
          // Whatever the account held until now was typed by a party that had not proved the inbox.
          name: registration?.name ?? null,
          passwordHash: registration?.passwordHash ?? null,
        })
        .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt), isNull(users.deletedAt)))
        .returning();
      if (verified) await this.dropRegistrations(tx, email);
      return verified ?? null;
    });
  }

  /** Forgets every pending registration of `email` (its address is verified: none may apply any more). */
  async dropRegistrations(tx: Tx, email: string | null): Promise<void> {
    if (email) await tx.delete(emailRegistrations).where(eq(emailRegistrations.email, email));
  }

  codeSent() {
    return { resend_after: OTP_RESEND_SECONDS, expires_in: OTP_TTL_SECONDS };
  }

  /**
   * Signs `user` in: in one transaction, merges the guest the request proves it is (its guest
   * session; a `guest_user_id` in the body must name that same guest) through `app.guestMergers`,
   * marks the guest merged and ends its sessions, ends the session this one replaces, stores the
   * device's push token and creates the session. Answers the login data (token or cookie).
   */
  async signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    input: {
      user: UserRow;
      isNew: boolean;
      policy: SessionPolicy;
      deviceId: string;
      deviceToken: string;
      guestUserId?: number | null;
      loginType: LoginType;
      lang: Language;
    },
  ): Promise<LoginData> {
    const principal = request.principal as Principal | null;
    const guestId =
      principal?.guestId && (input.guestUserId == null || input.guestUserId === principal.guestId)
        ? principal.guestId
        : null;
    const replacesCookie = guestId === null && principal?.via === 'cookie';
    // The page the shopper signs in from is their language now (as update-current-language):
    // later e-mails, SMS and pushes follow it.
    const languageChanged = input.user.currentLanguage !== input.lang;
    const work = async (tx: Tx) => {
      if (guestId !== null) await this.mergeGuest(tx, guestId, input.user.id);
      else if (replacesCookie && principal) await this.app.sessions.revoke(tx, principal.sessionId);
      if (languageChanged) await this.storeUserLanguage(tx, input.user.id, input.deviceId, input.lang);
      await this.storeDeviceToken(tx, { userId: input.user.id }, input.deviceId, input.deviceToken, input.lang);
      return this.app.sessions.create(tx, { userId: input.user.id }, input.deviceId, input.policy);
    };
    // Only the session to write: one statement, no transaction around it.
    const alone =
      guestId === null && !replacesCookie && !languageChanged && input.deviceToken === FALLBACK_DEVICE_TOKEN;
    const issued = alone ? await work(this.db) : await this.app.transaction(work);
    const token = deliverSession(request, reply, issued);
    return {
      id: input.user.id,
      uuid: input.user.uuid,
      token,
      profile_picture: input.user.profilePicture,
      name: input.user.name,
      phone_code: input.user.phoneCode,
      phone_number: input.user.phoneNumber,
      is_email_verified: input.user.emailVerifiedAt !== null,
      is_new_account: input.isNew,
      email: input.user.email,
      login_type: input.loginType,
    };
  }

  private async mergeGuest(tx: Tx, guestId: number, userId: number): Promise<void> {
    const [guest] = await tx
      .select({ merged: guests.mergedIntoUserId })
      .from(guests)
      .where(eq(guests.id, guestId))
      .limit(1);
    if (!guest || guest.merged !== null) return;
    for (const merge of this.app.guestMergers) await merge(tx, { guestId, userId });
    await tx.update(guests).set({ mergedIntoUserId: userId }).where(eq(guests.id, guestId));
    await this.app.sessions.revokeGuest(tx, guestId);
  }

  /** One push token per owner and device (the fallback text `web_token` is not a token). */
  async storeDeviceToken(
    tx: Tx,
    owner: { userId: number } | { guestId: number },
    deviceId: string,
    token: string,
    lang: Language,
  ): Promise<void> {
    if (token === FALLBACK_DEVICE_TOKEN) return;
    const ownerCondition =
      'userId' in owner ? eq(deviceTokens.userId, owner.userId) : eq(deviceTokens.guestId, owner.guestId);
    await tx.delete(deviceTokens).where(and(ownerCondition, eq(deviceTokens.deviceId, deviceId)));
    await tx.insert(deviceTokens).values({
      ...('userId' in owner ? { userId: owner.userId } : { guestId: owner.guestId }),
      deviceId,
      token,
      currentLanguage: lang,
    });
  }

  /** The user's language and that of their push token on `deviceId`. */
  private async storeUserLanguage(tx: Tx, userId: number, deviceId: string, language: Language): Promise<void> {
    await tx
      .update(users)
      .set({ currentLanguage: language })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    await tx
      .update(deviceTokens)
      .set({ currentLanguage: language, updatedAt: new Date() })
      .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.deviceId, deviceId)));
  }

  /** Stores the language of the caller (user or guest) and of its device's push token. */
  async updateLanguage(principal: Principal, userId: number, deviceId: string, language: Language): Promise<void> {
    const ownerId = principal.userId ?? principal.guestId;
    if (ownerId !== userId) throw new AppError(403, 'forbidden');
    await this.app.transaction(async (tx) => {
      if (principal.userId !== null) {
        await this.storeUserLanguage(tx, principal.userId, deviceId, language);
      } else if (principal.guestId !== null) {
        await tx.update(guests).set({ currentLanguage: language }).where(eq(guests.id, principal.guestId));
        await tx
          .update(deviceTokens)
          .set({ currentLanguage: language, updatedAt: new Date() })
          .where(and(eq(deviceTokens.guestId, principal.guestId), eq(deviceTokens.deviceId, deviceId)));
      }
    });
  }
}
