import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestSession } from './session.server';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function envelope(data: unknown, status = 200, cookies: string[] = []) {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify({ success: status === 200, statusCode: status, message: '', data }), {
    status,
    headers,
  });
}

function session(cookieHeader: string | null, userAgent = BROWSER) {
  return new RequestSession({ cookieHeader, clientIp: '203.0.113.7', protocol: 'https', userAgent });
}

afterEach(() => vi.unstubAllGlobals());

describe('RequestSession', () => {
  it("forwards only the session cookie, the shopper's address and the storefront's headers", async () => {
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    await session('language=en; hadiya_session=abc; selectedRegion=x').fetch('http://127.0.0.1/api/x');
    const headers = new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('cookie')).toBe('hadiya_session=abc');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(headers.get('x-forwarded-proto')).toBe('https');
    expect(headers.get('sec-fetch-site')).toBe('same-origin');
    expect(headers.get('x-hadiya-client')).toBe('web');
    expect(headers.get('authorization')).toBeNull();
  });

  it('uses a cookie the API set for the later calls of the request and hands it to the browser', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(envelope(null, 200, ['hadiya_session=new; Path=/; HttpOnly; SameSite=Lax']))
      .mockResolvedValueOnce(envelope(null));
    vi.stubGlobal('fetch', fetch);
    const shopper = session('hadiya_session=old');
    await shopper.fetch('http://127.0.0.1/api/a');
    await shopper.fetch('http://127.0.0.1/api/b');
    expect(new Headers(fetch.mock.calls[1]?.[1].headers).get('cookie')).toBe('hadiya_session=new');
    expect(shopper.setCookies).toEqual(['hadiya_session=new; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('forgets a cookie the API removed', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(envelope(null, 200, ['hadiya_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']))
      .mockResolvedValueOnce(envelope(null));
    vi.stubGlobal('fetch', fetch);
    const shopper = session('hadiya_session=old');
    await shopper.fetch('http://127.0.0.1/api/logout');
    await shopper.fetch('http://127.0.0.1/api/next');
    expect(new Headers(fetch.mock.calls[1]?.[1].headers).get('cookie')).toBeNull();
    expect(shopper.hasSession).toBe(false);
  });

  it('creates the guest on a first visit, once per request', async () => {
    const fetch = vi.fn(async (_input: string, _init?: RequestInit) =>
      envelope({ id: 1, uuid: 'u', token: null, guest_user_id: 42 }, 200, ['hadiya_session=guest; Path=/; HttpOnly']),
    );
    vi.stubGlobal('fetch', fetch);
    const shopper = session(null);
    const [first, second] = await Promise.all([
      shopper.current('http://127.0.0.1/api', 'ar'),
      shopper.current('http://127.0.0.1/api', 'ar'),
    ]);
    expect(first).toEqual({ kind: 'guest', guestUserId: 42 });
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1/api/account/login-as-guest');
    expect(shopper.setCookies).toHaveLength(1);
  });

  it('creates no guest for a crawler', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await session(null, CRAWLER).current('http://127.0.0.1/api', 'ar')).toEqual({ kind: 'anonymous' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads a signed-in user from /account/session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope({
          kind: 'user',
          guest: null,
          user: {
            id: 7,
            name: 'Noura',
            email: null,
            phone_code: '966',
            phone_number: '512345678',
            login_type: 'mobileNumber',
          },
        }),
      ),
    );
    expect(await session('hadiya_session=s').current('http://127.0.0.1/api', 'en')).toEqual({
      kind: 'user',
      id: 7,
      name: 'Noura',
      email: null,
      phoneCode: '966',
      phoneNumber: '512345678',
      loginType: 'mobileNumber',
    });
  });

  it('expires a session the API refuses, and the redirect to / clears the cookie', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, 401)),
    );
    const shopper = session('hadiya_session=revoked');
    expect(await shopper.current('http://127.0.0.1/api', 'ar')).toEqual({ kind: 'anonymous' });
    expect(shopper.isExpired).toBe(true);
    let thrown: unknown;
    try {
      shopper.restart();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toMatch(/^hadiya_session=; Path=\/; Max-Age=0; HttpOnly/);
  });
});
