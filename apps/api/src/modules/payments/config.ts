/** Settings of the payments module read from the environment (besides the providers' own). */

export interface PaymentsConfig {
  /** SELLER_NAME: the seller on the simplified tax invoice (ZATCA QR tag 1). */
  sellerName: { ar: string; en: string };
  /** SELLER_VAT_NUMBER: 15 digits (ZATCA QR tag 2). */
  sellerVatNumber: string;
  /** APPLE_PAY_DOMAIN: the domain Apple Pay merchant validation names (default: PUBLIC_BASE_URL's host). */
  applePayDomain: string | undefined;
}

/** Demo defaults: a made-up seller with a VAT number of the right shape (3…3, 15 digits). */
export const DEMO_SELLER_NAME = { ar: 'مؤسسة هدية للهدايا', en: 'Hadiya Gifts Est.' };
export const DEMO_SELLER_VAT_NUMBER = '300000000000003';

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const name = env.SELLER_NAME?.trim();
  const nameAr = env.SELLER_NAME_AR?.trim();
  return {
    sellerName: {
      en: name || DEMO_SELLER_NAME.en,
      ar: nameAr || name || DEMO_SELLER_NAME.ar,
    },
    sellerVatNumber: /^\d{15}$/.test(env.SELLER_VAT_NUMBER ?? '')
      ? (env.SELLER_VAT_NUMBER as string)
      : DEMO_SELLER_VAT_NUMBER,
    applePayDomain: env.APPLE_PAY_DOMAIN?.trim() || undefined,
  };
}
