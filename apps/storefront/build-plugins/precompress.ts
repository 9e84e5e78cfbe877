import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Text assets worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|map)$/;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(entryPath);
    else yield entryPath;
  }
}

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside each text file in `directory`;
 * with `isOnlyMissing`, only beside files that have none yet.
 */
export async function precompressDirectory(directory: string, { isOnlyMissing = false } = {}): Promise<number> {
  let written = 0;
  for await (const file of filesUnder(directory)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if (isOnlyMissing && (await exists(`${file}.br`)) && (await exists(`${file}.gz`))) continue;
    const content = await readFile(file);
    const [brotli, gzipped] = await Promise.all([
      compressBrotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      compressGzip(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
    written++;
  }
  return written;
}

/**
 * Compresses the browser build once, at the strongest settings, so the server sends files as they
 * lie instead of compressing every response again (at a lower quality, on the CPU that also
 * renders pages).
 */
export function precompressClientBuild(): Plugin {
  return {
    name: 'hadiya:precompress-client-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir);
    },
  };
}
