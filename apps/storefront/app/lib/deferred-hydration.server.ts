import { Transform } from 'node:stream';
import type { EarlyInput, WindowWithEarlyInput } from './early-input';

/**
 * Runs in the browser, inlined into the page: turns the deferred preloads and module script back
 * on. A page hydrating as it loads (`data-hydrate-on="load"`) does so once its own content
 * (stylesheet, fonts, eager images) has loaded and its first paint is on screen, at the shopper's
 * first touch or key press if that comes sooner, and at the latest 2.5 s after the HTML is parsed,
 * so a picture stuck on a slow connection cannot hold the page's buttons back. A page hydrating on
 * intent (`hydration-mode.ts`) runs its code only at the shopper's first touch, key, focus,
 * wheel or mouse movement, and fetches it then too unless the connection is slow.
 *
 * `warmUpIntl` (`buildIntlLocaleLists`) pays the engine's one-off Intl cost, once, while the main
 * thread would wait for the network anyway: on a page that hydrates as it loads, at once (the
 * stylesheet and fonts are still coming); on a page that hydrates on intent, when its code is
 * fetched ahead (a slow connection: the first input would otherwise pay it) or else in the frame
 * after the shopper's first input, while the code is on its way. Paid in the head on such a page
 * too, it made its script's task 33–51 ms at full speed instead of 5–20 on 2026-12-01's machine,
 * which Lighthouse counted ×4 as most of the page's blocking time, for a reader who may never
 * need it.
 */
export function startHydrationAfterContent(warmUpIntl: () => void) {
  const isOnIntent = document.documentElement.getAttribute('data-hydrate-on') === 'intent';
  let isIntlWarm = false;
  const warmUpIntlOnce = () => {
    if (isIntlWarm) return;
    isIntlWarm = true;
    warmUpIntl();
  };
  if (!isOnIntent) warmUpIntlOnce();
  let isStarted = false;
  // Hydration waits for `DOMContentLoaded`, when every script of the page is in the document.
  let isParsed = document.readyState !== 'loading';
  if (!isParsed) document.addEventListener('DOMContentLoaded', () => (isParsed = true), { once: true });
  const whenParsed = (then: () => void) => {
    if (isParsed) then();
    else document.addEventListener('DOMContentLoaded', then, { once: true });
  };
  const run = (deferred: HTMLScriptElement, type: string) => {
    const script = document.createElement('script');
    if (type) script.type = type;
    // Under the page's Content-Security-Policy an inline script runs only with the page's nonce
    // (the browser hides the attribute; the property keeps it).
    if (deferred.nonce) script.nonce = deferred.nonce;
    script.textContent = deferred.textContent;
    deferred.replaceWith(script);
  };
  // React Router's scroll restoration, context and route data first, in the page's order (an
  // inline classic script runs as it is inserted), then its module script, which reads them.
  const runModuleScript = () => {
    for (const data of document.querySelectorAll<HTMLScriptElement>('script[data-deferred-context]')) run(data, '');
    const deferred = document.querySelector<HTMLScriptElement>('script[data-deferred-module]');
    if (deferred) run(deferred, 'module');
  };
  // Each link switched on starts a fetch on the main thread (~5 ms at a phone's speed): a few per
  // task, so that switching ~15 of them on is not one long task.
  const hydrate = () => {
    if (isStarted) return;
    isStarted = true;
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-rel]')];
    const next = () => {
      for (const link of links.splice(0, 4)) {
        link.rel = link.getAttribute('data-deferred-rel') ?? '';
        link.removeAttribute('data-deferred-rel');
      }
      if (links.length > 0) setTimeout(next, 0);
      else {
        runModuleScript();
        // After the input's frame, so that what the shopper touched is answered on screen first.
        requestAnimationFrame(() => setTimeout(warmUpIntlOnce, 0));
      }
    };
    next();
  };
  // A page reloaded, or come back to through the history, goes back to where the shopper was as
  // soon as it is parsed; on a new visit there is no position to restore, and the script's
  // storage and history calls wait for the hydration.
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.type !== 'navigate') {
    whenParsed(() => {
      const restoration = document.querySelector<HTMLScriptElement>('script[data-scroll-restoration]');
      if (restoration) run(restoration, '');
    });
  }
  const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'pointermove'];
  const onIntent = (event: Event) => {
    // A finger or pen moving is already a touch; a mouse moving over the page comes before its click.
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
    for (const type of intents) window.removeEventListener(type, onIntent, true);
    whenParsed(hydrate);
  };
  for (const type of intents) window.addEventListener(type, onIntent, { passive: true, capture: true });
  // Only fills the HTTP cache: nothing is compiled or run until the shopper comes. A worker fetches
  // the files, so that their requests and responses are handled off the main thread (with
  // `rel=prefetch` links they cost a phone's main thread ~30–80 ms); the links are the fallback.
  const fetchCode = () => {
    if (isStarted) return;
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-rel]')];
    try {
      new Worker('/fetch-code.js').postMessage(links.map((link) => link.href));
    } catch {
      for (const link of links) link.rel = 'prefetch';
    }
    setTimeout(warmUpIntlOnce, 0);
  };
  // A page hydrating on intent fetches its code ahead only where the first input would otherwise
  // wait long for it: on a connection the browser reports as slower than 4G, or does not report
  // (Safari, Firefox). Ahead, it costs a phone's main thread 2–3× what the page without scripts
  // costs it after the first paint (the worker's start and its fetches); on 4G it comes within a
  // few round trips of the first touch instead, and a browser set to save data (Save-Data) gets it
  // only then too: the shopper may only be reading.
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (isOnIntent && (connection?.saveData || connection?.effectiveType === '4g')) return;
  // Wait for both `load` and the first paint on screen: a fast connection fires `load` before the
  // first layout is done, and code downloaded before that paint competes with it (Lighthouse
  // charges every request that ends before the largest paint to it).
  const afterContent = () => whenParsed(isOnIntent ? fetchCode : hydrate);
  let loaded = document.readyState === 'complete';
  let painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  const startOnceLoadedAndPainted = () => {
    if (loaded && painted) setTimeout(afterContent, 0);
  };
  if (!loaded) {
    window.addEventListener(
      'load',
      () => {
        loaded = true;
        startOnceLoadedAndPainted();
      },
      { once: true },
    );
  }
  if (!painted) {
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        painted = true;
        startOnceLoadedAndPainted();
      }).observe({ type: 'paint', buffered: true });
    } else {
      painted = true;
    }
  }
  startOnceLoadedAndPainted();
  whenParsed(() => setTimeout(afterContent, 2500));
}

/**
 * Runs in the browser, inlined at the top of the head before `startHydrationAfterContent`: until the page
 * has hydrated, holds back clicks on buttons that need scripts (React is not listening yet) and
 * notes what the shopper types or picks, for `replayEarlyInput` (`early-input.ts`) to hand to React.
 * Links, submit buttons and fields keep their native behaviour.
 */
export function captureEarlyInput() {
  const early: EarlyInput = { clicks: [], fields: new Map(), isOver: false };
  (window as WindowWithEarlyInput).__hadiyaEarlyInput = early;
  window.addEventListener(
    'click',
    (event) => {
      if (early.isOver || !(event.target instanceof Element)) return;
      const control = event.target.closest<HTMLElement>('button, [role="button"]');
      if (!control || control.closest('a[href]')) return;
      if (control instanceof HTMLButtonElement && control.type !== 'button') return;
      event.preventDefault();
      event.stopPropagation();
      if (!early.clicks.includes(control)) early.clicks.push(control);
    },
    true,
  );
  const remember = (event: Event) => {
    const field = event.target;
    if (early.isOver) return;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      early.fields.set(field, field.checked);
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      early.fields.set(field, field.value);
    }
  };
  window.addEventListener('input', remember, true);
  window.addEventListener('change', remember, true);
}

/**
 * Runs in the browser, from `startHydrationAfterContent`, while the page waits for the network:
 * the engine builds its list of available locales on the first use of an Intl number or date
 * service (~20 ms at full speed, ~80–165 ms at a phone's; not splittable). Every hydration formats
 * prices and messages, so it would pay that in one task of its own.
 */
export function buildIntlLocaleLists() {
  const locale = document.documentElement.lang || 'ar';
  try {
    new Intl.NumberFormat(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {}
}

const charsetTag = '<meta charSet="utf-8"/>';
const modulePreload = '<link rel="modulepreload"';
const deferredModulePreload = '<link data-deferred-rel="modulepreload"';
/** React Router's module script, with the nonce `ServerRouter` gives it when the page has one. */
const moduleScript = /<script(?: nonce="[^"]*")? type="module" async="">/;
/** React Router's inline scripts that set up and fill its context: the handoff and the route data. */
const contextScript = (nonce: string | undefined) => `<script${nonceAttribute(nonce)}>window.__reactRouterContext`;
const deferredContextScript = (nonce: string | undefined) =>
  `<script type="text/plain" data-deferred-context=""${nonceAttribute(nonce)}>window.__reactRouterContext`;

const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${nonce}"` : '');
const deferredModuleScript = (nonce: string | undefined) =>
  `<script type="text/plain" data-deferred-module=""${nonceAttribute(nonce)}>`;
/**
 * The head's inline script from the functions above. The server build replaces this template with
 * the same script minified (`build-plugins/minified-head-script.ts`): every page carries it.
 */
const headScriptSource = `(${captureEarlyInput.toString()})();(${startHydrationAfterContent.toString()})(${buildIntlLocaleLists.toString()});`;
const headScript = (nonce: string | undefined, pageScript: string) =>
  `<script${nonceAttribute(nonce)}>${headScriptSource}${pageScript}</script>`;

/** Where the text stops being safe to rewrite: a tag, or a script's opening, cut by the chunk's end. */
function safeEnd(text: string, pattern: string) {
  const lastTagStart = text.lastIndexOf('<');
  if (lastTagStart >= 0 && !text.includes('>', lastTagStart)) return lastTagStart;
  for (let length = Math.min(pattern.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(pattern.slice(0, length))) return text.length - length;
  }
  return text.length;
}

/**
 * Holds React Router's scripts back until the server-rendered page has loaded. The page is
 * complete HTML, so its JavaScript only hydrates it; fetched up front, its ~150 KiB share a slow
 * mobile connection with the stylesheet, the fonts and the first product image and hold back
 * the largest paint. This rewrites the head's `<link rel="modulepreload">` tags and the body's
 * module script into inert forms that `startHydrationAfterContent` (at the top of the head)
 * switches back on.
 *
 * React Router's inline context scripts (its handoff and the route data) wait as text too, and
 * run just before its module script. Run where they stand, they would stop the parser after the
 * content until the stylesheet has loaded, and the browser paints while it waits: the rest of the
 * parse's style and layout would come after the first paint, on the main thread the shopper is
 * using. As inline modules, which never stop the parser, they and the scroll restoration cost
 * 40–60 ms at a phone's speed just after the parse, so the root renders the scroll restoration
 * as such text too.
 * `nonce` is the page's Content-Security-Policy nonce (base64, so it needs no escaping in an
 * attribute); `pageScript`, more code for the inline script at the top of the head
 * (landing-view.server.ts).
 */
export function deferHydration(nonce?: string, pageScript = ''): Transform {
  // Latin-1 maps bytes to characters one to one, so UTF-8 text split anywhere survives intact.
  let pending = '';
  let isModuleScriptFound = false;
  let isHeadStarted = false;
  const contextScriptTag = contextScript(nonce);
  const deferredContextTag = deferredContextScript(nonce);
  const rewrite = (raw: string) => {
    let text = raw.replaceAll(contextScriptTag, deferredContextTag);
    if (!isHeadStarted && text.includes(charsetTag)) {
      isHeadStarted = true;
      text = text.replace(charsetTag, charsetTag + headScript(nonce, pageScript));
    }
    if (isModuleScriptFound) return text;
    const match = moduleScript.exec(text);
    if (!match) return text.replaceAll(modulePreload, deferredModulePreload);
    isModuleScriptFound = true;
    const before = text.slice(0, match.index).replaceAll(modulePreload, deferredModulePreload);
    return before + deferredModuleScript(nonce) + text.slice(match.index + match[0].length);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + chunk.toString('latin1');
      const cut = safeEnd(text, contextScriptTag);
      pending = text.slice(cut);
      callback(null, Buffer.from(rewrite(text.slice(0, cut)), 'latin1'));
    },
    flush(callback) {
      callback(null, Buffer.from(rewrite(pending), 'latin1'));
    },
  });
}
