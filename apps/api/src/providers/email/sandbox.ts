import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MemoryOutbox } from '../outbox';
import type { ProviderLogger } from '../types';

export interface SmtpSandboxOptions {
  outbox: MemoryOutbox;
  logger?: ProviderLogger;
  /** When set, a client that authenticates must use these; authentication stays optional. */
  auth?: { user: string; pass: string };
}

export interface SmtpSandbox {
  /** `smtp://127.0.0.1:<port>`: nodemailer's connection URL. */
  url: string;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((group) => group.value.map((a) => a.address ?? '')).filter(Boolean);
}

/**
 * A local SMTP server (the `smtp-server` package) on an ephemeral loopback port: every message is
 * parsed with `mailparser` and recorded in the outbox, one entry per recipient.
 */
export async function startSmtpSandbox(options: SmtpSandboxOptions): Promise<SmtpSandbox> {
  const server = new SMTPServer({
    name: 'hadiya-sandbox',
    banner: 'Hadiya SMTP sandbox',
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (!options.auth || (auth.username === options.auth.user && auth.password === options.auth.pass)) {
        return callback(null, { user: auth.username ?? 'sandbox' });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          const recipients = envelopeTo.length > 0 ? envelopeTo : addresses(mail.to);
          const id = mail.messageId ?? `sandbox-${Date.now()}`;
          const createdAt = new Date().toISOString();
          recipients.forEach((to, index) => {
            options.outbox.record({
              id: recipients.length > 1 ? `${id}#${index}` : id,
              channel: 'email',
              to,
              subject: mail.subject ?? null,
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : null,
              createdAt,
            });
          });
          options.logger?.info({ messageId: id, recipients: recipients.length }, 'smtp sandbox recorded');
          callback();
        })
        .catch((error: Error) => {
          options.logger?.error({ err: error }, 'smtp sandbox could not parse a message');
          callback(error);
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: options.auth
      ? `smtp://${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
