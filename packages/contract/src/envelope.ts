import { z } from 'zod';

/** Every response of the API (spec §3 "Common response fields"). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    statusCode: z.number().int(),
    message: z.string(),
    data,
  });

export type Envelope<T> = { success: boolean; statusCode: number; message: string; data: T };

/** One field-level validation problem, carried in `data.errors` of a 400 envelope. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorDataSchema = z.object({ errors: z.array(fieldErrorSchema).optional() }).nullable();

export const errorEnvelopeSchema = envelopeSchema(errorDataSchema);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Spec §7: a call counts as successful only with success true and statusCode 200. */
export function isSuccessEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === true &&
    (body as { statusCode?: unknown }).statusCode === 200
  );
}
