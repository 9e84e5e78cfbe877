export const MAINTENANCE_PATH = '/maintenance-mode';

/** Only a path on this site may be a redirect target (no `//host`, no `/\\host`). */
export function safeReturnPath(path: string | null, origin: string): string {
  if (!path?.startsWith('/')) return '/';
  const target = new URL(path, origin);
  if (target.origin !== origin || target.pathname.startsWith(MAINTENANCE_PATH)) return '/';
  return target.pathname + target.search;
}
