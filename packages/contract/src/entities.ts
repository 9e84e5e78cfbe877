/** Entities of spec §3 as the API returns them. Money is integer halalas, VAT-inclusive. */
import { z } from 'zod';
import { CURRENCIES, DELIVERY_SERVICES, LANGUAGES, LOGIN_TYPES, PRODUCT_KINDS } from './constants';

export const halalasSchema = z.number().int().nonnegative().describe('Amount in halalas (1 SAR = 100), VAT-inclusive');

export const countrySchema = z.object({
  id: z.number().int(),
  country_code: z.string().describe('ISO 3166-1 alpha-2'),
  phonecode: z.string().describe('Calling code without +'),
  name: z.string(),
  phone_digits: z.number().int().nullable().describe('Required national-number length, when known'),
  flag: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** `name` is the English name, `other_name` the Arabic name (selectedRegion: city_name, city_name_ar). */
export const citySchema = z.object({
  id: z.number().int(),
  unique_city_id: z.string(),
  region_id: z.number().int(),
  name: z.string(),
  other_name: z.string(),
  delivery_service: z.enum(DELIVERY_SERVICES),
  allow_engrave: z.boolean(),
});
export type City = z.infer<typeof citySchema>;

/** What the storefront stores as selectedRegion (§3). */
export const selectedRegionSchema = z.object({
  id: z.number().int(),
  unique_city_id: z.string(),
  region_id: z.number().int(),
  city_name: z.string(),
  city_name_ar: z.string(),
  delivery_service: z.enum(DELIVERY_SERVICES),
  allow_engrave: z.boolean(),
});
export type SelectedRegion = z.infer<typeof selectedRegionSchema>;

export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
});

export const productColorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hex: z.string(),
  color_quantity: z.number().int().nonnegative(),
  is_sold_out: z.boolean(),
});
export type ProductColor = z.infer<typeof productColorSchema>;

export const productKindSchema = z.enum(PRODUCT_KINDS);

/** A product as shown in lists and cards. */
export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: productKindSchema,
  category_id: z.number().int(),
  product_title: z.string(),
  product_slug: z.string(),
  feature_image: z.string(),
  image_alt: z.string(),
  product_price: halalasSchema,
  compare_at_price: halalasSchema.nullable(),
  currency: z.enum(CURRENCIES),
  product_avail_quantity: z.number().int().nonnegative(),
  is_available: z.boolean().describe('Available for the requested city'),
  is_sold_out: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const addonSchema = productCardSchema.extend({
  addon_type: z.enum(['chocolate', 'balloon', 'card', 'vase']).nullable(),
});
export type Addon = z.infer<typeof addonSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  images: z.array(imageSchema),
  colors: z.array(productColorSchema),
  allow_engrave: z.boolean(),
  engrave_max_length: z.number().int().nullable(),
  availability_message: z.string().nullable().describe("'Product is not available for this city' when not available"),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  addons: z.array(addonSchema),
  vat_included: z.literal(true),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDescriptionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  product_title: z.string(),
  description: z.string(),
  care: z.string().nullable(),
  is_available: z.boolean(),
  availability_message: z.string().nullable(),
});

/** One product address for the sitemap. */
export const productSlugSchema = z.object({
  slug: z.string(),
  updated_at: z.string(),
});
export type ProductSlug = z.infer<typeof productSlugSchema>;

/** §3 search result: id, product_title, product_slug. */
export const searchTitleSchema = z.object({
  id: z.number().int(),
  product_title: z.string(),
  product_slug: z.string(),
});
export type SearchTitle = z.infer<typeof searchTitleSchema>;

export const giftCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  product_count: z.number().int(),
});
export type GiftCategory = z.infer<typeof giftCategorySchema>;

export const homeSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  category_id: z.number().int().nullable(),
  products: z.array(productCardSchema),
});

export const homeMasterSchema = z.object({
  city: citySchema.nullable(),
  delivery_notice: z.string().nullable().describe("'2-5 business days' unless the city's service is barq"),
  categories: z.array(giftCategorySchema),
  sections: z.array(homeSectionSchema),
});
export type HomeMaster = z.infer<typeof homeMasterSchema>;

/**
 * A session token in a body: the token for API clients, `null` when the request carried
 * `x-hadiya-client: web` (the token then travels only in the HttpOnly `hadiya_session` cookie).
 */
const sessionTokenSchema = z
  .string()
  .nullable()
  .describe('The bearer token; null for the storefront (x-hadiya-client: web), which gets the hadiya_session cookie');

/** §3 guest session response: id, uuid, token, guest_user_id. */
export const guestSessionSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  token: sessionTokenSchema,
  guest_user_id: z.number().int(),
});
export type GuestSession = z.infer<typeof guestSessionSchema>;

export const maintenanceStatusSchema = z.object({
  is_web_app_maintenance: z.boolean(),
});

export const pageBlockSchema = z.object({
  heading: z.string().nullable(),
  text: z.string(),
});

export const pageContentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  blocks: z.array(pageBlockSchema),
  updated_at: z.string(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

export const currentLanguageSchema = z.object({
  current_language: z.enum(LANGUAGES),
});

/** §3 user profile response (name, phone_code, phone_number) with the rest of the account. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  profile_picture: z.string().nullable(),
  is_email_verified: z.boolean(),
  /** How the account signs in (the storefront's `loginType` storage key). */
  login_type: z.enum(LOGIN_TYPES),
  current_language: z.enum(LANGUAGES),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * §3 login response data: id, uuid, token, profile_picture, name, phone_code, phone_number,
 * is_email_verified; the spec's top-level is_new_account flag travels inside `data` (the
 * envelope carries only success, statusCode, message and data).
 */
export const loginDataSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  token: sessionTokenSchema,
  profile_picture: z.string().nullable(),
  name: z.string().nullable(),
  phone_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_email_verified: z.boolean(),
  is_new_account: z.boolean().describe('The account was created by this call (spec: top-level is_new_account)'),
  email: z.string().nullable(),
  login_type: z.enum(LOGIN_TYPES),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** A code was sent (or, where telling would reveal an account, the same answer without one). */
export const otpSentSchema = z.object({
  resend_after: z.number().int().describe('Seconds before another code may be requested'),
  expires_in: z.number().int().describe('Seconds the code stays valid'),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

export const passwordResetTokenSchema = z.object({
  token: z.string().describe('Single-use reset token for POST /account/change-password, valid 15 minutes'),
});

export const updateInfoResultSchema = otpSentSchema.extend({
  /** True when a new phone number awaits the code sent to it (POST /user/verify-update-no-otp). */
  otp_sent: z.boolean(),
  user: userProfileSchema,
});

const socialProviderConfigSchema = z
  .object({ client_id: z.string(), authorize_url: z.string(), is_sandbox: z.boolean() })
  .nullable();

export const socialConfigSchema = z.object({
  google: socialProviderConfigSchema,
  apple: socialProviderConfigSchema,
  facebook: socialProviderConfigSchema,
});
export type SocialConfig = z.infer<typeof socialConfigSchema>;

/** Who the request is: nobody, a guest, or a signed-in user (read by server rendering). */
export const sessionInfoSchema = z.object({
  kind: z.enum(['anonymous', 'guest', 'user']),
  guest: z.object({ id: z.number().int(), uuid: z.string(), guest_user_id: z.number().int() }).nullable(),
  user: userProfileSchema.nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const deviceTokenResultSchema = z.object({ device_id: z.string() });

export const cartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_qty: z.number().int().positive(),
  product_color: z.number().int().nullable(),
  addon_product_ids: z.array(z.number().int()),
  product_title: z.string(),
  feature_image: z.string(),
  image_alt: z.string(),
  product_price: halalasSchema,
  product_avail_quantity: z.number().int().nonnegative(),
  color: z.object({ color_quantity: z.number().int().nonnegative() }).nullable(),
});
