import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { provideCatalogues } from './lib/catalogue';
import { deferHydration } from './lib/deferred-hydration.server';
import { landingViewScript } from './lib/landing-view.server';
import { compiledMessagesFor } from './lib/messages.server';
import { requestPreferences } from './lib/preferences.server';
import { StoreFirstVisitCityPicker } from './shell/first-visit-city-picker';
import { renderFirstVisitPickerWith } from './shell/first-visit-picker-in-page';

export const streamTimeout = 5_000;

provideCatalogues(compiledMessagesFor);
renderFirstVisitPickerWith(StoreFirstVisitCityPicker);

/** React Router's Node entry, with hydration deferred until the page's content has loaded. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Content-Security-Policy nonce the server chose for this page (server/web.ts): React
  // Router's scripts, React's own inline scripts and the hydration loader carry it.
  const { nonce } = loadContext;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once rather than a streamed shell.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React sends a finished Suspense boundary over ~12.8 KB after the rest of the page, hidden,
        // and a script swaps it in: it then appears after the first paint and pushes what is below
        // it down. The pages' boundaries only split hydration into smaller tasks, so they arrive in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const { locale, region } = requestPreferences(request);
          const landingView = landingViewScript(loadContext.config.analyticsEndpoint, {
            locale,
            cityId: region?.id ?? null,
          });
          pipe(deferHydration(nonce, landingView)).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
