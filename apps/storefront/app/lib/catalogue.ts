import type { Locale } from '@hadiya/ui';
import type { CompiledMessages } from './messages.server';

/**
 * The page's texts, precompiled. The server renders from the catalogues it compiles
 * (entry.server.tsx); the browser loads its language's catalogue as a cacheable module before it
 * hydrates (entry.client.tsx). Both render from the same texts, and no page repeats them in its
 * HTML (they were 60% of the data every page carried for hydration).
 */
let lookup: ((locale: Locale) => CompiledMessages) | undefined;

export function provideCatalogues(catalogueFor: (locale: Locale) => CompiledMessages) {
  lookup = catalogueFor;
}

/** The texts of one language; empty (so react-intl shows its English defaults) before any is provided. */
export function catalogueFor(locale: Locale): CompiledMessages {
  return lookup?.(locale) ?? {};
}

/** The `<link>` that names the page's catalogue module, for entry.client.tsx to load it. */
export const CATALOGUE_LINK_SELECTOR = 'link[data-catalogue]';
