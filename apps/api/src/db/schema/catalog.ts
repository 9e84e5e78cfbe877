import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from './geo';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** plant | engraving | gift_card | addon */
  kind: text('kind').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  image: text('image').notNull(),
  isGiftCategory: boolean('is_gift_category').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    careEn: text('care_en'),
    careAr: text('care_ar'),
    /** VAT-inclusive price in halalas. */
    priceHalalas: integer('price_halalas').notNull(),
    compareAtHalalas: integer('compare_at_halalas'),
    vatRateBp: smallint('vat_rate_bp').notNull().default(1500),
    /** Stock of a product without colours; products with colours keep stock per colour. */
    stock: integer('stock').notNull().default(0),
    addonType: text('addon_type'),
    allowEngrave: boolean('allow_engrave').notNull().default(false),
    engraveMaxLength: smallint('engrave_max_length'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** normalizeSearchText of both titles. */
    searchTitle: text('search_title').notNull(),
    /** normalizeSearchText of descriptions and category names. */
    searchBody: text('search_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category').on(t.categoryId),
    index('products_kind').on(t.kind),
    index('products_search_title_trgm').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('products_search_body_trgm').using('gin', sql`${t.searchBody} gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    altEn: text('alt_en').notNull(),
    altAr: text('alt_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product').on(t.productId)],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    hex: text('hex').notNull(),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_colors_product').on(t.productId)],
);

/** A product is sold in a city when a row exists here (spec: per-city availability). */
export const productCities = pgTable(
  'product_cities',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.cityId] }), index('product_cities_city').on(t.cityId)],
);

/** Add-ons suggested for a product (falls back to all add-ons when a product has none). */
export const productAddons = pgTable(
  'product_addons',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addonProductId: integer('addon_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.addonProductId] })],
);

/** Bumped on every catalogue write; servers compare it to drop their in-memory caches. */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Distinct words of the normalised product titles: the vocabulary that pg_trgm matches typos
 * against (refreshSearchTerms after titles change).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`)],
);
