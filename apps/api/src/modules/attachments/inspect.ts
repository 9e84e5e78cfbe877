import { createHash } from 'node:crypto';
import { ATTACHMENT_HEIC_TYPES } from '@hadiya/contract/calls/support-fields';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { formatMegabytes } from './config';
import { checkPdf } from './pdf';

/** A file as it arrived in a form. */
export interface IncomingFile {
  buffer: Buffer;
  /** The name the browser sent: for display only, never a path. */
  filename: string;
}

/** A file checked and cleaned, ready to store. */
export interface CleanFile {
  body: Buffer;
  /** From the content, never from the name or the part's header. */
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  /** The original name, cleaned, with the extension of its real type. */
  name: string;
  size: number;
  sha256: string;
}

const EXTENSIONS: Record<CleanFile['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const NAME_MAX = 120;

/**
 * A display name from whatever the browser sent: the last path segment only, without control,
 * bidirectional-override or reserved characters, at most 120 characters, ending with the
 * extension of the detected type (`invoice.exe` that is a PNG shows as `invoice.exe.png`).
 */
export function displayName(raw: string, extension: string): string {
  const base = (raw.normalize('NFC').split(/[/\\]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>:|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const hasRightExtension =
    base.toLowerCase().endsWith(`.${extension}`) || (extension === 'jpg' && /\.jpeg$/i.test(base));
  const name = hasRightExtension ? base : `${base || 'attachment'}.${extension}`;
  if (name.length <= NAME_MAX) return name;
  const ext = hasRightExtension ? base.slice(base.lastIndexOf('.')) : `.${extension}`;
  return `${(hasRightExtension ? stem : base).slice(0, NAME_MAX - ext.length)}${ext}`;
}

const fieldError = (key: 'attachment_too_large' | 'attachment_type_not_allowed', params?: Record<string, string>) =>
  new AppError(key === 'attachment_too_large' ? 413 : 400, key, params);

/**
 * Checks a file and returns what may be stored: JPEG, PNG, WebP (re-encoded, so EXIF, GPS and
 * every other metadata are gone and only pixels remain) or PDF (kept as sent, refused when it
 * carries scripts, actions or embedded files). The type comes from the bytes. HEIC is refused
 * with its own message: the image library's prebuilt binaries cannot decode it.
 */
export async function cleanAttachment(
  file: IncomingFile,
  limits: { maxBytes: number; maxPixels: number },
): Promise<CleanFile> {
  if (file.buffer.length > limits.maxBytes)
    throw fieldError('attachment_too_large', { max: formatMegabytes(limits.maxBytes) });
  const detected = await fileTypeFromBuffer(file.buffer);
  const mime = detected?.mime as string | undefined;
  if (mime !== undefined && (ATTACHMENT_HEIC_TYPES as readonly string[]).includes(mime)) {
    // The contract's ATTACHMENT_HEIC_NOTE: what the file picker already says before an upload.
    throw new AppError(400, 'attachment_heic_unsupported');
  }
  if (!mime || !(mime in EXTENSIONS)) throw fieldError('attachment_type_not_allowed');
  const contentType = mime as CleanFile['contentType'];

  let body: Buffer;
  if (contentType === 'application/pdf') {
    const verdict = checkPdf(file.buffer);
    if (!verdict.ok) {
      throw new AppError(
        400,
        verdict.reason === 'encrypted' ? 'attachment_pdf_encrypted' : 'attachment_pdf_active_content',
      );
    }
    body = file.buffer;
  } else {
    try {
      // rotate(): apply the EXIF orientation to the pixels before the metadata is dropped.
      const image = sharp(file.buffer, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
      body =
        contentType === 'image/jpeg'
          ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : contentType === 'image/png'
            ? await image.png({ compressionLevel: 9 }).toBuffer()
            : await image.webp({ quality: 85 }).toBuffer();
    } catch {
      throw new AppError(400, 'attachment_unreadable');
    }
  }
  return {
    body,
    contentType,
    name: displayName(file.filename, EXTENSIONS[contentType]),
    size: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
}
