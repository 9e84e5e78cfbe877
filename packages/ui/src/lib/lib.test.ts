import { describe, expect, it } from 'vitest';
import { normalizeDigits, toAsciiDigits } from './digits';
import { directionOf, isLocale } from './direction';
import { formatNumber, formatPrice } from './format';

describe('normalizeDigits', () => {
  it('maps Arabic-Indic digits to ASCII', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });
  it('maps Persian digits to ASCII', () => {
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });
  it('keeps other characters', () => {
    expect(normalizeDigits('رقم ٥ و 6')).toBe('رقم 5 و 6');
  });
});

describe('toAsciiDigits', () => {
  it('drops everything that is not a digit', () => {
    expect(toAsciiDigits('+966 ٥٠-١٢٣ ۴۵۶۷')).toBe('966501234567');
  });
  it('returns an empty string for text without digits', () => {
    expect(toAsciiDigits('abc')).toBe('');
  });
});

describe('direction', () => {
  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ] as const)('%s reads %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });
  it('recognises only the store locales', () => {
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('formatPrice', () => {
  it('formats halalas as SAR with Latin digits in English', () => {
    expect(formatPrice(12_950, 'en')).toMatch(/129\.50/);
    expect(formatPrice(12_950, 'en')).toMatch(/SAR/);
  });
  it('uses Arabic-Indic digits in Arabic', () => {
    expect(formatPrice(12_950, 'ar')).toMatch(/١٢٩٫٥٠/);
  });
  it('rounds to whole riyals for the cart', () => {
    expect(formatPrice(12_950, 'en', { isRounded: true })).toMatch(/130(?!\.)/);
    expect(formatPrice(12_949, 'en', { isRounded: true })).toMatch(/129(?!\.)/);
  });
  it('signs credits and debits on request, with a real minus sign, and leaves zero unsigned', () => {
    expect(formatPrice(2_000, 'en', { isSigned: true })).toMatch(/^\+SAR\s20\.00$/);
    expect(formatPrice(-2_000, 'en', { isSigned: true })).toMatch(/^\u2212SAR\s20\.00$/);
    expect(formatPrice(0, 'en', { isSigned: true })).not.toMatch(/[+\u2212-]/);
    // Arabic: the sign comes before the digits in reading order.
    expect(formatPrice(-2_000, 'ar', { isSigned: true }).replace(/[\u061c\u200e\u200f]/g, '')).toMatch(/^\u2212٢٠٫٠٠/);
    expect(formatPrice(2_000, 'ar')).not.toMatch(/[+\u2212]/);
  });
  it('formats numbers by locale', () => {
    expect(formatNumber(1850, 'en')).toBe('1,850');
    expect(formatNumber(4, 'ar')).toBe('٤');
  });
});
