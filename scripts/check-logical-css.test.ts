import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findPhysicalUtilities } from './check-logical-css.mjs';

describe('check-logical-css', () => {
  it.each([
    'ml-2',
    'mr-auto',
    'pl-4',
    'pr-0',
    'left-0',
    'right-3',
    'text-left',
    'text-right',
    'border-l',
    'border-r-2',
    'rounded-l-md',
    'rounded-tr-lg',
    'md:pl-6',
    '-mr-1',
    'float-left',
  ])('flags %s', (utility) => {
    expect(findPhysicalUtilities(`<div className="flex ${utility} gap-2" />`)).toEqual([{ line: 1, utility }]);
  });

  it.each([
    'ms-2',
    'me-auto',
    'ps-4',
    'pe-0',
    'inset-s-0',
    'inset-e-3',
    'text-start',
    'border-s',
    'rounded-e-md',
    'rtl:-scale-x-100',
    'html',
    'translate-x-1',
    'overflow-x-auto',
  ])('accepts %s', (utility) => {
    expect(findPhysicalUtilities(`<div className="${utility}" />`)).toEqual([]);
  });

  it('ignores prose outside class strings', () => {
    expect(findPhysicalUtilities('// move left-to-right carefully')).toEqual([]);
  });
});
