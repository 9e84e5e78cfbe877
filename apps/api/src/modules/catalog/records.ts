import type { Addon, City, Language, ProductCard, ProductDetail } from '@hadiya/contract';
import { t } from '../../lib/i18n';
import type { StockLevel } from './stock';

/** Everything the catalogue calls need about one product, in both languages. Cached in memory. */
export interface ProductRecord {
  id: number;
  slug: string;
  kind: ProductCard['kind'];
  categoryId: number;
  category: { id: number; slug: string; nameEn: string; nameAr: string };
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  careEn: string | null;
  careAr: string | null;
  priceHalalas: number;
  compareAtHalalas: number | null;
  /**
   * Stock as read with the record. What is shown comes from `CatalogService.stockOf`, which
   * prefers the level the stock poller saw since (stock is not part of the cached catalogue).
   */
  loadedStock: StockLevel;
  addonType: Addon['addon_type'];
  allowEngrave: boolean;
  engraveMaxLength: number | null;
  isActive: boolean;
  isFeatured: boolean;
  sortOrder: number;
  /** Normalised search text (see @hadiya/contract normalizeSearchText). */
  searchTitle: string;
  searchBody: string;
  images: { url: string; altEn: string; altAr: string }[];
  colors: { id: number; nameEn: string; nameAr: string; hex: string }[];
  cityIds: Set<number>;
  addonIds: number[];
}

export const pickLang = (lang: Language, en: string, ar: string) => (lang === 'ar' ? ar : en);

/** A colour's stock in `level` (0 when unknown). */
export const colorStock = (level: StockLevel, colorId: number) => Math.max(0, level.colors.get(colorId) ?? 0);

export function availableQuantity(record: ProductRecord, level: StockLevel): number {
  return record.colors.length > 0
    ? record.colors.reduce((sum, c) => sum + colorStock(level, c.id), 0)
    : Math.max(0, level.stock);
}

export function isAvailableIn(record: ProductRecord, cityId: number | undefined): boolean {
  return record.isActive && (cityId === undefined || record.cityIds.has(cityId));
}

export function toCard(
  record: ProductRecord,
  lang: Language,
  cityId: number | undefined,
  mediaBase: string,
  stock: StockLevel,
): ProductCard {
  const quantity = availableQuantity(record, stock);
  const image = record.images[0];
  return {
    id: record.id,
    slug: record.slug,
    kind: record.kind,
    category_id: record.categoryId,
    product_title: pickLang(lang, record.titleEn, record.titleAr),
    product_slug: record.slug,
    feature_image: image ? mediaBase + image.url : '',
    image_alt: image ? pickLang(lang, image.altEn, image.altAr) : pickLang(lang, record.titleEn, record.titleAr),
    product_price: record.priceHalalas,
    compare_at_price: record.compareAtHalalas,
    currency: 'SAR',
    product_avail_quantity: quantity,
    is_available: isAvailableIn(record, cityId),
    is_sold_out: quantity === 0,
  };
}

export function toAddon(
  record: ProductRecord,
  lang: Language,
  cityId: number | undefined,
  mediaBase: string,
  stock: StockLevel,
): Addon {
  return { ...toCard(record, lang, cityId, mediaBase, stock), addon_type: record.addonType };
}

export function toDetail(
  record: ProductRecord,
  addons: readonly ProductRecord[],
  lang: Language,
  city: City | undefined,
  mediaBase: string,
  stockOf: (record: ProductRecord) => StockLevel,
): ProductDetail {
  const stock = stockOf(record);
  const card = toCard(record, lang, city?.id, mediaBase, stock);
  return {
    ...card,
    description: pickLang(lang, record.descriptionEn, record.descriptionAr),
    images: record.images.map((img) => ({ url: mediaBase + img.url, alt: pickLang(lang, img.altEn, img.altAr) })),
    colors: record.colors.map((c) => ({
      id: c.id,
      name: pickLang(lang, c.nameEn, c.nameAr),
      hex: c.hex,
      color_quantity: colorStock(stock, c.id),
      is_sold_out: colorStock(stock, c.id) <= 0,
    })),
    allow_engrave: record.allowEngrave && (city ? city.allow_engrave : true),
    engrave_max_length: record.allowEngrave ? record.engraveMaxLength : null,
    availability_message: card.is_available ? null : t(lang, 'product_not_available_city'),
    category: {
      id: record.category.id,
      slug: record.category.slug,
      name: pickLang(lang, record.category.nameEn, record.category.nameAr),
    },
    addons: addons
      .filter((a) => isAvailableIn(a, city?.id))
      .map((a) => toAddon(a, lang, city?.id, mediaBase, stockOf(a))),
    vat_included: true,
  };
}
