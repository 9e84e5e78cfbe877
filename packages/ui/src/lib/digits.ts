const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Replaces Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits with ASCII digits. */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** For numeric fields: normalises digits, then drops every other character. */
export function toAsciiDigits(value: string): string {
  return normalizeDigits(value).replace(/\D/g, '');
}
