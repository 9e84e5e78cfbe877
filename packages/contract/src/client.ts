/**
 * Typed fetch client for the storefront (server rendering and browser). Every request carries the
 * `language` header and, when there is one, the bearer token; every request has a timeout.
 */
import type { z } from 'zod';
import type { CallData, CallInput, CallName } from './calls';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type Language,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_VALUE,
} from './constants';
import { coreCallRoutes } from './core-routes';
import { type FieldError, isSuccessEnvelope } from './response';
import type { CallRoute } from './routes';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'token_expired' | 'sign_in_required' | 'invalid_response';

export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly statusCode: number,
    readonly fieldErrors: FieldError[] = [],
    options?: { cause?: unknown; reason?: string; retryAfter?: number },
  ) {
    super(message, options);
    this.reason = options?.reason;
    this.retryAfter = options?.retryAfter;
  }
  /**
   * The envelope's `data.reason`: 401 `token_invalid` | `token_expired` | `token_required` |
   * `sign_in_required`; 403 `email_not_verified` | `csrf`; 400 `otp_wrong` | `otp_expired` |
   * `invalid_credentials` | `reset_token_invalid` | `social_token_invalid`; 409 `phone_in_use`;
   * 429 `otp_resend_wait` | `rate_limited`.
   */
  readonly reason: string | undefined;
  /** 429: seconds before trying again. */
  readonly retryAfter: number | undefined;
}

/** A 401: the stored token is no longer valid (spec §4: clear the session, create a new guest). */
export class TokenExpiredError extends ApiError {
  override readonly name = 'TokenExpiredError';
  constructor(message: string, reason?: string) {
    super('token_expired', message, 401, [], { reason });
  }
}

export const isTokenExpired = (error: unknown): error is TokenExpiredError => error instanceof TokenExpiredError;

export interface ClientOptions {
  /** Base address including `/api`, e.g. `https://hadiya.example/api`. */
  baseUrl: string;
  getLanguage?: () => Language;
  getToken?: () => string | null | undefined;
  /**
   * The storefront: every request sends `x-hadiya-client: web` and the browser's cookies
   * (`credentials: 'include'`), so session-creating calls set the HttpOnly `hadiya_session`
   * cookie and answer `token: null`.
   */
  web?: boolean;
  /** Extra headers per request (server rendering: `cookie`, `sec-fetch-site`, `x-forwarded-for`). */
  getHeaders?: () => Record<string, string> | undefined;
  /** Called once per 401 before the TokenExpiredError is thrown. */
  onTokenExpired?: () => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * The contract's schemas (`calls`) to validate every response's `data` against. Servers and
   * tests pass them; the browser leaves them out so its bundle does not carry zod.
   */
  responseSchemas?: { readonly [N in CallName]: { readonly data: z.ZodType } };
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Override the language of this request. */
  language?: Language;
}

function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}

function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A call's method, path and authentication: the core table at hand, the rest loaded once, on first use. */
async function routeOf(name: CallName): Promise<CallRoute> {
  const core = (coreCallRoutes as Readonly<Record<string, CallRoute>>)[name];
  if (core) return core;
  const { callRoutes } = await import('./routes');
  return (callRoutes as Readonly<Record<string, CallRoute>>)[name] as CallRoute;
}

export function createApiClient(options: ClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<N extends CallName>(
    name: N,
    input: CallInput<N>,
    requestOptions: RequestOptions = {},
  ): Promise<CallData<N>> {
    const call = await routeOf(name);
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const token = options.getToken?.() ?? null;
    const useWebForm = !token && 'hasWebForm' in call && call.hasWebForm === true;
    const url = `${baseUrl}${useWebForm ? '/web' : ''}${buildPath(call.path, params)}${buildQuery(query)}`;
    const headers: Record<string, string> = {
      ...options.getHeaders?.(),
      accept: 'application/json',
      language: requestOptions.language ?? options.getLanguage?.() ?? DEFAULT_LANGUAGE,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.web) headers[WEB_CLIENT_HEADER] = WEB_CLIENT_VALUE;
    if (call.method !== 'GET') headers['content-type'] = 'application/json';

    const timeout = AbortSignal.timeout(requestOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
    const signal = requestOptions.signal ? AbortSignal.any([timeout, requestOptions.signal]) : timeout;

    let response: Response;
    try {
      response = await doFetch(url, {
        method: call.method,
        headers,
        body: call.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        signal,
        ...(options.web ? { credentials: 'include' as const } : {}),
      });
    } catch (error) {
      if (timeout.aborted) throw new ApiError('timeout', 'Request timed out', 0, [], { cause: error });
      throw new ApiError('network', 'Network error', 0, [], { cause: error });
    }

    let payload: unknown;
    try {
      payload = await response.json();
    } catch (error) {
      if (timeout.aborted) throw new ApiError('timeout', 'Request timed out', 0, [], { cause: error });
      throw new ApiError('invalid_response', 'Invalid response', response.status, [], { cause: error });
    }
    const message =
      typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string'
        ? (payload as { message: string }).message
        : response.statusText;

    const errorData = (payload as { data?: { errors?: FieldError[]; reason?: unknown; retry_after?: unknown } } | null)
      ?.data;
    const reason = typeof errorData?.reason === 'string' ? errorData.reason : undefined;
    if (response.status === 401 || (payload as { statusCode?: unknown } | null)?.statusCode === 401) {
      // A guest on a user-only call keeps its session: the storefront opens sign-in instead.
      if (reason === 'sign_in_required') throw new ApiError('sign_in_required', message, 401, [], { reason });
      options.onTokenExpired?.();
      throw new TokenExpiredError(message, reason);
    }
    if (!isSuccessEnvelope(payload)) {
      const statusCode = (payload as { statusCode?: unknown } | null)?.statusCode;
      throw new ApiError(
        'http',
        message,
        typeof statusCode === 'number' ? statusCode : response.status,
        Array.isArray(errorData?.errors) ? errorData.errors : [],
        { reason, retryAfter: typeof errorData?.retry_after === 'number' ? errorData.retry_after : undefined },
      );
    }
    const schema = options.responseSchemas?.[name].data;
    if (!schema) return payload.data as CallData<N>;
    const parsed = schema.safeParse(payload.data);
    if (!parsed.success) throw new ApiError('invalid_response', 'Invalid response', response.status);
    return parsed.data as CallData<N>;
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;
