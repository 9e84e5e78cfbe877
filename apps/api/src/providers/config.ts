import type { SocialConfig } from './identity/verifier';

/** Everything `createProviders` reads; `loadProvidersConfig(process.env)` fills it from the environment. */
export interface ProvidersConfig {
  /** `taqnyat` for the real gateway; empty: the SMS sandbox. */
  smsProvider: 'taqnyat' | null;
  sms: { token: string; sender: string; baseUrl: string };
  /** nodemailer connection URL; empty: the SMTP sandbox. */
  smtpUrl: string | null;
  mailFrom: string;
  social: SocialConfig;
  /**
   * Whether a channel without configuration may fall back to its sandbox (and the dev outbox and
   * sandbox identity provider be served). `SANDBOX_PROVIDERS=off` makes a missing SMS or SMTP
   * configuration an error at start and turns unconfigured social providers off.
   */
  allowSandboxes: boolean;
  /** How many messages the outbox keeps. */
  outboxCapacity: number;
}

export const TAQNYAT_BASE_URL = 'https://api.taqnyat.sa';
export const DEFAULT_SMS_SENDER = 'Hadiya';
export const DEFAULT_MAIL_FROM = 'Hadiya <no-reply@hadiya.example>';

const value = (raw: string | undefined) => (raw?.trim() ? raw.trim() : undefined);

export function loadProvidersConfig(env: NodeJS.ProcessEnv = process.env): ProvidersConfig {
  const smsProvider = value(env.SMS_PROVIDER)?.toLowerCase();
  if (smsProvider && smsProvider !== 'taqnyat' && smsProvider !== 'sandbox') {
    throw new Error(`SMS_PROVIDER=${smsProvider} is not supported (taqnyat, or unset for the sandbox)`);
  }
  const googleClientId = value(env.GOOGLE_CLIENT_ID);
  const appleClientId = value(env.APPLE_CLIENT_ID);
  const facebookAppId = value(env.FACEBOOK_APP_ID);
  const facebookAppSecret = value(env.FACEBOOK_APP_SECRET);
  const social: SocialConfig = {};
  if (googleClientId) social.google = { clientId: googleClientId, jwksUrl: value(env.GOOGLE_JWKS_URL) };
  if (appleClientId) social.apple = { clientId: appleClientId, jwksUrl: value(env.APPLE_JWKS_URL) };
  if (facebookAppId && facebookAppSecret) {
    social.facebook = {
      appId: facebookAppId,
      appSecret: facebookAppSecret,
      graphUrl: value(env.FACEBOOK_GRAPH_URL),
      dialogUrl: value(env.FACEBOOK_DIALOG_URL),
    };
  }
  const capacity = Number.parseInt(env.OUTBOX_CAPACITY ?? '', 10);
  return {
    smsProvider: smsProvider === 'taqnyat' ? 'taqnyat' : null,
    sms: {
      token: value(env.SMS_API_TOKEN) ?? '',
      sender: value(env.SMS_SENDER) ?? DEFAULT_SMS_SENDER,
      baseUrl: value(env.SMS_BASE_URL) ?? TAQNYAT_BASE_URL,
    },
    smtpUrl: value(env.SMTP_URL) ?? null,
    mailFrom: value(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    social,
    allowSandboxes: !['off', '0', 'false'].includes(value(env.SANDBOX_PROVIDERS)?.toLowerCase() ?? ''),
    outboxCapacity: Number.isFinite(capacity) && capacity > 0 ? capacity : 500,
  };
}
