import { internationalPhoneNumber } from '@hadiya/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carts, deviceTokens, favourites, savedCards, stockNotifications, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { registerCall } from '../../lib/route';
import { clearSessionCookie } from '../../lib/session-http';
import { type AccountService, profileOf } from '../account/service';

const phoneChangeTarget = (userId: number, code: string, number: string) => `${userId}:${code}:${number}`;

/** The signed-in user's calls (spec §7 User): profile, name, phone change, deletion. */
export function userRoutes(app: FastifyInstance, accounts: AccountService): void {
  registerCall(app, 'getUser', async ({ principal }) => profileOf(await accounts.requireUser(principal.userId)));

  async function saveName(userId: number, name: string) {
    const [user] = await app.db
      .update(users)
      .set({ name })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!user) throw new AppError(401, 'token_expired', undefined, undefined, { reason: 'token_expired' });
    return profileOf(user);
  }

  registerCall(app, 'updateName', async ({ body, principal, setMessage }) => {
    setMessage('profile_updated');
    return saveName(principal.userId, body.name);
  });

  registerCall(app, 'updateProfile', async ({ body, principal, setMessage }) => {
    setMessage('profile_updated');
    return saveName(principal.userId, body.name);
  });

  async function phoneTaken(userId: number, code: string, number: string): Promise<boolean> {
    const rows = await app.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.phoneCode, code), eq(users.phoneNumber, number), isNull(users.deletedAt), ne(users.id, userId)),
      )
      .limit(1);
    return rows.length > 0;
  }

  // A new number is confirmed by a code sent to it; the name is saved at once.
  registerCall(app, 'updateInfo', async ({ body, principal, lang, request, setMessage }) => {
    let user = await accounts.requireUser(principal.userId);
    if (body.name !== undefined && body.name !== user.name) {
      const [renamed] = await app.db.update(users).set({ name: body.name }).where(eq(users.id, user.id)).returning();
      user = renamed ?? user;
    }
    if (user.phoneCode === body.phone_code && user.phoneNumber === body.phone_number) {
      setMessage('profile_updated');
      return { otp_sent: false, resend_after: 0, expires_in: 0, user: profileOf(user) };
    }
    if (await phoneTaken(user.id, body.phone_code, body.phone_number)) {
      throw new AppError(409, 'phone_in_use', undefined, undefined, { reason: 'phone_in_use' });
    }
    const target = phoneChangeTarget(user.id, body.phone_code, body.phone_number);
    await accounts.limitCodeRequest('phone_change', target, request.ip);
    const code = await accounts.issueCode('phone_change', target);
    await accounts.sendSms(internationalPhoneNumber(body.phone_code, body.phone_number), 'phone_change_code', lang, {
      code,
    });
    setMessage('phone_code_sent');
    return { otp_sent: true, ...accounts.codeSent(), user: profileOf(user) };
  });

  registerCall(app, 'verifyUpdateNoOtp', async ({ body, principal, request, setMessage }) => {
    const target = phoneChangeTarget(principal.userId, body.phone_code, body.phone_number);
    await accounts.checkCode('phone_change', target, body.otp, request.ip);
    if (await phoneTaken(principal.userId, body.phone_code, body.phone_number)) {
      throw new AppError(409, 'phone_in_use', undefined, undefined, { reason: 'phone_in_use' });
    }
    const [user] = await app.db
      .update(users)
      .set({ phoneCode: body.phone_code, phoneNumber: body.phone_number })
      .where(and(eq(users.id, principal.userId), isNull(users.deletedAt)))
      .returning();
    if (!user) throw new AppError(401, 'token_expired', undefined, undefined, { reason: 'token_expired' });
    setMessage('phone_updated');
    return profileOf(user);
  });

  // Personal data erased; the row stays as a tombstone so past orders keep their (anonymous) owner.
  registerCall(app, 'deleteAccount', async ({ principal, lang, request, reply, setMessage }) => {
    const user = await accounts.requireUser(principal.userId);
    await app.transaction(async (tx) => {
      await tx.delete(deviceTokens).where(eq(deviceTokens.userId, user.id));
      await tx.delete(favourites).where(eq(favourites.userId, user.id));
      await tx.delete(savedCards).where(eq(savedCards.userId, user.id));
      await tx.delete(stockNotifications).where(eq(stockNotifications.userId, user.id));
      await tx.delete(carts).where(eq(carts.userId, user.id));
      await tx
        .update(users)
        .set({
          name: null,
          email: null,
          emailVerifiedAt: null,
          passwordHash: null,
          phoneCode: null,
          phoneNumber: null,
          profilePicture: null,
          socialProvider: null,
          socialId: null,
          deletedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await app.sessions.revokeUser(tx, user.id);
    });
    accounts.notify(user.email, 'account_deleted', lang, { name: user.name });
    clearSessionCookie(request, reply);
    setMessage('account_deleted');
    return null;
  });
}
