import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MemoryOutbox } from '../outbox';
import type { ProviderLogger } from '../types';

export interface SmsSandboxOptions {
  /** The Bearer token the sandbox accepts. */
  token: string;
  /** Sender names "registered" with the sandbox. */
  senders: string[];
  outbox: MemoryOutbox;
  logger?: ProviderLogger;
}

export interface SmsSandbox {
  /** `http://127.0.0.1:<port>`: give it to the Taqnyat adapter as its base URL. */
  baseUrl: string;
  close(): Promise<void>;
}

/** KSA sender rules: alphanumeric (not all digits), at most 11 characters. */
export function isValidSender(sender: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 .-]{0,10}$/.test(sender) && /[A-Za-z]/.test(sender);
}

/**
 * International digits without `+` or `00`; a Saudi number (966…) must be a mobile:
 * `9665XXXXXXXX`.
 */
export function isValidRecipient(recipient: string): boolean {
  if (!/^[1-9]\d{7,14}$/.test(recipient)) return false;
  return recipient.startsWith('966') ? /^9665\d{8}$/.test(recipient) : true;
}

const MAX_BODY_BYTES = 64 * 1024;

function answer(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An SMS gateway on an ephemeral loopback port that speaks Taqnyat's send protocol
 * (`POST /v1/messages`, Bearer auth, JSON `{ recipients, body, sender }`, 201 with `messageId`,
 * `accepted`, `rejected` as Taqnyat's bracketed strings) and enforces the KSA sender and number
 * rules. Every accepted recipient's message is recorded in the outbox.
 */
export async function startSmsSandbox(options: SmsSandboxOptions): Promise<SmsSandbox> {
  const registered = new Set(options.senders);
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      options.logger?.error({ err: error }, 'sms sandbox failed');
      if (!res.headersSent) answer(res, 500, { statusCode: 500, message: 'Internal Server Error' });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/v1/messages') return answer(res, 404, { statusCode: 404, message: 'Not Found' });
    if (req.method !== 'POST') return answer(res, 405, { statusCode: 405, message: 'Method Not Allowed' });
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return answer(res, 401, { statusCode: 401, message: 'Unauthorized: invalid bearer token' });
    }
    const raw = await readBody(req);
    if (raw === null) return answer(res, 413, { statusCode: 413, message: 'Payload Too Large' });
    let input: { recipients?: unknown; body?: unknown; sender?: unknown };
    try {
      input = JSON.parse(raw) as typeof input;
    } catch {
      return answer(res, 400, { statusCode: 400, message: 'Invalid JSON body' });
    }
    if (typeof input !== 'object' || input === null) {
      return answer(res, 400, { statusCode: 400, message: 'Invalid JSON body' });
    }
    if (typeof input.body !== 'string' || input.body.trim() === '') {
      return answer(res, 400, { statusCode: 400, message: 'The body field is required' });
    }
    if (typeof input.sender !== 'string' || !isValidSender(input.sender)) {
      return answer(res, 400, { statusCode: 400, message: 'Invalid sender name' });
    }
    if (!registered.has(input.sender)) {
      return answer(res, 400, { statusCode: 400, message: 'Sender name is not registered or not approved' });
    }
    const recipients = Array.isArray(input.recipients)
      ? input.recipients.map(String)
      : typeof input.recipients === 'string'
        ? input.recipients.split(',').map((s) => s.trim())
        : null;
    if (!recipients || recipients.length === 0) {
      return answer(res, 400, { statusCode: 400, message: 'The recipients field is required' });
    }
    const accepted = recipients.filter(isValidRecipient);
    const rejected = recipients.filter((r) => !isValidRecipient(r));
    const messageId = randomInt(1_000_000_000, 9_999_999_999);
    const createdAt = new Date().toISOString();
    accepted.forEach((to, index) => {
      options.outbox.record({
        id: accepted.length > 1 ? `${messageId}-${index}` : String(messageId),
        channel: 'sms',
        to,
        subject: null,
        text: input.body as string,
        html: null,
        createdAt,
      });
    });
    options.logger?.info({ messageId, accepted: accepted.length, rejected: rejected.length }, 'sms sandbox recorded');
    const list = (numbers: string[]) => `[${numbers.map((n) => `${n},`).join('')}]`;
    return answer(res, 201, {
      statusCode: 201,
      messageId,
      cost: accepted.length,
      currency: 'SAR',
      totalCount: recipients.length,
      msgLength: 1,
      accepted: list(accepted),
      rejected: list(rejected),
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
