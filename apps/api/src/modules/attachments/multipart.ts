import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { formatMegabytes } from './config';
import type { IncomingFile } from './inspect';

export interface MultipartLimits {
  /** Largest file. */
  maxBytes: number;
  /** Largest text field (bytes). */
  maxFieldBytes: number;
  /** Most text fields. */
  maxFields: number;
  /** The one file field's name. */
  fileField: string;
  /** Whether this call takes a file at all. */
  acceptsFile: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: IncomingFile | null;
}

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Reads a `multipart/form-data` body (the `@fastify/multipart` parser must be registered): the
 * text fields (the first value of each name) and at most one file, kept in memory up to
 * `maxBytes`. An empty file part (a file input left empty) counts as no file. Every refusal is an
 * `AppError` with a localisable message; nothing is written anywhere.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: IncomingFile | null = null;
  const parts = request.parts({
    limits: {
      fileSize: limits.maxBytes,
      files: limits.acceptsFile ? 1 : 0,
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes,
      parts: limits.maxFields + 1,
      headerPairs: 50,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError(400, 'attachment_field_unknown');
        }
        const buffer = await part.toBuffer();
        if (buffer.length === 0 && !part.filename) continue;
        if (file) throw new AppError(400, 'attachment_too_many');
        file = { buffer, filename: part.filename ?? '' };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError(413, 'form_too_large');
        if (!(part.fieldname in fields) && typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(413, 'attachment_too_large', { max: formatMegabytes(limits.maxBytes) });
      case 'FST_FILES_LIMIT':
        throw new AppError(400, limits.acceptsFile ? 'attachment_too_many' : 'attachment_field_unknown');
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw new AppError(413, 'form_too_large');
      default:
        throw new AppError(400, 'bad_request');
    }
  }
  return { fields, file };
}
