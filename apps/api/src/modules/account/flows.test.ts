import { DELETE_ACCOUNT_PHRASE, loginDataSchema, PASSWORD_MIN_LENGTH, SESSION_COOKIE } from '@hadiya/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arabicDigits,
  codeFor,
  dbKind,
  expectErrorEnvelope,
  sentCount,
  startTestApp,
  type TestApp,
} from '../../../test/helpers';
import { deviceTokens, guests, otpCodes, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/auth';
import { parseTrustProxy, trustProxyFunction } from '../../lib/client-ip';

let t: TestApp;
const logLines: string[] = [];
const merged: Array<{ guestId: number; userId: number }> = [];
let phoneSeq = 500_000_000;
/** A fresh Saudi mobile number per test. */
const newPhone = () => String(++phoneSeq);
let mailSeq = 0;
const newEmail = () => `shopper${++mailSeq}.${Date.now()}@example.com`;
/** The same body posted in Arabic and in English, each refused with a 400 envelope. */
async function refusedInBothLanguages(path: string, body: object) {
  const refusedIn = async (language: 'ar' | 'en') =>
    expectErrorEnvelope(await t.http('POST', path, { body, headers: { language } }), 400);
  return { ar: await refusedIn('ar'), en: await refusedIn('en') };
}

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      logLines,
      setup: (app) => {
        app.guestMergers.push(async (tx, ids) => {
          // Runs inside the sign-in transaction: the guest row is visible and still unmerged.
          const [guest] = await tx.select().from(guests).where(eq(guests.id, ids.guestId));
          expect(guest?.mergedIntoUserId).toBeNull();
          merged.push(ids);
        });
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

const json = (headers: Record<string, string> = {}) => ({ language: 'en', ...headers });
const bearer = (token: string | null, extra: Record<string, string> = {}) =>
  json({ authorization: `Bearer ${token}`, ...extra });

/** Forgets the 60-second resend waits (tests send again at once). */
const clearWaits = () => t.database.db.execute(sql`delete from rate_counters where key like 'otp-wait:%'`);
/** The data of every table but the abuse counters. */
const dataPrint = async () => (await t.fingerprint()).replace(/^rate_counters=.*$/m, '');

async function mobileSignIn(phone = newPhone(), headers: Record<string, string> = {}) {
  await clearWaits();
  const before = await sentCount(t, `966${phone}`);
  const sent = await t.http('POST', '/api/account/sendOtp', {
    body: { phone_code: '966', phone_number: phone },
    headers: json(headers),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = await codeFor(t, `966${phone}`, before);
  const res = await t.http('POST', '/api/account/verifyOtp', {
    body: { phone_code: '966', phone_number: phone, otp },
    headers: json(headers),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { phone, res, data: loginDataSchema.parse(res.body.data) };
}

async function registerAndVerify(email = newEmail(), password = 'secret-pass-1') {
  const reg = await t.http('POST', '/api/account/register', {
    body: { name: 'Sara', email: email.replace('@example.com', '@example.com'), password, confirmPassword: password },
    headers: json(),
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const otp = await codeFor(t, email);
  const res = await t.http('POST', '/api/account/verify-email-otp', { body: { email, otp }, headers: json() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, password, data: loginDataSchema.parse(res.body.data) };
}

const setCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
const cookieValue = (setCookie: string | undefined) => setCookie?.split(';')[0]?.split('=')[1] ?? '';

describe('mobile sign-in (sendOtp, verifyOtp)', () => {
  it('sends a 4-digit code by SMS, creates the account on first verification, signs in', async () => {
    const { phone, data, res } = await mobileSignIn();
    expect(res.body.message).toBe('Signed in successfully');
    expect(data).toMatchObject({ is_new_account: true, name: null, phone_code: '966', phone_number: phone });
    expect(data.token).toMatch(/^hdy_/);
    const again = await mobileSignIn(phone);
    expect(again.data).toMatchObject({ id: data.id, is_new_account: false });
    // The code is stored only as a keyed hash.
    const codes = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.target, `966:${phone}`));
    expect(codes.length).toBe(2);
    for (const row of codes) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // The name prompt's call, then GET /user.
    const named = await t.http('POST', '/api/user/update-name', {
      body: { name: 'Noura' },
      headers: bearer(data.token),
    });
    expect(named.body.data).toMatchObject({ name: 'Noura', login_type: 'mobileNumber' });
    const user = await t.client({ token: again.data.token }).request('getUser', {});
    expect(user).toMatchObject({ id: data.id, name: 'Noura', phone_number: phone });
  });

  it('accepts the local 05 form and Arabic digits for the same account', async () => {
    const { phone, data } = await mobileSignIn();
    await clearWaits();
    await t.http('POST', '/api/account/sendOtp', {
      body: { phone_code: '966', phone_number: `٠${phone}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d) },
      headers: json({ 'x-forwarded-for': '10.9.9.9' }),
    });
    const otp = await codeFor(t, `966${phone}`, 1);
    const res = await t.http('POST', '/api/account/verifyOtp', {
      body: { phone_code: '966', phone_number: `0${phone}`, otp: Number(otp) },
      headers: json(),
    });
    expect(res.body.data.id).toBe(data.id);
  });

  it('refuses a resend within 60 s, in the caller language', async () => {
    const phone = newPhone();
    await t.http('POST', '/api/account/sendOtp', { body: { phone_code: '966', phone_number: phone }, headers: json() });
    const res = await t.http('POST', '/api/account/sendOtp', {
      body: { phone_code: '966', phone_number: phone },
      headers: { language: 'ar' },
    });
    const body = expectErrorEnvelope(res, 429);
    // The wait in Arabic-Indic digits, as the storefront writes numbers in Arabic.
    expect(body.message).toMatch(/^يرجى الانتظار [٠-٩]+ ثانية/);
    expect(body.data.reason).toBe('otp_resend_wait');
    expect(await sentCount(t, `966${phone}`)).toBe(1);
  });

  it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
    const phone = newPhone();
    await t.http('POST', '/api/account/sendOtp', { body: { phone_code: '966', phone_number: phone }, headers: json() });
    const otp = await codeFor(t, `966${phone}`);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await t.http('POST', '/api/account/verifyOtp', {
        body: { phone_code: '966', phone_number: phone, otp: wrong },
        headers: json(),
      });
      expect(expectErrorEnvelope(res, 400).message).toBe('The code is incorrect');
    }
    const before = await dataPrint();
    const res = await t.http('POST', '/api/account/verifyOtp', {
      body: { phone_code: '966', phone_number: phone, otp },
      headers: json(),
    });
    expect(expectErrorEnvelope(res, 400).data.reason).toBe('otp_expired');
    expect(await dataPrint()).toBe(before);
  });

  it('refuses a reused code and an expired one', async () => {
    const { phone } = await mobileSignIn();
    const otp = await codeFor(t, `966${phone}`);
    const reused = await t.http('POST', '/api/account/verifyOtp', {
      body: { phone_code: '966', phone_number: phone, otp },
      headers: json(),
    });
    expect(expectErrorEnvelope(reused, 400).data.reason).toBe('otp_expired');

    const other = newPhone();
    await t.http('POST', '/api/account/sendOtp', { body: { phone_code: '966', phone_number: other }, headers: json() });
    const code = await codeFor(t, `966${other}`);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.target, `966:${other}`));
    const expired = await t.http('POST', '/api/account/verifyOtp', {
      body: { phone_code: '966', phone_number: other, otp: code },
      headers: json(),
    });
    expect(expectErrorEnvelope(expired, 400).message).toMatch(/expired/);
  });

  it.skipIf(dbKind !== 'postgres')(
    '20 concurrent verifications of the right code sign in exactly once (PostgreSQL)',
    async () => {
      const phone = newPhone();
      await t.http('POST', '/api/account/sendOtp', {
        body: { phone_code: '966', phone_number: phone },
        headers: json(),
      });
      const otp = await codeFor(t, `966${phone}`);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.http('POST', '/api/account/verifyOtp', {
            body: { phone_code: '966', phone_number: phone, otp },
            headers: json(),
          }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.status !== 200)) expectErrorEnvelope(r, 400);
      const rows = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone));
      expect(rows).toHaveLength(1);
      const userSessions = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, rows[0]?.id ?? 0));
      expect(userSessions).toHaveLength(1);
    },
  );

  it.each([
    [{ phone_code: '966', phone_number: '12345' }, 'phone_number', 'phone_length'],
    [{ phone_code: '966', phone_number: '412345678' }, 'phone_number', 'phone_invalid'],
    [{ phone_code: 'abc', phone_number: '512345678' }, 'phone_code', 'phone_code_invalid'],
    [{ phone_code: '966' }, 'phone_number', 'phone_required'],
    [{ phone_code: '966', phone_number: 512345678 }, 'phone_number', 'invalid_type'],
  ])('sendOtp refuses %j in Arabic, naming the field and the rule, sending nothing', async (body, field, rule) => {
    const before = await t.fingerprint();
    const res = await t.http('POST', '/api/account/sendOtp', { body, headers: { language: 'ar' } });
    const error = expectErrorEnvelope(res, 400);
    expect(error.data.errors[0]).toMatchObject({ field, rule });
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(error.data.errors[0].message).not.toMatch(/[A-Za-z]{3,}/);
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    [{ otp: '12', phone_code: '966', phone_number: '512345678' }, 'otp'],
    [{ otp: '12345', phone_code: '966', phone_number: '512345678' }, 'otp'],
    [{ otp: ['1234'], phone_code: '966', phone_number: '512345678' }, 'otp'],
    [{ otp: '1234', phone_code: '966', phone_number: '512345678', device_id: '' }, 'device_id'],
    [{ otp: '1234', phone_code: '966', phone_number: '512345678', guest_user_id: 2147483648 }, 'guest_user_id'],
  ])('verifyOtp refuses %j with a 400 and changes nothing', async (body, field) => {
    const before = await t.fingerprint();
    const res = await t.http('POST', '/api/account/verifyOtp', { body, headers: { language: 'ar' } });
    expect(expectErrorEnvelope(res, 400).data.errors[0].field).toBe(field);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('e-mail sign-up, sign-in and password reset', () => {
  it('register → e-mail code → signed in; then login by password', async () => {
    const { email, password, data } = await registerAndVerify();
    expect(data).toMatchObject({ is_new_account: true, is_email_verified: true, name: 'Sara', login_type: 'email' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const login = await t.client().request('login', { body: { login_type: 'email_password', email, password } });
    expect(login).toMatchObject({ id: data.id, is_new_account: false });
  });

  it('an unverified e-mail with the right password: 403 email_not_verified and a code sent', async () => {
    const email = newEmail();
    await t.http('POST', '/api/account/register', {
      body: { name: 'Omar', email, password: 'secret-pass-2' },
      headers: json(),
    });
    const sent = await sentCount(t, email);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await t.database.db.execute(sql`delete from rate_counters where key like ${`otp-wait:email_verify:${email}`}`);
    const res = await t.http('POST', '/api/account/login', {
      body: { login_type: 'email_password', email, password: 'secret-pass-2' },
      headers: { language: 'en' },
    });
    const body = expectErrorEnvelope(res, 403);
    expect(body.data.reason).toBe('email_not_verified');
    expect(body.message).toMatch(/not verified/);
    const otp = await codeFor(t, email, sent);
    const verified = await t.client().request('verifyEmailOtp', { body: { email, otp } });
    expect(verified.is_email_verified).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await registerAndVerify();
    const wrong = await t.http('POST', '/api/account/login', {
      body: { login_type: 'email_password', email, password: 'wrong-password' },
      headers: json(),
    });
    const unknown = await t.http('POST', '/api/account/login', {
      body: { login_type: 'email_password', email: newEmail(), password: 'wrong-password' },
      headers: json(),
    });
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('register, resend and forgot-password answer the same whether or not the account exists', async () => {
    const { email } = await registerAndVerify();
    const fresh = newEmail();
    for (const [path, body] of [
      ['/api/account/forgot-password', (e: string) => ({ email: e })],
      ['/api/account/resend-email-otp', (e: string) => ({ email: e })],
      ['/api/account/register', (e: string) => ({ name: 'Someone', email: e, password: 'another-pass' })],
    ] as const) {
      await t.database.db.execute(sql`delete from rate_counters`);
      const known = await t.http('POST', path, { body: body(email), headers: json() });
      const unknown = await t.http('POST', path, { body: body(`x${fresh}`), headers: json() });
      expect(known.status, path).toBe(200);
      expect(unknown.body, path).toEqual(known.body);
    }
    // A verified account's password was not changed by the second registration.
    const login = await t.http('POST', '/api/account/login', {
      body: { login_type: 'email_password', email, password: 'secret-pass-1' },
      headers: json(),
    });
    expect(login.status).toBe(200);
  });

  it('forgot password → code → single-use reset token → new password; every session ends', async () => {
    const { email, data } = await registerAndVerify();
    const second = await t.client().request('login', {
      body: { login_type: 'email_password', email, password: 'secret-pass-1' },
    });
    await t.database.db.execute(sql`delete from rate_counters`);
    const before = await sentCount(t, email);
    await t.client().request('forgotPassword', { body: { email } });
    const otp = await codeFor(t, email, before);
    const { token } = await t.client().request('verifyForgotPasswordOtp', { body: { email, otp } });
    expect(token.length).toBeGreaterThan(30);
    await t
      .client()
      .request('changePassword', { body: { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' } });
    for (const old of [data.token, second.token]) {
      const res = await t.http('GET', '/api/user', { headers: bearer(old) });
      expect(expectErrorEnvelope(res, 401).data.reason).toBe('token_expired');
    }
    const reused = await t.http('POST', '/api/account/change-password', {
      body: { token, password: 'another-pass' },
      headers: json(),
    });
    expect(expectErrorEnvelope(reused, 400).data.reason).toBe('reset_token_invalid');
    const oldLogin = await t.http('POST', '/api/account/login', {
      body: { login_type: 'email_password', email, password: 'secret-pass-1' },
      headers: json(),
    });
    expect(oldLogin.status).toBe(400);
    const login = await t.client().request('login', {
      body: { login_type: 'email_password', email, password: 'brand-new-pass' },
    });
    expect(login.id).toBe(data.id);
  });

  it.each([
    [{ name: 'Sara', email: 'sara@example.net', password: 'secret1' }, 'email', 'email_must_end_with_com'],
    [{ name: 'Sara', email: 'not-an-email', password: 'secret1' }, 'email', 'email_invalid'],
    [{ name: 'S', email: 'sara@example.com', password: 'secret1' }, 'name', 'name_min_length'],
    [{ name: 'Sara', email: 'sara@example.com', password: '123' }, 'password', 'password_min_length'],
    [{ name: 'Sara', email: 'sara@example.com' }, 'password', 'password_required'],
    [
      { name: 'Sara', email: 'sara@example.com', password: 'secret1', confirmPassword: 'secret2' },
      'confirmPassword',
      'passwords_must_match',
    ],
  ])('register refuses %j with the rule in Arabic and English, changing nothing', async (body, field, rule) => {
    const before = await t.fingerprint();
    const { ar, en } = await refusedInBothLanguages('/api/account/register', body);
    expect(ar.data.errors[0]).toMatchObject({ field, rule });
    expect(ar.data.errors[0].message).toMatch(/[\u0600-\u06FF]/);
    expect(en.data.errors[0].message).not.toMatch(/[\u0600-\u06FF]/);
    expect(await t.fingerprint()).toBe(before);
  });

  it('names a limit in the caller’s digits: Arabic-Indic in Arabic, Latin in English, as the storefront', async () => {
    const body = { name: 'Sara', email: 'sara@example.com', password: '123' };
    const { ar, en } = await refusedInBothLanguages('/api/account/register', body);
    expect(ar.data.errors[0]).toEqual({
      field: 'password',
      rule: 'password_min_length',
      message: `يجب ألا تقل كلمة المرور عن ${arabicDigits(PASSWORD_MIN_LENGTH)} أحرف`,
    });
    expect(ar.message).toContain(arabicDigits(PASSWORD_MIN_LENGTH));
    expect(ar.message).not.toMatch(/[0-9]/);
    expect(en.data.errors[0].message).toBe(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(en.message).not.toMatch(/[\u0660-\u0669]/);
  });

  it('names a phone length in Arabic-Indic digits and the calling code as +966 in an LTR isolate', async () => {
    const body = { phone_code: '966', phone_number: '12345' };
    const { ar, en } = await refusedInBothLanguages('/api/account/sendOtp', body);
    // The same text as the storefront's PhoneInput (\u2066…\u2069 keeps `+966` from reading `966+`).
    expect(ar.data.errors[0].message).toBe('يجب أن يتكون رقم الجوال من ٩ أرقام بالضبط لرمز الدولة \u2066+966\u2069.');
    expect(en.data.errors[0].message).toBe('Phone number must be exactly 9 digits for country code +966.');
  });

  it('limits failed logins per account and codes per number', async () => {
    const saved = t.app.config.authLimits;
    t.app.config.authLimits = { ...saved, loginFailuresPerAccount: 3, otpSendsPerTargetPerHour: 5 };
    try {
      const body = { login_type: 'email_password', email: 'nobody@example.com', password: 'wrong-pass' };
      for (let i = 0; i < 3; i++) {
        expect((await t.http('POST', '/api/account/login', { body })).status).toBe(400);
      }
      const res = await t.http('POST', '/api/account/login', { body, headers: { language: 'en' } });
      expect(expectErrorEnvelope(res, 429).message).toMatch(/Too many attempts/);
      // Per phone number per hour: five codes (each a minute apart), then 429.
      const phone = newPhone();
      for (let i = 0; i < 5; i++) {
        await clearWaits();
        const sent = await t.http('POST', '/api/account/sendOtp', { body: { phone_code: '966', phone_number: phone } });
        expect(sent.status).toBe(200);
      }
      await clearWaits();
      const sixth = await t.http('POST', '/api/account/sendOtp', { body: { phone_code: '966', phone_number: phone } });
      expectErrorEnvelope(sixth, 429);
      expect(await sentCount(t, `966${phone}`)).toBe(5);
    } finally {
      t.app.config.authLimits = saved;
    }
  });
});

describe('sessions', () => {
  it('the storefront gets an HttpOnly cookie and token null; the cookie authenticates', async () => {
    const web = { 'x-hadiya-client': 'web' };
    const guest = await t.http('POST', '/api/account/login-as-guest', { body: {}, headers: json(web) });
    expect(guest.body.data.token).toBeNull();
    const setCookie = setCookieOf(guest.headers);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=\d+/);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = `${SESSION_COOKIE}=${cookieValue(setCookie)}`;
    const session = await t.http('GET', '/api/account/session', { headers: json({ cookie }) });
    expect(session.body.data).toMatchObject({ kind: 'guest', guest: { id: guest.body.data.id } });

    // Signing in with the guest's cookie merges the guest and replaces the cookie.
    const phone = newPhone();
    await t.http('POST', '/api/account/sendOtp', { body: { phone_code: '966', phone_number: phone }, headers: json() });
    const otp = await codeFor(t, `966${phone}`);
    const signedIn = await t.http('POST', '/api/account/verifyOtp', {
      body: { phone_code: '966', phone_number: phone, otp, guest_user_id: guest.body.data.id },
      headers: json({ ...web, cookie, 'sec-fetch-site': 'same-origin' }),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toBeNull();
    expect(merged).toContainEqual({ guestId: guest.body.data.id, userId: signedIn.body.data.id });
    const [guestRow] = await t.database.db.select().from(guests).where(eq(guests.id, guest.body.data.id));
    expect(guestRow?.mergedIntoUserId).toBe(signedIn.body.data.id);
    const stale = await t.http('GET', '/api/account/session', { headers: json({ cookie }) });
    expect(expectErrorEnvelope(stale, 401).data.reason).toBe('token_expired');
    expect(setCookieOf(stale.headers)).toMatch(/Max-Age=0/);

    const userCookie = `${SESSION_COOKIE}=${cookieValue(setCookieOf(signedIn.headers))}`;
    const me = await t.http('GET', '/api/account/session', { headers: json({ cookie: userCookie }) });
    expect(me.body.data).toMatchObject({ kind: 'user', user: { id: signedIn.body.data.id } });

    // CSRF: a cookie-authenticated POST from elsewhere is refused.
    const body = { user_id: signedIn.body.data.id, device_id: 'Web', current_language: 'en' };
    const foreign: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      const res = await t.http('POST', '/api/account/update-current-language', {
        body,
        headers: json({ cookie: userCookie, ...headers }),
      });
      expect(expectErrorEnvelope(res, 403).data.reason).toBe('csrf');
    }
    const sameOrigin = await t.http('POST', '/api/account/update-current-language', {
      body,
      headers: json({ cookie: userCookie, origin: t.baseUrl }),
    });
    expect(sameOrigin.status).toBe(200);

    // Logout clears the cookie and ends the session.
    const out = await t.http('GET', '/api/account/logout', { headers: json({ cookie: userCookie }) });
    expect(out.status).toBe(200);
    expect(setCookieOf(out.headers)).toMatch(/Max-Age=0/);
    const after = await t.http('GET', '/api/user', { headers: json({ cookie: userCookie }) });
    expect(expectErrorEnvelope(after, 401).data.reason).toBe('token_expired');
  });

  it('judges credentials one way: any present but invalid credential is a 401', async () => {
    const guest = await t.client().request('loginAsGuest', { body: {} });
    const cases: Array<[Record<string, string>, string]> = [
      [{ authorization: '' }, 'token_invalid'],
      [{ authorization: 'Basic abc' }, 'token_invalid'],
      [{ authorization: guest.token ?? '' }, 'token_invalid'],
      [{ authorization: `Bearer ${'x'.repeat(600)}` }, 'token_invalid'],
      [{ authorization: 'Bearer hdy_short' }, 'token_invalid'],
      [{ authorization: `Bearer hdy_${'A'.repeat(43)}` }, 'token_invalid'],
      [{ cookie: `${SESSION_COOKIE}=nonsense` }, 'token_invalid'],
    ];
    for (const [headers, reason] of cases) {
      for (const path of ['/api/products/master', '/api/account/session']) {
        const res = await t.http('GET', path, { headers: json(headers) });
        expect(expectErrorEnvelope(res, 401).data.reason, `${path} ${JSON.stringify(headers)}`).toBe(reason);
      }
    }
    // Without credentials: anonymous where allowed, 401 token_required where not.
    expect((await t.http('GET', '/api/account/session')).body.data.kind).toBe('anonymous');
    expect(expectErrorEnvelope(await t.http('GET', '/api/user'), 401).data.reason).toBe('token_required');
    // A guest on a user-only call.
    const res = await t.http('GET', '/api/user', { headers: bearer(guest.token) });
    expect(expectErrorEnvelope(res, 401).data.reason).toBe('sign_in_required');
  });

  it("the client keeps a guest's session on sign_in_required and reports each error's reason", async () => {
    const guest = await t.client().request('loginAsGuest', { body: {} });
    let expired = 0;
    const { createApiClient, ApiError } = await import('@hadiya/contract');
    const client = createApiClient({
      baseUrl: `${t.baseUrl}/api`,
      getToken: () => guest.token,
      onTokenExpired: () => {
        expired += 1;
      },
    });
    const error = await client.request('getUser', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'sign_in_required', reason: 'sign_in_required', statusCode: 401 });
    expect(expired).toBe(0);
    const wrong = await client
      .request('login', { body: { login_type: 'email_password', email: 'nobody@example.com', password: 'nope-nope' } })
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ kind: 'http', reason: 'invalid_credentials', statusCode: 400 });
  });

  it('authenticates before reading the body: a bad body without credentials is a 401', async () => {
    const res = await t.http('POST', '/api/user/update-name', { body: { name: 1 } });
    expect(expectErrorEnvelope(res, 401).data.reason).toBe('token_required');
  });

  it('expires idle sessions and bumps last_seen_at at most once a minute', async () => {
    const guest = await t.client().request('loginAsGuest', { body: {} });
    const hash = hashToken(guest.token ?? '');
    const old = new Date(Date.now() - 5 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.tokenHash, hash));
    await t.http('GET', '/api/account/session', { headers: bearer(guest.token) });
    const [bumped] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(bumped?.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
    // The statement counter is the database's: stop the stock poll so its ticks are not counted.
    t.app.catalog.stock.stop();
    const statements = t.database.statements;
    await t.http('GET', '/api/account/session', { headers: bearer(guest.token) });
    expect(t.database.statements - statements).toBeLessThanOrEqual(2);
    const [same] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(same?.lastSeenAt.getTime()).toBe(bumped?.lastSeenAt.getTime());
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(sessions.tokenHash, hash));
    const res = await t.http('GET', '/api/account/session', { headers: bearer(guest.token) });
    expect(expectErrorEnvelope(res, 401).data.reason).toBe('token_expired');
  });

  it('a session revoked through one instance is refused at once by a second instance', async () => {
    const second = await startTestApp({}, { database: t.database });
    try {
      const { data } = await mobileSignIn();
      expect((await second.http('GET', '/api/user', { headers: bearer(data.token) })).status).toBe(200);
      await t.http('GET', '/api/account/logout', { headers: bearer(data.token) });
      const res = await second.http('GET', '/api/user', { headers: bearer(data.token) });
      expect(expectErrorEnvelope(res, 401).data.reason).toBe('token_expired');
    } finally {
      await second.close();
    }
  });

  it('a user without remember me gets a browser-session cookie; remember me a lasting one', async () => {
    const { email, password } = await registerAndVerify();
    const headers = json({ 'x-hadiya-client': 'web' });
    const brief = await t.http('POST', '/api/account/login', {
      body: { login_type: 'email_password', email, password },
      headers,
    });
    expect(setCookieOf(brief.headers)).not.toMatch(/Max-Age/);
    const remembered = await t.http('POST', '/api/account/login', {
      body: { login_type: 'email_password', email, password, remember_me: true },
      headers,
    });
    expect(setCookieOf(remembered.headers)).toMatch(new RegExp(`Max-Age=${60 * 24 * 3600}`));
  });
});

describe('profile and deletion', () => {
  it('update-info sends a code to the new number; verify-update-no-otp changes it', async () => {
    const { data } = await mobileSignIn();
    const api = t.client({ token: data.token });
    const next = newPhone();
    const result = await api.request('updateInfo', { body: { name: 'Huda', phone_code: '966', phone_number: next } });
    expect(result).toMatchObject({ otp_sent: true, user: { name: 'Huda', phone_number: data.phone_number } });
    const otp = await codeFor(t, `966${next}`);
    const wrong = await t.http('POST', '/api/user/verify-update-no-otp', {
      body: { phone_code: '966', phone_number: next, otp: otp === '0000' ? '1111' : '0000' },
      headers: bearer(data.token),
    });
    expectErrorEnvelope(wrong, 400);
    const user = await api.request('verifyUpdateNoOtp', { body: { phone_code: '966', phone_number: next, otp } });
    expect(user.phone_number).toBe(next);
    const profile = await api.request('updateProfile', { body: { name: 'Huda A.' } });
    expect(profile.name).toBe('Huda A.');
    // Someone else's number is refused.
    const other = await mobileSignIn();
    const taken = await t.http('POST', '/api/user/update-info', {
      body: { phone_code: '966', phone_number: other.phone },
      headers: bearer(data.token),
    });
    expectErrorEnvelope(taken, 409);
  });

  it('update-device-token stores one token per user and device', async () => {
    const { data } = await mobileSignIn();
    const api = t.client({ token: data.token });
    await api.request('updateDeviceToken', { body: { user_id: data.id, device_id: 'Web', device_token: 'push-1' } });
    await api.request('updateDeviceToken', { body: { user_id: data.id, device_id: 'Web', device_token: 'push-2' } });
    const rows = await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.userId, data.id));
    expect(rows.map((r) => r.token)).toEqual(['push-2']);
    const other = await t.http('POST', '/api/account/update-device-token', {
      body: { user_id: data.id + 1000, device_token: 'x' },
      headers: bearer(data.token),
    });
    expectErrorEnvelope(other, 403);
  });

  it('delete-account erases personal data, keeps a tombstone, ends sessions', async () => {
    const { data, phone } = await mobileSignIn();
    await t.http('POST', '/api/user/update-name', { body: { name: 'To Delete' }, headers: bearer(data.token) });
    await t.client({ token: data.token }).request('updateDeviceToken', {
      body: { user_id: data.id, device_token: 'push-del' },
    });
    const before = await t.fingerprint();
    const bad = await t.http('POST', '/api/user/delete-account', {
      body: { confirmation: 'yes' },
      headers: bearer(data.token, { language: 'ar' }),
    });
    expect(expectErrorEnvelope(bad, 400).data.errors[0].rule).toBe('delete_confirmation_mismatch');
    expect(await t.fingerprint()).toBe(before);
    const res = await t.http('POST', '/api/user/delete-account', {
      body: { confirmation: DELETE_ACCOUNT_PHRASE },
      headers: bearer(data.token),
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, data.id));
    expect(row).toMatchObject({ name: null, phoneNumber: null, phoneCode: null, email: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.userId, data.id))).toEqual([]);
    expectErrorEnvelope(await t.http('GET', '/api/user', { headers: bearer(data.token) }), 401);
    // The number can start a new account.
    const again = await mobileSignIn(phone);
    expect(again.data.is_new_account).toBe(true);
    expect(again.data.id).not.toBe(data.id);
  });
});

describe('every bad input is a 400 envelope in the caller language, changing nothing', () => {
  let token: string | null = null;
  beforeAll(async () => {
    token = (await mobileSignIn()).data.token;
  });
  it.each([
    ['/api/account/login', {}, 'login_type'],
    ['/api/account/login', { login_type: 'password' }, 'login_type'],
    ['/api/account/login', { login_type: 'email_password', email: 'a@b.com' }, 'password'],
    ['/api/account/login', { login_type: 'google' }, 'id_token'],
    ['/api/account/login', { login_type: 'google', id_token: 'x'.repeat(9000) }, 'id_token'],
    ['/api/account/verify-email-otp', { email: 'a@b.com', otp: 'abcd' }, 'otp'],
    ['/api/account/verify-email-otp', { otp: '1234' }, 'email'],
    ['/api/account/resend-email-otp', { email: 'nope' }, 'email'],
    ['/api/account/forgot-password', {}, 'email'],
    ['/api/account/verify-forgot-password-otp', { email: 'a@b.com', otp: 12345 }, 'otp'],
    ['/api/account/change-password', { password: 'abcdef' }, 'token'],
    ['/api/account/change-password', { token: 'x', password: 'abc' }, 'password'],
    ['/api/account/change-password', { token: 'x', password: 'abcdef', confirmPassword: 'abcdeg' }, 'confirmPassword'],
    ['/api/account/update-device-token', { user_id: 1 }, 'device_token'],
    ['/api/user/update-name', { name: 'x' }, 'name'],
    ['/api/user/update-name', {}, 'name'],
    ['/api/user/update-profile', { name: 5 }, 'name'],
    ['/api/user/update-info', { phone_code: '966', phone_number: '1' }, 'phone_number'],
    ['/api/user/verify-update-no-otp', { phone_code: '966', phone_number: '512345678' }, 'otp'],
    ['/api/user/delete-account', {}, 'confirmation'],
  ])('%s %j', async (path, body, field) => {
    const before = await t.fingerprint();
    for (const language of ['ar', 'en'] as const) {
      const res = await t.http('POST', path, { body, headers: { language, authorization: `Bearer ${token}` } });
      const error = expectErrorEnvelope(res, 400);
      expect(error.data.errors[0].field).toBe(field);
      expect(error.data.errors[0].rule).toBeTruthy();
      if (language === 'ar') expect(error.data.errors[0].message).toMatch(/[\u0600-\u06FF]/);
      else expect(error.data.errors[0].message).not.toMatch(/[\u0600-\u06FF]/);
    }
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('social sign-in', () => {
  it('offers the sandbox providers', async () => {
    const config = await t.client().request('socialConfig', {});
    expect(config.google).toMatchObject({ is_sandbox: true });
  });

  it('signs in with a verified sandbox token, links by verified e-mail only, refuses forged tokens', async () => {
    const sandbox = t.app.providers.oidcSandbox;
    if (!sandbox) throw new Error('no sandbox identity provider');
    const { SANDBOX_IDENTITIES } = await import('../../providers');
    const verified = SANDBOX_IDENTITIES.find((i) => i.key === 'verified');
    const unverified = SANDBOX_IDENTITIES.find((i) => i.key === 'unverified');
    if (!verified || !unverified) throw new Error('sandbox identities changed');

    // An e-mail account with the address Google vouches for: the Google sign-in links to it.
    const password = 'linked-pass';
    await t.http('POST', '/api/account/register', {
      body: { name: 'Sara', email: verified.email, password },
      headers: json(),
    });
    const otp = await codeFor(t, verified.email ?? '');
    const account = await t.client().request('verifyEmailOtp', { body: { email: verified.email ?? '', otp } });

    const idToken = await sandbox.issue('google', verified, { nonce: 'n-1' });
    const login = await t.client().request('login', {
      body: { login_type: 'google', id_token: idToken, nonce: 'n-1', email: 'attacker@example.com' },
    });
    expect(login).toMatchObject({ id: account.id, login_type: 'google', is_new_account: false });

    // An unverified e-mail never links: a new account without that e-mail.
    const omar = await registerAndVerify(unverified.email ?? '');
    const other = await t.client().request('login', {
      body: { login_type: 'apple', id_token: await sandbox.issue('apple', unverified, { nonce: 'n-2' }), nonce: 'n-2' },
    });
    expect(other.id).not.toBe(omar.data.id);
    expect(other).toMatchObject({ is_new_account: true, email: null });

    // Pre-hijack: a password set on an unverified address stops working once the provider verifies it.
    const sandboxNew = SANDBOX_IDENTITIES.find((i) => i.key === 'new');
    if (!sandboxNew) throw new Error('sandbox identities changed');
    const fresh = await sandbox.issue('google', sandboxNew, { nonce: 'n-4' });
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1] ?? '', 'base64url').toString()) as { email: string };
    await t.http('POST', '/api/account/register', {
      body: { name: 'Attacker', email: claims.email, password: 'attacker-pass' },
      headers: json(),
    });
    const victim = await t.client().request('login', { body: { login_type: 'google', id_token: fresh, nonce: 'n-4' } });
    expect(victim.is_email_verified).toBe(true);
    const attacker = await t.http('POST', '/api/account/login', {
      body: { login_type: 'email_password', email: claims.email, password: 'attacker-pass' },
      headers: json(),
    });
    expect(attacker.status).toBe(400);

    const { generateKeyPair, SignJWT } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: verified.email, email_verified: true, nonce: 'n-3' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(sandbox.issuer('google'))
      .setAudience(sandbox.clientId('google'))
      .setSubject('sandbox-google-verified')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const bad = [
      forged,
      await sandbox.issue('google', verified, { nonce: 'n-3', audience: 'someone-else' }),
      await sandbox.issue('google', verified, { nonce: 'n-3', issuer: 'https://evil.example' }),
      await sandbox.issue('google', verified, { nonce: 'other-nonce' }),
      await sandbox.issue('google', verified, { nonce: 'n-3', expiresInSeconds: -60 }),
    ];
    const before = await dataPrint();
    for (const token of bad) {
      const res = await t.http('POST', '/api/account/login', {
        body: { login_type: 'google', id_token: token, nonce: 'n-3' },
        headers: { language: 'ar' },
      });
      const body = expectErrorEnvelope(res, 400);
      expect(body.data.reason).toBe('social_token_invalid');
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
    }
    const missing = await t.http('POST', '/api/account/login', { body: { login_type: 'facebook' }, headers: json() });
    expect(expectErrorEnvelope(missing, 400).data.errors[0]).toMatchObject({ field: 'access_token' });
    // Only the per-IP login counters moved.
    expect(await dataPrint()).toBe(before);
  });
});

describe('routing and trust', () => {
  it('a known path with the wrong method is a 405 envelope; ids out of range are 4xx', async () => {
    const res = await t.http('GET', '/api/account/login', { headers: { language: 'en' } });
    expect(expectErrorEnvelope(res, 405).message).toBe('Method not allowed');
    expect(res.headers.get('allow')).toContain('POST');
    expectErrorEnvelope(await t.http('DELETE', '/api/user', { headers: json() }), 405);
    const big = await t.http('GET', '/api/products/2147483648');
    expect(big.status).toBeGreaterThanOrEqual(400);
    expect(big.status).toBeLessThan(500);
  });

  it('TRUST_PROXY is a hop count or an address list; loopback is always trusted; never everything', () => {
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('10.0.0.1, 10.0.0.2')).toEqual({ addresses: ['10.0.0.1', '10.0.0.2'] });
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(() => parseTrustProxy('true')).toThrow();
    expect(() => parseTrustProxy('proxy.example')).toThrow();
    const none = trustProxyFunction(null);
    expect(none('127.0.0.1', 0)).toBe(true);
    expect(none('::ffff:127.0.0.1', 0)).toBe(true);
    expect(none('203.0.113.9', 0)).toBe(false);
    const list = trustProxyFunction(parseTrustProxy('10.0.0.1'));
    expect(list('10.0.0.1', 0)).toBe(true);
    expect(list('10.0.0.2', 0)).toBe(false);
    const hops = trustProxyFunction(parseTrustProxy('1'));
    expect(hops('203.0.113.9', 0)).toBe(true);
    expect(hops('203.0.113.10', 1)).toBe(false);
  });
});

describe('logs', () => {
  it('never contain an OTP, a password or a token', async () => {
    const { data, phone } = await mobileSignIn();
    const otp = await codeFor(t, `966${phone}`);
    const { email, password, data: emailUser } = await registerAndVerify(newEmail(), 'log-secret-pass');
    await t.http('GET', '/api/user', { headers: bearer(data.token) });
    const logs = logLines.join('\n');
    expect(logs).toContain('request completed');
    for (const secret of [data.token, emailUser.token, password, `"${otp}"`]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(email);
  });
});
