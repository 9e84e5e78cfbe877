/** Business constants of spec §9 (and the limits of §5 and §7). */

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** §9: default language Arabic. */
export const DEFAULT_LANGUAGE: Language = 'ar';

/** §9: OTP length 4; resend wait 60 seconds. */
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 60;

/** §5/§9: digits of the national number by country calling code. */
export const PHONE_DIGITS_BY_CODE: Readonly<Record<string, number>> = {
  '966': 9,
  '973': 8,
  '965': 8,
  '974': 8,
  '91': 10,
};
/** Saudi Arabia's calling code: its numbers have a local `05…` form (spec §5). */
export const SAUDI_PHONE_CODE = '966';
export const DEFAULT_PHONE_CODE = SAUDI_PHONE_CODE;
export const DEFAULT_COUNTRY_CODE = 'SA';

export const PASSWORD_MIN_LENGTH = 6;
export const ACCOUNT_NAME_MIN_LENGTH = 2;

/** §5: search is sent only after a 500 ms pause. */
export const SEARCH_DELAY_MS = 500;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TITLES_LIMIT = 10;
export const SEARCH_PAGE_SIZE = 20;

/** §7: GET common/saudi-cities with limit=120, page_number=1. */
export const CITY_SEARCH_LIMIT = 120;
/** §7: GET /products/gift-category?limit=100. */
export const GIFT_CATEGORIES_LIMIT = 100;
export const MAX_PAGE_SIZE = 200;

export const REMEMBER_ME_DAYS = 7;
export const SUCCESS_DIALOG_MS = 5000;
export const NAME_PROMPT_DELAY_MS = 1000;
export const MOBILE_BREAKPOINT_PX = 575;

/** §9: device id 'Web'; fallback device token text web_token. */
export const WEB_DEVICE_ID = 'Web';
export const FALLBACK_DEVICE_TOKEN = 'web_token';

/** Delivery service name of same-day cities; others show the 2-5 business days notice (§4). */
export const SAME_DAY_DELIVERY_SERVICE = 'barq';
export const DELIVERY_SERVICES = ['barq', 'standard'] as const;

export const CURRENCIES = ['SAR', 'KWD', 'USD'] as const;
export const DEFAULT_CURRENCY = 'SAR';
/** Saudi VAT 15 %, in basis points. Prices are stored VAT-inclusive in halalas. */
export const VAT_RATE_BASIS_POINTS = 1500;

/** The VAT contained in a VAT-inclusive amount (halalas), at a rate in basis points. */
export function vatIncludedIn(amount: number, rateBasisPoints: number = VAT_RATE_BASIS_POINTS): number {
  return Math.round((amount * rateBasisPoints) / (10_000 + rateBasisPoints));
}
export const HALALAS_PER_RIYAL = 100;

/** §9: a pay-later provider needs at least 18.50 SAR. */
export const PAY_LATER_MIN_HALALAS = 1850;
export const PAY_LATER_INSTALMENTS = 4;

/** Engraving message maximum (§5 says {max}; its value is ours). */
export const ENGRAVING_MAX_LENGTH = 30;

/** A product's engraving limit as the shopper gets it: its own, never above the store's. */
export function engravingMaxLengthOf(productMaxLength: number): number {
  return Math.min(productMaxLength, ENGRAVING_MAX_LENGTH);
}

/**
 * What a laser can cut: letters and marks of any script, digits, spaces and plain punctuation
 * (Arabic's too). Emoji and symbols have no engraving form, so they are refused up front rather
 * than dropped at the workshop.
 */
export const ENGRAVING_TEXT_PATTERN = /^[\p{L}\p{M}\p{N} .,'’"!?&@#()\-،؛؟]*$/u;

/**
 * The rule an engraving message breaks, as `engravingTextSchema` (rules.ts) reports it, or null:
 * the product page checks the message as it is typed without loading zod.
 */
export function engravingTextProblem(
  text: string,
  maxLength: number,
): 'engraving_too_long' | 'engraving_characters' | null {
  const trimmed = text.trim();
  if (trimmed.length > engravingMaxLengthOf(maxLength)) return 'engraving_too_long';
  return ENGRAVING_TEXT_PATTERN.test(trimmed) ? null : 'engraving_characters';
}

/**
 * The engraving a shopper may ask for (spec §5 `{max}`), as the cart's rules apply it: `null` where
 * the product or the city offers none (`allow_engrave`); else the product's own limit, never above
 * the store's, and the store's when the product names none. Without a `city` (not chosen yet) the
 * product decides alone; the cart checks the city again when the line is added.
 */
export function engravingLimitOf(
  product: { allow_engrave: boolean; engrave_max_length: number | null },
  city?: { allow_engrave: boolean } | null,
): number | null {
  if (!product.allow_engrave || city?.allow_engrave === false) return null;
  const max = engravingMaxLengthOf(product.engrave_max_length ?? ENGRAVING_MAX_LENGTH);
  return max > 0 ? max : null;
}

/** §4: order status codes. */
export const ORDER_STATUS = {
  accepted: 1,
  recipientAccepted: 2,
  wrapGift: 3,
  onTheWay: 4,
  delivered: 5,
  rejected: 6,
  cancelled: 7,
} as const;

export const WALLET_TRANSACTION_TYPES = ['purchased', 'refunded', 'refund', 'bonus'] as const;
export const RATING_REASONS = ['service', 'delivery', 'price', 'product', 'other'] as const;
export const RATING_LEVELS = ['angry', 'sad', 'okay', 'good', 'great'] as const;
export const LOGIN_TYPES = ['mobileNumber', 'email', 'google', 'apple', 'facebook'] as const;

/** Client request timeout (the spec's client has none; ours does). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

export const PRODUCT_KINDS = ['plant', 'engraving', 'gift_card', 'addon'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** §6: the fixed phrase the delete-account call must carry (body `{ confirmation }`). */
export const DELETE_ACCOUNT_PHRASE = 'DELETE MY ACCOUNT';

/** The browser's session cookie (HttpOnly, SameSite=Lax, Path=/; Secure over HTTPS). */
export const SESSION_COOKIE = 'hadiya_session';
/**
 * Request header marking the storefront (browser or its server rendering): calls that create a
 * session then set the session cookie and answer `token: null`.
 */
export const WEB_CLIENT_HEADER = 'x-hadiya-client';
export const WEB_CLIENT_VALUE = 'web';

/** §5: an OTP is valid 5 minutes; void after 5 wrong tries. */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;

/** `login_type` of POST /account/login. */
export const LOGIN_METHODS = ['email_password', 'google', 'apple', 'facebook'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const SOCIAL_LOGIN_METHODS = ['google', 'apple', 'facebook'] as const;
