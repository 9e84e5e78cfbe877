/**
 * The Content-Security-Policy and Permissions-Policy of every page the storefront renders (issue
 * 14 §5). Scripts run only from this origin or with the response's nonce; the store cannot be
 * framed; forms post only to the store and the payment gateways; the Payment Request / Apple Pay
 * feature is allowed only on the pages that take money.
 */
import { randomBytes } from 'node:crypto';
import type { PublicConfig } from '../app/load-context';

/** A fresh nonce per response: 128 random bits, base64 (safe in a header and an attribute). */
export const createNonce = () => randomBytes(16).toString('base64');

/** The hosted pages a checkout form may be redirected to (Tabby, Tamara, Moyasar in production). */
const PAYMENT_GATEWAY_ORIGINS = [
  'https://api.moyasar.com',
  'https://checkout.tabby.sa',
  'https://checkout.tabby.ai',
  'https://checkout.tamara.co',
  'https://checkout-sandbox.tamara.co',
];

export interface PolicySources {
  config: PublicConfig;
  /** Read for the gateway and media origins (MOYASAR_BASE_URL, MEDIA_BASE_URL, CSP_EXTRA_FORM_ACTION). */
  env?: NodeJS.ProcessEnv;
}

const originOf = (value: string | undefined): string | null => {
  if (!value || !URL.canParse(value)) return null; // a same-origin path, or not set
  return new URL(value).origin;
};

const unique = (values: ReadonlyArray<string | null>) => [...new Set(values.filter((v): v is string => !!v))];

/** The parts of the policy that do not change per response, computed once at start. */
export function policyTemplate({ config, env = process.env }: PolicySources): (nonce: string) => string {
  const moyasar = originOf(env.MOYASAR_BASE_URL) ?? (env.MOYASAR_PUBLISHABLE_KEY ? 'https://api.moyasar.com' : null);
  const media = originOf(env.MEDIA_BASE_URL);
  const extraFormActions = (env.CSP_EXTRA_FORM_ACTION ?? '').split(/\s+/).map(originOf);
  const scriptSources = unique(["'self'", originOf(config.chatWidgetUrl)]).join(' ');
  const connectSources = unique(["'self'", moyasar, originOf(config.analyticsEndpoint)]).join(' ');
  const imageSources = unique(["'self'", 'data:', 'blob:', media]).join(' ');
  const formActions = unique(["'self'", ...PAYMENT_GATEWAY_ORIGINS, moyasar, ...extraFormActions]).join(' ');
  return (nonce) =>
    [
      "default-src 'self'",
      `script-src ${scriptSources} 'nonce-${nonce}'`,
      // React's style props and Radix's measured positions are inline styles.
      "style-src 'self' 'unsafe-inline'",
      `img-src ${imageSources}`,
      "font-src 'self'",
      `connect-src ${connectSources}`,
      "frame-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${formActions}`,
      "frame-ancestors 'none'",
    ].join('; ');
}

/** Pages that take money may use the Payment Request API and Apple Pay; no other page may. */
const PAYMENT_PAGES = /^\/(cart|checkout|payment)(\/|$)/;

export function permissionsPolicy(pathname: string): string {
  const payment = PAYMENT_PAGES.test(pathname) ? 'payment=(self)' : 'payment=()';
  return [payment, 'camera=()', 'microphone=()', 'geolocation=()', 'usb=()'].join(', ');
}
