import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import {
  arabicCoreRanges,
  arabicRestRanges,
  arabicTextFamily,
  codePointsOf,
  fontFaces,
  fontFamily,
  fontsourceFile,
  fontWeights,
  type SubsetName,
  subsetFile,
  subsets,
  unicodeRange,
} from './font-faces';

const stylesDir = path.dirname(fileURLToPath(import.meta.url));
const fontsourceDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans-arabic/package.json')),
  'files',
);
const fileOf = (url: string) =>
  url.startsWith('./') ? path.join(stylesDir, url) : path.join(fontsourceDir, path.basename(url));
const openFont = (url: string) => fontkit.create(readFileSync(fileOf(url))) as fontkit.Font;
/** The font's `name` table (copyright, licence address, …), which @types/fontkit leaves out. */
const nameRecordsOf = (font: fontkit.Font) =>
  Object.keys((font as unknown as { name: { records: object } }).name.records);

const ownFaces = fontFaces.filter((face) => face.url.startsWith('./fonts/'));
/** The fontsource file a cut of ours comes from, by the cut's file name. */
const sourceOf = (url: string) => {
  for (const [name, subset] of Object.entries(subsets))
    for (const weight of fontWeights)
      if (path.basename(url) === subsetFile(name as SubsetName, weight)) return fontsourceFile(subset.source, weight);
  throw new Error(`${url} is not one of our cuts`);
};

describe('the web font faces', () => {
  it.each(ownFaces.map((face) => [`${face.family} ${face.weight} ${path.basename(face.url)}`, face] as const))(
    '%s draws every code point its unicode-range claims that the full file draws',
    (_, face) => {
      const cut = openFont(face.url);
      const full = openFont(sourceOf(face.url));
      const missing = codePointsOf(face.ranges).filter(
        (point) => full.hasGlyphForCodePoint(point) && !cut.hasGlyphForCodePoint(point),
      );
      expect(missing.map((point) => point.toString(16))).toEqual([]);
      // Arabic pages take their word spaces from the core cut, so it must draw them.
      if (face.family === arabicTextFamily && face.url.includes('-core-')) {
        expect([0x20, 0xa0].every((point) => cut.hasGlyphForCodePoint(point))).toBe(true);
      }
    },
  );

  it('kerns and shapes Latin text exactly as the full file does', () => {
    for (const weight of fontWeights) {
      const layoutOf = (font: fontkit.Font) =>
        font.layout('AVATAR Tea, “Wave” — 1,250.00 SAR… fiancée').positions.map(({ xAdvance }) => xAdvance);
      expect(layoutOf(openFont(`./fonts/${subsetFile('latin', weight)}`))).toEqual(
        layoutOf(openFont(fontsourceFile('latin', weight))),
      );
    }
  });

  it('shapes Arabic text exactly as the full file does and keeps its copyright and licence records', () => {
    const sample = 'لا إلهَ سلامٌ على هديّة جميلة، ٢٠٢٦؟ چاي ڤيلا';
    for (const weight of fontWeights) {
      const layoutOf = (font: fontkit.Font) =>
        font.layout(sample).positions.map(({ xAdvance, xOffset, yOffset }) => [xAdvance, xOffset, yOffset]);
      const core = openFont(`./fonts/${subsetFile('core', weight)}`);
      expect(core.availableFeatures).toEqual(expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'mark', 'kern']));
      const full = openFont(fontsourceFile('arabic', weight));
      expect(layoutOf(core)).toEqual(layoutOf(full));
      expect(nameRecordsOf(core)).toEqual(nameRecordsOf(full));
    }
  });

  it('splits the Arabic subset into core and rest without losing or doubling a code point', () => {
    const full = openFont(fontsourceFile('arabic', 400));
    const core = codePointsOf(arabicCoreRanges);
    const rest = codePointsOf(arabicRestRanges);
    expect(core.filter((point) => rest.includes(point))).toEqual([]);
    const covered = new Set([...core, ...rest]);
    expect(full.characterSet.filter((point) => point > 0xff && point < 0xffff && !covered.has(point))).toEqual([]);
  });

  it('is what fonts.css declares, face for face', () => {
    const css = readFileSync(path.join(stylesDir, 'fonts.css'), 'utf8');
    const declared = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
      family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
      weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1]),
      url: /url\("([^"]+)"\)/.exec(body)?.[1],
      range: /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.replace(/\s+/g, ' ').trim(),
    }));
    expect(declared).toEqual(
      fontFaces.map((face) => ({
        family: face.family,
        weight: face.weight,
        url: face.url,
        range: unicodeRange(face.ranges),
      })),
    );
  });

  it('gives Arabic pages a family of their own and English pages none of its files', () => {
    const families = new Set(fontFaces.map((face) => face.family));
    expect([...families]).toEqual([fontFamily, arabicTextFamily]);
    const globals = readFileSync(path.join(stylesDir, 'globals.css'), 'utf8');
    expect(globals).toMatch(
      new RegExp(`html:lang\\(ar\\)\\s*{\\s*--font-sans:\\s*"${arabicTextFamily}", "${fontFamily}"`),
    );
  });
});
