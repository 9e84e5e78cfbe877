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
  type FontWeight,
  fontFaces,
  fontFamily,
  fontsourceFile,
  fontWeights,
  type SubsetName,
  shapedFeatures,
  sourceModules,
  subsetFile,
  subsets,
  unicodeRange,
} from './font-faces';

const stylesDir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const fontsourceDir = path.join(
  path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json')),
  'files',
);
const fileOf = (url: string) =>
  url.startsWith('./') ? path.join(stylesDir, url) : path.join(fontsourceDir, path.basename(url));
const openFile = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;
const openFont = (url: string) => openFile(fileOf(url));
const ownCut = (name: SubsetName, weight: FontWeight) => openFont(`./fonts/${subsetFile(name, weight)}`);
const sourceOf = (name: SubsetName, weight: FontWeight) =>
  openFile(require.resolve(sourceModules[subsets[name].source](weight)));
/** The font's `name` table (copyright, licence address, …), which @types/fontkit leaves out. */
const nameRecordsOf = (font: fontkit.Font) =>
  Object.keys((font as unknown as { name: { records: object } }).name.records);

/** Each face of ours with the cut it points at. */
const ownFaces = fontFaces.flatMap((face) =>
  Object.keys(subsets).flatMap((name) =>
    face.url === `./fonts/${subsetFile(name as SubsetName, face.weight)}` ? [{ face, name: name as SubsetName }] : [],
  ),
);

describe('the web font faces', () => {
  it.each(ownFaces.map(({ face, name }) => [`${face.family} ${face.weight} (${name})`, face, name] as const))(
    '%s draws every code point its unicode-range claims that the file it is cut from draws',
    (_, face, name) => {
      const cut = ownCut(name, face.weight);
      const full = sourceOf(name, face.weight);
      const missing = codePointsOf(face.ranges).filter(
        (point) => full.hasGlyphForCodePoint(point) && !cut.hasGlyphForCodePoint(point),
      );
      expect(missing.map((point) => point.toString(16))).toEqual([]);
      // Arabic pages take their word spaces and punctuation from this cut, so it must draw them.
      if (name === 'arabic-text' && face.family === arabicTextFamily) {
        expect(
          ['\u0020', '\u00a0', '.', '©', '0'].filter((text) => !cut.hasGlyphForCodePoint(text.codePointAt(0) ?? 0)),
        ).toEqual([]);
      }
    },
  );

  it('kerns and shapes Latin text exactly as the full file does', () => {
    for (const weight of fontWeights) {
      const layoutOf = (font: fontkit.Font) =>
        font.layout('AVATAR Tea, “Wave” — 1,250.00 SAR… fiancée').positions.map(({ xAdvance }) => xAdvance);
      expect(layoutOf(ownCut('latin', weight))).toEqual(layoutOf(sourceOf('latin', weight)));
      // The letters cut, as an Arabic page draws a Latin word (the spaces come from the Arabic cut).
      const lettersOf = (font: fontkit.Font) =>
        font.layout('AVATAR_Tea{Wave}~Typography').positions.map(({ xAdvance }) => xAdvance);
      expect(lettersOf(ownCut('latin-letters', weight))).toEqual(lettersOf(sourceOf('latin-letters', weight)));
    }
  });

  it('shapes Arabic text as the files it replaces did, keeping the copyright and licence records', () => {
    const sample = 'لا إلهَ سلامٌ على هديّة جميلة، ٢٠٢٦؟ شاي فيلا. ٥٠٪ «هدية» © 2026';
    for (const weight of fontWeights) {
      const layoutOf = (font: fontkit.Font, text: string) =>
        font.layout(text).positions.map(({ xAdvance, xOffset, yOffset }) => [xAdvance, xOffset, yOffset]);
      const cut = ownCut('arabic-text', weight);
      expect(cut.availableFeatures).toEqual(expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'mark', 'kern']));
      const full = sourceOf('arabic-text', weight);
      expect(layoutOf(cut, sample)).toEqual(layoutOf(full, sample));
      const licensing = ['copyright', 'license', 'licenseURL'];
      expect(nameRecordsOf(cut).filter((key) => licensing.includes(key))).toEqual(
        nameRecordsOf(full).filter((key) => licensing.includes(key)),
      );
      // IBM's file draws the Arabic exactly as Google's build, which the rest of the family uses.
      const arabicOnly = 'لا إلهَ سلامٌ على هديّة جميلة، ٢٠٢٦؟ شاي فيلا';
      expect(layoutOf(cut, arabicOnly)).toEqual(layoutOf(openFont(fontsourceFile('arabic', weight)), arabicOnly));
    }
  });

  it('keeps only the features a browser applies unasked or our CSS asks for', () => {
    for (const name of Object.keys(subsets) as SubsetName[]) {
      for (const weight of fontWeights) {
        const unasked = ownCut(name, weight).availableFeatures.filter(
          (feature) => !(shapedFeatures as readonly string[]).includes(feature),
        );
        expect({ name, weight, unasked }).toEqual({ name, weight, unasked: [] });
      }
    }
  });

  it('fits the regular and bold Arabic cuts in the first window of a new connection, with their headers', () => {
    // 10 TCP segments of 1,460 bytes, less ~0.8 KB of response headers (security headers, caching).
    const firstWindowBody = 10 * 1460 - 800;
    for (const weight of [400, 700] as const) {
      const bytes = readFileSync(fileOf(`./fonts/${subsetFile('arabic-text', weight)}`)).length;
      expect({ weight, fits: bytes <= firstWindowBody }).toEqual({ weight, fits: true });
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
