import { normalizeSearchText } from '@hadiya/contract';
import { sql } from 'drizzle-orm';
import { refreshSearchTerms } from '../../modules/catalog/search';
import type { Db } from '../client';
import {
  cafeBranches,
  categories,
  cities,
  countries,
  pages,
  productAddons,
  productCities,
  productColors,
  productImages,
  products,
  regions,
  settings,
  ticketIssueTypes,
} from '../schema';
import { type Availability, categoryData, productData } from './catalog-data';
import { seedCommerce } from './commerce-data';
import { cafeBranchData, cityData, countryData, regionData } from './geo-data';
import { pageData } from './pages-data';

export const mediaUrl = (art: string, variant: number) => `/api/media/${art}/${variant}.webp`;
export const toHalalas = (sar: number) => Math.round(sar * 100);

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  return (rows[0]?.n ?? 0) === 0;
}

function pageRows() {
  return pageData.map((p, i) => ({
    slug: p.slug,
    titleEn: p.en,
    titleAr: p.ar,
    blocksEn: p.blocksEn,
    blocksAr: p.blocksAr,
    sortOrder: i,
  }));
}

/**
 * Adds the content pages a database seeded by an earlier version lacks (the terms page the
 * checkout links to came later), so no link of the store leads to a 404. Pages already there keep
 * their text: nothing is overwritten.
 */
export async function addMissingPages(db: Db): Promise<string[]> {
  const added = await db
    .insert(pages)
    .values(pageRows())
    .onConflictDoNothing({ target: pages.slug })
    .returning({ slug: pages.slug });
  return added.map((row) => row.slug);
}

type CityRow = { id: number; big: boolean; allowEngrave: boolean; barq: boolean };

export function citiesFor(availability: Availability, all: readonly CityRow[]): number[] {
  const pick = (c: CityRow) =>
    availability === 'all' ||
    (availability === 'big' && c.big) ||
    (availability === 'engrave' && c.allowEngrave) ||
    (availability === 'barq' && c.barq);
  return all.filter(pick).map((c) => c.id);
}

/** Loads the demo catalogue, geography and content into an empty database, in one transaction. */
export async function seedDemo(db: Db): Promise<{ products: number; cities: number }> {
  const result = await seedDemoRows(db);
  await refreshSearchTerms(db);
  return result;
}

function seedDemoRows(db: Db): Promise<{ products: number; cities: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(countries).values(
      countryData.map(([countryCode, phoneCode, nameEn, nameAr, flag, phoneDigits], i) => ({
        countryCode,
        phoneCode,
        nameEn,
        nameAr,
        flag,
        phoneDigits,
        sortOrder: i,
      })),
    );
    const regionRows = await tx
      .insert(regions)
      .values(regionData.map((r) => ({ code: r.code, nameEn: r.en, nameAr: r.ar })))
      .returning({ id: regions.id, code: regions.code });
    const regionId = new Map(regionRows.map((r) => [r.code, r.id]));
    const cityRows = await tx
      .insert(cities)
      .values(
        cityData.map(([uniqueCityId, region, nameEn, nameAr, deliveryService, allowEngrave], i) => ({
          uniqueCityId,
          regionId: regionId.get(region) ?? 0,
          nameEn,
          nameAr,
          deliveryService,
          allowEngrave,
          searchText: normalizeSearchText(`${nameAr} ${nameEn}`),
          sortOrder: i,
        })),
      )
      .returning({ id: cities.id, uniqueCityId: cities.uniqueCityId });
    const cityId = new Map(cityRows.map((c) => [c.uniqueCityId, c.id]));
    const cityFlags: CityRow[] = cityData.map(([uid, , , , service, allowEngrave, big]) => ({
      id: cityId.get(uid) ?? 0,
      big,
      allowEngrave,
      barq: service === 'barq',
    }));

    await seedCommerce(tx as unknown as Db);
    await tx.insert(cafeBranches).values(
      cafeBranchData.map(([uid, nameEn, nameAr, addressEn, addressAr, latitude, longitude]) => ({
        cityId: cityId.get(uid) ?? 0,
        nameEn,
        nameAr,
        addressEn,
        addressAr,
        latitude,
        longitude,
        openingHours: '08:00-24:00',
      })),
    );

    const categoryRows = await tx
      .insert(categories)
      .values(
        categoryData.map((c, i) => ({
          slug: c.slug,
          kind: c.kind,
          nameEn: c.en,
          nameAr: c.ar,
          image: mediaUrl(c.art, i),
          isGiftCategory: c.kind !== 'addon',
          sortOrder: i,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
    const categoryBySlug = new Map(categoryData.map((c) => [c.slug, c]));

    const productRows = await tx
      .insert(products)
      .values(
        productData.map((p, i) => {
          const category = categoryBySlug.get(p.category);
          const kind = category?.kind ?? 'plant';
          return {
            slug: p.slug,
            kind,
            categoryId: categoryId.get(p.category) ?? 0,
            titleEn: p.en,
            titleAr: p.ar,
            descriptionEn: p.descEn,
            descriptionAr: p.descAr,
            careEn: kind === 'plant' ? 'See the Gift Care page for light and watering.' : null,
            careAr: kind === 'plant' ? 'راجع صفحة العناية بالهدايا لمعرفة الإضاءة والري.' : null,
            priceHalalas: toHalalas(p.price),
            compareAtHalalas: p.compareAt === undefined ? null : toHalalas(p.compareAt),
            stock: p.colors ? 0 : (p.stock ?? 0),
            addonType: p.addonType ?? null,
            allowEngrave: p.engrave !== undefined,
            engraveMaxLength: p.engrave ?? null,
            isFeatured: p.featured ?? false,
            sortOrder: i,
            searchTitle: normalizeSearchText(`${p.ar} ${p.en}`),
            searchBody: normalizeSearchText(`${p.descAr} ${p.descEn} ${category?.ar ?? ''} ${category?.en ?? ''}`),
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(productRows.map((p) => [p.slug, p.id]));

    const images: (typeof productImages.$inferInsert)[] = [];
    const colors: (typeof productColors.$inferInsert)[] = [];
    const availability: (typeof productCities.$inferInsert)[] = [];
    const addonLinks: (typeof productAddons.$inferInsert)[] = [];
    const commonAddons = [
      'assorted-chocolate-box',
      'chocolate-dates',
      'thank-you-card',
      'congratulations-card',
      'happy-birthday-balloon',
    ];
    productData.forEach((p, i) => {
      const id = productId.get(p.slug) ?? 0;
      for (let n = 0; n < 2; n++) {
        images.push({
          productId: id,
          url: mediaUrl(p.art, i * 2 + n),
          altEn: n === 0 ? p.en : `${p.en}, another view`,
          altAr: n === 0 ? p.ar : `${p.ar}، منظر آخر`,
          sortOrder: n,
        });
      }
      p.colors?.forEach(([nameEn, nameAr, hex, stock], n) => {
        colors.push({ productId: id, nameEn, nameAr, hex, stock, sortOrder: n });
      });
      for (const city of citiesFor(p.cities ?? 'all', cityFlags)) availability.push({ productId: id, cityId: city });
      if (!p.addonType) {
        const extra = p.category === 'flowering-plants' ? ['clear-glass-vase', 'ceramic-vase'] : [];
        [...commonAddons, ...extra].forEach((slug, n) => {
          addonLinks.push({ productId: id, addonProductId: productId.get(slug) ?? 0, sortOrder: n });
        });
      }
    });
    await tx.insert(productImages).values(images);
    await tx.insert(productColors).values(colors);
    await tx.insert(productCities).values(availability);
    await tx.insert(productAddons).values(addonLinks);

    await tx.insert(pages).values(pageRows());
    await tx.insert(ticketIssueTypes).values([
      { nameEn: 'Order not delivered', nameAr: 'لم يصل الطلب', requiresOrder: true, sortOrder: 1 },
      { nameEn: 'Damaged item', nameAr: 'منتج تالف', requiresOrder: true, sortOrder: 2 },
      { nameEn: 'Payment issue', nameAr: 'مشكلة في الدفع', requiresOrder: true, sortOrder: 3 },
      { nameEn: 'Refund request', nameAr: 'طلب استرداد', requiresOrder: true, sortOrder: 4 },
      { nameEn: 'Corporate and bulk orders', nameAr: 'طلبات الشركات والكميات', sortOrder: 6 },
      { nameEn: 'Privacy', nameAr: 'الخصوصية', sortOrder: 5 },
      { nameEn: 'Other', nameAr: 'أخرى', sortOrder: 7 },
    ]);
    await tx.insert(settings).values({ key: 'web_app_maintenance', value: false }).onConflictDoNothing();
    return { products: productRows.length, cities: cityRows.length };
  });
}
