import { guestSessionSchema } from '@hadiya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { deviceTokens, guests, sessions } from '../../db/schema';
import { hashToken } from '../../lib/auth';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { logLines });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /account/login-as-guest', () => {
  it('creates a guest with its own opaque token, stored only as a hash', async () => {
    const guest = await t.client().request('loginAsGuest', { body: { device_id: 'Web', device_token: 'web_token' } });
    guestSessionSchema.parse(guest);
    expect(guest.guest_user_id).toBe(guest.id);
    expect(guest.token).toMatch(/^hdy_[\w-]{40,}$/);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.guestId, guest.id));
    expect(row?.tokenHash).toBe(hashToken(guest.token ?? ''));
    expect(JSON.stringify(row)).not.toContain(guest.token);
    // The fallback device token is not a push token: nothing stored for it.
    expect(await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.guestId, guest.id))).toEqual([]);
  });

  it('defaults device_id and device_token; stores a real push token', async () => {
    const api = t.client({ language: 'en' });
    const a = await api.request('loginAsGuest', { body: {} });
    const b = await api.request('loginAsGuest', { body: { device_token: 'fcm-token-123' } });
    expect(a.token).not.toBe(b.token);
    const [row] = await t.database.db.select().from(guests).where(eq(guests.id, a.id));
    expect(row).toMatchObject({ deviceId: 'Web', currentLanguage: 'en' });
    const tokens = await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.guestId, b.id));
    expect(tokens.map((r) => r.token)).toEqual(['fcm-token-123']);
  });

  it('answers with a localized message', async () => {
    const res = await t.http('POST', '/api/account/login-as-guest', { body: {}, headers: { language: 'en' } });
    expect(res.body).toMatchObject({ success: true, statusCode: 200, message: 'Guest session created' });
  });

  it.each([
    [{ device_id: 12 }, 'device_id'],
    [{ device_id: '' }, 'device_id'],
    [{ device_id: 'x'.repeat(65) }, 'device_id'],
    [{ device_token: ['a'] }, 'device_token'],
    [{ device_token: 'x'.repeat(5000) }, 'device_token'],
    [[], 'body'],
    ['"just a string"', 'body'],
  ])('rejects %j with a 400 naming the field and creates nothing', async (body, field) => {
    const before = await t.fingerprint();
    const res =
      typeof body === 'string'
        ? await t.http('POST', '/api/account/login-as-guest', {
            rawBody: body,
            headers: { 'content-type': 'application/json' },
          })
        : await t.http('POST', '/api/account/login-as-guest', { body });
    expect(expectErrorEnvelope(res, 400).data.errors[0].field).toBe(field);
    expect(await t.fingerprint()).toBe(before);
  });

  it('is rate limited per IP with a 429 envelope, creating nothing past the limit', async () => {
    const limited = await startTestApp({ rateLimit: { guestPerMinute: 2, searchPerMinute: 100 } });
    try {
      expect((await limited.http('POST', '/api/account/login-as-guest', { body: {} })).status).toBe(200);
      expect((await limited.http('POST', '/api/account/login-as-guest', { body: {} })).status).toBe(200);
      const before = await limited.fingerprint();
      const res = await limited.http('POST', '/api/account/login-as-guest', { body: {}, headers: { language: 'ar' } });
      expect(expectErrorEnvelope(res, 429).message).toBe('طلبات كثيرة، حاول مرة أخرى لاحقا');
      expect(await limited.fingerprint()).toBe(before);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /account/update-current-language', () => {
  it("stores the guest's language and its device's", async () => {
    const guest = await t.client().request('loginAsGuest', { body: { device_token: 'push-abc' } });
    const api = t.client({ token: guest.token, language: 'en' });
    const result = await api.request('updateCurrentLanguage', {
      body: { user_id: guest.id, device_id: 'Web', current_language: 'en' },
    });
    expect(result).toEqual({ current_language: 'en' });
    const [row] = await t.database.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(row?.currentLanguage).toBe('en');
    const [device] = await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.guestId, guest.id));
    expect(device?.currentLanguage).toBe('en');
  });

  it('needs a valid token: 401 envelopes, which the client surfaces as token expired', async () => {
    const before = await t.fingerprint();
    const body = { user_id: 1, device_id: 'Web', current_language: 'en' as const };
    const none = await t.http('POST', '/api/account/update-current-language', { body, headers: { language: 'en' } });
    expect(expectErrorEnvelope(none, 401).message).toBe('Authorization token is required');
    const stale = await t.http('POST', '/api/account/update-current-language', {
      body,
      headers: { authorization: 'Bearer hdy_expired', language: 'en' },
    });
    expect(expectErrorEnvelope(stale, 401).message).toBe('Invalid session token');

    let expired = false;
    const { createApiClient, isTokenExpired } = await import('@hadiya/contract');
    const client = createApiClient({
      baseUrl: `${t.baseUrl}/api`,
      getToken: () => 'hdy_expired',
      onTokenExpired: () => {
        expired = true;
      },
    });
    const error = await client.request('updateCurrentLanguage', { body }).catch((e: unknown) => e);
    expect(isTokenExpired(error)).toBe(true);
    expect(expired).toBe(true);
    expect(await t.fingerprint()).toBe(before);
  });

  it("refuses to change someone else's language", async () => {
    const me = await t.client().request('loginAsGuest', { body: {} });
    const other = await t.client().request('loginAsGuest', { body: {} });
    const before = await t.fingerprint();
    const res = await t.http('POST', '/api/account/update-current-language', {
      body: { user_id: other.id, device_id: 'Web', current_language: 'en' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expectErrorEnvelope(res, 403);
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    [{ device_id: 'Web', current_language: 'en' }, 'user_id'],
    [{ user_id: 'me', device_id: 'Web', current_language: 'en' }, 'user_id'],
    [{ user_id: -1, device_id: 'Web', current_language: 'en' }, 'user_id'],
    [{ user_id: 1, device_id: 'Web', current_language: 'fr' }, 'current_language'],
    [{ user_id: 1, device_id: 'Web' }, 'current_language'],
    [{ user_id: 1, device_id: '<b>x</b>'.repeat(20), current_language: 'en' }, 'device_id'],
  ])('rejects %j with a 400 naming the field', async (body, field) => {
    const guest = await t.client().request('loginAsGuest', { body: {} });
    const before = await t.fingerprint();
    const res = await t.http('POST', '/api/account/update-current-language', {
      body,
      headers: { authorization: `Bearer ${guest.token}` },
    });
    expect(expectErrorEnvelope(res, 400).data.errors[0].field).toBe(field);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('logs', () => {
  it('never contain tokens, passwords or OTPs', async () => {
    const guest = await t.client().request('loginAsGuest', { body: { device_token: 'secret-push-token' } });
    await t.http('POST', '/api/account/update-current-language', {
      body: { user_id: guest.id, device_id: 'Web', current_language: 'ar', password: 'hunter22', otp: '1234' },
      headers: { authorization: `Bearer ${guest.token}` },
    });
    await t.http('GET', '/api/products/master', { headers: { authorization: `Bearer ${guest.token}` } });
    const logs = logLines.join('\n');
    expect(logs).toContain('request completed');
    expect(logs).not.toContain(guest.token);
    expect(logs).not.toContain('secret-push-token');
    expect(logs).not.toContain('hunter22');
  });
});
