import { ACCOUNT_NAME_MAX_LENGTH } from '@hadiya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { bearer, userSession } from '../cart/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a refused name', () => {
  it.each([
    ['ar', '/api/user/update-profile', 'الاسم طويل جدا'],
    ['en', '/api/user/update-profile', 'Name is too long'],
    ['ar', '/api/user/update-name', 'الاسم طويل جدا'],
    ['en', '/api/user/update-info', 'Name is too long'],
  ] as const)(
    '%s %s: one name too long is refused by its rule alone, naming no field key; nothing changes',
    async (language, path, message) => {
      const { token } = await userSession(t);
      const before = await t.fingerprint();
      const res = await t.http('POST', path, {
        body: { name: 'ن'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1), phone_code: '966', phone_number: '512345678' },
        headers: bearer(token, language),
      });
      const error = expectErrorEnvelope(res, 400);
      expect(error.message).toBe(message);
      expect(error.message).not.toContain('name');
      expect(error.data.errors).toEqual([{ field: 'name', message, rule: 'name_too_long' }]);
      expect(await t.fingerprint()).toBe(before);
    },
  );

  it('a name of the longest length is saved', async () => {
    const { token } = await userSession(t);
    const name = 'ن'.repeat(ACCOUNT_NAME_MAX_LENGTH);
    const res = await t.http('POST', '/api/user/update-profile', { body: { name }, headers: bearer(token, 'ar') });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe(name);
  });

  it('other refusals of the user calls keep their envelope (a missing token is still a 401)', async () => {
    const res = await t.http('POST', '/api/user/update-name', { body: { name: 'x'.repeat(200) } });
    expect(expectErrorEnvelope(res, 401).data.reason).toBe('token_required');
  });
});
