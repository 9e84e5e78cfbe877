import { z } from 'zod';
import type { FieldError } from './response';

export { type Envelope, type FieldError, isSuccessEnvelope } from './response';

/** Every response of the API (spec §3 "Common response fields"). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    statusCode: z.number().int(),
    message: z.string(),
    data,
  });

/** One field-level validation problem, carried in `data.errors` of a 400 envelope. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  rule: z.string().optional(),
}) satisfies z.ZodType<FieldError>;

export const errorDataSchema = z
  .object({
    errors: z.array(fieldErrorSchema).optional(),
    /**
     * 401: `token_invalid` (never existed or malformed), `token_expired` (revoked or expired),
     * `token_required` (none sent), `sign_in_required` (a guest on a user-only call — keep the
     * guest, open sign-in). 403: `csrf`. 429: `rate_limited`.
     */
    reason: z.string().optional(),
    /** 429: seconds before trying again. */
    retry_after: z.number().int().optional(),
  })
  .nullable();

export const errorEnvelopeSchema = envelopeSchema(errorDataSchema);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
