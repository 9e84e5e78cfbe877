import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryOutbox } from './outbox';
import { type SmsSandbox, startSmsSandbox } from './sms/sandbox';
import { parseNumberList, SmsDeliveryError, TaqnyatSmsProvider } from './sms/taqnyat';

const TOKEN = 'test-token-123';
let sandbox: SmsSandbox;
const outbox = new MemoryOutbox(10);

beforeAll(async () => {
  sandbox = await startSmsSandbox({ token: TOKEN, senders: ['Hadiya', '12345', 'VeryLongSenderName'], outbox });
});
afterAll(async () => {
  await sandbox.close();
});

const post = (body: unknown, token: string | null = TOKEN) =>
  fetch(`${sandbox.baseUrl}/v1/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('SMS sandbox (Taqnyat protocol)', () => {
  it('refuses a missing or wrong bearer token with 401 and records nothing', async () => {
    outbox.clear();
    for (const token of [null, 'wrong']) {
      const res = await post({ recipients: ['966501234567'], body: 'x', sender: 'Hadiya' }, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
    }
    expect(await outbox.list()).toEqual([]);
  });

  it.each([
    ['an unregistered sender', 'Other'],
    ['a numeric sender', '12345'],
    ['a sender longer than 11 characters', 'VeryLongSenderName'],
  ])('refuses %s with 400', async (_case, sender) => {
    outbox.clear();
    const res = await post({ recipients: ['966501234567'], body: 'x', sender });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(await outbox.list()).toEqual([]);
  });

  it('refuses a missing body, missing recipients and invalid JSON with 400', async () => {
    outbox.clear();
    expect((await post({ recipients: ['966501234567'], sender: 'Hadiya' })).status).toBe(400);
    expect((await post({ body: 'x', sender: 'Hadiya' })).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect(await outbox.list()).toEqual([]);
  });

  it('accepts 9665XXXXXXXX, rejects + / 00 / landline / short numbers in `rejected`, records the accepted one', async () => {
    outbox.clear();
    const res = await post({
      recipients: ['966501234567', '+966501234568', '00966501234569', '966112345678', '9665012'],
      body: 'رمز الدخول 1234',
      sender: 'Hadiya',
    });
    expect(res.status).toBe(201);
    const payload = (await res.json()) as Record<string, unknown>;
    expect(payload).toMatchObject({ statusCode: 201, messageId: expect.any(Number) });
    expect(parseNumberList(payload.accepted)).toEqual(['966501234567']);
    expect(parseNumberList(payload.rejected)).toEqual(['+966501234568', '00966501234569', '966112345678', '9665012']);
    expect(payload.accepted).toBe('[966501234567,]');
    const entries = await outbox.list();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: String(payload.messageId),
      channel: 'sms',
      to: '966501234567',
      subject: null,
      text: 'رمز الدخول 1234',
      html: null,
    });
  });

  it('answers 404 and 405 for other paths and methods', async () => {
    expect((await fetch(`${sandbox.baseUrl}/v2/messages`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${sandbox.baseUrl}/v1/messages`)).status).toBe(405);
  });
});

describe('Taqnyat adapter', () => {
  it('sends through the sandbox and returns the message id; the outbox lists newest first and filters by to', async () => {
    outbox.clear();
    const sms = new TaqnyatSmsProvider({ baseUrl: sandbox.baseUrl, token: TOKEN, sender: 'Hadiya' });
    const first = await sms.send({ to: '966501111111', body: 'one' });
    const second = await sms.send({ to: '+966502222222', body: 'two' });
    expect(first.id).toMatch(/^\d+$/);
    const all = await outbox.list();
    expect(all.map((e) => e.text)).toEqual(['two', 'one']);
    expect((await outbox.list({ to: '+966501111111' })).map((e) => e.id)).toEqual([first.id]);
    expect((await outbox.list({ to: '00966502222222' })).map((e) => e.id)).toEqual([second.id]);
    expect(await outbox.list({ channel: 'email' })).toEqual([]);
  });

  it('surfaces a rejected recipient as an error', async () => {
    const sms = new TaqnyatSmsProvider({ baseUrl: sandbox.baseUrl, token: TOKEN, sender: 'Hadiya' });
    await expect(sms.send({ to: '966112345678', body: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('surfaces an HTTP error (bad token, unregistered sender) with its status', async () => {
    const badToken = new TaqnyatSmsProvider({ baseUrl: sandbox.baseUrl, token: 'nope', sender: 'Hadiya' });
    await expect(badToken.send({ to: '966501234567', body: 'x' })).rejects.toMatchObject({
      name: 'SmsDeliveryError',
      status: 401,
    });
    const badSender = new TaqnyatSmsProvider({ baseUrl: sandbox.baseUrl, token: TOKEN, sender: 'Nobody' });
    await expect(badSender.send({ to: '966501234567', body: 'x' })).rejects.toMatchObject({ status: 400 });
  });

  it('the outbox keeps at most its capacity', async () => {
    const small = new MemoryOutbox(3);
    for (let i = 0; i < 5; i++) {
      small.record({ id: String(i), channel: 'sms', to: '1', subject: null, text: '', html: null, createdAt: '' });
    }
    expect((await small.list()).map((e) => e.id)).toEqual(['4', '3', '2']);
  });
});
