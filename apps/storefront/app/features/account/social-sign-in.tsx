/**
 * Google, Apple and Facebook sign-in (spec §2, §7): a popup to the provider's authorize address
 * (`socialConfig`; the local sandbox provider when none is configured) with a random state and
 * nonce. `/auth/callback` posts the provider's token back here; the API verifies it
 * (`POST /account/login`) — the browser never vouches for an identity itself. A closed popup is
 * only logged (spec §8).
 */
import type { LoginData, SocialConfig } from '@hadiya/contract';
import { type SocialProvider, SocialSignInButtons, socialProviders } from '@hadiya/ui';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../lib/queries';
import type { FlowContext } from './account-flow';
import { deviceFields } from './device';

/** What `/auth/callback` posts to its opener. */
export interface SocialCallbackMessage {
  type: 'hadiya:social-callback';
  state: string | null;
  id_token: string | null;
  access_token: string | null;
  error: string | null;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider's authorize address with this attempt's state and nonce. */
export function authorizeUrl(config: NonNullable<SocialConfig[SocialProvider]>, provider: SocialProvider) {
  const url = new URL(config.authorize_url, window.location.origin);
  // Facebook's real dialog answers a user access token; the OpenID Connect providers an ID token.
  const isAccessToken = provider === 'facebook' && !config.is_sandbox;
  url.searchParams.set('client_id', config.client_id);
  url.searchParams.set('redirect_uri', `${window.location.origin}/auth/callback`);
  url.searchParams.set('response_type', isAccessToken ? 'token' : 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('scope', isAccessToken ? 'email public_profile' : 'openid email profile');
  const state = randomToken();
  const nonce = randomToken();
  url.searchParams.set('ui_locales', document.documentElement.lang);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  return { url: url.href, state, nonce };
}

/** How long an answer may take once the popup looks closed (see below). */
const DETACHED_POPUP_WAIT_MS = 5 * 60_000;

/**
 * Waits for the popup's answer (posted by `/auth/callback` to its opener and on a channel of this
 * origin); null when the shopper closed the popup. A provider page whose opener policy cuts the
 * popup off makes it look closed at once, so a closed popup is given time before it counts.
 */
function awaitCallback(popup: Window, state: string): Promise<SocialCallbackMessage | null> {
  return new Promise((resolve) => {
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel('hadiya:social-sign-in') : null;
    let giveUp: number | undefined;
    const finish = (result: SocialCallbackMessage | null) => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      window.clearInterval(timer);
      window.clearTimeout(giveUp);
      resolve(result);
    };
    const accept = (data: Partial<SocialCallbackMessage> | null) => {
      if (data?.type === 'hadiya:social-callback' && data.state === state) finish(data as SocialCallbackMessage);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) accept(event.data);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event) => accept(event.data);
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timer);
      giveUp = window.setTimeout(() => finish(null), channel ? DETACHED_POPUP_WAIT_MS : 300);
    }, 500);
  });
}

export function SocialButtons({
  context,
  onSignedIn,
}: {
  context: FlowContext;
  onSignedIn: (data: LoginData) => void;
}) {
  const config = useQuery(queries.socialConfig(context.api));

  const signIn = async (provider: SocialProvider) => {
    const providerConfig = config.data?.[provider];
    if (!providerConfig) return;
    const { url, state, nonce } = authorizeUrl(providerConfig, provider);
    // Opened straight from the click, or the browser blocks it.
    const popup = window.open(url, 'hadiya-social-sign-in', 'popup,width=480,height=640');
    if (!popup) {
      console.info(`${provider} sign-in: the popup was blocked`);
      return;
    }
    const answer = await awaitCallback(popup, state);
    if (!answer || answer.error || !(answer.id_token || answer.access_token)) {
      // Spec §8: a closed social popup is only logged.
      console.info(`${provider} sign-in: ${answer?.error ?? 'the popup was closed'}`);
      return;
    }
    try {
      const data = await context.api.request('login', {
        body: {
          login_type: provider,
          ...(answer.id_token ? { id_token: answer.id_token, nonce } : {}),
          ...(answer.access_token ? { access_token: answer.access_token } : {}),
          guest_user_id: context.guestUserId,
          ...deviceFields(),
        },
      });
      onSignedIn(data);
    } catch (error) {
      context.showError(error);
    }
  };

  // Until the providers are known their buttons hold their place, locked: arriving later they
  // grew the dialog, which, centred, moved (a layout shift of 0.145 on /my-account).
  if (config.isPending) return <SocialSignInButtons providers={socialProviders} isDisabled aria-busy />;
  const offered = socialProviders.filter((provider) => config.data?.[provider]);
  if (offered.length === 0) return null;
  return <SocialSignInButtons providers={offered} onSelect={(provider) => void signIn(provider)} />;
}
