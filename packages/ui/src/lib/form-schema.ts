import { productSelectionSchema } from '@hadiya/contract/rules';

// The design system has no zod of its own (adding it would change the lockfile): forms build
// their object schemas on an empty object of the contract's zod, so the fields are the
// contract's own rules and one zod instance checks them.
const emptyObject = productSelectionSchema(null).pick({});

type Shape = Parameters<(typeof emptyObject)['extend']>[0];

/** `z.object(shape)` of the contract's zod, for react-hook-form's `zodResolver`. */
export function formObject<TShape extends Shape>(shape: TShape) {
  return emptyObject.extend(shape);
}

/** The values a schema accepts (`z.input`). */
export type FormInput<TSchema extends { _zod: { input: unknown } }> = TSchema['_zod']['input'];
/** The values a schema returns after its transforms (`z.output`). */
export type FormOutput<TSchema extends { _zod: { output: unknown } }> = TSchema['_zod']['output'];
