import { directionOf, type Locale, LocaleProvider } from '@hadiya/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ScrollRestorationProps,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { cartCountOf } from './features/cart/cart.server';
import { serverApi } from './lib/api.server';
import { catalogueFor } from './lib/catalogue';
import { firstPaintFontFiles } from './lib/first-paint-font-files';
import { openGatesOnFirstChange } from './lib/hydrate-when-visible';
import { hydrationModeOf } from './lib/hydration-mode';
import { catalogueModuleFor } from './lib/messages.server';
import { type LateContentHandle, markPageInteractive } from './lib/page-interactive';
import { serializeCookie } from './lib/preferences';
import { readPreferences, requestPreferences } from './lib/preferences.server';
import { MAINTENANCE_PATH, safeReturnPath } from './lib/return-path';
import { type RootMetaData, rootDataOf, translate } from './lib/seo';
import { messages as seoMessages } from './lib/seo.messages';
import { UNDECODABLE_PATH_HEADER } from './lib/undecodable-path.server';
import { messages as rootMessages } from './root.messages';
import { messages as errorMessages } from './shell/error-screen.messages';
import { loadFirstVisitCity } from './shell/first-visit-city.server';
import { dialogsOpeningByThemselves, Shell } from './shell/shell';
import { isNetworkFailure, StoreUnreachable } from './shell/store-unreachable';
import { messages as unreachableMessages } from './shell/store-unreachable.messages';
import './load-context';

// Error pages are rare: their code loads only when one is shown. That load fails when the store
// cannot be reached, the likeliest reason a page failed at all: the stand-in already in the bundle
// says so, instead of the import's failure replacing the page with the framework's error screen.
const ErrorScreen = lazy(() =>
  import('./shell/error-screen').then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: StoreUnreachable }),
  ),
);

/** What a root loader that refused or failed the page still tells the error page. */
interface PageBasics {
  locale: Locale;
  catalogueHref: string;
}

/** The page basics a failed root loader put in its error (see `loader`), if the error carries them. */
function pageBasicsOf(error: unknown): PageBasics | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const basics = error.data as Partial<PageBasics> | null;
  return basics?.locale && basics.catalogueHref ? (basics as PageBasics) : undefined;
}

/** A redirect or a status React Router is to answer with: not a failure of the loader. */
function isRouterAnswer(thrown: unknown): boolean {
  return (
    thrown instanceof Response ||
    (typeof thrown === 'object' && thrown !== null && (thrown as { type?: unknown }).type === 'DataWithResponseInit')
  );
}

/**
 * The root's data. If it fails unexpectedly, the error page still needs the page's language and
 * its texts: without them a server rendering shows English defaults on an Arabic (RTL) page, and
 * the browser has no texts to hydrate with.
 */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await loadRoot(args);
  } catch (thrown) {
    if (isRouterAnswer(thrown)) throw thrown;
    console.error(thrown);
    const { locale } = requestPreferences(args.request);
    throw data({ locale, catalogueHref: catalogueModuleFor(locale).href } satisfies PageBasics, { status: 500 });
  }
}

async function loadRoot({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const stored = readPreferences(request.headers.get('cookie'));
  // `?lang=` (the hreflang alternates) wins over the cookie and becomes the stored choice.
  const { locale, region } = requestPreferences(request);

  // An address that does not decode names no page (server/web.ts): the not-found page, which
  // still needs the page's language and texts.
  if (request.headers.has(UNDECODABLE_PATH_HEADER)) {
    throw data({ locale, catalogueHref: catalogueModuleFor(locale).href }, { status: 404 });
  }

  const api = serverApi(context.apiBaseUrl, locale, request.signal, context.session);
  const hadSession = context.session.hasSession;
  // Who the shopper is (a guest is created on the first visit), beside the maintenance check and
  // the cart's count for the header's dot (spec §2).
  const [isMaintenance, shopper, cartCount, firstVisitCity] = await Promise.all([
    api
      .request('checkMaintenanceMode', {})
      .then((status) => status.is_web_app_maintenance)
      .catch(() => false),
    context.session.current(context.apiBaseUrl, locale, request.signal),
    cartCountOf(api, hadSession, region?.id).catch(() => 0),
    // Without them the shell falls back to the picker that loads them in the browser.
    loadFirstVisitCity(api, request.headers.get('cookie'), region).catch(() => ({
      cities: [],
      notice: null,
      clearNotice: null,
    })),
  ]);
  // Spec §4: an expired or revoked session is cleared and the shopper starts again on `/`.
  if (context.session.isExpired) context.session.restart();
  const isMaintenancePage = url.pathname === MAINTENANCE_PATH;
  if (isMaintenance && !isMaintenancePage) {
    throw redirect(`${MAINTENANCE_PATH}?from=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!isMaintenance && isMaintenancePage) throw redirect(safeReturnPath(url.searchParams.get('from'), url.origin));

  const headers = new Headers();
  if (locale !== stored.locale) headers.append('set-cookie', serializeCookie('language', locale));
  const { clearNotice, ...firstVisit } = firstVisitCity;
  if (clearNotice) headers.append('set-cookie', clearNotice);
  return data(
    {
      locale,
      region,
      firstVisit,
      origin: url.origin,
      isMaintenance,
      shopper,
      cartCount,
      config: context.config,
      catalogueHref: catalogueModuleFor(locale).href,
    },
    { headers },
  );
}

/**
 * The title of a page that failed: one the server does not know, or one the network did not bring.
 * Only a failed page's meta ends at the root (React Router stops at the boundary that shows the
 * error); every other page's own meta replaces this one.
 */
export function meta({ matches, error }: Route.MetaArgs) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const title = isNotFound
    ? rootMessages.notFoundTitle
    : isNetworkFailure(error)
      ? unreachableMessages.title
      : error
        ? errorMessages.title
        : null;
  if (!title) return [];
  // A root loader that refused or failed the page said its language in the error (see the loader).
  // A navigation whose data failed as a whole (the root's loader ran in the same request) leaves
  // no root data: the page's language is the one it was served in.
  const basics = pageBasicsOf(error);
  const hasRootData = matches.some((match) => match?.id === 'root' && match.data);
  const root: RootMetaData = basics
    ? { locale: basics.locale, origin: '' }
    : hasRootData
      ? rootDataOf(matches)
      : { locale: servedLocale(), origin: '' };
  return [{ title: translate(root, seoMessages.pageTitle, { title: translate(root, title) }) }];
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') ? actionHeaders : loaderHeaders;
}

/**
 * The page's language when the root's data is missing (its loader failed): in the browser the one
 * the page was served in (`<html lang>`), whose texts the browser already loaded; else the default.
 */
function servedLocale(): Locale {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'ar';
}

/** The root's data, or what a root loader that refused the page still said (its language and texts). */
function usePageBasics(): PageBasics | undefined {
  const root = useRouteLoaderData<typeof loader>('root');
  const error = useRouteError();
  return root ?? pageBasicsOf(error);
}

/**
 * Whether this page's scripts wait for the shopper's first sign of intent (hydration-mode.ts), and
 * whether its own content hydrates after the root (page-interactive.ts).
 */
function useHydrationMode(matches: ReturnType<typeof useMatches>) {
  const root = useRouteLoaderData<typeof loader>('root');
  const error = useRouteError();
  const actionData = useContext(DataRouterStateContext)?.actionData;
  // A failed page, or maintenance, hydrates as it loads.
  if (!root || error || root.isMaintenance) return ['load'] as const;
  const page = matches.at(-1);
  // The first visit's city picker the server draws works without scripts (FirstVisitCityPicker):
  // it waits for the shopper like the page under it.
  const { firstVisitPicker: _drawnByServer, ...needingScripts } = dialogsOpeningByThemselves(root, page?.handle);
  const isActingByItself =
    Object.values(needingScripts).some(Boolean) ||
    // The answer to a form sent before the scripts ran: its message opens a dialog or the cart panel.
    Object.keys(actionData ?? {}).length > 0;
  return [hydrationModeOf(page, isActingByItself), (page?.handle as LateContentHandle)?.hydratesLate] as const;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = usePageBasics();
  const matches = useMatches();
  const locale = root?.locale ?? servedLocale();
  const router = useContext(DataRouterContext)?.router;
  const [hydrateOn, isContentLate] = useHydrationMode(matches);
  // Hydration waits for the page's content (entry.server.tsx); this marks the page interactive
  // and hands React what the shopper did before it, unless the page's content does so once it has
  // hydrated. Sections still waiting to hydrate (HydrateWhenVisible) all do so at the shopper's
  // first input or the router's first change.
  useEffect(() => {
    if (!isContentLate) markPageInteractive();
    return openGatesOnFirstChange(router ? (listener) => router.subscribe(listener) : undefined);
  }, [router, isContentLate]);
  return (
    <html lang={locale} dir={directionOf(locale)} data-hydrate-on={hydrateOn}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The one render-blocking file, as a React stylesheet resource. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        {/* Vite's dev server names the same font two ways (`?url` and the stylesheet's `url()`). Only
            the server renders them: they matter to the document's first load alone, so the
            browser's bundle carries no table of font files (React leaves the server's links in place). */}
        {(import.meta.env.PROD && import.meta.env.SSR ? firstPaintFontFiles(matches, locale) : []).map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        <meta name="theme-color" content="#1f5b3a" />
        {/* PNG, not the SVG: Chromium draws an SVG favicon on the page's main thread (~35 ms at a phone's
            CPU speed). Only the server renders the icons, as the font files above: the browser reads
            them from the document once, and React leaves them there. */}
        {import.meta.env.SSR ? (
          <>
            <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
            <link rel="icon" href="/favicon-48.png" type="image/png" sizes="48x48" />
            <link rel="apple-touch-icon" href="/icons/icon-192.png" />
          </>
        ) : null}
        <link rel="manifest" href={`/manifest.webmanifest?lang=${locale}`} />
        {root ? <link rel="modulepreload" href={root.catalogueHref} data-catalogue="" /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">
        {children}
        {/* Waits as text, as React Router's context scripts (deferred-hydration.server.ts): it
            runs when the page hydrates, or once it is parsed if the shopper reloaded it or came
            back to it (a new visit has no position to restore). A script here would stop the
            parser, or cost the main thread after the first paint. Its types leave `type` out; it
            passes its props on to the script. */}
        <ScrollRestoration {...deferredScrollRestoration} />
        <Scripts />
      </body>
    </html>
  );
}

const deferredScrollRestoration = {
  type: 'text/plain',
  'data-deferred-context': '',
  'data-scroll-restoration': '',
} as unknown as ScrollRestorationProps;

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const { locale, region, isMaintenance, config, shopper, firstVisit } = loaderData;
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={locale} messages={catalogueFor(locale)}>
        {isMaintenance ? (
          <Outlet />
        ) : (
          <Shell locale={locale} region={region} config={config} shopper={shopper} firstVisit={firstVisit}>
            <Outlet />
          </Shell>
        )}
      </LocaleProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = usePageBasics();
  const locale = root?.locale ?? servedLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  // A server rendering without the root's data names no catalogue in the page, so the browser will
  // have no texts to hydrate with: both show the English defaults. In the browser the catalogue of
  // the page's language is already loaded, whatever failed since.
  const messages = root || typeof document !== 'undefined' ? catalogueFor(locale) : {};
  return (
    <LocaleProvider locale={locale} messages={messages}>
      {isNetworkFailure(error) ? (
        // The error screen's code would need the network too.
        <StoreUnreachable />
      ) : (
        <Suspense fallback={null}>
          <ErrorScreen status={status} />
        </Suspense>
      )}
    </LocaleProvider>
  );
}
