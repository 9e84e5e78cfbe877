import type { GuestSession, Language } from '@hadiya/contract';
import { FALLBACK_DEVICE_TOKEN } from '@hadiya/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceTokens, guests, sessions, users } from '../../db/schema';
import { newToken, type Principal, SESSION_TTL_MS } from '../../lib/auth';
import { AppError } from '../../lib/errors';

export class AccountService {
  constructor(private readonly db: Db) {}

  /** A guest with its own session token (spec §6); the token is returned once, stored hashed. */
  async createGuest(deviceId: string, deviceToken: string, lang: Language): Promise<GuestSession> {
    const { token, hash } = newToken();
    return this.db.transaction(async (tx) => {
      const [guest] = await tx.insert(guests).values({ deviceId, currentLanguage: lang }).returning();
      if (!guest) throw new Error('guest insert returned nothing');
      await tx.insert(sessions).values({
        tokenHash: hash,
        guestId: guest.id,
        deviceId,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      if (deviceToken !== FALLBACK_DEVICE_TOKEN) {
        await tx
          .insert(deviceTokens)
          .values({ guestId: guest.id, deviceId, token: deviceToken, currentLanguage: lang });
      }
      return { id: guest.id, uuid: guest.uuid, token, guest_user_id: guest.id };
    });
  }

  /** Stores the language of the caller (user or guest) and of its device's push token. */
  async updateLanguage(principal: Principal, userId: number, deviceId: string, language: Language): Promise<void> {
    const ownerId = principal.userId ?? principal.guestId;
    if (ownerId !== userId) throw new AppError(403, 'forbidden');
    await this.db.transaction(async (tx) => {
      if (principal.userId !== null) {
        await tx
          .update(users)
          .set({ currentLanguage: language })
          .where(and(eq(users.id, principal.userId), isNull(users.deletedAt)));
        await tx
          .update(deviceTokens)
          .set({ currentLanguage: language, updatedAt: new Date() })
          .where(and(eq(deviceTokens.userId, principal.userId), eq(deviceTokens.deviceId, deviceId)));
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
