import type { z } from 'zod';
import type { CallRoute } from '../routes';

export interface CallDef extends CallRoute {
  tag: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** An object schema, possibly refined or transformed (e.g. the phone rule). */
  body?: z.ZodType;
  data: z.ZodType;
}

export const defineCall = <const C extends CallDef>(call: C): C => call;
