/**
 * Code a page can live without for a while: the footer's links, the push client, the menu, the
 * basket drawer, the account dialogs, a message dialog. Loaded with `React.lazy`, a failed import
 * reaches the nearest error boundary, the root's, and a connection that drops before that code
 * arrives would replace the page the shopper is using with "Couldn't reach the store". Imported
 * through `importWhenReachable`, the failure is never reported: the import is tried again once the
 * browser says it is back online, or after a pause that doubles up to a minute, until it loads.
 * Until then the part waits in its `Suspense` boundary: the server's HTML where there is any, the
 * boundary's fallback otherwise. (Chromium fetches a module again after a failed attempt, which
 * `e2e/errors.spec.ts` relies on; a browser that remembered the failure would keep the part waiting
 * until the next page load.)
 */
export const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60_000;

export function importWhenReachable<Module>(load: () => Promise<Module>, retryInMs = FIRST_RETRY_MS): Promise<Module> {
  return load().catch(
    () =>
      new Promise<Module>((resolve) => {
        const retry = () => {
          window.removeEventListener('online', retry);
          window.clearTimeout(timer);
          resolve(importWhenReachable(load, Math.min(retryInMs * 2, LONGEST_RETRY_MS)));
        };
        window.addEventListener('online', retry);
        const timer = window.setTimeout(retry, retryInMs);
      }),
  );
}
