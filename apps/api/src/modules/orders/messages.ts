import type { Language } from '@hadiya/contract';

/** Server messages of this area in both languages (merged into `lib/i18n.ts`'s catalogue). */
export const ordersMessages = {} as const satisfies Record<string, Record<Language, string>>;
