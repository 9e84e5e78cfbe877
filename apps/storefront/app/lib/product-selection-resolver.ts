/** Loaded on demand by the product page's form: zod and the contract's rules stay out of the page's first scripts. */
import { productSelectionSchema } from '@hadiya/contract/rules';
import { zodResolver } from '@hookform/resolvers/zod';

export const productSelectionResolver = (engraveMaxLength: number | null) =>
  zodResolver(productSelectionSchema(engraveMaxLength));
