import 'react-router';
import type { RequestSession } from './lib/session.server';

/** Optional integrations, configured on the server (see server/config.ts); all off by default. */
export interface PublicConfig {
  domainMoveUrl?: string;
  chatWidgetUrl?: string;
  analyticsEndpoint?: string;
  /** Whether the sign-in's country selector can be changed (SIGNIN_COUNTRY_SELECT). */
  isCountrySelectable?: boolean;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Where server rendering reaches the API (the same process, over loopback). */
    apiBaseUrl: string;
    config: PublicConfig;
    /** The shopper's session for this request: its cookie, address and the cookies the API sets. */
    session: RequestSession;
    /** This response's Content-Security-Policy script nonce (server/web.ts sets the policy). */
    nonce: string;
  }
}
