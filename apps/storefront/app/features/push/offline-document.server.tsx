import { directionOf, type Locale } from '@hadiya/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { messages } from '../../routes/offline.messages';
import { intlFor } from './intl.server';

// Self-contained: the service worker keeps this page for when the network is gone, so it loads
// nothing (no stylesheet, font or script) and carries no session. Colours are the design tokens'.
const styles = `
*{box-sizing:border-box}
body{margin:0;min-block-size:100dvh;display:grid;place-items:center;background:#fbf9f6;color:#221e19;
font-family:IBM Plex Sans Arabic,system-ui,sans-serif;line-height:1.6}
main{max-inline-size:28rem;padding:2rem 1.5rem;text-align:center}
h1{font-size:1.5rem;margin-block:1.25rem .5rem}
p{margin-block:0 1.5rem;color:#635848}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
a{display:inline-flex;align-items:center;min-block-size:2.75rem;padding-inline:1.25rem;border-radius:.625rem;
font-weight:500;text-decoration:none}
.primary{background:#225a3a;color:#fff}
.secondary{border:1px solid #d5cab9;color:#221e19;background:#fff}
a:focus-visible{outline:2px solid #bb4e28;outline-offset:2px}
`;

function OfflineDocument({ locale }: { locale: Locale }) {
  const intl = intlFor(locale);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#1f5b3a" />
        <title>{intl.formatMessage(messages.title)}</title>
        <style>{styles}</style>
      </head>
      <body>
        <main>
          <svg
            role="img"
            aria-label={intl.formatMessage(messages.storeName)}
            viewBox="0 0 32 32"
            width="64"
            height="64"
          >
            <rect width="32" height="32" rx="8" fill="#1f5b3a" />
            <path
              d="M9 23c0-8 6-14 15-14 0 9-6 15-14 15l-1-1Zm0 0 9-9"
              fill="none"
              stroke="#fff"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h1>{intl.formatMessage(messages.heading)}</h1>
          <p>{intl.formatMessage(messages.description)}</p>
          <div className="actions">
            {/* The service worker answers the address the shopper wanted with this page: an empty
                reference is that address again. */}
            {/* biome-ignore lint/a11y/useValidAnchor: an empty URL reference is the page's own address (a retry without script) */}
            <a className="primary" href="">
              {intl.formatMessage(messages.retry)}
            </a>
            <a className="secondary" href="/">
              {intl.formatMessage(messages.home)}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}

/** The offline page (issue 15 §5) as a complete HTML document in one language. */
export function offlineDocument(locale: Locale): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<OfflineDocument locale={locale} />)}`;
}
