import type { OutgoingSms, SmsProvider } from '../types';

/** An SMS the gateway did not take (HTTP error, or the recipient listed in `rejected`). */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface TaqnyatOptions {
  /** `https://api.taqnyat.sa` in production; the sandbox's loopback URL otherwise. */
  baseUrl: string;
  token: string;
  /** A sender name registered with the gateway (alphanumeric, at most 11 characters). */
  sender: string;
  timeoutMs?: number;
}

/** Taqnyat's `accepted` / `rejected` fields are strings such as `"[966501234567,]"`. */
export function parseNumberList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  return value
    .replace(/[[\]\s"]/g, '')
    .split(',')
    .filter(Boolean);
}

/**
 * Taqnyat (reference/payment-providers.md §6): `POST {base}/v1/messages`, Bearer token, JSON
 * `{ recipients, body, sender }`, 201 with `messageId`, `accepted`, `rejected`. A partial rejection
 * still answers 201, so `rejected` is checked.
 */
export class TaqnyatSmsProvider implements SmsProvider {
  readonly name = 'taqnyat';
  private readonly url: string;

  constructor(private readonly options: TaqnyatOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/v1/messages`;
  }

  async send(message: OutgoingSms): Promise<{ id: string }> {
    const recipient = message.to.replace(/^\+|^00/, '');
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ recipients: [recipient], body: message.body, sender: this.options.sender }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`taqnyat unreachable: ${(error as Error).message}`, null);
    }
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status !== 201 && response.status !== 200) {
      const reason = typeof payload.message === 'string' ? payload.message : response.statusText;
      throw new SmsDeliveryError(`taqnyat answered ${response.status}: ${reason}`, response.status);
    }
    const rejected = parseNumberList(payload.rejected);
    const accepted = parseNumberList(payload.accepted);
    if (rejected.includes(recipient) || !accepted.includes(recipient)) {
      throw new SmsDeliveryError('taqnyat rejected the recipient', response.status);
    }
    return { id: String(payload.messageId ?? '') };
  }
}
