import type { Locale } from '@hadiya/ui';
import type { CompiledMessages } from './messages.server';

/**
 * The page's texts, precompiled. The server renders from the catalogues it compiles
 * (entry.server.tsx); the browser loads its language's catalogue as a cacheable module before it
 * hydrates (entry.client.tsx). Both render from the same texts, and no page repeats them in its
 * HTML (they were 60% of the data every page carried for hydration).
 */
let lookup: ((locale: Locale) => CompiledMessages | undefined) | undefined;

/** One object for "no texts", so what caches by catalogue (seo.ts) caches it once. */
const noTexts: CompiledMessages = {};

export function provideCatalogues(catalogueFor: (locale: Locale) => CompiledMessages | undefined) {
  lookup = catalogueFor;
}

/** The texts of one language; none (react-intl shows its English defaults) where none was provided. */
export function catalogueFor(locale: Locale): CompiledMessages {
  return lookup?.(locale) ?? noTexts;
}

/** The `<link>` that names the page's catalogue module, for entry.client.tsx to load it. */
export const CATALOGUE_LINK_SELECTOR = 'link[data-catalogue]';
