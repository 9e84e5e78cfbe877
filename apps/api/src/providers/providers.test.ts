import { describe, expect, it } from 'vitest';
import { createProviders, loadProvidersConfig } from './index';
import { renderEmail, renderSms } from './templates';

function recordingLogger() {
  const lines: string[] = [];
  const log = (obj: object, msg?: string) => {
    lines.push(JSON.stringify({ ...obj, msg }));
  };
  return { lines, logger: { info: log, warn: log, error: log } };
}

describe('createProviders', () => {
  it('with no configuration starts both sandboxes; SMS and e-mail land in the outbox; close() stops them; no code in the logs', async () => {
    const { lines, logger } = recordingLogger();
    const providers = await createProviders({ env: {}, logger });
    try {
      expect(providers.sms.name).toBe('taqnyat');
      expect(providers.email.name).toBe('smtp');
      expect(providers.outbox).not.toBeNull();
      expect(providers.oidcSandbox?.providers).toEqual(['google', 'apple', 'facebook']);
      await providers.sms.send({ to: '966501234567', body: renderSms('otp_code', 'ar', { code: '7391' }) });
      await providers.email.send({
        to: 'a@example.com',
        lang: 'en',
        ...renderEmail('password_reset_code', 'en', { code: '5802' }),
      });
      const all = await providers.outbox!.list();
      expect(all.map((e) => e.channel)).toEqual(['email', 'sms']);
      expect((await providers.outbox!.list({ to: '+966501234567' }))[0]?.text).toContain('7391');
      expect((await providers.outbox!.list({ to: 'a@example.com' }))[0]?.text).toContain('5802');
      const logged = lines.join('\n');
      expect(logged).not.toContain('7391');
      expect(logged).not.toContain('5802');
      expect(logged).toContain('message sent');
    } finally {
      await providers.close();
    }
    await expect(providers.sms.send({ to: '966501234567', body: 'x' })).rejects.toThrow();
  });

  it('SANDBOX_PROVIDERS=off refuses to start without SMS and SMTP configuration', async () => {
    const { logger } = recordingLogger();
    await expect(createProviders({ env: { SANDBOX_PROVIDERS: 'off' }, logger })).rejects.toThrow(/SMS/);
    await expect(
      createProviders({ env: { SANDBOX_PROVIDERS: 'off', SMS_PROVIDER: 'taqnyat', SMS_API_TOKEN: 't' }, logger }),
    ).rejects.toThrow(/SMTP_URL/);
  });

  it('with real SMS and SMTP configured there is no outbox; unconfigured social providers use the sandbox', async () => {
    const { logger } = recordingLogger();
    const providers = await createProviders({
      env: {
        SMS_PROVIDER: 'taqnyat',
        SMS_API_TOKEN: 't',
        SMTP_URL: 'smtp://127.0.0.1:1',
        GOOGLE_CLIENT_ID: 'g',
      },
      logger,
    });
    try {
      expect(providers.outbox).toBeNull();
      expect(providers.oidcSandbox?.providers).toEqual(['apple', 'facebook']);
      expect(providers.identity.publicConfig().google).toMatchObject({ clientId: 'g', isSandbox: false });
      expect(providers.identity.publicConfig().apple).toMatchObject({ isSandbox: true });
    } finally {
      await providers.close();
    }
  });

  it('loadProvidersConfig reads the environment', () => {
    const config = loadProvidersConfig({
      SMS_PROVIDER: 'taqnyat',
      SMS_API_TOKEN: 'tok',
      SMS_SENDER: 'HadiyaSA',
      SMS_BASE_URL: 'http://127.0.0.1:9/',
      FACEBOOK_APP_ID: '1',
      FACEBOOK_APP_SECRET: 's',
      APPLE_CLIENT_ID: 'com.x',
    });
    expect(config.smsProvider).toBe('taqnyat');
    expect(config.sms).toEqual({ token: 'tok', sender: 'HadiyaSA', baseUrl: 'http://127.0.0.1:9/' });
    expect(config.social.facebook).toMatchObject({ appId: '1', appSecret: 's' });
    expect(config.social.apple).toMatchObject({ clientId: 'com.x' });
    expect(config.allowSandboxes).toBe(true);
    expect(() => loadProvidersConfig({ SMS_PROVIDER: 'twilio' })).toThrow();
  });
});
