import { cn, formatPrice, type Locale, prepareClassMerge } from '@hadiya/ui';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CATALOGUE_LINK_SELECTOR, provideCatalogues } from './lib/catalogue';
import type { CompiledMessages } from './lib/messages.server';

// zod (loaded with the forms' rules) probes whether it may compile its parsers with `new
// Function`; under the page's Content-Security-Policy the probe is refused and reported as a
// violation. Jitless parsing is what the policy leaves anyway: say so before zod first loads.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object zod keeps (it may have loaded already): set the flag on it, never replace it.
zodConfig.__zod_globalConfig ??= {};
zodConfig.__zod_globalConfig.jitless = true;

// The page's texts come as their own cacheable module (root.tsx links it); hydration renders from
// them, so it waits for them. A page without the link (its root loader failed) shows the defaults.
const catalogueHref = document.querySelector<HTMLLinkElement>(CATALOGUE_LINK_SELECTOR)?.href;
const catalogue = catalogueHref
  ? await import(/* @vite-ignore */ catalogueHref).then((module) => module.default as CompiledMessages)
  : undefined;
const pageLocale = document.documentElement.lang;
provideCatalogues((locale) => (locale === pageLocale ? catalogue : undefined));

// Hydration's first render pays one-off costs that cannot be split: tailwind-merge makes its
// configuration and builds its class tables on the first `cn` call, and the price formatter is
// made once. Paying them one task at a time keeps each task short, so a tap during page load is
// answered sooner. (The engine's Intl locale lists, the largest of these costs, are built by the
// head's inline script while the page waits for the network: as it loads on a page that hydrates
// then, at the first input or when its code is fetched ahead on one that hydrates on intent;
// deferred-hydration.server.ts.)
const locale: Locale = pageLocale === 'en' ? 'en' : 'ar';
for (const warmUp of [() => formatPrice(0, locale), prepareClassMerge, () => cn('p-1', 'p-2')]) {
  warmUp();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

startTransition(() => {
  hydrateRoot(
    document,
    // StrictMode's checks run in development only; in production it renders nothing of its own.
    import.meta.env.DEV ? (
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    ) : (
      <HydratedRouter />
    ),
  );
});
