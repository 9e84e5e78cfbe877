import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSandbox, startSmtpSandbox } from './email/sandbox';
import { SmtpEmailProvider } from './email/smtp';
import { MemoryOutbox } from './outbox';
import { renderEmail } from './templates';

let sandbox: SmtpSandbox;
let provider: SmtpEmailProvider;
const outbox = new MemoryOutbox();

beforeAll(async () => {
  sandbox = await startSmtpSandbox({ outbox });
  provider = new SmtpEmailProvider({ url: sandbox.url, from: 'Hadiya <no-reply@hadiya.example>' });
});
afterAll(async () => {
  provider.close();
  await sandbox.close();
});

describe('SMTP adapter and sandbox', () => {
  it('an Arabic e-mail sent through nodemailer arrives in the outbox with a text part and an RTL HTML part', async () => {
    const rendered = renderEmail('email_verification_code', 'ar', { code: '4821', name: 'سارة' });
    const { id } = await provider.send({ to: 'Sara@Example.com', lang: 'ar', ...rendered });
    expect(id).toMatch(/@/);
    const [entry] = await outbox.list({ to: 'sara@example.com', channel: 'email' });
    expect(entry).toMatchObject({ id, channel: 'email', to: 'Sara@example.com', subject: rendered.subject });
    expect(entry?.text).toContain('4821');
    expect(entry?.text).toContain('سارة');
    expect(entry?.html).toContain('dir="rtl"');
    expect(entry?.html).toContain('lang="ar"');
    expect(entry?.html).toContain('4821');
  });

  it('an English e-mail arrives left to right, newest first', async () => {
    const rendered = renderEmail('welcome', 'en', { name: 'Omar <b>' });
    await provider.send({ to: 'omar@example.com', lang: 'en', ...rendered });
    const [latest] = await outbox.list({ channel: 'email' });
    expect(latest?.to).toBe('omar@example.com');
    expect(latest?.subject).toBe('Welcome to Hadiya');
    expect(latest?.html).toContain('dir="ltr"');
    expect(latest?.html).toContain('lang="en"');
    expect(latest?.html).toContain('Omar &lt;b&gt;');
    expect(latest?.text).toContain('Hello Omar <b>,');
  });

  it('a sandbox with credentials refuses wrong ones', async () => {
    const box = new MemoryOutbox();
    const guarded = await startSmtpSandbox({ outbox: box, auth: { user: 'u', pass: 'p' } });
    try {
      const good = new SmtpEmailProvider({ url: guarded.url, from: 'a@b.com' });
      await good.send({ to: 'x@y.com', lang: 'en', subject: 's', text: 't', html: '<p>t</p>' });
      good.close();
      const bad = new SmtpEmailProvider({ url: guarded.url.replace('u:p@', 'u:wrong@'), from: 'a@b.com' });
      await expect(
        bad.send({ to: 'x@y.com', lang: 'en', subject: 's', text: 't', html: '<p>t</p>' }),
      ).rejects.toThrow();
      bad.close();
      expect(await box.list()).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });
});
