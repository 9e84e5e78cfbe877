import { normalizeSearchText } from '@hadiya/contract';
import { inArray, sql } from 'drizzle-orm';
import { refreshSearchTerms } from '../../modules/catalog/search';
import type { Db } from '../client';
import { categories, cities, productCities, productColors, productImages, products } from '../schema';
import { productData } from './catalog-data';
import { mediaUrl, toHalalas } from './index';

const SIZES = [
  ['Small', 'صغير'],
  ['Medium', 'متوسط'],
  ['Large', 'كبير'],
  ['Grand', 'فاخر'],
] as const;
const STYLES = [
  ['Ivory', 'عاجي'],
  ['Charcoal', 'فحمي'],
  ['Terracotta', 'فخاري'],
  ['Sage', 'مريمي'],
  ['Sand', 'رملي'],
  ['Navy', 'كحلي'],
  ['Blush', 'وردي'],
  ['Olive', 'زيتوني'],
  ['Pearl', 'لؤلؤي'],
  ['Copper', 'نحاسي'],
] as const;

const chunk = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Adds `count` generated products (two languages, colours, images, availability in the big
 * cities) on top of the demo catalogue, for the benchmark. Returns their ids.
 */
export async function seedBulkProducts(db: Db, count: number): Promise<number[]> {
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug, nameEn: categories.nameEn, nameAr: categories.nameAr })
    .from(categories);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));
  const kindBySlug = new Map(
    (await db.select({ slug: categories.slug, kind: categories.kind }).from(categories)).map((c) => [c.slug, c.kind]),
  );
  const bigCities = await db
    .select({ id: cities.id })
    .from(cities)
    .where(inArray(cities.uniqueCityId, ['RUH', 'DRY', 'JED', 'MKH', 'MED', 'DMM', 'KBR', 'DHA', 'TIF', 'HOF']));
  const [{ start } = { start: 0 }] = await db
    .select({ start: sql<number>`coalesce(max(${products.sortOrder}), 0)::int` })
    .from(products);

  const rows: (typeof products.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const base = productData[i % productData.length];
    const size = SIZES[Math.floor(i / productData.length) % SIZES.length];
    const style = STYLES[Math.floor(i / (productData.length * SIZES.length)) % STYLES.length];
    if (!base || !size || !style) continue;
    const category = categoryBySlug.get(base.category);
    const titleEn = `${size[0]} ${base.en} – ${style[0]} No. ${i + 1}`;
    const titleAr = `${base.ar} ${size[1]} – ${style[1]} رقم ${i + 1}`;
    rows.push({
      slug: `${base.slug}-${size[0].toLowerCase()}-${style[0].toLowerCase()}-${i + 1}`,
      kind: kindBySlug.get(base.category) ?? 'plant',
      categoryId: category?.id ?? 1,
      titleEn,
      titleAr,
      descriptionEn: `${base.descEn} ${size[0]} size in ${style[0].toLowerCase()}.`,
      descriptionAr: `${base.descAr} مقاس ${size[1]} بلون ${style[1]}.`,
      priceHalalas: toHalalas(base.price) + (i % 7) * 125,
      stock: 0,
      addonType: base.addonType ?? null,
      allowEngrave: base.engrave !== undefined,
      engraveMaxLength: base.engrave ?? null,
      sortOrder: start + 1 + i,
      searchTitle: normalizeSearchText(`${titleAr} ${titleEn}`),
      searchBody: normalizeSearchText(
        `${base.descAr} ${base.descEn} ${category?.nameAr ?? ''} ${category?.nameEn ?? ''}`,
      ),
    });
  }
  const ids: number[] = [];
  for (const batch of chunk(rows, 1000)) {
    const inserted = await db.insert(products).values(batch).returning({ id: products.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const colors: (typeof productColors.$inferInsert)[] = [];
  const images: (typeof productImages.$inferInsert)[] = [];
  const availability: (typeof productCities.$inferInsert)[] = [];
  ids.forEach((id, i) => {
    const base = productData[i % productData.length];
    const row = rows[i];
    if (!base || !row) return;
    colors.push(
      { productId: id, nameEn: 'Ivory', nameAr: 'عاجي', hex: '#FFFFF0', stock: (i * 7) % 13, sortOrder: 0 },
      { productId: id, nameEn: 'Charcoal', nameAr: 'فحمي', hex: '#36454F', stock: (i * 3) % 5, sortOrder: 1 },
    );
    images.push({ productId: id, url: mediaUrl(base.art, i), altEn: row.titleEn, altAr: row.titleAr, sortOrder: 0 });
    for (const city of bigCities) availability.push({ productId: id, cityId: city.id });
  });
  for (const batch of chunk(colors, 2000)) await db.insert(productColors).values(batch);
  for (const batch of chunk(images, 2000)) await db.insert(productImages).values(batch);
  for (const batch of chunk(availability, 10000)) await db.insert(productCities).values(batch);
  await refreshSearchTerms(db);
  await db.execute(sql`analyze`);
  return ids;
}
