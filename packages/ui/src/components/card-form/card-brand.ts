import { toAsciiDigits } from '../../lib/digits';

export type CardBrand = 'mada' | 'visa' | 'mastercard';

/**
 * mada BINs (the first six digits), from the lists the Saudi gateways publish for routing mada
 * cards. They overlap Visa's 4 and Mastercard's 5 ranges, so they are checked first.
 */
export const MADA_BINS: ReadonlySet<string> = new Set([
  '400861',
  '401757',
  '407197',
  '407395',
  '409201',
  '410685',
  '417633',
  '419593',
  '420132',
  '422817',
  '422818',
  '422819',
  '428331',
  '428671',
  '428672',
  '428673',
  '431361',
  '432328',
  '434107',
  '439954',
  '440533',
  '440647',
  '440795',
  '445564',
  '446393',
  '446404',
  '446672',
  '455036',
  '455708',
  '457865',
  '458456',
  '462220',
  '468540',
  '468541',
  '468542',
  '468543',
  '483010',
  '483011',
  '483012',
  '484783',
  '486094',
  '486095',
  '486096',
  '489317',
  '489318',
  '489319',
  '493428',
  '504300',
  '508160',
  '513213',
  '520058',
  '521076',
  '524130',
  '524514',
  '529415',
  '529741',
  '530060',
  '530906',
  '531095',
  '531196',
  '532013',
  '535825',
  '535989',
  '536023',
  '537767',
  '539931',
  '543085',
  '543357',
  '549760',
  '554180',
  '557606',
  '558848',
  '585265',
  '588845',
  '588846',
  '588847',
  '588848',
  '588849',
  '588850',
  '588851',
  '588982',
  '588983',
  '589005',
  '589206',
  '604906',
  '605141',
  '636120',
  '968201',
  '968202',
  '968203',
  '968204',
  '968205',
  '968206',
  '968207',
  '968208',
  '968209',
  '968210',
  '968211',
]);

/** The brand of a (partial) card number by its prefix: mada BINs first, then Visa (4) and Mastercard (51–55, 2221–2720). */
export function detectCardBrand(input: string): CardBrand | null {
  const digits = toAsciiDigits(input);
  if (digits.length >= 6 && MADA_BINS.has(digits.slice(0, 6))) return 'mada';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

/** The Luhn check digit test every card number passes. */
export function isLuhnValid(input: string): boolean {
  const digits = toAsciiDigits(input);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups a card number in fours for display (`4201 3201 1111 1010`). */
export function groupCardNumber(input: string): string {
  return toAsciiDigits(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Reads `MM/YY` (or `MMYY`, `MM/YYYY`) into a month and a four-digit year, or null. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const digits = toAsciiDigits(input);
  if (digits.length !== 4 && digits.length !== 6) return null;
  const month = Number(digits.slice(0, 2));
  const year = digits.length === 4 ? 2000 + Number(digits.slice(2)) : Number(digits.slice(2));
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether a card expiring at the end of `month`/`year` is still valid at `now`. */
export function isExpiryInFuture(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}
