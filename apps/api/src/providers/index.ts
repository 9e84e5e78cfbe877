import { randomBytes } from 'node:crypto';
import { loadProvidersConfig, type ProvidersConfig } from './config';
import { startSmtpSandbox } from './email/sandbox';
import { SmtpEmailProvider } from './email/smtp';
import { OidcSandbox } from './identity/oidc-sandbox';
import { createIdentityVerifier } from './identity/verifier';
import { MemoryOutbox } from './outbox';
import { startSmsSandbox } from './sms/sandbox';
import { TaqnyatSmsProvider } from './sms/taqnyat';
import {
  type EmailProvider,
  type OutgoingEmail,
  type OutgoingSms,
  type ProviderLogger,
  type Providers,
  type SmsProvider,
  SOCIAL_PROVIDERS,
} from './types';

export { loadProvidersConfig, type ProvidersConfig } from './config';
export { OidcSandbox, SANDBOX_IDENTITIES, type SandboxIdentity } from './identity/oidc-sandbox';
export { createIdentityVerifier, type SocialConfig } from './identity/verifier';
export { MemoryOutbox } from './outbox';
export { SmsDeliveryError } from './sms/taqnyat';
export { type MessageKind, renderEmail, renderSms, type TemplateParamsByKind } from './templates';
export * from './types';

export interface CreateProvidersOptions {
  /** Read when `config` leaves a field out (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Overrides of what the environment says (tests). */
  config?: Partial<ProvidersConfig>;
  logger: ProviderLogger;
  /**
   * The storefront's public origin (e.g. `https://shop.example`): prefixes the sandbox identity
   * provider's issuer and authorize URL. Without it the authorize URL is a same-origin path.
   */
  publicBaseUrl?: string;
}

/** Logs each send by id and provider only: never the recipient's code, the body or a token. */
function logged<P extends SmsProvider | EmailProvider, M extends OutgoingSms | OutgoingEmail>(
  provider: P & { send(message: M): Promise<{ id: string }> },
  channel: 'sms' | 'email',
  logger: ProviderLogger,
): P {
  return {
    name: provider.name,
    async send(message: M) {
      try {
        const result = await provider.send(message);
        logger.info({ channel, provider: provider.name, messageId: result.id }, 'message sent');
        return result;
      } catch (error) {
        logger.warn({ channel, provider: provider.name, reason: (error as Error).message }, 'message not sent');
        throw error;
      }
    },
  } as unknown as P;
}

/**
 * Chooses each channel's adapter from configuration: the real provider when configured, else the
 * offline sandbox the app starts itself (the same adapter pointed at a loopback server), recording
 * every message in the outbox. Call `close()` on shutdown.
 */
export async function createProviders(options: CreateProvidersOptions): Promise<Providers> {
  const config: ProvidersConfig = { ...loadProvidersConfig(options.env ?? process.env), ...options.config };
  const { logger } = options;
  const outbox = new MemoryOutbox(config.outboxCapacity);
  const closers: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
    closers.length = 0;
  };
  let usesSandbox = false;

  try {
    let sms: SmsProvider;
    if (config.smsProvider === 'taqnyat') {
      if (!config.sms.token) throw new Error('SMS_PROVIDER=taqnyat needs SMS_API_TOKEN');
      sms = new TaqnyatSmsProvider(config.sms);
    } else {
      if (!config.allowSandboxes) throw new Error('SANDBOX_PROVIDERS=off but no SMS provider is configured');
      const token = randomBytes(24).toString('base64url');
      const sandbox = await startSmsSandbox({ token, senders: [config.sms.sender], outbox, logger });
      closers.push(sandbox.close);
      sms = new TaqnyatSmsProvider({ baseUrl: sandbox.baseUrl, token, sender: config.sms.sender });
      usesSandbox = true;
      logger.warn({ baseUrl: sandbox.baseUrl }, 'SMS sandbox in use: messages are recorded in the dev outbox');
    }

    let smtpUrl = config.smtpUrl;
    if (!smtpUrl) {
      if (!config.allowSandboxes) throw new Error('SANDBOX_PROVIDERS=off but SMTP_URL is not set');
      const sandbox = await startSmtpSandbox({ outbox, logger });
      closers.push(sandbox.close);
      smtpUrl = sandbox.url;
      usesSandbox = true;
      logger.warn({ url: sandbox.url }, 'SMTP sandbox in use: e-mails are recorded in the dev outbox');
    }
    const smtp = new SmtpEmailProvider({ url: smtpUrl, from: config.mailFrom });
    closers.push(() => smtp.close());

    const unconfigured = SOCIAL_PROVIDERS.filter((provider) => !config.social[provider]);
    const oidcSandbox =
      unconfigured.length > 0 && config.allowSandboxes
        ? await OidcSandbox.create({ providers: unconfigured, publicBaseUrl: options.publicBaseUrl })
        : null;
    if (oidcSandbox) {
      logger.warn({ providers: unconfigured }, 'sandbox identity provider stands in for social sign-in');
    }
    const identity = createIdentityVerifier({
      social: config.social,
      sandbox: oidcSandbox,
      publicBaseUrl: options.publicBaseUrl,
    });

    return {
      sms: logged(sms, 'sms', logger),
      email: logged(smtp, 'email', logger),
      identity,
      outbox: usesSandbox ? outbox : null,
      oidcSandbox,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
