/**
 * A refused body field under a generic rule ('This field is required') is named in the envelope's
 * message by its label in the caller's language (the contract's `fieldLabels`), never by the API's
 * key: it used to read "Invalid value for company_name: …" / «قيمة غير صالحة للحقل company_name».
 * Every body field of every call has a label; a query or path parameter is named as sent, in a
 * sentence of the caller's language (common.test.ts, below).
 */
import { type CallDef, calls, fieldLabel, LANGUAGES } from '@hadiya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { refusalMessage } from '../src/lib/validation';
import { expectErrorEnvelope, startTestApp, type TestApp } from './helpers';

/** The paths of a schema's leaves (`recipient.name`, `items.*.id`), through wrappers, pipes and unions. */
function fieldPaths(schema: z.ZodType, path = '', out = new Set<string>()): Set<string> {
  // biome-ignore lint/suspicious/noExplicitAny: zod's definitions are read by their `type`
  const def = (schema as any)._zod.def;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape)) fieldPaths(value as z.ZodType, at(key), out);
      break;
    case 'pipe':
      fieldPaths(def.in, path, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      fieldPaths(def.innerType, path, out);
      break;
    case 'array':
      fieldPaths(def.element, at('*'), out);
      break;
    case 'union':
      for (const option of def.options) fieldPaths(option, path, out);
      break;
    case 'intersection':
      fieldPaths(def.left, path, out);
      fieldPaths(def.right, path, out);
      break;
    default:
      out.add(path || 'body');
  }
  return out;
}

describe('every body field of every call has a label in both languages', () => {
  const fields = Object.entries(calls as Record<string, CallDef>).flatMap(([name, call]) =>
    call.body ? [...fieldPaths(call.body)].map((field) => ({ name, field })) : [],
  );

  it('finds the body fields', () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(fields).toContainEqual({ name: 'corporateGifts', field: 'company_name' });
    expect(fields).toContainEqual({ name: 'cartUpdateAll', field: 'items.*.product_qty' });
  });

  it.each(LANGUAGES)('%s', (lang) => {
    const missing = fields.filter(({ field }) => !fieldLabel(field, lang));
    expect(missing).toEqual([]);
  });

  it('looks a nested or listed field up by its path, then its ending, then its parent', () => {
    expect(fieldLabel('recipient.name', 'ar')).toBe('اسم المستلم');
    expect(fieldLabel('contact.name', 'en')).toBe('Name');
    expect(fieldLabel('items.3.product_qty', 'en')).toBe('Quantity');
    expect(fieldLabel('items.3.id', 'ar')).toBe('عنصر السلة');
    expect(fieldLabel('token.paymentMethod.network', 'en')).toBe('Token');
    expect(fieldLabel('no_such_field', 'en')).toBeUndefined();
  });

  it('a field without a label is refused with the rule alone, never its key', () => {
    const error = { field: 'no_such_field', message: 'This field is required', rule: 'required' };
    expect(refusalMessage(error, 'en')).toBe('This field is required');
    expect(refusalMessage({ ...error, message: 'هذا الحقل مطلوب' }, 'ar')).toBe('هذا الحقل مطلوب');
  });
});

describe('a refused body field is named by its label over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    {
      language: 'en',
      path: '/api/account/login',
      body: { login_type: 'email_password', email: 'a@b.com', password: 'secret1', remember_me: 'yes' },
      field: 'remember_me',
      message: 'Remember me: Invalid value type',
    },
    {
      language: 'ar',
      path: '/api/account/login',
      body: { login_type: 'email_password', email: 'a@b.com', password: 'secret1', remember_me: 'yes' },
      field: 'remember_me',
      message: 'تذكرني: نوع القيمة غير صالح',
    },
    {
      language: 'ar',
      path: '/api/account/login-as-guest',
      body: { device_id: 'x'.repeat(500) },
      field: 'device_id',
      message: 'الجهاز: يجب ألا يزيد عن ٦٤ حرفًا',
    },
  ] as const)('$language: $path refuses $field', async ({ language, path, body, field, message }) => {
    const before = await t.fingerprint();
    const refused = expectErrorEnvelope(await t.http('POST', path, { body, headers: { language } }), 400);
    expect(refused.message).toBe(message);
    expect(refused.message).not.toMatch(/[a-z]+_[a-z]+|Invalid value for|قيمة غير صالحة للحقل/);
    expect(refused.data.errors[0]).toMatchObject({ field });
    expect(await t.fingerprint()).toBe(before);
  });
});

// A JSON body that is not an object used to be refused as "The request: Invalid value type" /
// «الطلب: نوع القيمة غير صالح»: the whole body's label and a generic rule, which read badly.
describe('a body that is not a JSON object is refused in one clear sentence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const messages = {
    ar: 'يجب أن يكون محتوى الطلب كائنا بصيغة JSON',
    en: 'The request body must be a JSON object',
  } as const;
  const paths = ['/api/account/login-as-guest', '/api/account/login', '/api/form/contact-us'];
  const bodies: { sent: string; body: unknown }[] = [
    { sent: '[]', body: [] },
    { sent: '"x"', body: 'x' },
    { sent: '42', body: 42 },
    { sent: 'true', body: true },
  ];

  it.each(
    LANGUAGES.flatMap((language) =>
      paths.flatMap((path) => bodies.map(({ sent, body }) => ({ language, path, sent, body }))),
    ),
  )('$language: $path refuses $sent', async ({ language, path, body }) => {
    const before = await t.fingerprint();
    const refused = expectErrorEnvelope(await t.http('POST', path, { body, headers: { language } }), 400);
    expect(refused.message).toBe(messages[language]);
    expect(refused.data.errors[0]).toMatchObject({ field: 'body' });
    expect(await t.fingerprint()).toBe(before);
  });

  it('Arabic is the default language', async () => {
    const before = await t.fingerprint();
    const refused = expectErrorEnvelope(await t.http('POST', '/api/account/login-as-guest', { body: [] }), 400);
    expect(refused.message).toBe(messages.ar);
    expect(await t.fingerprint()).toBe(before);
  });

  // `null` or no body at all is read as `{}` (route.ts, so defaults apply): its fields are refused.
  it.each([
    { language: 'ar', body: null, message: 'الاسم مطلوب' },
    { language: 'en', body: undefined, message: 'Name is required' },
  ] as const)('$language: a $body body is refused by its fields', async ({ language, body, message }) => {
    const before = await t.fingerprint();
    const refused = expectErrorEnvelope(
      await t.http('POST', '/api/form/contact-us', { body, headers: { language } }),
      400,
    );
    expect(refused.message).toBe(message);
    expect(await t.fingerprint()).toBe(before);
  });
});
