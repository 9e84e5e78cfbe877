/**
 * ZATCA simplified tax invoice QR code (phase 1, reference §7): a TLV byte string, base64-encoded.
 * Tags: 1 seller name, 2 seller VAT registration number, 3 invoice time stamp (ISO 8601),
 * 4 invoice total with VAT, 5 VAT total. Values are UTF-8; each length is one byte (≤ 255 bytes).
 */

export interface ZatcaInvoiceFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 time stamp, e.g. `2026-11-24T07:30:00Z`. */
  timestamp: string;
  /** Invoice total with VAT, in halalas. */
  totalHalalas: number;
  /** VAT total, in halalas. */
  vatHalalas: number;
}

/** `12345` halalas → `"123.45"` (the QR carries SAR with two decimals). */
export function halalasToSar(halalas: number): string {
  if (!Number.isInteger(halalas) || halalas < 0) throw new RangeError('halalas must be a non-negative integer');
  return `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;
}

/** A time stamp without milliseconds, in UTC (`2026-11-24T07:30:00Z`). */
export function zatcaTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function tlv(tag: number, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > 255) throw new RangeError(`ZATCA tag ${tag} is longer than 255 bytes`);
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
}

/** The TLV bytes of tags 1–5. */
export function encodeZatcaTlv(fields: ZatcaInvoiceFields): Buffer {
  return Buffer.concat([
    tlv(1, fields.sellerName),
    tlv(2, fields.vatNumber),
    tlv(3, fields.timestamp),
    tlv(4, halalasToSar(fields.totalHalalas)),
    tlv(5, halalasToSar(fields.vatHalalas)),
  ]);
}

/** What the QR code encodes: the TLV bytes in base64. */
export function zatcaQrPayload(fields: ZatcaInvoiceFields): string {
  return encodeZatcaTlv(fields).toString('base64');
}

/** Tag → value of a base64 TLV (for tests and for checking a scanned code). Throws on a malformed one. */
export function decodeZatcaTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const out = new Map<number, string>();
  let i = 0;
  while (i < bytes.length) {
    const tag = bytes[i];
    const length = bytes[i + 1];
    if (tag === undefined || length === undefined || i + 2 + length > bytes.length) {
      throw new Error('malformed ZATCA TLV');
    }
    out.set(tag, bytes.subarray(i + 2, i + 2 + length).toString('utf8'));
    i += 2 + length;
  }
  return out;
}
