import { isLocale } from '@hadiya/ui';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CATALOGUE_LINK_SELECTOR, provideCatalogues } from './lib/catalogue';
import type { CompiledMessages } from './lib/messages.server';

// The page's texts come as their own cacheable module (root.tsx links it); hydration renders from
// them, so it waits for them. A page without the link (its root loader failed) shows the defaults.
const catalogueHref = document.querySelector<HTMLLinkElement>(CATALOGUE_LINK_SELECTOR)?.href;
const catalogue: CompiledMessages = catalogueHref ? (await import(/* @vite-ignore */ catalogueHref)).default : {};
const pageLocale = document.documentElement.lang;
provideCatalogues((locale) => (isLocale(pageLocale) && locale === pageLocale ? catalogue : {}));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
