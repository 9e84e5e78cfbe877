/**
 * Page-view analytics behind one small interface, so a provider can be plugged in without touching
 * the pages. Nothing is sent to a third party by default.
 */
export interface PageView {
  path: string;
  locale: string;
  cityId: number | null;
  referrer: string;
}

export interface Analytics {
  pageView(view: PageView): void;
}

export const noAnalytics: Analytics = { pageView: () => {} };

/** Posts each page view as JSON to the configured endpoint (ANALYTICS_ENDPOINT), surviving page unloads. */
export function endpointAnalytics(endpoint: string, send: typeof fetch = fetch): Analytics {
  return {
    pageView(view) {
      void send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...view, at: new Date().toISOString() }),
        keepalive: true,
      }).catch(() => {
        // Analytics never disturbs shopping.
      });
    },
  };
}

export function analyticsFor(endpoint: string | undefined): Analytics {
  return endpoint ? endpointAnalytics(endpoint) : noAnalytics;
}
