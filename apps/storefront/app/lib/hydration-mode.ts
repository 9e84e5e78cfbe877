import type { UIMatch } from 'react-router';

/**
 * When a page's scripts run. `load`: once its content has loaded and painted
 * (`deferred-hydration.server.ts`). `intent`: the code is evaluated and hydrated only at the
 * shopper's first sign of using the page (a touch, a key, a pointer moving over it, a wheel), and
 * fetched then too unless the connection is slow: a page the shopper only reads spends no CPU on
 * React, and its links, forms and pictures work as the server's HTML meanwhile.
 */
export type HydrationMode = 'load' | 'intent';

/**
 * A route whose page does nothing by itself says so in its `handle`: nothing on it moves, asks the
 * server or opens until the shopper acts. A function decides from the page's loader data (the
 * checkout's payment step, say, detects Apple Pay as it mounts).
 */
export interface HydrationHandle {
  hydratesOnIntent?: boolean | ((loaderData: unknown) => boolean);
}

/**
 * `isActingByItself`: something on this page opens or moves without the shopper whatever the route
 * says (the shell's first-visit city picker or name prompt, the answer to a form sent before the
 * scripts ran, whose message shows in a dialog), so it hydrates as it loads.
 */
export function hydrationModeOf(page: UIMatch | undefined, isActingByItself: boolean): HydrationMode {
  if (isActingByItself) return 'load';
  const rule = (page?.handle as HydrationHandle | undefined)?.hydratesOnIntent;
  const isOnIntent = typeof rule === 'function' ? rule(page?.loaderData) : rule === true;
  return isOnIntent ? 'intent' : 'load';
}
