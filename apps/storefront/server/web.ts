import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestHandler } from 'react-router';
import { RequestSession } from '../app/lib/session.server';
import { UNDECODABLE_PATH_HEADER, withDecodablePath } from '../app/lib/undecodable-path.server';
import type { PublicConfig } from '../app/load-context';
import { createNonce, permissionsPolicy, policyTemplate } from './security-policy';

/** The Fetch API request React Router expects, from Fastify's request. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.raw.url ?? '/', `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Loaders stop their API calls when the shopper goes away.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Sends a Fetch API response through Fastify (so compression and security headers apply). */
export function sendWebResponse(reply: FastifyReply, response: Response, extraCookies: readonly string[] = []) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = [...new Set([...response.headers.getSetCookie(), ...extraCookies])];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/**
 * Where server rendering reaches the API: this very server, over the address and port the
 * request arrived on (loopback when it listens on all interfaces).
 */
export function apiBaseUrlOf(request: FastifyRequest): string {
  const { localAddress = '127.0.0.1', localPort } = request.raw.socket;
  let host = localAddress.replace(/^::ffff:/, '');
  if (host === '0.0.0.0' || host === '::') host = '127.0.0.1';
  if (host.includes(':')) host = `[${host}]`;
  return `http://${host}:${localPort}/api`;
}

export interface StorefrontOptions {
  /** React Router's request handler for the server build (or Vite's dev build). */
  handler: RequestHandler;
  /** `build/client`: hashed assets and public files (absent in development). */
  clientDir?: string;
  /** Optional integrations the pages read (domain move, chat widget, analytics). */
  config?: PublicConfig;
  /**
   * Send the Content-Security-Policy (default). Vite's development server injects inline scripts
   * of its own (hot reload), so `pnpm dev` turns it off.
   */
  hasContentSecurityPolicy?: boolean;
}

/** Serves the storefront beside the API: static assets, then server rendering for every other path. */
export function storefront({
  handler,
  clientDir,
  config = {},
  hasContentSecurityPolicy = true,
}: StorefrontOptions): FastifyPluginAsync {
  const contentSecurityPolicy = policyTemplate({ config });
  return async (app) => {
    // Fastify's router answers a path it cannot decode before any route or hook runs, with the
    // API's JSON error: a shopper who follows a mangled link would read that instead of the store's
    // page. A listener ahead of Fastify's own repairs such a page address before the router sees it
    // and marks it, so the page says it does not exist.
    app.server.prependListener('request', (request: IncomingMessage) => {
      delete request.headers[UNDECODABLE_PATH_HEADER];
      const url = request.url && withDecodablePath(request.url);
      if (!url || url === request.url) return;
      request.url = url;
      request.headers[UNDECODABLE_PATH_HEADER] = '1';
    });
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Pages are compressed as they stream. The plugin's brotli quality 4 left home's Arabic HTML
      // at 12.6 KB, just over what a new connection's first window carries with the headers (~14.6
      // KB), so a phone waited a second round trip for the document every subresource waits on;
      // quality 5 makes it 11.6 KB for ~0.2 ms more per page (quality 11 would cost ~10 ms).
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        },
      },
    });
    // Every body here may be sent compressed, as its precompressed copy or compressed on the fly:
    // shared caches must key on Accept-Encoding. Only the API answers other origins (CORS, keyed
    // on `Origin`); a page or a file is the same whoever asks. Keyed on `Origin`, the code a page
    // that hydrates on intent fetches ahead (without an Origin header, from a worker) would not be
    // found in the cache by the module loads that follow (which send one): it came twice.
    app.addHook('onSend', async (request, reply, payload) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      const keys = String(reply.getHeader('vary') ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key && (isApi || key.toLowerCase() !== 'origin'));
      if (!isApi) {
        reply.removeHeader('access-control-allow-origin');
        reply.removeHeader('access-control-allow-credentials');
        reply.removeHeader('access-control-expose-headers');
      }
      if (!keys.some((key) => key.toLowerCase() === 'accept-encoding')) keys.push('accept-encoding');
      reply.header('vary', keys.join(', '));
      return payload;
    });
    if (clientDir) {
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        // One route per file found at start, so every other path reaches the renderer below.
        wildcard: false,
        index: false,
        // The build wrote `.br` and `.gz` beside each text asset (build-plugins/precompress.ts).
        preCompressed: true,
        // Cache headers are set below, per kind of file.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Hashed file names never change content: cache them for a year. Others revalidate.
          const isHashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
          res.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, no-cache');
        },
      });
    }
    // Forms post to React Router actions; their bodies are read by the renderer, not by Fastify.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
        const session = new RequestSession({
          cookieHeader: request.headers.cookie,
          clientIp: request.ip,
          protocol: request.protocol,
          userAgent: request.headers['user-agent'],
        });
        const nonce = createNonce();
        const response = await handler(toWebRequest(request, reply), {
          apiBaseUrl: apiBaseUrlOf(request),
          config,
          session,
          nonce,
        });
        if (response.headers.get('content-type')?.startsWith('text/html')) {
          if (hasContentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy(nonce));
          reply.header('permissions-policy', permissionsPolicy(new URL(request.url, 'http://x').pathname));
        }
        // Social sign-in opens the provider in a popup that posts back to this page
        // (/auth/callback): the page keeps its opener across the provider's origin.
        reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
        // The cookies the API set while this page was rendered (a new guest, an expired session).
        return sendWebResponse(reply, response, session.setCookies);
      },
    });
  };
}
