import { useLocale } from '@hadiya/ui';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { analyticsFor } from '../lib/analytics';

/** One page view per route change (spec §7: page-view analytics on each route change). */
export function usePageViews(endpoint: string | undefined, cityId: number | null) {
  const analytics = useMemo(() => analyticsFor(endpoint), [endpoint]);
  const { locale } = useLocale();
  const { pathname, search } = useLocation();
  useEffect(() => {
    analytics.pageView({ path: pathname + search, locale, cityId, referrer: document.referrer });
  }, [analytics, pathname, search, locale, cityId]);
}
