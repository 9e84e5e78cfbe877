import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type PageBlock = { heading: string | null; text: string };

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  blocksEn: jsonb('blocks_en').$type<PageBlock[]>().notNull(),
  blocksAr: jsonb('blocks_ar').$type<PageBlock[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator settings, e.g. `web_app_maintenance`. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
