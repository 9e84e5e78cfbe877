import { loginDataSchema, OTP_MAX_ATTEMPTS } from '@hadiya/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, expectErrorEnvelope, sentCount, startTestApp, type TestApp } from '../../../test/helpers';
import { deviceTokens, emailRegistrations, otpCodes, sessions, users } from '../../db/schema';
import { otpHash } from '../../lib/otp';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { logLines });
});
afterAll(async () => {
  await t?.close();
});

let mailSeq = 0;
const newEmail = () => `signup${++mailSeq}.${Date.now()}@example.com`;
let phoneSeq = 560_000_000;
const newPhone = () => String(++phoneSeq);

/** Forgets the abuse counters (the tests send again at once). */
const clearCounters = () => t.database.db.execute(sql`delete from rate_counters`);
const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  t.http('POST', path, { body, headers: { language: 'en', ...headers } });
/** A guest session of its own: the browser (or app) a shopper registers and verifies from. */
const newSession = async () => {
  const guest = await t.client().request('loginAsGuest', { body: {} });
  if (!guest.token) throw new Error('no guest token');
  return { authorization: `Bearer ${guest.token}` };
};
const userByEmail = async (email: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row;
};
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  post('/api/account/login', { login_type: 'email_password', email, password }, headers);
/** A code that is not the one sent (the newest in the outbox), or any code when none was sent. */
const wrongCodeFor = async (email: string) => {
  const sent = (await t.app.providers.outbox?.list({ to: email })) ?? [];
  const real = /(?<!\d)(\d{4})(?!\d)/.exec(sent[0]?.text ?? '')?.[1];
  return real === '0000' ? '1111' : '0000';
};

/** An e-mail account, verified, whose stored language is `language`. */
async function verifiedAccount(language: 'ar' | 'en', password = 'owner-pass-1') {
  const email = newEmail();
  await clearCounters();
  const reg = await post('/api/account/register', { name: 'Sara', email, password }, { language });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const otp = await codeFor(t, email);
  const verified = await post('/api/account/verify-email-otp', { email, otp }, { language });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect((await userByEmail(email)).currentLanguage).toBe(language);
  // The welcome e-mail goes out in the background: wait for it, so that a test counts only what follows.
  for (let i = 0; i < 50 && (await sentCount(t, email)) < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  expect(await sentCount(t, email)).toBe(2);
  await clearCounters();
  return { email, password, id: loginDataSchema.parse(verified.body.data).id };
}

/** A new address that someone registered and never verified. */
async function pendingAccount() {
  const email = newEmail();
  await clearCounters();
  expect((await post('/api/account/register', { name: 'Omar', email, password: 'pending-pass' })).status).toBe(200);
  await codeFor(t, email);
  await clearCounters();
  return email;
}

/** What must not move when someone registers an address that has an account. */
async function accountState(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  const userSessions = await t.database.db.select().from(sessions).where(eq(sessions.userId, id));
  return JSON.stringify({ row, sessions: userSessions.length });
}

describe('sign-up cannot tell which addresses have an account (README: register answers alike)', () => {
  it.each(['ar', 'en'] as const)(
    'in %s: register, then every try of the code step, answer an account, a pending and a new address alike',
    async (language) => {
      const owner = await verifiedAccount('en');
      const pending = await pendingAccount();
      const fresh = newEmail();
      const before = await accountState(owner.id);
      const ownerMail = await sentCount(t, owner.email);

      const answers = [];
      for (const email of [owner.email, pending, fresh]) {
        answers.push(
          await post('/api/account/register', { name: 'Someone', email, password: 'another-pass' }, { language }),
        );
      }
      expect(answers[0]?.status).toBe(200);
      expect(answers[0]?.body.message).toMatch(language === 'ar' ? /[\u0600-\u06FF]/ : /code/);
      expect(answers[1]?.body).toEqual(answers[0]?.body);
      expect(answers[2]?.body).toEqual(answers[0]?.body);
      // The real codes have gone out; the wrong code tried below is none of them.
      await codeFor(t, pending, 1);
      await codeFor(t, fresh);

      // Every try answers the same, up to the void code after the last allowed one.
      for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS + 1; attempt++) {
        const tries = [];
        for (const email of [owner.email, pending, fresh]) {
          tries.push(
            await post('/api/account/verify-email-otp', { email, otp: await wrongCodeFor(email) }, { language }),
          );
        }
        const first = expectErrorEnvelope(tries[0] ?? { status: 0, body: null }, 400);
        expect(first.data.reason, `try ${attempt}`).toBe(attempt <= OTP_MAX_ATTEMPTS ? 'otp_wrong' : 'otp_expired');
        expect(tries[1]?.body, `try ${attempt}`).toEqual(tries[0]?.body);
        expect(tries[2]?.body, `try ${attempt}`).toEqual(tries[0]?.body);
      }

      // The account is untouched: same row, no session, its password still works.
      expect(await accountState(owner.id)).toBe(before);
      expect((await login(owner.email, owner.password)).status).toBe(200);
      expect((await login(owner.email, 'another-pass')).status).toBe(400);
      // Its owner got a notice, and no code.
      const ownerInbox = (await t.app.providers.outbox?.list({ to: owner.email })) ?? [];
      expect(ownerInbox.length).toBe(ownerMail + 1);
      expect(ownerInbox[0]?.subject).toBe('You already have a Hadiya account');
      expect(ownerInbox[0]?.text).not.toMatch(/(?<![\d.:])\d{4}(?!\d)/);
    },
  );

  it('the code that stands in for an account is one no entry can match', async () => {
    const owner = await verifiedAccount('ar');
    await post('/api/account/register', { name: 'Someone', email: owner.email, password: 'another-pass' });
    const [live] = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, 'email_verify'), eq(otpCodes.target, owner.email), eq(otpCodes.isActive, true)))
      .orderBy(desc(otpCodes.id))
      .limit(1);
    expect(live?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    for (let n = 0; n < 10_000; n++) {
      const code = String(n).padStart(4, '0');
      if (otpHash(t.app.config.appSecret, 'email_verify', owner.email, code) === live?.codeHash) {
        throw new Error(`the stand-in code matches ${code}`);
      }
    }
  });

  it.each([
    ['ar', 'en'],
    ['en', 'ar'],
  ] as const)(
    'an account kept in %s, asked for from a page in %s: the notice is in the account’s language, with a plain-text part, RTL in Arabic',
    async (accountLanguage, pageLanguage) => {
      const owner = await verifiedAccount(accountLanguage);
      const before = await sentCount(t, owner.email);
      const res = await post(
        '/api/account/register',
        { name: 'Someone', email: owner.email, password: 'another-pass' },
        { language: pageLanguage },
      );
      expect(res.status).toBe(200);
      let inbox = (await t.app.providers.outbox?.list({ to: owner.email })) ?? [];
      for (let i = 0; i < 50 && inbox.length === before; i++) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        inbox = (await t.app.providers.outbox?.list({ to: owner.email })) ?? [];
      }
      const notice = inbox[0];
      if (!notice) throw new Error('no notice');
      expect(notice.channel).toBe('email');
      if (accountLanguage === 'ar') {
        expect(notice.subject).toBe('لديك حساب في هدية بهذا البريد');
        expect(notice.text).toContain('لديك حساب بالفعل');
        expect(notice.text).toContain('«نسيت كلمة المرور؟»');
        expect(notice.html).toContain('<html lang="ar" dir="rtl">');
      } else {
        expect(notice.subject).toBe('You already have a Hadiya account');
        expect(notice.text).toContain('Someone just tried to create a new Hadiya account with this email address.');
        expect(notice.text).toContain('“Forgot password?”');
        expect(notice.html).toContain('<html lang="en" dir="ltr">');
      }
      // The plain part carries the sign-in link and no markup.
      expect(notice.text).toMatch(/\/my-account/);
      expect(notice.text).not.toMatch(/<[a-z]/i);
      expect(notice.html).toContain('/my-account"');
    },
  );

  it('resend and forgot-password leave the code step answering an account, a pending and an unknown address alike', async () => {
    const owner = await verifiedAccount('en');
    const pending = await pendingAccount();
    const unknown = newEmail();
    const addresses = [owner.email, pending, unknown];

    const resent = [];
    for (const email of addresses) resent.push(await post('/api/account/resend-email-otp', { email }));
    expect(resent[0]?.status).toBe(200);
    for (const answer of resent) expect(answer.body).toEqual(resent[0]?.body);
    await codeFor(t, pending, 1);
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS + 1; attempt++) {
      const tries = [];
      for (const email of addresses) {
        tries.push(await post('/api/account/verify-email-otp', { email, otp: await wrongCodeFor(email) }));
      }
      expectErrorEnvelope(tries[0] ?? { status: 0, body: null }, 400);
      for (const answer of tries) expect(answer.body, `try ${attempt}`).toEqual(tries[0]?.body);
    }

    await clearCounters();
    const forgot = [];
    for (const email of [owner.email, unknown]) forgot.push(await post('/api/account/forgot-password', { email }));
    expect(forgot[1]?.body).toEqual(forgot[0]?.body);
    await codeFor(t, owner.email, 2);
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS + 1; attempt++) {
      const tries = [];
      for (const email of [owner.email, unknown]) {
        tries.push(await post('/api/account/verify-forgot-password-otp', { email, otp: await wrongCodeFor(email) }));
      }
      const first = expectErrorEnvelope(tries[0] ?? { status: 0, body: null }, 400);
      expect(first.data.reason).toBe(attempt <= OTP_MAX_ATTEMPTS ? 'otp_wrong' : 'otp_expired');
      expect(tries[1]?.body, `try ${attempt}`).toEqual(tries[0]?.body);
    }
  });

  it('the code limits apply alike: the 60-second wait and the per-address hourly count', async () => {
    const owner = await verifiedAccount('en');
    const fresh = newEmail();
    const saved = t.app.config.authLimits;
    t.app.config.authLimits = { ...saved, otpSendsPerTargetPerHour: 2 };
    try {
      const body = (email: string) => ({ name: 'Someone', email, password: 'another-pass' });
      const ownerMail = await sentCount(t, owner.email);
      const outcomes: Record<string, Array<[number, string | undefined]>> = {};
      for (const email of [owner.email, fresh]) {
        const seen: Array<[number, string | undefined]> = [];
        for (let i = 0; i < 2; i++) {
          const first = await post('/api/account/register', body(email), { language: 'ar' });
          const again = await post('/api/account/register', body(email), { language: 'ar' });
          seen.push([first.status, first.body.data?.reason], [again.status, again.body.data?.reason]);
          await t.database.db.execute(sql`delete from rate_counters where key like 'otp-wait:%'`);
        }
        const third = await post('/api/account/register', body(email), { language: 'ar' });
        expect(expectErrorEnvelope(third, 429).message).toMatch(/[\u0600-\u06FF]/);
        seen.push([third.status, third.body.data?.reason]);
        outcomes[email] = seen;
      }
      expect(outcomes[owner.email]).toEqual([
        [200, undefined],
        [429, 'otp_resend_wait'],
        [200, undefined],
        [429, 'otp_resend_wait'],
        [429, undefined],
      ]);
      expect(outcomes[fresh]).toEqual(outcomes[owner.email]);
      // Two notices to the owner, two codes to the new address: none past the limits.
      await codeFor(t, fresh, 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await sentCount(t, owner.email)).toBe(ownerMail + 2);
      expect(await sentCount(t, fresh)).toBe(2);
    } finally {
      t.app.config.authLimits = saved;
    }
  });

  it('concurrent sign-ups of one new address: one answer 200, the others wait; one account, one code', async () => {
    const email = newEmail();
    const sessionHeaders = await Promise.all(Array.from({ length: 8 }, () => newSession()));
    const answers = await Promise.all(
      sessionHeaders.map((headers, i) =>
        post('/api/account/register', { name: `Shopper ${i}`, email, password: `pass-number-${i}` }, headers),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) {
      expect(expectErrorEnvelope(a, 429).data.reason).toBe('otp_resend_wait');
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(
      await t.database.db.select().from(emailRegistrations).where(eq(emailRegistrations.email, email)),
    ).toHaveLength(1);
    const winner = answers.findIndex((a) => a.status === 200);
    const otp = await codeFor(t, email);
    const verified = await post('/api/account/verify-email-otp', { email, otp }, sessionHeaders[winner]);
    expect(verified.body.data).toMatchObject({ name: `Shopper ${winner}`, is_new_account: true });
    expect((await login(email, `pass-number-${winner}`)).status).toBe(200);
  });
});

describe('a pending sign-up never replaces a password before its inbox is proved (README: the rule)', () => {
  it("a second sign-up of an unverified address changes nothing; the owner's verification keeps the owner's password", async () => {
    const email = newEmail();
    const ownerSession = await newSession();
    const intruderSession = await newSession();
    await post('/api/account/register', { name: 'Owner', email, password: 'owner-pass-1' }, ownerSession);
    await codeFor(t, email);
    const before = await userByEmail(email);
    expect(before.passwordHash).toMatch(/^\$argon2id\$/);

    await clearCounters();
    const intruder = await post(
      '/api/account/register',
      { name: 'Intruder', email, password: 'intruder-pass-1' },
      intruderSession,
    );
    expect(intruder.status).toBe(200);
    // The account is as the first sign-up left it; the second waits beside it, hashed.
    expect(await userByEmail(email)).toEqual(before);
    const pending = await t.database.db.select().from(emailRegistrations).where(eq(emailRegistrations.email, email));
    expect(pending.map((r) => r.name)).toEqual(['Owner', 'Intruder']);
    for (const row of pending) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.fingerprint()).not.toMatch(/intruder-pass-1|owner-pass-1/);

    // The owner enters the newest code in their inbox (the one the intruder's sign-up sent).
    const otp = await codeFor(t, email, 1);
    const verified = await post('/api/account/verify-email-otp', { email, otp }, ownerSession);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toMatchObject({ name: 'Owner', is_new_account: true, is_email_verified: true });
    expect((await login(email, 'intruder-pass-1')).status).toBe(400);
    expect((await login(email, 'owner-pass-1')).status).toBe(200);
    expect(await t.database.db.select().from(emailRegistrations).where(eq(emailRegistrations.email, email))).toEqual(
      [],
    );
  });

  it('whoever verifies gets the password they typed: the later sign-up, verified from its own session', async () => {
    const email = newEmail();
    const first = await newSession();
    const second = await newSession();
    await post('/api/account/register', { name: 'First', email, password: 'first-pass-1' }, first);
    await codeFor(t, email);
    await clearCounters();
    await post('/api/account/register', { name: 'Second', email, password: 'second-pass-1' }, second);
    const otp = await codeFor(t, email, 1);
    const verified = await post('/api/account/verify-email-otp', { email, otp }, second);
    expect(verified.body.data).toMatchObject({ name: 'Second', is_new_account: true });
    expect((await login(email, 'second-pass-1')).status).toBe(200);
    expect((await login(email, 'first-pass-1')).status).toBe(400);
  });

  it('a verification from a session that typed nothing proves the inbox but keeps nobody’s name or password', async () => {
    const email = newEmail();
    await post('/api/account/register', { name: 'Typed', email, password: 'typed-pass-1' }, await newSession());
    const otp = await codeFor(t, email);
    const verified = await post('/api/account/verify-email-otp', { email, otp }, await newSession());
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ name: null, is_new_account: true, is_email_verified: true });
    const row = await userByEmail(email);
    expect(row).toMatchObject({ name: null, passwordHash: null });
    expect((await login(email, 'typed-pass-1')).status).toBe(400);
    // The shopper sets a password through the reset, as any account without one.
    await clearCounters();
    await post('/api/account/forgot-password', { email });
    const code = await codeFor(t, email, 1);
    const { token } = await t.client().request('verifyForgotPasswordOtp', { body: { email, otp: code } });
    await t.client().request('changePassword', { body: { token, password: 'chosen-pass-1' } });
    expect((await login(email, 'chosen-pass-1')).status).toBe(200);
  });

  it('a sign-in with the right password of an unverified account binds that password to its own session', async () => {
    const email = newEmail();
    await post('/api/account/register', { name: 'Huda', email, password: 'huda-pass-1' }, await newSession());
    await codeFor(t, email);
    await clearCounters();
    // Later, elsewhere, someone else's sign-up of the address…
    await post('/api/account/register', { name: 'Other', email, password: 'other-pass-1' }, await newSession());
    await codeFor(t, email, 1);
    await clearCounters();
    // …and Huda signs in from a new browser: 403 and a code, as before.
    const browser = await newSession();
    const res = await login(email, 'huda-pass-1', browser);
    expect(expectErrorEnvelope(res, 403).data.reason).toBe('email_not_verified');
    const otp = await codeFor(t, email, 2);
    const verified = await post('/api/account/verify-email-otp', { email, otp }, browser);
    expect(verified.body.data).toMatchObject({ name: 'Huda', is_email_verified: true });
    expect((await login(email, 'huda-pass-1')).status).toBe(200);
    expect((await login(email, 'other-pass-1')).status).toBe(400);
  });

  it('a registration past its day is ignored and purged', async () => {
    const email = newEmail();
    const session = await newSession();
    await post('/api/account/register', { name: 'Late', email, password: 'late-pass-1' }, session);
    await t.database.db
      .update(emailRegistrations)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(emailRegistrations.email, email));
    const otp = await codeFor(t, email);
    const verified = await post('/api/account/verify-email-otp', { email, otp }, session);
    expect(verified.body.data).toMatchObject({ name: null });
    await clearCounters();
    const other = newEmail();
    await t.database.db.insert(emailRegistrations).values({
      email: other,
      name: 'Old',
      passwordHash: '$argon2id$old',
      createdAt: new Date(Date.now() - 25 * 3600_000),
    });
    await post('/api/account/register', { name: 'Next', email: newEmail(), password: 'next-pass-1' });
    expect(await t.database.db.select().from(emailRegistrations).where(eq(emailRegistrations.email, other))).toEqual(
      [],
    );
  });

  it.each([
    [{ name: 'Sara', email: 'sara@example.net', password: 'secret1' }, 'email'],
    [{ name: 'Sara', email: 'sara@example.com', password: '123' }, 'password'],
    [{ name: 'Sara', email: 'sara@example.com', password: 'secret1', confirmPassword: 'secret2' }, 'confirmPassword'],
  ])('a refused sign-up %j keeps nothing, in both languages', async (body, field) => {
    const session = await newSession();
    const before = await t.fingerprint();
    for (const language of ['ar', 'en'] as const) {
      const res = await post('/api/account/register', body, { language, ...session });
      const error = expectErrorEnvelope(res, 400);
      expect(error.data.errors[0].field).toBe(field);
      if (language === 'ar') expect(error.data.errors[0].message).toMatch(/[\u0600-\u06FF]/);
      else expect(error.data.errors[0].message).not.toMatch(/[\u0600-\u06FF]/);
    }
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('signing in stores the language of the page it comes from (as update-current-language)', () => {
  const languageOf = async (id: number) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    return row?.currentLanguage;
  };

  it('mobile sign-in, and the push token of the device', async () => {
    const phone = newPhone();
    const signIn = async (language: 'ar' | 'en', extra: object = {}) => {
      await clearCounters();
      const before = await sentCount(t, `966${phone}`);
      await post('/api/account/sendOtp', { phone_code: '966', phone_number: phone }, { language });
      const otp = await codeFor(t, `966${phone}`, before);
      const res = await post(
        '/api/account/verifyOtp',
        { phone_code: '966', phone_number: phone, otp, ...extra },
        { language },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return loginDataSchema.parse(res.body.data);
    };
    const first = await signIn('en', { device_token: 'push-lang-1' });
    expect(await languageOf(first.id)).toBe('en');
    const again = await signIn('ar');
    expect(again.id).toBe(first.id);
    expect(await languageOf(first.id)).toBe('ar');
    const [device] = await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.userId, first.id));
    expect(device).toMatchObject({ token: 'push-lang-1', currentLanguage: 'ar' });
    const profile = await t.client({ token: again.token, language: 'ar' }).request('getUser', {});
    expect(profile.current_language).toBe('ar');
  });

  it('e-mail sign-in and e-mail verification; later e-mails follow', async () => {
    const owner = await verifiedAccount('en');
    expect((await login(owner.email, owner.password, { language: 'ar' })).status).toBe(200);
    expect(await languageOf(owner.id)).toBe('ar');
    // The next message to the account (here, a sign-up notice asked for in English) is in Arabic.
    const before = await sentCount(t, owner.email);
    await post('/api/account/register', { name: 'Someone', email: owner.email, password: 'x-pass-1' });
    for (let i = 0; i < 50 && (await sentCount(t, owner.email)) === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect((await t.app.providers.outbox?.list({ to: owner.email }))?.[0]?.html).toContain('dir="rtl"');
    expect((await login(owner.email, owner.password, { language: 'en' })).status).toBe(200);
    expect(await languageOf(owner.id)).toBe('en');

    // Registered from an English page, verified from an Arabic one.
    const email = newEmail();
    await clearCounters();
    await post('/api/account/register', { name: 'Noura', email, password: 'noura-pass-1' }, { language: 'en' });
    expect((await userByEmail(email)).currentLanguage).toBe('en');
    const otp = await codeFor(t, email);
    expect((await post('/api/account/verify-email-otp', { email, otp }, { language: 'ar' })).status).toBe(200);
    expect((await userByEmail(email)).currentLanguage).toBe('ar');
  });

  it('social sign-in', async () => {
    const sandbox = t.app.providers.oidcSandbox;
    if (!sandbox) throw new Error('no sandbox identity provider');
    const { SANDBOX_IDENTITIES } = await import('../../providers');
    const identity = SANDBOX_IDENTITIES.find((i) => i.key === 'no_email');
    if (!identity) throw new Error('sandbox identities changed');
    const signIn = async (language: 'ar' | 'en', nonce: string) => {
      const idToken = await sandbox.issue('google', identity, { nonce });
      const res = await post('/api/account/login', { login_type: 'google', id_token: idToken, nonce }, { language });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return loginDataSchema.parse(res.body.data);
    };
    const first = await signIn('en', 'lang-n-1');
    expect(await languageOf(first.id)).toBe('en');
    const again = await signIn('ar', 'lang-n-2');
    expect(again.id).toBe(first.id);
    expect(await languageOf(first.id)).toBe('ar');
  });
});

describe('logs', () => {
  it('never contain a code, a password or the address of a sign-up', async () => {
    const owner = await verifiedAccount('en', 'log-owner-pass');
    await post('/api/account/register', { name: 'Someone', email: owner.email, password: 'log-intruder-pass' });
    const logs = logLines.join('\n');
    expect(logs).toContain('request completed');
    for (const secret of ['log-owner-pass', 'log-intruder-pass', owner.email]) expect(logs).not.toContain(secret);
    const codes = (await t.app.providers.outbox?.list({ to: owner.email })) ?? [];
    for (const entry of codes) {
      const code = /(?<![\d.:])(\d{4})(?!\d)/.exec(entry.text)?.[1];
      if (code) expect(logs).not.toContain(`"${code}"`);
    }
  });
});
