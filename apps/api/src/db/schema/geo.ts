import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** Required national-number length (spec §5), null when no rule is known. */
  phoneDigits: smallint('phone_digits'),
  flag: text('flag').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    uniqueCityId: text('unique_city_id').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** 'barq' = same-day delivery; others get the 2-5 business days notice. */
    deliveryService: text('delivery_service').notNull().default('standard'),
    allowEngrave: boolean('allow_engrave').notNull().default(false),
    /** normalizeSearchText(name_ar + ' ' + name_en) */
    searchText: text('search_text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('cities_unique_city_id').on(t.uniqueCityId), index('cities_region').on(t.regionId)],
);

export const cafeBranches = pgTable(
  'cafe_branches',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
    latitude: text('latitude'),
    longitude: text('longitude'),
    openingHours: text('opening_hours').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('cafe_branches_city').on(t.cityId)],
);
