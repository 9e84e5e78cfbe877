import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ATTACHMENT_DEFAULT_MAX_BYTES } from '@hadiya/contract';

export interface S3Config {
  bucket: string;
  /** S3-compatible endpoint (MinIO, R2, Spaces…); empty for AWS itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`): the default with a custom endpoint. */
  forcePathStyle: boolean;
  /** Prefix of every key, e.g. `attachments/`. */
  prefix: string;
}

export interface AttachmentConfig {
  /** ATTACHMENT_MAX_BYTES: largest file accepted (default 5 MB). */
  maxBytes: number;
  /**
   * ATTACHMENTS_DIR: where files are kept without S3. Default: `attachments` inside DATA_DIR
   * (`apps/api/.data/pglite/attachments`), also with DATABASE_URL; a folder of the process under
   * the system's temporary one for DATA_DIR=memory.
   */
  dir: string;
  /**
   * The folder files went to before they moved inside DATA_DIR (`attachments` beside it): read
   * when a file is not in `dir`, never written. Null with ATTACHMENTS_DIR or DATA_DIR=memory.
   */
  legacyDir: string | null;
  /** Set when S3_BUCKET is: files go to S3-compatible storage instead. */
  s3: S3Config | null;
  /** Largest decoded image (pixels): a decompression bomb is refused. */
  maxPixels: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const isInMemory = (dataDir: string) => dataDir === 'memory' || dataDir.startsWith('memory://');

/**
 * Attachment settings from the environment. `dataDir` is the server's DATA_DIR: files go to its
 * `attachments` folder, as `operator.json` goes inside it (`cli/operator-file.ts`), so stores with
 * sibling data directories never share one (they did when it was `attachments` beside DATA_DIR).
 * PGlite opens and creates its database in a folder holding other files. With DATABASE_URL the
 * folder is the same (DATA_DIR still names this server's local data). An in-memory database
 * (`memory`, tests) uses a folder of the process under the system's temporary one.
 */
export function loadAttachmentConfig(env: NodeJS.ProcessEnv, dataDir: string): AttachmentConfig {
  const explicit = env.ATTACHMENTS_DIR?.trim();
  const inMemory = isInMemory(dataDir);
  const dir =
    explicit || (inMemory ? join(tmpdir(), `hadiya-attachments-${process.pid}`) : join(dataDir, 'attachments'));
  const legacyDir = explicit || inMemory ? null : join(dirname(dataDir), 'attachments');
  const bucket = env.S3_BUCKET?.trim();
  return {
    maxBytes: int(env.ATTACHMENT_MAX_BYTES, ATTACHMENT_DEFAULT_MAX_BYTES),
    dir,
    legacyDir,
    maxPixels: int(env.ATTACHMENT_MAX_PIXELS, 50_000_000),
    s3: bucket
      ? {
          bucket,
          endpoint: env.S3_ENDPOINT?.trim() || undefined,
          region: env.S3_REGION?.trim() || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== '0' : Boolean(env.S3_ENDPOINT),
          prefix: env.S3_PREFIX ?? 'attachments/',
        }
      : null,
  };
}

/** "5 MB" in the caller's digits-neutral form, for messages. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
