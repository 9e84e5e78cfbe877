/**
 * The web font's faces, one source for `fonts.css` (written by `scripts/build-fonts.ts`) and for
 * the test that checks each file really holds what its `unicode-range` promises.
 *
 * IBM Plex Sans Arabic, the three weights the design uses, woff2 only (every browser we support
 * reads it). The ranges are fontsource's (Google Fonts' subsets), except that the Arabic range is
 * split: a core we cut with harfbuzz (with the spaces and punctuation Arabic text needs) and
 * fontsource's full file for the rest.
 */

import { type FontWeight, fontWeights } from './font-weights';

export { type FontWeight, fontWeights };

/** Inclusive code point range; one number is a range of one. */
export type CodePointRange = readonly [number, number?];

/**
 * Letters, marks, digits and punctuation of Arabic as written in the Gulf. Left to the full file:
 * the letters Gulf text borrows (peh, tcheh, jeh, veh, keheh, gaf, Farsi yeh), which no text of
 * the store uses, and the combining maddah and hamzas (U+0653–0655), which keyboards never type
 * (they type the precomposed أ إ آ ؤ ئ). With them, a cut of the regular or bold weight needed a
 * second round trip on a new connection (see `shapedFeatures`).
 */
export const arabicCoreRanges: readonly CodePointRange[] = [
  [0x060c], // ، comma
  [0x061b], // ؛ semicolon
  [0x061f, 0x063a], // ؟ and hamza … ghain
  [0x0640, 0x0652], // tatweel, fa … yeh, tashkeel
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators
  [0x0670], // superscript alef
];

/**
 * The OpenType features our cuts keep: those a browser applies to Arabic and Latin text unasked
 * (HarfBuzz's defaults: joining forms, required and standard ligatures, contextual alternates,
 * kerning, mark positioning) and `tnum`, which `tabular-nums` asks for. The stylistic sets,
 * fractions, superiors, slashed zero and access-all-alternates of IBM's file are never asked for
 * by our CSS, and their glyphs cost ~2 KB a weight. A font file that fits a new TCP connection's
 * first window (10 segments: 14.6 KB with the ~0.8 KB of response headers) arrives in one round
 * trip; one byte more costs a phone a second before the text can be drawn in it. The regular and
 * bold cuts fit (13.6 KB); the medium cut, at 14.4 KB, does not.
 */
export const shapedFeatures = [
  'ccmp',
  'locl',
  'isol',
  'init',
  'medi',
  'med2',
  'fina',
  'fin2',
  'fin3',
  'rlig',
  'calt',
  'rclt',
  'liga',
  'clig',
  'mset',
  'curs',
  'kern',
  'mark',
  'mkmk',
  'dist',
  'rvrn',
  'tnum',
] as const;

/** fontsource's Arabic subset: the full file serves whatever the core leaves out. */
const arabicFullRanges: readonly CodePointRange[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f],
  [0x2e41],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

const latinRanges: readonly CodePointRange[] = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

const latinExtRanges: readonly CodePointRange[] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

/**
 * Besides the letters, the Arabic text family claims the spaces, which the Arabic files carry with
 * the Latin files' advance (236/1000 em), and the bidi marks Intl puts around prices, which no file
 * draws; so a run of Arabic words stays in one font.
 */
const wordSpaces: readonly CodePointRange[] = [[0x0020], [0x00a0]];
const arabicTextExtras: readonly CodePointRange[] = [...wordSpaces, [0x200e, 0x200f], [0x2066, 0x2069]];

/**
 * The Latin letters (and the ASCII marks between them and the tilde) an Arabic page draws: a
 * searched English word, a brand or a card's scheme. Cut on their own, ~4 KB a weight instead of
 * the Latin file's ~12 KB, because the Arabic text cut already draws the spaces, digits and
 * punctuation around them.
 */
export const latinLetterRanges: readonly CodePointRange[] = [[0x0041, 0x007e]];

/** What Arabic text borrows from Latin: ASCII punctuation and digits, ©, guillemets, ×, dashes, quotes, bullet, ellipsis. */
export const arabicPunctuationRanges: readonly CodePointRange[] = [
  [0x0021, 0x0040],
  [0x00a9],
  [0x00ab],
  [0x00bb],
  [0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
];

export const codePointsOf = (ranges: readonly CodePointRange[]): number[] =>
  ranges.flatMap(([first, last = first]) => Array.from({ length: last - first + 1 }, (_, offset) => first + offset));

const rangesOf = (codePoints: Iterable<number>): CodePointRange[] => {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges.map(([first, last]) => (first === last ? [first] : [first, last]));
};

const core = new Set(codePointsOf(arabicCoreRanges));
export const arabicRestRanges: readonly CodePointRange[] = rangesOf(
  codePointsOf(arabicFullRanges).filter((point) => !core.has(point)),
);

export const fontsourceFile = (subset: 'arabic' | 'latin' | 'latin-ext', weight: FontWeight) =>
  `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`;

const ibmStyleNames = { 400: 'Regular', 500: 'Medium', 700: 'Bold' } as const;
/**
 * What our cuts are cut from, as module paths: fontsource's Latin file, and IBM's complete file,
 * which alone holds the Arabic and Latin glyphs in one font (Google's build, which fontsource
 * ships, splits them), so Arabic text needs one file per weight.
 */
export const sourceModules = {
  latin: (weight: FontWeight) => `@fontsource/ibm-plex-sans-arabic/files/${fontsourceFile('latin', weight)}`,
  'ibm-complete': (weight: FontWeight) =>
    `@ibm/plex-sans-arabic/fonts/complete/woff2/IBMPlexSansArabic-${ibmStyleNames[weight]}.woff2`,
} as const;

/**
 * The files `scripts/build-fonts.ts` cuts into `src/styles/fonts/`, without TrueType hinting: a
 * quarter to a third of each file, which phones and macOS ignore and which Google Fonts itself
 * serves only to Windows.
 * - `arabic-text`: the Gulf Arabic core, the spaces and the punctuation and digits Arabic text
 *   borrows, ~14 KB a weight, one request where the split files needed three.
 * - `latin`: fontsource's Latin file, whole.
 * - `latin-letters`: its Latin letters alone, for Latin words on Arabic pages.
 */
export const subsets = {
  'arabic-text': { source: 'ibm-complete', ranges: [...wordSpaces, ...arabicCoreRanges, ...arabicPunctuationRanges] },
  latin: { source: 'latin', ranges: latinRanges },
  'latin-letters': { source: 'latin', ranges: latinLetterRanges },
} as const;
export type SubsetName = keyof typeof subsets;
export const subsetFile = (name: SubsetName, weight: FontWeight) => `ibm-plex-sans-arabic-${name}-${weight}.woff2`;

/**
 * The family Arabic pages list first (globals.css): the Arabic text cut, claiming the spaces and
 * punctuation too, so a page of Arabic fetches one font file per weight, and the Latin letters
 * cut, so a Latin word on an Arabic page fetches ~4 KB instead of ~12. Rarer Arabic letters and
 * Latin letters with accents fall through to the main family.
 */
export const arabicTextFamily = 'Plex Arabic Text';
export const fontFamily = 'IBM Plex Sans Arabic';

export interface FontFace {
  family: string;
  weight: FontWeight;
  /** Relative to `fonts.css`. */
  url: string;
  ranges: readonly CodePointRange[];
}

const fontsourceUrl = (file: string) => `../../node_modules/@fontsource/ibm-plex-sans-arabic/files/${file}`;

export const fontFaces: readonly FontFace[] = fontWeights.flatMap((weight): FontFace[] => [
  // Where ranges overlap (U+200C-200E, U+2010-2011, U+204F) the face declared last wins: Latin, as in fontsource.
  { family: fontFamily, weight, url: `./fonts/${subsetFile('arabic-text', weight)}`, ranges: arabicCoreRanges },
  { family: fontFamily, weight, url: fontsourceUrl(fontsourceFile('arabic', weight)), ranges: arabicRestRanges },
  { family: fontFamily, weight, url: `./fonts/${subsetFile('latin', weight)}`, ranges: latinRanges },
  { family: fontFamily, weight, url: fontsourceUrl(fontsourceFile('latin-ext', weight)), ranges: latinExtRanges },
  {
    family: arabicTextFamily,
    weight,
    url: `./fonts/${subsetFile('arabic-text', weight)}`,
    ranges: [...arabicTextExtras, ...arabicCoreRanges, ...arabicPunctuationRanges],
  },
  {
    family: arabicTextFamily,
    weight,
    url: `./fonts/${subsetFile('latin-letters', weight)}`,
    ranges: latinLetterRanges,
  },
]);

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
export const unicodeRange = (ranges: readonly CodePointRange[]) =>
  ranges.map(([first, last]) => (last === undefined ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');

const header = `/*
 * Written by \`pnpm --filter @hadiya/ui fonts\` from src/styles/font-faces.ts; edit that, not this.
 *
 * IBM Plex Sans Arabic in three weights, woff2 only. unicode-range keeps each file unfetched until
 * a page uses it. Arabic pages list "${arabicTextFamily}" first (globals.css): one file per
 * weight for Arabic letters, spaces, digits and punctuation, and a small one for Latin letters.
 * A word mixing core letters with rarer ones (Urdu, Quranic marks) fetches the full file and is
 * shaped in two runs; no Gulf text we know of does that.
 */
`;

export const fontsCss = () =>
  header +
  fontFaces
    .map(
      (face) => `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url("${face.url}") format("woff2");
  unicode-range: ${unicodeRange(face.ranges)};
}
`,
    )
    .join('');
