/**
 * The shopper's session as server rendering carries it to the API. One per document or data
 * request (server/web.ts puts it in the load context), shared by every loader of that request:
 *
 * - every API call carries the shopper's `hadiya_session` cookie (only that cookie), their address
 *   as `x-forwarded-for`, `sec-fetch-site: same-origin` and `x-hadiya-client: web`;
 * - the `set-cookie` headers the API answers go into a jar: later calls of the same request use the
 *   new session, and the response to the browser forwards them;
 * - who the shopper is (`GET /account/session`) is asked once per request; without a session
 *   cookie the guest is created here, on the first document request, before anything is painted.
 */
import { FALLBACK_DEVICE_TOKEN, WEB_DEVICE_ID } from '@hadiya/contract/constants';
import { isbot } from 'isbot';
import { redirect } from 'react-router';
import { parseCookies } from './preferences';
import { SESSION_COOKIE, type Shopper, shopperFrom } from './shopper';

export interface RequestSessionInit {
  /** The shopper's `cookie` header. */
  cookieHeader: string | null | undefined;
  /** The shopper's address as the web server computed it (trusted proxies applied). */
  clientIp: string;
  /** `http` or `https`, as the shopper reached the store. */
  protocol: string;
  userAgent?: string | null;
}

/** Clears the session cookie in the browser (the API's own attributes). */
const CLEAR_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Name and value of a `set-cookie` line, and whether it removes the cookie. */
function readSetCookie(line: string): { name: string; value: string; isRemoval: boolean } | null {
  const [pair = '', ...attributes] = line.split(';');
  const index = pair.indexOf('=');
  if (index <= 0) return null;
  const name = pair.slice(0, index).trim();
  const value = pair.slice(index + 1).trim();
  const isRemoval =
    value === '' ||
    attributes.some((attribute) => {
      const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
      return false;
    });
  return { name, value, isRemoval };
}

/**
 * Crawlers browse without a session (no guest row per crawled page). Headless Chromium (the
 * end-to-end tests) and Lighthouse (the benchmarks) stand for shoppers and get one.
 */
function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return isbot(userAgent) && !/HeadlessChrome|Chrome-Lighthouse/.test(userAgent);
}

export class RequestSession {
  private sessionCookie: string | null;
  private readonly jar = new Map<string, string>();
  private shopper: Promise<Shopper> | undefined;
  /** Whether a call of this request found the session expired or revoked (a 401). */
  isExpired = false;

  constructor(private readonly init: RequestSessionInit) {
    this.sessionCookie = parseCookies(init.cookieHeader).get(SESSION_COOKIE) || null;
  }

  /** Whether the request carries a session (the shopper's cookie, or one the API just set). */
  get hasSession(): boolean {
    return this.sessionCookie !== null;
  }

  /** `fetch` for the API client: adds the shopper's session and address, collects new cookies. */
  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('sec-fetch-site', 'same-origin');
    headers.set('x-hadiya-client', 'web');
    headers.set('x-forwarded-for', this.init.clientIp);
    headers.set('x-forwarded-proto', this.init.protocol);
    headers.delete('cookie');
    if (this.sessionCookie) headers.set('cookie', `${SESSION_COOKIE}=${encodeURIComponent(this.sessionCookie)}`);
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const cookie = readSetCookie(line);
      if (!cookie) continue;
      this.jar.set(cookie.name, line);
      if (cookie.name === SESSION_COOKIE)
        this.sessionCookie = cookie.isRemoval ? null : decodeURIComponent(cookie.value);
    }
    return response;
  };

  /** The session expired or was revoked: forget it here and in the browser. */
  expire() {
    this.isExpired = true;
    this.sessionCookie = null;
    this.jar.set(SESSION_COOKIE, CLEAR_SESSION_COOKIE);
  }

  /**
   * Spec §4 during server rendering: a 401 clears the session and goes to `/`, where a new guest
   * is created. Throws the redirect.
   */
  restart(): never {
    this.expire();
    throw redirect('/', { headers: this.setCookieHeaders() });
  }

  /** The `set-cookie` headers for the response to the browser: the last one of each cookie. */
  setCookieHeaders(): Headers {
    const headers = new Headers();
    for (const line of this.jar.values()) headers.append('set-cookie', line);
    return headers;
  }

  get setCookies(): string[] {
    return [...this.jar.values()];
  }

  /**
   * Who the shopper is, asked once per request. Without a session a guest is created (spec §4:
   * 'on load a guest is created'); a session the API refuses (401) is expired (`isExpired`).
   */
  current(apiBaseUrl: string, language: string, signal?: AbortSignal): Promise<Shopper> {
    this.shopper ??= this.resolve(apiBaseUrl, language, signal);
    return this.shopper;
  }

  private async call(url: string, language: string, init: RequestInit, signal?: AbortSignal) {
    const response = await this.fetch(url, {
      ...init,
      headers: { accept: 'application/json', language, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(10_000)]) : AbortSignal.timeout(10_000),
    });
    const payload = (await response.json().catch(() => null)) as { success?: boolean; data?: unknown } | null;
    return { status: response.status, payload };
  }

  private async resolve(apiBaseUrl: string, language: string, signal?: AbortSignal): Promise<Shopper> {
    try {
      if (this.sessionCookie) {
        const { status, payload } = await this.call(`${apiBaseUrl}/account/session`, language, {}, signal);
        if (status === 401) {
          this.expire();
          return { kind: 'anonymous' };
        }
        if (payload?.success) return shopperFrom(payload.data);
        return { kind: 'anonymous' };
      }
      if (isCrawler(this.init.userAgent)) return { kind: 'anonymous' };
      const { payload } = await this.call(
        `${apiBaseUrl}/account/login-as-guest`,
        language,
        {
          method: 'POST',
          body: JSON.stringify({ device_id: WEB_DEVICE_ID, device_token: FALLBACK_DEVICE_TOKEN }),
        },
        signal,
      );
      if (!payload?.success) return { kind: 'anonymous' };
      const guest = payload.data as { guest_user_id?: unknown };
      return { kind: 'guest', guestUserId: typeof guest.guest_user_id === 'number' ? guest.guest_user_id : null };
    } catch {
      // Spec §7: a failed guest call is silent; the page renders for an anonymous shopper.
      return { kind: 'anonymous' };
    }
  }
}
