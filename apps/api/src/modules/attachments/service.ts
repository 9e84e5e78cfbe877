import { randomBytes } from 'node:crypto';
import type { Attachment } from '@hadiya/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import type { Tx } from '../../lib/auth';
import type { AttachmentConfig } from './config';
import type { CleanFile } from './inspect';
import { type AttachmentStorage, createStorage, newStorageKey } from './storage';

export type AttachmentRow = typeof attachments.$inferSelect;

export interface AttachmentLinks {
  ownerUserId: number | null;
  ticketId?: number | null;
  messageId?: number | null;
  submissionId?: number | null;
}

/** Stored attachments: rows in `attachments`, bytes in the storage (folder or S3). */
export class AttachmentService {
  readonly storage: AttachmentStorage;

  constructor(
    private readonly db: Db,
    readonly config: AttachmentConfig,
    storage?: AttachmentStorage,
  ) {
    this.storage = storage ?? createStorage(config);
  }

  /**
   * Runs `fn` (one transaction) with a `save` that records a file and writes its bytes. When
   * anything fails the bytes written so far are deleted again, so a refused form keeps nothing.
   */
  async withFiles<T>(
    fn: (tx: Tx, save: (file: CleanFile, links: AttachmentLinks) => Promise<AttachmentRow>) => Promise<T>,
  ): Promise<T> {
    const written: string[] = [];
    try {
      return await this.db.transaction((tx) =>
        fn(tx, async (file, links) => {
          const key = newStorageKey();
          const [row] = await tx
            .insert(attachments)
            .values({
              publicId: randomBytes(18).toString('base64url'),
              ownerUserId: links.ownerUserId,
              ticketId: links.ticketId ?? null,
              messageId: links.messageId ?? null,
              submissionId: links.submissionId ?? null,
              storage: this.storage.kind,
              storageKey: key,
              originalName: file.name,
              contentType: file.contentType,
              sizeBytes: file.size,
              sha256: file.sha256,
            })
            .returning();
          if (!row) throw new Error('attachment insert returned nothing');
          written.push(key);
          await this.storage.put(key, file.body, file.contentType);
          return row;
        }),
      );
    } catch (error) {
      await Promise.all(written.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  async find(publicId: string): Promise<AttachmentRow | null> {
    if (!/^[A-Za-z0-9_-]{10,40}$/.test(publicId)) return null;
    const [row] = await this.db.select().from(attachments).where(eq(attachments.publicId, publicId)).limit(1);
    return row ?? null;
  }

  /** Sends the file as a download that no browser will render or sniff. */
  async send(reply: FastifyReply, row: AttachmentRow): Promise<FastifyReply> {
    const body = await this.storage.get(row.storageKey);
    const ascii = row.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', row.contentType)
      .header('content-length', body.length)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(body);
  }
}

/** An attachment as the API shows it; `base` is the download path with `{id}`. */
export function attachmentView(row: AttachmentRow, base: string): Attachment {
  return {
    id: row.publicId,
    name: row.originalName,
    content_type: row.contentType,
    size: row.sizeBytes,
    url: `/api${base.replace('{id}', row.publicId)}`,
  };
}
