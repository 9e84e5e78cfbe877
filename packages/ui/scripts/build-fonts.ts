/**
 * `pnpm --filter @hadiya/ui fonts`: cuts the font files of `subsets` into `src/styles/fonts/` with
 * harfbuzz and writes `src/styles/fonts.css` from `src/styles/font-faces.ts`. Run it after changing
 * a range or upgrading a font package, and commit what it writes (the output is repeatable).
 *
 * Why: fontsource's Arabic file per weight carries ~1,300 glyphs (Persian, Urdu, Quranic marks,
 * presentation forms) in 43–45 KB, and an Arabic page needed all three weights plus three Latin
 * files for the spaces between words: ~195 KB in six requests that a slow phone made before its
 * first paint. Now it is ~53 KB in three. harfbuzz keeps the layout closure of what it keeps
 * (joining forms, lam-alef, mark positions, kerning).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import {
  codePointsOf,
  fontsCss,
  fontWeights,
  type SubsetName,
  shapedFeatures,
  sourceModules,
  subsetFile,
  subsets,
} from '../src/styles/font-faces.ts';

const stylesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/styles');
const require = createRequire(import.meta.url);

mkdirSync(path.join(stylesDir, 'fonts'), { recursive: true });
for (const [name, { source, ranges }] of Object.entries(subsets)) {
  const text = String.fromCodePoint(...codePointsOf(ranges));
  for (const weight of fontWeights) {
    const full = readFileSync(require.resolve(sourceModules[source](weight)));
    // Name records 0–6 are kept by default; 13 and 14 carry the Open Font License and its address.
    const cut = await subsetFont(full, text, {
      targetFormat: 'woff2',
      preserveNameIds: [13, 14],
      noHinting: true,
      keepFeatures: [...shapedFeatures],
    });
    const file = subsetFile(name as SubsetName, weight);
    writeFileSync(path.join(stylesDir, 'fonts', file), cut);
    console.log(`${file}: ${full.length} → ${cut.length} bytes`);
  }
}
const stylesheet = path.join(stylesDir, 'fonts.css');
writeFileSync(stylesheet, fontsCss());
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', stylesheet], {
  stdio: 'inherit',
  cwd: path.resolve(stylesDir, '../../../..'),
});
