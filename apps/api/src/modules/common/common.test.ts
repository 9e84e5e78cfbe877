import { citySchema, countrySchema } from '@hadiya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { operatorKey: 'operator-test-key' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/check-maintenance-mode', () => {
  it('is off by default and follows the stored switch', async () => {
    const api = t.client();
    expect(await api.request('checkMaintenanceMode', {})).toEqual({ is_web_app_maintenance: false });

    await t.app.maintenance.set(true);
    const on = await t.http('GET', '/api/common/check-maintenance-mode', { headers: { language: 'en' } });
    expect(on.body).toEqual({
      success: true,
      statusCode: 200,
      message: 'Under Maintenance',
      data: { is_web_app_maintenance: true },
    });
    // Other calls answer 503 while in maintenance; common calls stay open.
    expectErrorEnvelope(await t.http('GET', '/api/products/master'), 503);
    expect((await t.http('GET', '/api/common/countries')).status).toBe(200);

    await t.app.maintenance.set(false);
    expect((await t.http('GET', '/api/products/master')).status).toBe(200);
  });

  it('the operator endpoint switches it from loopback with the key only', async () => {
    const denied = await t.http('POST', '/api/internal/maintenance', {
      body: { on: true },
      headers: { 'x-operator-key': 'wrong-key-wrong-key' },
    });
    expectErrorEnvelope(denied, 403);
    expect((await t.client().request('checkMaintenanceMode', {})).is_web_app_maintenance).toBe(false);

    const ok = await t.http('POST', '/api/internal/maintenance', {
      body: { on: true },
      headers: { 'x-operator-key': 'operator-test-key' },
    });
    expect(ok.status).toBe(200);
    expect((await t.client().request('checkMaintenanceMode', {})).is_web_app_maintenance).toBe(true);
    await t.http('POST', '/api/internal/maintenance', {
      body: { on: false },
      headers: { 'x-operator-key': 'operator-test-key' },
    });
    expect((await t.client().request('checkMaintenanceMode', {})).is_web_app_maintenance).toBe(false);
  });
});

describe('MAINTENANCE_MODE=1', () => {
  it('forces maintenance on whatever is stored', async () => {
    const forced = await startTestApp({ maintenanceOverride: true });
    try {
      expect((await forced.client().request('checkMaintenanceMode', {})).is_web_app_maintenance).toBe(true);
    } finally {
      await forced.close();
    }
  });
});

describe('GET /common/countries', () => {
  it('lists the countries of spec §5 with their phone lengths, localized', async () => {
    const en = await t.client({ language: 'en' }).request('countries', {});
    const ar = await t.client({ language: 'ar' }).request('countries', {});
    for (const country of en) countrySchema.parse(country);
    const byCode = new Map(en.map((c) => [c.phonecode, c]));
    expect(byCode.get('966')).toMatchObject({ country_code: 'SA', name: 'Saudi Arabia', phone_digits: 9 });
    expect(byCode.get('973')?.phone_digits).toBe(8);
    expect(byCode.get('965')?.phone_digits).toBe(8);
    expect(byCode.get('974')?.phone_digits).toBe(8);
    expect(byCode.get('91')?.phone_digits).toBe(10);
    expect(en.length).toBeGreaterThan(5);
    expect(ar[0]?.name).toBe('السعودية');
  });
});

describe('GET /common/saudi-cities', () => {
  it('lists at least 30 cities with regions, delivery service and engraving flag', async () => {
    const cities = await t.client().request('saudiCities', { query: { type: 'web', limit: 120, page_number: 1 } });
    expect(cities.length).toBeGreaterThanOrEqual(30);
    for (const city of cities) citySchema.parse(city);
    const riyadh = cities.find((c) => c.name === 'Riyadh');
    expect(riyadh).toMatchObject({ other_name: 'الرياض', delivery_service: 'barq', allow_engrave: true });
    expect(cities.find((c) => c.name === 'Jeddah')?.delivery_service).toBe('standard');
    expect(new Set(cities.map((c) => c.region_id)).size).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['Riyadh', 'Riyadh'],
    ['riy', 'Riyadh'],
    ['الرياض', 'Riyadh'],
    ['رياض', 'Riyadh'],
    ['جده', 'Jeddah'],
    ['مكه', 'Makkah'],
    ['ابها', 'Abha'],
    ['الاحساء', 'Al Ahsa'],
    ['khobar', 'Al Khobar'],
    ['المدينه', 'Madinah'],
  ])('search %s finds %s', async (search, expected) => {
    const cities = await t.client().request('saudiCities', { query: { search } });
    expect(cities[0]?.name).toBe(expected);
  });

  it('pages with limit and page_number', async () => {
    const api = t.client();
    const first = await api.request('saudiCities', { query: { limit: 5, page_number: 1 } });
    const second = await api.request('saudiCities', { query: { limit: 5, page_number: 2 } });
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    expect(first.map((c) => c.id)).not.toEqual(second.map((c) => c.id));
  });

  it('answers an empty list with the spec message when nothing matches', async () => {
    const res = await t.http('GET', '/api/common/saudi-cities?search=zzzzqq', { headers: { language: 'en' } });
    expect(res.body).toMatchObject({ success: true, statusCode: 200, message: 'Does not find city', data: [] });
  });

  it.each([
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=100000', 'limit'],
    ['page_number=0', 'page_number'],
    ['type=ios', 'type'],
    [`search=${'x'.repeat(500)}`, 'search'],
  ])('rejects %s with a 400 naming the field, changing nothing', async (query, field) => {
    const before = await t.fingerprint();
    const res = await t.http('GET', `/api/common/saudi-cities?${query}`, { headers: { language: 'en' } });
    const body = expectErrorEnvelope(res, 400);
    expect(body.message).toContain(field);
    expect(body.data.errors[0].field).toBe(field);
    expect(await t.fingerprint()).toBe(before);
  });

  // A query parameter is built by the caller's code, not typed by a shopper: the message names it
  // as sent (the developer finds it), in a sentence of the caller's language.
  it.each([
    ['en', 'Invalid value for the parameter limit: Must be at most 200'],
    ['ar', 'قيمة غير صالحة للمعامل \u2068limit\u2069: يجب ألا يزيد عن ٢٠٠'],
  ] as const)('%s: a refused query parameter is named as sent in the caller’s language', async (language, message) => {
    const before = await t.fingerprint();
    const res = await t.http('GET', '/api/common/saudi-cities?limit=500', { headers: { language } });
    const body = expectErrorEnvelope(res, 400);
    expect(body.message).toBe(message);
    expect(body.data.errors).toEqual([{ field: 'limit', message: message.split(': ')[1], rule: 'too_big' }]);
    expect(await t.fingerprint()).toBe(before);
  });

  it('accepts Arabic-Indic digits in numbers', async () => {
    const cities = await t.client().request('saudiCities', { query: { limit: '٣' } });
    expect(cities).toHaveLength(3);
  });

  it('treats SQL and HTML metacharacters as plain text', async () => {
    const before = await t.fingerprint();
    for (const search of ["'; drop table cities; --", '<script>alert(1)</script>', '%', '_']) {
      const res = await t.http('GET', `/api/common/saudi-cities?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
    expect(await t.fingerprint()).toBe(before);
  });
});
