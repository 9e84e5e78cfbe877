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

/** What the landing page's inline script (`sendLandingView`) leaves: the path whose view it sent. */
export interface WindowWithLandingView {
  __hadiyaLandingView?: string;
}

/**
 * A page view seen after hydration (`usePageViews`), sent unless it is the landing page's, which
 * its inline script already sent: that one is skipped once, and a later visit to the path counts.
 */
export function pageViewAfterHydration(endpoint: string, view: PageView) {
  const page = window as WindowWithLandingView;
  if (page.__hadiyaLandingView === view.path) {
    delete page.__hadiyaLandingView;
    return;
  }
  endpointAnalytics(endpoint).pageView(view);
}

/**
 * Runs in the browser, inlined at the top of the landing page's head (landing-view.server.ts):
 * sends the page's view with `send` (`endpointAnalytics`'s source, so the view has the same shape)
 * and notes its path for `pageViewAfterHydration`.
 */
export function sendLandingView(
  send: typeof endpointAnalytics,
  endpoint: string,
  view: Pick<PageView, 'locale' | 'cityId'>,
) {
  const path = location.pathname + location.search;
  (window as WindowWithLandingView).__hadiyaLandingView = path;
  send(endpoint).pageView({ ...view, path, referrer: document.referrer });
}
