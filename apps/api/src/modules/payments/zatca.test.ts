import { describe, expect, it } from 'vitest';
import { decodeZatcaTlv, encodeZatcaTlv, halalasToSar, zatcaQrPayload, zatcaTimestamp } from './zatca';

describe('ZATCA QR TLV', () => {
  const fields = {
    sellerName: 'مؤسسة هدية للهدايا',
    vatNumber: '310122393500003',
    timestamp: '2026-11-24T07:30:00Z',
    totalHalalas: 115_00,
    vatHalalas: 15_00,
  };

  it('encodes tags 1–5 as tag, length in bytes, UTF-8 value', () => {
    const bytes = encodeZatcaTlv(fields);
    const nameBytes = Buffer.byteLength(fields.sellerName, 'utf8');
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(nameBytes);
    expect(nameBytes).toBeGreaterThan(fields.sellerName.length); // Arabic: 2 bytes a letter
    expect(bytes.subarray(2, 2 + nameBytes).toString('utf8')).toBe(fields.sellerName);
    expect(bytes[2 + nameBytes]).toBe(2);
    expect(bytes[3 + nameBytes]).toBe(15);
  });

  it('decodes back to the same figures', () => {
    const decoded = decodeZatcaTlv(zatcaQrPayload(fields));
    expect([...decoded.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(decoded.get(1)).toBe(fields.sellerName);
    expect(decoded.get(2)).toBe('310122393500003');
    expect(decoded.get(3)).toBe('2026-11-24T07:30:00Z');
    expect(decoded.get(4)).toBe('115.00');
    expect(decoded.get(5)).toBe('15.00');
  });

  it('matches the well-known example from the ZATCA guide', () => {
    // "Bobs Records", 310122393500003, 2022-04-25T15:30:00Z, 1000.00, 150.00
    const payload = zatcaQrPayload({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      totalHalalas: 100_000,
      vatHalalas: 15_000,
    });
    expect(payload).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('formats halalas and time stamps', () => {
    expect(halalasToSar(0)).toBe('0.00');
    expect(halalasToSar(1850)).toBe('18.50');
    expect(halalasToSar(5)).toBe('0.05');
    expect(() => halalasToSar(-1)).toThrow();
    expect(() => halalasToSar(1.5)).toThrow();
    expect(zatcaTimestamp(new Date('2026-11-24T07:30:12.345Z'))).toBe('2026-11-24T07:30:12Z');
  });

  it('refuses values over 255 bytes and malformed input', () => {
    expect(() => encodeZatcaTlv({ ...fields, sellerName: 'ه'.repeat(200) })).toThrow(/255/);
    expect(() => decodeZatcaTlv(Buffer.from([1, 9, 65]).toString('base64'))).toThrow(/malformed/);
  });
});
