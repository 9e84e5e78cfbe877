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

export const errorDataSchema = z.object({ errors: z.array(fieldErrorSchema).optional() }).nullable();

export const errorEnvelopeSchema = envelopeSchema(errorDataSchema);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
