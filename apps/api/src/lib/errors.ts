import type { FieldError } from '@hadiya/contract';
import type { MessageKey } from './i18n';

/** An expected failure, answered with an envelope carrying a localised message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params?: Record<string, string | number>,
    readonly fieldErrors?: FieldError[],
    /** Extra `data` of the error envelope (`reason`, `retry_after`). */
    readonly data?: { reason?: string; retry_after?: number },
  ) {
    super(messageKey);
  }
}
