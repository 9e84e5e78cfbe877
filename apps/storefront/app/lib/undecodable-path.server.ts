/**
 * Marks a page request whose address did not decode (server/web.ts sets it, and strips any the
 * browser sent): the root loader answers it with the not-found page.
 */
export const UNDECODABLE_PATH_HEADER = 'x-hadiya-undecodable-path';

/**
 * A page address whose path does not decode (`/product/%E0%A4%A`: a stray or truncated percent
 * escape) with every `%` of its path escaped, so the router can read it; the address unchanged when
 * it decodes, or when it belongs to the API (which answers such paths itself).
 */
export function withDecodablePath(url: string): string {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return url;
  const pathEnd = url.search(/[?#]/);
  const path = pathEnd === -1 ? url : url.slice(0, pathEnd);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + url.slice(path.length);
  }
}
