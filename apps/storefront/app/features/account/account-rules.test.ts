import { ACCOUNT_NAME_MAX_LENGTH } from '@hadiya/contract/rules';
import { describe, expect, it } from 'vitest';
import { checkName, ruleText } from './account-rules';

describe('checkName (the profile name, by the server’s rule)', () => {
  it.each([
    ['', 'name_required'],
    ['   ', 'name_required'],
    ['N', 'name_min_length'],
    // One character as a reader sees it, though two UTF-16 units: an emoji, a letter with its tashkeel.
    ['🌷', 'name_min_length'],
    ['مُ', 'name_min_length'],
    ['نو', null],
    ['x'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1), 'name_too_long'],
    ['Noura', null],
    [` ${'ن'.repeat(ACCOUNT_NAME_MAX_LENGTH)} `, null],
  ])('%j → %s', (name, verdict) => {
    expect(checkName(name)).toBe(verdict);
  });

  it('a name too long is said on the field in the page’s language, naming no field key', () => {
    const check = checkName('x'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1));
    expect(ruleText(check, 'ar', true)).toBe('الاسم طويل جدا');
    expect(ruleText(check, 'en', true)).toBe('Name is too long');
  });
});
