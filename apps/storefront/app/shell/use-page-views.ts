import { useLocale } from '@hadiya/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * One page view per route change (spec §7: page-view analytics on each route change). The landing
 * page's own view was sent by its inline script as it loaded (landing-view.server.ts), whether or
 * not the shopper ever wakes the page's code; the sender skips it here. It loads with the first
 * view, after hydration, and only when an endpoint is configured.
 */
export function usePageViews(endpoint: string | undefined, cityId: number | null) {
  const { locale } = useLocale();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!endpoint) return;
    const view = { path: pathname + search, locale, cityId, referrer: document.referrer };
    // Offline, the sender's code cannot load and the view could not be sent either: it is dropped.
    import('../lib/analytics').then(
      ({ pageViewAfterHydration }) => pageViewAfterHydration(endpoint, view),
      () => undefined,
    );
  }, [endpoint, pathname, search, locale, cityId]);
}
