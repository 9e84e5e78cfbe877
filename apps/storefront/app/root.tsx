import { directionOf, LocaleProvider } from '@hadiya/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { cartCountOf } from './features/cart/cart.server';
import { serverApi } from './lib/api.server';
import { catalogueFor } from './lib/catalogue';
import { firstPaintFontFiles } from './lib/first-paint-font-files';
import { openGatesOnFirstChange } from './lib/hydrate-when-visible';
import { catalogueModuleFor } from './lib/messages.server';
import { serializeCookie } from './lib/preferences';
import { readPreferences, requestPreferences } from './lib/preferences.server';
import { Shell } from './shell/shell';
import './load-context';

// Error pages are rare: their code loads only when one is shown.
const ErrorScreen = lazy(() => import('./shell/error-screen').then((module) => ({ default: module.ErrorScreen })));

const MAINTENANCE_PATH = '/maintenance-mode';

/** Only a path on this site may be a redirect target (no `//host`, no `/\\host`). */
function safeReturnPath(path: string | null, origin: string): string {
  if (!path?.startsWith('/')) return '/';
  const target = new URL(path, origin);
  if (target.origin !== origin || target.pathname.startsWith(MAINTENANCE_PATH)) return '/';
  return target.pathname + target.search;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const stored = readPreferences(request.headers.get('cookie'));
  // `?lang=` (the hreflang alternates) wins over the cookie and becomes the stored choice.
  const { locale, region } = requestPreferences(request);

  const api = serverApi(context.apiBaseUrl, locale, request.signal, context.session);
  const hadSession = context.session.hasSession;
  // Who the shopper is (a guest is created on the first visit), beside the maintenance check and
  // the cart's count for the header's dot (spec §2).
  const [isMaintenance, shopper, cartCount] = await Promise.all([
    api
      .request('checkMaintenanceMode', {})
      .then((status) => status.is_web_app_maintenance)
      .catch(() => false),
    context.session.current(context.apiBaseUrl, locale, request.signal),
    cartCountOf(api, hadSession, region?.id).catch(() => 0),
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
  return data(
    {
      locale,
      region,
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

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') ? actionHeaders : loaderHeaders;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  const locale = root?.locale ?? 'ar';
  const router = useContext(DataRouterContext)?.router;
  // Hydration waits for the page's content (entry.server.tsx); this marks the page interactive
  // for the end-to-end tests and for anyone watching from DevTools. Sections still waiting to
  // hydrate (HydrateWhenVisible) all do so at the shopper's first input or the router's first change.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return openGatesOnFirstChange(router ? (listener) => router.subscribe(listener) : undefined);
  }, [router]);
  return (
    <html lang={locale} dir={directionOf(locale)}>
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
        {/* PNG, not the SVG: Chromium draws an SVG favicon on the page's main thread (~35 ms at a phone's CPU speed). */}
        <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
        <link rel="icon" href="/favicon-48.png" type="image/png" sizes="48x48" />
        <link rel="manifest" href={`/manifest.webmanifest?lang=${locale}`} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {root ? <link rel="modulepreload" href={root.catalogueHref} data-catalogue="" /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const { locale, region, isMaintenance, config, shopper } = loaderData;
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={locale} messages={catalogueFor(locale)}>
        {isMaintenance ? (
          <Outlet />
        ) : (
          <Shell locale={locale} region={region} config={config} shopper={shopper}>
            <Outlet />
          </Shell>
        )}
      </LocaleProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? 'ar';
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    // Without the root's data (its loader failed) the page names no catalogue, so server and browser
    // both fall back to the English defaults.
    <LocaleProvider locale={locale} messages={root ? catalogueFor(locale) : {}}>
      <Suspense fallback={null}>
        <ErrorScreen status={status} />
      </Suspense>
    </LocaleProvider>
  );
}
