import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export const PAYMENT_BRANDS = [
  'mada',
  'visa',
  'mastercard',
  'applepay',
  'stcpay',
  'tabby',
  'tamara',
  'wallet',
  'card',
] as const;
export type PaymentBrand = (typeof PAYMENT_BRANDS)[number];

// Small drawings in the brands' colours, not the official artwork: no external images (CSP, offline).
const marks: Record<PaymentBrand, ReactNode> = {
  mada: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" />
      <rect x="5" y="9" width="13" height="5" rx="1" fill="#259bd6" />
      <rect x="5" y="17" width="13" height="5" rx="1" fill="#84b740" />
      <text
        x="33"
        y="21"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#27292d"
        fontFamily="Arial, sans-serif"
      >
        mada
      </text>
    </>
  ),
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill="#1a1f71" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fontSize="13"
        fontStyle="italic"
        fontWeight="800"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="4" fill="#231f20" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
    </>
  ),
  applepay: (
    <>
      <rect width="48" height="32" rx="4" fill="#000" />
      <path
        d="M13.6 11.2c.5-.6.8-1.4.7-2.2-.7 0-1.6.5-2.1 1.1-.5.5-.9 1.3-.8 2.1.8.1 1.6-.4 2.2-1zm.7 1.2c-1.2-.1-2.2.7-2.8.7-.6 0-1.4-.6-2.4-.6-1.2 0-2.3.7-3 1.8-1.3 2.2-.3 5.5.9 7.3.6.9 1.3 1.8 2.2 1.8.9 0 1.2-.6 2.3-.6s1.4.6 2.3.6c1 0 1.6-.9 2.2-1.8.7-1 1-2 1-2.1 0 0-1.9-.7-1.9-2.9 0-1.8 1.5-2.7 1.6-2.8-.9-1.3-2.3-1.4-2.4-1.4z"
        fill="#fff"
      />
      <text x="31" y="21" textAnchor="middle" fontSize="11" fontWeight="600" fill="#fff" fontFamily="Arial, sans-serif">
        Pay
      </text>
    </>
  ),
  stcpay: (
    <>
      <rect width="48" height="32" rx="4" fill="#4f008c" />
      <text x="24" y="20" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        stc pay
      </text>
    </>
  ),
  tabby: (
    <>
      <rect width="48" height="32" rx="4" fill="#3bffc1" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontSize="11"
        fontWeight="800"
        fill="#292929"
        fontFamily="Arial, sans-serif"
      >
        tabby
      </text>
    </>
  ),
  tamara: (
    <>
      <rect width="48" height="32" rx="4" fill="#f4e9dd" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontSize="10"
        fontWeight="800"
        fill="#3a2a1a"
        fontFamily="Arial, sans-serif"
      >
        tamara
      </text>
    </>
  ),
  wallet: (
    <>
      <rect width="48" height="32" rx="4" fill="#225a3a" />
      <path
        d="M14 11h18a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
      />
      <circle cx="29" cy="17" r="1.4" fill="#fff" />
      <path d="M14 11l12-3" stroke="#fff" strokeWidth="1.6" />
    </>
  ),
  card: (
    <>
      <rect width="48" height="32" rx="4" fill="#4d4438" />
      <rect x="6" y="10" width="36" height="4" fill="#d5cab9" />
      <rect x="8" y="19" width="12" height="3" rx="1" fill="#d5cab9" />
    </>
  ),
};

export interface PaymentBrandMarkProps extends Omit<ComponentProps<'svg'>, 'children'> {
  brand: PaymentBrand;
  /**
   * Whether the mark is read by screen readers (`role="img"` named after the brand). Leave it
   * `false` where the brand's name is already in the text. @default false
   */
  isLabelled?: boolean;
}

/** A card or payment brand's small mark (48×32) as inline SVG: mada, Visa, Mastercard, Apple Pay, STC Pay, Tabby, Tamara, wallet. */
export function PaymentBrandMark({ brand, isLabelled = false, className, ...props }: PaymentBrandMarkProps) {
  const intl = useIntl();
  const shared = {
    viewBox: '0 0 48 32',
    'data-slot': 'payment-brand-mark',
    'data-brand': brand,
    className: cn('h-6 w-9 shrink-0 rounded-sm ring-1 ring-sand-300', className),
    ...props,
  };
  // The marks are pictures: they never mirror.
  return isLabelled ? (
    <svg role="img" aria-label={intl.formatMessage(messages[brand])} direction="ltr" {...shared}>
      {marks[brand]}
    </svg>
  ) : (
    <svg aria-hidden="true" focusable="false" direction="ltr" {...shared}>
      {marks[brand]}
    </svg>
  );
}

/** The brand's name in the current language (for texts that name it). */
export function usePaymentBrandName(): (brand: PaymentBrand) => string {
  const intl = useIntl();
  return (brand) => intl.formatMessage(messages[brand]);
}
