import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { messagesWithoutDefaultsInBrowser } from './build-plugins/messages-without-defaults';
import { minifiedHeadScript } from './build-plugins/minified-head-script';
import { precompressClientBuild } from './build-plugins/precompress';

/**
 * The browser receives messages precompiled to react-intl's AST (root loader), so its bundle
 * takes the ICU parser's no-parser build; server rendering keeps the parser.
 */
function icuWithoutParserInBrowser(): Plugin {
  return {
    name: 'hadiya:icu-without-parser-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
  };
}

/**
 * React Router's package exports only its development build (remix-run/react-router#12532,
 * #14102), whose dev warnings ship to every browser. Its production build is the same code with
 * `ENABLE_DEV_WARNINGS = false`: the browser's production bundle takes that one, so the minifier
 * drops the warnings. The server and `pnpm dev` keep the default.
 */
function reactRouterProductionInBrowser(): Plugin {
  return {
    name: 'hadiya:react-router-production-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client' && environment.config.isProduction,
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !/[\\/]dist[\\/]development[\\/]/.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') };
    },
  };
}

// Workspace packages are consumed from their TypeScript sources (the `source` export condition).
const conditions = ['source', 'module', 'browser', 'development|production'];

export default defineConfig({
  plugins: [
    icuWithoutParserInBrowser(),
    reactRouterProductionInBrowser(),
    messagesWithoutDefaultsInBrowser(),
    tailwindcss(),
    reactRouter(),
    minifiedHeadScript(),
    precompressClientBuild(),
  ],
  resolve: { conditions },
  ssr: {
    resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] },
    // The server bundle carries the design system and its dependencies (pnpm does not hoist them
    // where build/server could find them); the storefront's own runtime packages stay external.
    noExternal: true,
    external: [
      'react',
      'react-dom',
      'react-router',
      '@react-router/node',
      'react-intl',
      '@tanstack/react-query',
      'isbot',
    ],
  },
  build: {
    target: 'es2022',
    // The push client and the analytics sender load when the page is idle, where a one-level
    // waterfall costs nothing, while adding their preload links costs a long task after the load.
    modulePreload: {
      resolveDependencies: (file, dependencies) => (/push-client|analytics/.test(file) ? [] : dependencies),
    },
    rolldownOptions: {
      output: {
        // The framework every page runs on, as one file: on a phone each extra request in the first
        // wave costs a round trip. Everything else splits by route and by first use.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|tailwind-merge|clsx|class-variance-authority|turbo-stream|cookie|set-cookie-parser)[\\/]/,
            },
            // Design-system pieces that several routes share (header, card, price …) as one file;
            // those only the lazy overlays use stay with them.
            // The app's own small modules that the shell and the pages share, as one file rather
            // than one request (and one gzip dictionary) each.
            {
              name: 'app-shared',
              test: /apps[\\/]storefront[\\/]app[\\/](lib[\\/](api|shopper|preferences|route-data|seo|catalogue|product-card|queries|import-when-reachable|page-interactive)\.ts|lib[\\/]hydrate-when-visible\.tsx|shell[\\/](when-idle|error-screen\.messages)\.ts|features[\\/]account[\\/]account-dialogs\.ts|features[\\/]cart[\\/](cart-panel|cart-queries|use-card-favourites)\.tsx?)$/,
              minShareCount: 2,
            },
            // Pieces only code loaded on demand uses (dialogs, form fields, the rule texts: the
            // overlays and where they return the focus, the account dialogs, the product's form rules) are left to the default
            // split, so two of those sharing one does not put it in every page's first wave. So are
            // the empty state (search, cart, favourites, error pages; never home) and the icons only
            // those use (the stepper's, the messages', the check marks, the empty lists' inbox; a failed picture's stand-in and its icon). The checkout and support
            // components, the after-purchase ones (orders, rating, wallet, the recipient's page, push, the toast, the pagination of orders and wallet)
            // and the contract's zod schemas, order rules and slot hours are shared by pages loaded on demand only:
            // in this group (and its dependencies, zod among them) they would join every first wave.
            {
              name: 'design-system',
              test: /packages[\\/](ui|contract)[\\/](?!src[\\/]components[\\/](dialog|message-dialog|confirm-dialog|sheet|checkbox|text-field|otp-input|phone-input|resend-countdown|cart-drawer|cart-basket|quantity-stepper|favourite-button|notify-me-button|empty-state|support-form|contact-form|corporate-gift-form|collaboration-form|file-picker|ticket-[a-z-]+|faq-accordion|checkout-stepper|recipient-form|guest-info-form|cafe-branch-picker|slot-picker|message-card-field|engraving-field|coupon-[a-z]+|wallet-toggle|payment-[a-z-]+|card-form|stc-pay-form|order-[a-z-]+|saved-card-list|switch|form-alert|rule-message|rating-[a-z-]+|wallet-[a-z-]+|track-gift-[a-z-]+|recipient-[a-z-]+|push-[a-z-]+|notification-[a-z-]+|toast|pagination)[\\/]|src[\\/](messages|fill-message|phone|normalize|lib[\\/](use-choice-before-hydration|return-focus))\.ts|src[\\/]components[\\/]product-image[\\/]product-image-fallback\.tsx|src[\\/](calls[\\/][^\\/]+|entities|rules|envelope|response|orders|notifications|slot-time)\.ts)|node_modules[\\/]lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/](trash|minus|plus|check|info|circle-check|circle-exclamation-point|triangle-exclamation-point|credit-card|clock|lock|paperclip|file-text|inbox|image-off)\.mjs$)/,
              minShareCount: 2,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
