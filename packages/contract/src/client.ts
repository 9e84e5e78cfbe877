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
import { type FieldError, isSuccessEnvelope } from './response';
import { callRoutes } from './routes';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'token_expired' | 'invalid_response';

export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly statusCode: number,
    readonly fieldErrors: FieldError[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A 401: the stored token is no longer valid (spec §4: clear the session, create a new guest). */
export class TokenExpiredError extends ApiError {
  override readonly name = 'TokenExpiredError';
  constructor(message: string) {
    super('token_expired', message, 401);
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

export function createApiClient(options: ClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<N extends CallName>(
    name: N,
    input: CallInput<N>,
    requestOptions: RequestOptions = {},
  ): Promise<CallData<N>> {
    const call = callRoutes[name] as (typeof callRoutes)[CallName];
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

    if (response.status === 401 || (payload as { statusCode?: unknown } | null)?.statusCode === 401) {
      options.onTokenExpired?.();
      throw new TokenExpiredError(message);
    }
    if (!isSuccessEnvelope(payload)) {
      const data = (payload as { data?: { errors?: FieldError[] } } | null)?.data;
      const statusCode = (payload as { statusCode?: unknown } | null)?.statusCode;
      throw new ApiError(
        'http',
        message,
        typeof statusCode === 'number' ? statusCode : response.status,
        Array.isArray(data?.errors) ? data.errors : [],
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
