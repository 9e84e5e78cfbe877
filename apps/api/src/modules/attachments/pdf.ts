import { inflateSync } from 'node:zlib';

/**
 * Names that make a PDF do something when opened or clicked: scripts, launching programs,
 * embedded files, form submission, rich media. A PDF carrying any of them (in its body or inside
 * a compressed stream, names with `#xx` escapes decoded) is refused.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'XFA',
  'AA',
]);

export type PdfVerdict = { ok: true } | { ok: false; reason: 'active_content' | 'encrypted' };

const NAME_RE = /\/([^\s/<>[\]()%{}]+)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function scanText(text: string): PdfVerdict | null {
  for (const match of text.matchAll(NAME_RE)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE_NAMES.has(name)) return { ok: false, reason: 'active_content' };
    if (name === 'Encrypt') return { ok: false, reason: 'encrypted' };
    if (name === 'OpenAction') {
      // `/OpenAction [page /Fit]` only sets the first view; an action dictionary (or a reference to
      // one, which cannot be checked cheaply here) may run something.
      const rest = text.slice((match.index ?? 0) + match[0].length).trimStart();
      if (!rest.startsWith('[')) return { ok: false, reason: 'active_content' };
    }
  }
  return null;
}

/**
 * Checks a PDF for active content. Compressed (Flate) streams are inflated and scanned too — object
 * streams hide dictionaries there — within a budget of `maxInflatedBytes` in all; past it the file
 * is refused rather than half-checked.
 */
export function checkPdf(buffer: Buffer, maxInflatedBytes = 64 * 1024 * 1024): PdfVerdict {
  const text = buffer.toString('latin1');
  const direct = scanText(text);
  if (direct) return direct;
  let budget = maxInflatedBytes;
  const streamRe = /stream\r?\n/g;
  for (let match = streamRe.exec(text); match; match = streamRe.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    streamRe.lastIndex = end + 'endstream'.length;
    const data = buffer.subarray(start, end);
    let inflated: Buffer;
    try {
      inflated = inflateSync(data, { maxOutputLength: budget });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        return { ok: false, reason: 'active_content' };
      continue; // not Flate (an image, say): nothing to read
    }
    budget -= inflated.length;
    const found = scanText(inflated.toString('latin1'));
    if (found) return found;
  }
  return { ok: true };
}
