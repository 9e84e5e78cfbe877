import 'react-router';

/** Optional integrations, configured on the server (see server/config.ts); all off by default. */
export interface PublicConfig {
  domainMoveUrl?: string;
  chatWidgetUrl?: string;
  analyticsEndpoint?: string;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Where server rendering reaches the API (the same process, over loopback). */
    apiBaseUrl: string;
    config: PublicConfig;
  }
}
