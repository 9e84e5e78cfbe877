import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    name: text('name'),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
    passwordHash: text('password_hash'),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    profilePicture: text('profile_picture'),
    socialProvider: text('social_provider'),
    socialId: text('social_id'),
    currentLanguage: text('current_language').notNull().default('ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_phone').on(t.phoneCode, t.phoneNumber).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_social').on(t.socialProvider, t.socialId).where(sql`${t.deletedAt} is null`),
  ],
);

export const guests = pgTable('guests', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  deviceId: text('device_id').notNull(),
  currentLanguage: text('current_language').notNull().default('ar'),
  /** Set when a sign-in merged this guest's cart and favourites into a user. */
  mergedIntoUserId: integer('merged_into_user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque bearer tokens; only their SHA-256 is stored. Exactly one of guest_id/user_id is set. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped at most once a minute by the request that reads the session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Idle expiry: the session ends this many seconds after its last use. */
    idleSeconds: integer('idle_seconds').notNull().default(2_592_000),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_guest').on(t.guestId)],
);

/** Push tokens per device (spec: webToken, update-device-token). */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    token: text('token').notNull(),
    currentLanguage: text('current_language').notNull().default('ar'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_tokens_user').on(t.userId), index('device_tokens_guest').on(t.guestId)],
);

/** One-time codes for phone sign-in, e-mail verification and password reset. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    /** phone_login | email_verify | password_reset | phone_change */
    purpose: text('purpose').notNull(),
    /** normalised e-mail or `code:number` */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('otp_codes_target').on(t.purpose, t.target)],
);

/**
 * What an e-mail sign-up typed, kept apart from the account until the address is verified
 * (apps/api README, Sessions and accounts): one row per `register` (or sign-in with the password
 * of an unverified account), bound to the session that sent it. A verification of the address
 * from that same session applies the newest one; every row of the address is deleted once it is
 * verified, and rows older than a day are ignored and purged.
 */
export const emailRegistrations = pgTable(
  'email_registrations',
  {
    id: serial('id').primaryKey(),
    /** Normalised (trimmed, lower case) as the account's `email`. */
    email: text('email').notNull(),
    /** The session that sent it; null when the request carried none. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    name: text('name'),
    /** argon2id PHC string, as `users.password_hash`. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_registrations_email').on(t.email), index('email_registrations_created').on(t.createdAt)],
);

/**
 * Fixed-window counters of the abuse limits (OTP sends, verifications and logins per target and per
 * IP) when REDIS_URL is not set; shared by every instance on the database.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
