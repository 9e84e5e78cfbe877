import { internationalPhoneNumber, type Language, type LoginBody } from '@hadiya/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, storeAddress } from '../../config';
import { guests, users } from '../../db/schema';
import { SESSION_POLICIES } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { registerCall } from '../../lib/route';
import { clearSessionCookie } from '../../lib/session-http';
import { IdentityVerificationError, type SocialProvider, type VerifiedIdentity } from '../../providers/types';
import { checkDeviceToken, storeDeviceSubscription } from '../notifications/routes';
import { AccountService, phoneTarget, profileOf, RESET_TOKEN_TTL_SECONDS, type UserRow } from './service';

/** The language an account's own messages go out in. */
const languageOf = (user: UserRow): Language => (user.currentLanguage === 'en' ? 'en' : 'ar');

export function accountRoutes(app: FastifyInstance, config: AppConfig): AccountService {
  const accounts = new AccountService(app);
  /** Where the notice to an existing account's owner sends them: the page that opens the sign-in window. */
  const signInUrl = () => `${storeAddress(app.config)}/my-account`;

  registerCall(
    app,
    'loginAsGuest',
    async ({ body, lang, setMessage, request, reply }) => {
      setMessage('guest_created');
      return accounts.createGuest(request, reply, body.device_id, body.device_token, lang);
    },
    { rateLimitPerMinute: config.rateLimit ? config.rateLimit.guestPerMinute : undefined },
  );

  registerCall(app, 'updateCurrentLanguage', async ({ body, principal, setMessage }) => {
    await accounts.updateLanguage(principal, body.user_id, body.device_id, body.current_language);
    setMessage('language_updated');
    return { current_language: body.current_language };
  });

  registerCall(app, 'updateDeviceToken', async ({ body, principal, lang, setMessage }) => {
    const owner = principal.userId !== null ? { userId: principal.userId } : { guestId: principal.guestId ?? 0 };
    if ((principal.userId ?? principal.guestId) !== body.user_id) throw new AppError(403, 'forbidden');
    // A web token is the PushSubscription JSON (issue 15 §5): refused before anything is written when malformed.
    checkDeviceToken(app, body.device_token, lang);
    await app.transaction(async (tx) => {
      await accounts.storeDeviceToken(tx, owner, body.device_id, body.device_token, lang);
      await storeDeviceSubscription(app, tx, owner, body.device_id, body.device_token, lang);
    });
    setMessage('device_token_updated');
    return { device_id: body.device_id };
  });

  // Mobile sign-in: a code to the number, whether or not it has an account (verifyOtp creates it).
  registerCall(app, 'sendOtp', async ({ body, lang, request, setMessage }) => {
    const target = phoneTarget(body.phone_code, body.phone_number);
    await accounts.limitCodeRequest('phone_login', target, request.ip);
    const code = await accounts.issueCode('phone_login', target);
    await accounts.sendSms(internationalPhoneNumber(body.phone_code, body.phone_number), 'otp_code', lang, { code });
    setMessage('otp_sent');
    return accounts.codeSent();
  });

  registerCall(app, 'verifyOtp', async ({ body, lang, request, reply, setMessage }) => {
    await accounts.checkCode('phone_login', phoneTarget(body.phone_code, body.phone_number), body.otp, request.ip);
    let user = await accounts.findActiveUser({ phone: [body.phone_code, body.phone_number] });
    let isNew = false;
    if (!user) {
      const [created] = await app.db
        .insert(users)
        .values({ phoneCode: body.phone_code, phoneNumber: body.phone_number, currentLanguage: lang })
        .onConflictDoNothing()
        .returning();
      isNew = created !== undefined;
      user = created ?? (await accounts.findActiveUser({ phone: [body.phone_code, body.phone_number] }));
      if (!user) throw new Error('phone account neither created nor found');
    }
    setMessage('login_success');
    return accounts.signIn(request, reply, {
      user,
      isNew,
      policy: body.remember_me ? SESSION_POLICIES.remembered : SESSION_POLICIES.brief,
      deviceId: body.device_id,
      deviceToken: body.device_token,
      guestUserId: body.guest_user_id,
      loginType: 'mobileNumber',
      lang,
    });
  });

  registerCall(app, 'login', async ({ body, request, reply, setMessage }) => {
    setMessage('login_success');
    if (body.login_type === 'email_password') return emailLogin(body, request, reply);
    return socialLogin(body.login_type, body, request, reply);
  });

  /** The session the request carries (register and verify-email-otp are matched by it), or null. */
  const sessionOf = (request: FastifyRequest) => request.principal?.sessionId ?? null;

  async function emailLogin(body: LoginBody, request: FastifyRequest, reply: FastifyReply) {
    const email = (body.email ?? '').trim().toLowerCase();
    const password = body.password ?? '';
    const failures = await accounts.limitLogin(email, request.ip);
    const user = await accounts.findActiveUser({ email });
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await accounts.loginFailed(email);
      throw new AppError(400, 'invalid_credentials', undefined, undefined, { reason: 'invalid_credentials' });
    }
    if (failures > 0) await accounts.loginSucceeded(email);
    if (!user.emailVerifiedAt) {
      // The right password on an unverified address: this session proved it, so a verification
      // from it keeps it (README); send a code (unless one was just sent) and tell the storefront
      // to open the code step.
      if (user.passwordHash) {
        await accounts.keepRegistration(app.db, {
          email,
          sessionId: sessionOf(request),
          name: user.name,
          passwordHash: user.passwordHash,
        });
      }
      const sent = await accounts.limitCodeRequest('email_verify', email, request.ip).then(
        () => true,
        () => false,
      );
      if (sent) {
        const code = await accounts.issueCode('email_verify', email);
        await accounts.sendEmail(email, 'email_verification_code', request.lang, { code, name: user.name });
      }
      throw new AppError(403, 'email_not_verified', undefined, undefined, { reason: 'email_not_verified' });
    }
    return accounts.signIn(request, reply, {
      user,
      isNew: false,
      policy: body.remember_me ? SESSION_POLICIES.remembered : SESSION_POLICIES.brief,
      deviceId: body.device_id,
      deviceToken: body.device_token,
      guestUserId: body.guest_user_id,
      loginType: 'email',
      lang: request.lang,
    });
  }

  async function socialLogin(provider: SocialProvider, body: LoginBody, request: FastifyRequest, reply: FastifyReply) {
    await accounts.limitLogin(`social:${provider}`, request.ip);
    let identity: VerifiedIdentity;
    try {
      identity = await app.providers.identity.verify(provider, {
        idToken: body.id_token,
        accessToken: body.access_token,
        nonce: body.nonce,
      });
    } catch (error) {
      if (!(error instanceof IdentityVerificationError)) {
        request.log.warn({ provider, reason: (error as Error).message }, 'identity verification failed');
      }
      throw new AppError(400, 'social_token_invalid', undefined, undefined, { reason: 'social_token_invalid' });
    }
    const { user, isNew } = await findOrCreateSocialUser(identity, request.lang);
    return accounts.signIn(request, reply, {
      user,
      isNew,
      policy: SESSION_POLICIES.remembered,
      deviceId: body.device_id,
      deviceToken: body.device_token,
      guestUserId: body.guest_user_id,
      loginType: provider,
      lang: request.lang,
    });
  }

  /**
   * By the provider's subject first; else by an e-mail the provider marks verified (linking the
   * provider to that account); else a new account (with the e-mail only when verified and free).
   */
  async function findOrCreateSocialUser(
    identity: VerifiedIdentity,
    lang: 'ar' | 'en',
  ): Promise<{ user: UserRow; isNew: boolean }> {
    const [bySubject] = await app.db
      .select()
      .from(users)
      .where(
        and(eq(users.socialProvider, identity.provider), eq(users.socialId, identity.subject), isNull(users.deletedAt)),
      )
      .limit(1);
    if (bySubject) return { user: bySubject, isNew: false };
    const email = identity.email?.trim().toLowerCase() || null;
    if (email && identity.isEmailVerified) {
      const byEmail = await accounts.findActiveUser({ email });
      if (byEmail) {
        const linked = await app.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({
              emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
              // A password set on an address nobody had verified may be someone else's (pre-hijack).
              ...(byEmail.emailVerifiedAt ? {} : { passwordHash: null }),
              ...(byEmail.socialProvider ? {} : { socialProvider: identity.provider, socialId: identity.subject }),
              ...(byEmail.name ? {} : { name: identity.name }),
            })
            .where(eq(users.id, byEmail.id))
            .returning();
          // The address is verified now: no pending sign-up of it may set a password any more.
          if (!byEmail.emailVerifiedAt) await accounts.dropRegistrations(tx, email);
          return row;
        });
        return { user: linked ?? byEmail, isNew: false };
      }
    }
    const emailFree = email && identity.isEmailVerified && !(await accounts.findActiveUser({ email }));
    const [created] = await app.db
      .insert(users)
      .values({
        name: identity.name,
        email: emailFree ? email : null,
        emailVerifiedAt: emailFree ? new Date() : null,
        socialProvider: identity.provider,
        socialId: identity.subject,
        currentLanguage: lang,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { user: created, isNew: true };
    // A concurrent first sign-in created it.
    const [again] = await app.db
      .select()
      .from(users)
      .where(
        and(eq(users.socialProvider, identity.provider), eq(users.socialId, identity.subject), isNull(users.deletedAt)),
      )
      .limit(1);
    if (!again) throw new Error('social account neither created nor found');
    return { user: again, isNew: false };
  }

  /**
   * E-mail sign-up (README, Sessions and accounts): the same answer, and the same code step after
   * it, whether or not the address has an account. A new address gets an unverified account; its
   * name and password, like those of every later sign-up of a still unverified address, wait in
   * `email_registrations` for a verification from the same session and never overwrite the
   * account. An address with an account gets no code: its owner is told by e-mail.
   */
  registerCall(app, 'register', async ({ body, lang, request, setMessage }) => {
    await accounts.limitCodeRequest('email_verify', body.email, request.ip);
    const passwordHash = await hashPassword(body.password);
    const existing = await accounts.findActiveUser({ email: body.email });
    setMessage('register_code_sent');
    if (existing?.emailVerifiedAt) {
      await accounts.issueUnmatchableCode('email_verify', body.email);
      // In the account's language (its owner may not be the one typing), in the background as a code is.
      accounts.notify(existing.email, 'account_exists', languageOf(existing), {
        name: existing.name,
        signInUrl: signInUrl(),
      });
      return accounts.codeSent();
    }
    await app.transaction(async (tx) => {
      if (!existing) {
        await tx
          .insert(users)
          .values({ name: body.name, email: body.email, passwordHash, currentLanguage: lang })
          .onConflictDoNothing();
      }
      await accounts.keepRegistration(tx, {
        email: body.email,
        sessionId: sessionOf(request),
        name: body.name,
        passwordHash,
      });
    });
    const code = await accounts.issueCode('email_verify', body.email);
    // Sent in the background: the answer takes as long whether or not a message goes out.
    accounts.notify(body.email, 'email_verification_code', lang, { code, name: body.name });
    return accounts.codeSent();
  });

  registerCall(app, 'verifyEmailOtp', async ({ body, lang, request, reply, setMessage }) => {
    await accounts.checkCode('email_verify', body.email, body.otp, request.ip);
    let user = await accounts.findActiveUser({ email: body.email });
    if (!user) throw new AppError(400, 'otp_expired', undefined, undefined, { reason: 'otp_expired' });
    let isNew = false;
    if (!user.emailVerifiedAt) {
      const verified = await accounts.completeRegistration(user, sessionOf(request));
      isNew = verified !== null;
      user = verified ?? (await accounts.findActiveUser({ id: user.id }));
      if (!user) throw new AppError(400, 'otp_expired', undefined, undefined, { reason: 'otp_expired' });
      if (isNew) accounts.notify(user.email, 'welcome', lang, { name: user.name });
    }
    setMessage('login_success');
    return accounts.signIn(request, reply, {
      user,
      isNew,
      policy: body.remember_me ? SESSION_POLICIES.remembered : SESSION_POLICIES.brief,
      deviceId: body.device_id,
      deviceToken: body.device_token,
      guestUserId: body.guest_user_id,
      loginType: 'email',
      lang,
    });
  });

  registerCall(app, 'resendEmailOtp', async ({ body, lang, request, setMessage }) => {
    await accounts.limitCodeRequest('email_verify', body.email, request.ip);
    const user = await accounts.findActiveUser({ email: body.email });
    if (user && !user.emailVerifiedAt) {
      const code = await accounts.issueCode('email_verify', body.email);
      accounts.notify(body.email, 'email_verification_code', lang, { code, name: user.name });
    } else {
      // Every resend leaves one live code, so the code step cannot tell a verified or unknown
      // address from one waiting for its code. The owner of an account is told again.
      await accounts.issueUnmatchableCode('email_verify', body.email);
      if (user) {
        accounts.notify(user.email, 'account_exists', languageOf(user), { name: user.name, signInUrl: signInUrl() });
      }
    }
    setMessage('email_code_sent');
    return accounts.codeSent();
  });

  registerCall(app, 'forgotPassword', async ({ body, lang, request, setMessage }) => {
    await accounts.limitCodeRequest('password_reset', body.email, request.ip);
    const user = await accounts.findActiveUser({ email: body.email });
    if (user) {
      const code = await accounts.issueCode('password_reset', body.email);
      accounts.notify(body.email, 'password_reset_code', lang, { code, name: user.name });
    } else {
      // So that the code step answers an unknown address as a known one (wrong, then void).
      await accounts.issueUnmatchableCode('password_reset', body.email);
    }
    setMessage('reset_code_sent');
    return accounts.codeSent();
  });

  registerCall(app, 'verifyForgotPasswordOtp', async ({ body, request, setMessage }) => {
    await accounts.checkCode('password_reset', body.email, body.otp, request.ip);
    const user = await accounts.findActiveUser({ email: body.email });
    if (!user) throw new AppError(400, 'otp_expired', undefined, undefined, { reason: 'otp_expired' });
    const token = await app.otps.issueToken(app.db, 'reset_token', `user:${user.id}`, RESET_TOKEN_TTL_SECONDS);
    setMessage('reset_code_verified');
    return { token };
  });

  registerCall(app, 'changePassword', async ({ body, lang, setMessage }) => {
    const passwordHash = await hashPassword(body.password);
    const target = await app.otps.consumeToken('reset_token', body.token);
    const userId = target?.startsWith('user:') ? Number(target.slice(5)) : null;
    const user = userId ? await accounts.findActiveUser({ id: userId }) : null;
    if (!user) throw new AppError(400, 'reset_token_invalid', undefined, undefined, { reason: 'reset_token_invalid' });
    await app.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
        .where(eq(users.id, user.id));
      // The reset proved the inbox: the address is verified and no pending sign-up applies any more.
      if (!user.emailVerifiedAt) await accounts.dropRegistrations(tx, user.email);
      await app.sessions.revokeUser(tx, user.id);
    });
    if (user.email) await accounts.loginSucceeded(user.email);
    accounts.notify(user.email, 'password_changed', lang, { name: user.name });
    setMessage('password_changed');
    return null;
  });

  registerCall(app, 'logout', async ({ principal, request, reply, setMessage }) => {
    await app.sessions.revoke(app.db, principal.sessionId);
    clearSessionCookie(request, reply);
    setMessage('logged_out');
    return null;
  });

  registerCall(app, 'socialConfig', async () => {
    const config = app.providers.identity.publicConfig();
    const pick = (entry: (typeof config)['google']) =>
      entry ? { client_id: entry.clientId, authorize_url: entry.authorizeUrl, is_sandbox: entry.isSandbox } : null;
    return { google: pick(config.google), apple: pick(config.apple), facebook: pick(config.facebook) };
  });

  registerCall(app, 'session', async ({ principal }) => {
    if (!principal) return { kind: 'anonymous' as const, guest: null, user: null };
    if (principal.userId !== null) {
      const user = await accounts.requireUser(principal.userId);
      return { kind: 'user' as const, guest: null, user: profileOf(user) };
    }
    const guestId = principal.guestId ?? 0;
    const [guest] = await app.db.select().from(guests).where(eq(guests.id, guestId)).limit(1);
    if (!guest) throw new AppError(401, 'token_expired', undefined, undefined, { reason: 'token_expired' });
    return { kind: 'guest' as const, guest: { id: guest.id, uuid: guest.uuid, guest_user_id: guest.id }, user: null };
  });

  return accounts;
}
