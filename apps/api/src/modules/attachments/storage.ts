import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AttachmentConfig, S3Config } from './config';

/** Where attachment bytes live. Keys are random (`newStorageKey`); a name from a form never is one. */
export interface AttachmentStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^\d{4}\/\d{2}\/[a-f0-9]{32}$/;

/** `2026/11/<32 hex>`: random, no extension, nothing from the shopper. */
export function newStorageKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}`;
}

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid attachment storage key');
  return key;
}

/**
 * Files under a folder (ATTACHMENTS_DIR); written with mode 0600, folders 0700. A file missing
 * there is read from `legacyRoot` when one is given: the folder beside DATA_DIR that held the
 * files before they moved inside it. Keys are random and only this store's rows name them, so
 * reading a folder other stores wrote to as well never serves their files.
 */
export class LocalStorage implements AttachmentStorage {
  readonly kind = 'local' as const;
  private readonly root: string;
  private readonly legacyRoot: string | null;

  constructor(root: string, legacyRoot: string | null = null) {
    this.root = resolve(root);
    this.legacyRoot = legacyRoot === null ? null : resolve(legacyRoot);
  }

  private pathOf(key: string, root = this.root): string {
    const path = resolve(join(root, checkKey(key)));
    if (!path.startsWith(root + sep)) throw new Error('attachment path escapes its folder');
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(resolve(path, '..'), { recursive: true, mode: 0o700 });
    await writeFile(path, body, { mode: 0o600, flag: 'wx' });
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      const isMissing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!isMissing || this.legacyRoot === null) throw error;
      return readFile(this.pathOf(key, this.legacyRoot));
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** S3-compatible object storage (AWS S3, MinIO, R2…), private objects. */
export class S3Storage implements AttachmentStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  private keyOf(key: string) {
    return `${this.config.prefix}${checkKey(key)}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: contentType,
        ContentDisposition: 'attachment',
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    const result = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
    if (!result.Body) throw new Error('empty object');
    return Buffer.from(await result.Body.transformToByteArray());
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

export function createStorage(config: Pick<AttachmentConfig, 'dir' | 'legacyDir' | 's3'>): AttachmentStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.dir, config.legacyDir);
}
