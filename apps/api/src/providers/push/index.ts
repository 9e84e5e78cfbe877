import type { OutboxRecorder } from './sandbox';
import { SandboxPushProvider, SandboxPushService } from './sandbox';
import type { PushProvider } from './types';
import { WebPushProvider } from './webpush';

export { decryptAes128gcm, type PushDelivery, SandboxPushProvider, SandboxPushService } from './sandbox';
export * from './types';
export { generateVapidKeys, WebPushProvider } from './webpush';

export interface PushConfig {
  /** `webpush`: the real push services; null: the sandbox (when sandboxes are allowed). */
  provider: 'webpush' | null;
  /** VAPID `sub`: `mailto:` or `https:` contact. */
  subject: string;
  allowSandboxes: boolean;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:no-reply@hadiya.example';

/** PUSH_PROVIDER (`webpush`, or unset for the sandbox), VAPID_SUBJECT, SANDBOX_PROVIDERS. */
export function loadPushConfig(env: NodeJS.ProcessEnv = process.env): PushConfig {
  const provider = env.PUSH_PROVIDER?.trim().toLowerCase() || undefined;
  if (provider && provider !== 'webpush' && provider !== 'sandbox') {
    throw new Error(`PUSH_PROVIDER=${provider} is not supported (webpush, or unset for the sandbox)`);
  }
  const allowSandboxes = !['off', '0', 'false'].includes(env.SANDBOX_PROVIDERS?.trim().toLowerCase() ?? '');
  return {
    // With sandboxes off there is no stand-in: the real push services are the only choice.
    provider: provider === 'webpush' || !allowSandboxes ? 'webpush' : null,
    subject: env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT,
    allowSandboxes,
  };
}

/** The real adapter, or the sandbox recording to `outbox`. */
export function createPushProvider(config: PushConfig, outbox: OutboxRecorder): PushProvider {
  if (config.provider === 'webpush') return new WebPushProvider();
  return new SandboxPushProvider(new SandboxPushService(outbox), outbox);
}
