import { firstPaintFonts, otherScriptFonts } from '@hadiya/ui';
import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FirstPaintHandle, firstPaintFontFiles } from './first-paint-font-files';

const searchHandle: FirstPaintHandle = {
  firstPaintShopperText: { textOf: (data) => (data as { text?: string }).text, weights: [400, 700] },
};
const matchOf = (handle: FirstPaintHandle | undefined, loaderData: unknown = {}) =>
  [{ id: 'route', pathname: '/', params: {}, data: loaderData, loaderData, handle }] as UIMatch[];

describe('firstPaintFontFiles', () => {
  it("preloads the page language's file in every weight, or in the weights its route names", () => {
    expect(firstPaintFontFiles(matchOf(undefined), 'ar')).toEqual(Object.values(firstPaintFonts.ar));
    expect(firstPaintFontFiles(matchOf({ firstPaintWeights: [400, 700] }), 'en')).toEqual([
      firstPaintFonts.en[400],
      firstPaintFonts.en[700],
    ]);
  });

  it("adds the file of the other language's letters when the shopper's text has them", () => {
    // A Latin word on an Arabic page: the small Latin letters cut, not the English pages' file.
    expect(otherScriptFonts.ar[400]).not.toBe(firstPaintFonts.en[400]);
    expect(firstPaintFontFiles(matchOf(searchHandle, { text: 'palm' }), 'ar')).toEqual([
      ...Object.values(firstPaintFonts.ar),
      otherScriptFonts.ar[400],
      otherScriptFonts.ar[700],
    ]);
    expect(firstPaintFontFiles(matchOf(searchHandle, { text: 'نخلة' }), 'en')).toEqual([
      ...Object.values(firstPaintFonts.en),
      firstPaintFonts.ar[400],
      firstPaintFonts.ar[700],
    ]);
  });

  it('adds nothing for a text of the page language, digits only, or no text', () => {
    expect(firstPaintFontFiles(matchOf(searchHandle, { text: 'نخلة ٣' }), 'ar')).toHaveLength(3);
    expect(firstPaintFontFiles(matchOf(searchHandle, { text: '123' }), 'en')).toHaveLength(3);
    expect(firstPaintFontFiles(matchOf(searchHandle, {}), 'en')).toHaveLength(3);
  });
});
