/**
 * Tabby amounts are decimal strings with up to two decimals (`"100.00"`, reference §3.1); inside
 * the server every amount is integer halalas. Conversions are exact (no floating point).
 */

/** 12345 → `"123.45"`. */
export function toDecimalString(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new RangeError(`not an amount in halalas: ${halalas}`);
  return `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;
}

/** `"123.45"`, `"123.4"`, `"123"`, 123.45 → 12345; anything else (negative, 3 decimals, junk) → null. */
export function parseDecimal(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match as unknown as [string, string, string | undefined];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
