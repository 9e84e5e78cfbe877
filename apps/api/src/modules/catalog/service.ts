import type { GiftCategory, HomeMaster, Language, ProductSlug } from '@hadiya/contract';
import { deliversSameDay } from '@hadiya/contract/region';
import { asc, type asc as ascFn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { catalogVersion, categories, type productColors, type productImages, products } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { Lru } from '../../lib/lru';
import type { SerializedEnvelope } from '../../lib/route';
import type { ReferenceData } from '../common/service';
import { type ProductRecord, pickLang, toCard } from './records';
import {
  type Alternatives,
  exactIds,
  exactInMemory,
  MemorySearchIndex,
  searchTokens,
  typoAlternatives,
} from './search';
import { StockBook, type StockLevel } from './stock';

const SECTION_SIZE = 8;
const MAX_SEARCH_RESULTS = 1_000;
const FEATURED_SIZE = 12;

type CategoryRow = typeof categories.$inferSelect & { productCount: number };

const recordWith = {
  category: { columns: { id: true, slug: true, nameEn: true, nameAr: true } },
  images: {
    columns: { url: true, altEn: true, altAr: true },
    orderBy: (i: typeof productImages._.columns, { asc }: { asc: typeof ascFn }) => [asc(i.sortOrder), asc(i.id)],
  },
  colors: {
    columns: { id: true, nameEn: true, nameAr: true, hex: true, stock: true },
    orderBy: (c: typeof productColors._.columns, { asc }: { asc: typeof ascFn }) => [asc(c.sortOrder), asc(c.id)],
  },
  cities: { columns: { cityId: true } },
} as const;

type RecordRow = typeof products.$inferSelect & {
  category: ProductRecord['category'];
  images: ProductRecord['images'];
  colors: (ProductRecord['colors'][number] & { stock: number })[];
  cities: { cityId: number }[];
  addons: { addonProductId: number }[];
};

function toRecord(row: RecordRow): ProductRecord {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind as ProductRecord['kind'],
    categoryId: row.categoryId,
    category: row.category,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    careEn: row.careEn,
    careAr: row.careAr,
    priceHalalas: row.priceHalalas,
    compareAtHalalas: row.compareAtHalalas,
    loadedStock: { stock: row.stock, colors: new Map(row.colors.map((c) => [c.id, c.stock])) },
    addonType: row.addonType as ProductRecord['addonType'],
    allowEngrave: row.allowEngrave,
    engraveMaxLength: row.engraveMaxLength,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    sortOrder: row.sortOrder,
    searchTitle: row.searchTitle,
    searchBody: row.searchBody,
    images: row.images,
    colors: row.colors.map(({ id, nameEn, nameAr, hex }) => ({ id, nameEn, nameAr, hex })),
    cityIds: new Set(row.cities.map((c) => c.cityId)),
    addonIds: row.addons.map((a) => a.addonProductId),
  };
}

/**
 * Catalogue reads with an in-memory cache. The catalogue changes rarely: everything read is kept
 * until `invalidate()` (called by any code that writes products, stock or availability) or until
 * another instance bumps `catalog_version`.
 */
export class CatalogService {
  private readonly records = new Map<number, ProductRecord>();
  private readonly slugToId = new Map<string, number>();
  private readonly masterIds = new Map<number, { featured: number[]; byCategory: Map<number, number[]> }>();
  private readonly lists = new Lru<string, number[]>(5_000);
  private readonly rankings = new Lru<string, { ids: number[]; isComplete: boolean }>(5_000);
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Serialised envelopes of the hottest reads (product detail, home), per language and city. */
  private readonly responses = new Lru<string, SerializedEnvelope>(20_000);
  /** The same responses by request address (language and URL), answered before routing work. */
  private readonly responsesByAddress = new Lru<string, SerializedEnvelope>(20_000);
  private generation = 0;
  /** Bumped when stock changes: serialised responses built before are not kept. */
  private responseEpoch = 0;
  /** Current stock of products changed since their records were read (see StockBook). */
  readonly stock: StockBook;
  /** Set once `preload` has read every product: search then runs its exact stage in memory. */
  private memoryIndex: MemorySearchIndex | null = null;
  private categoryRows: CategoryRow[] | null = null;
  private version = 0;

  private preloadTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly reference: ReferenceData,
    private readonly mediaBase: string,
    /** Read the whole catalogue again (in the background) after every invalidation. */
    private readonly autoPreload = false,
  ) {
    this.stock = new StockBook(db);
    // A stock change re-renders the serialised responses (cheap: records stay cached).
    this.stock.onChange = () => this.dropResponses();
  }

  /** The stock to show for a product: the polled level when it changed since it was read. */
  stockOf(record: ProductRecord): StockLevel {
    return this.stock.get(record.id) ?? record.loadedStock;
  }

  /** Drops the serialised responses only (stock changed); records, lists and rankings stay. */
  dropResponses(): void {
    this.responses.clear();
    this.responsesByAddress.clear();
    this.responseEpoch += 1;
  }

  /** Drops every cached read and tells other instances to do the same. */
  async invalidate(): Promise<void> {
    this.clear();
    const rows = await this.db
      .insert(catalogVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: catalogVersion.id,
        set: { version: sql`${catalogVersion.version} + 1`, updatedAt: new Date() },
      })
      .returning({ version: catalogVersion.version });
    this.version = rows[0]?.version ?? this.version;
  }

  stop(): void {
    clearTimeout(this.preloadTimer);
    this.stock.stop();
  }

  clear(): void {
    this.records.clear();
    this.slugToId.clear();
    this.masterIds.clear();
    this.lists.clear();
    this.rankings.clear();
    this.responses.clear();
    this.responsesByAddress.clear();
    this.generation += 1;
    this.memoryIndex = null;
    if (this.autoPreload) {
      clearTimeout(this.preloadTimer);
      this.preloadTimer = setTimeout(() => void this.preload().catch(() => {}), 100);
      this.preloadTimer.unref();
    }
    this.categoryRows = null;
    this.reference.invalidate();
  }

  /** Clears the cache when another instance changed the catalogue. */
  async checkVersion(): Promise<void> {
    const rows = await this.db.select({ version: catalogVersion.version }).from(catalogVersion).limit(1);
    const version = rows[0]?.version ?? 0;
    if (version !== this.version) {
      if (this.version !== 0) this.clear();
      this.version = version;
    }
  }

  /**
   * One SQL statement for any number of products (relational query with JSON aggregation); with
   * `withAddons` the linked add-on products come in the same statement.
   */
  private async load(where: SQL, withAddons = false): Promise<ProductRecord[]> {
    const generation = this.generation;
    const rows = await this.db.query.products.findMany({
      where,
      with: {
        ...recordWith,
        addons: withAddons
          ? {
              columns: { addonProductId: true },
              orderBy: (a, { asc }) => [asc(a.sortOrder)],
              with: { addon: { with: { ...recordWith, addons: { columns: { addonProductId: true } } } } },
            }
          : { columns: { addonProductId: true }, orderBy: (a, { asc }) => [asc(a.sortOrder)] },
      },
    });
    // Rows read before an invalidation are answered but not kept.
    const keep = generation === this.generation;
    return rows.map((row) => {
      for (const link of row.addons) {
        const addon = (link as { addon?: RecordRow }).addon;
        if (addon) this.remember(toRecord(addon), keep);
      }
      return this.remember(toRecord(row), keep);
    });
  }

  private remember(record: ProductRecord, keep: boolean): ProductRecord {
    if (!keep) return record;
    this.records.set(record.id, record);
    this.slugToId.set(record.slug, record.id);
    return record;
  }

  /**
   * Reads every active product into the cache, 500 per statement, in the background after start;
   * stops when the cache is cleared meanwhile.
   */
  async preload(): Promise<number> {
    const generation = this.generation;
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id));
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      if (generation !== this.generation) return i;
      const missing = ids.slice(i, i + 500).filter((id) => !this.records.has(id));
      if (missing.length > 0) await this.load(inArray(products.id, missing));
    }
    if (generation === this.generation) this.memoryIndex = new MemorySearchIndex([...this.records.values()]);
    return ids.length;
  }

  /** A cached serialised envelope, built by `build` on a miss. */
  async cachedResponse(key: string, build: () => Promise<SerializedEnvelope>): Promise<SerializedEnvelope> {
    const hit = this.responses.get(key);
    if (hit) return hit;
    return this.singleFlight(`response:${key}`, async () => {
      const generation = this.generation;
      const epoch = this.responseEpoch;
      const built = await build();
      if (generation === this.generation && epoch === this.responseEpoch) this.responses.set(key, built);
      return built;
    });
  }

  /** The response already sent for this address (language and URL), if still valid. */
  responseAt(address: string): SerializedEnvelope | undefined {
    return this.responsesByAddress.get(address);
  }

  /** `cachedResponse`, also remembered by the request's address so a repeat skips validation and lookups. */
  async cachedResponseAt(
    address: string,
    key: string,
    build: () => Promise<SerializedEnvelope>,
  ): Promise<SerializedEnvelope> {
    const generation = this.generation;
    const epoch = this.responseEpoch;
    const response = await this.cachedResponse(key, build);
    if (generation === this.generation && epoch === this.responseEpoch) this.responsesByAddress.set(address, response);
    return response;
  }

  /** Records for ids, in the order given; loads the missing ones with one statement. */
  async many(ids: readonly number[]): Promise<ProductRecord[]> {
    const missing = ids.filter((id) => !this.records.has(id));
    const loaded = new Map<number, ProductRecord>();
    if (missing.length > 0) {
      for (const record of await this.load(inArray(products.id, [...new Set(missing)]))) loaded.set(record.id, record);
    }
    return ids.map((id) => this.records.get(id) ?? loaded.get(id)).filter((r): r is ProductRecord => r !== undefined);
  }

  /** A product by numeric id or slug; 404 when unknown or inactive. */
  async get(ref: string): Promise<ProductRecord> {
    const id = /^\d+$/.test(ref) ? Number(ref) : this.slugToId.get(ref);
    let record = id === undefined ? undefined : this.records.get(id);
    if (!record) {
      const where = /^\d+$/.test(ref) ? eq(products.id, Number(ref)) : eq(products.slug, ref);
      [record] = await this.load(where, true);
    }
    if (!record?.isActive) throw new AppError(404, 'product_not_found');
    return record;
  }

  async addonsOf(record: ProductRecord): Promise<ProductRecord[]> {
    return (await this.many(record.addonIds)).filter((a) => a.isActive);
  }

  private async categoriesWithCounts(): Promise<CategoryRow[]> {
    if (this.categoryRows) return this.categoryRows;
    const rows = await this.db
      .select({
        category: categories,
        productCount: sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${categories.id} and ${products.isActive})`,
      })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    this.categoryRows = rows.map((r) => ({ ...r.category, productCount: r.productCount }));
    return this.categoryRows;
  }

  /** Every active product's slug and last change, for the storefront's sitemap. */
  async slugs(): Promise<ProductSlug[]> {
    const rows = await this.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id));
    return rows.map((row) => ({ slug: row.slug, updated_at: row.updatedAt.toISOString() }));
  }

  async giftCategories(lang: Language, limit: number): Promise<GiftCategory[]> {
    const rows = await this.categoriesWithCounts();
    return rows
      .filter((c) => c.isGiftCategory)
      .slice(0, limit)
      .map((c) => ({
        id: c.id,
        slug: c.slug,
        name: pickLang(lang, c.nameEn, c.nameAr),
        image: this.mediaBase + c.image,
        product_count: c.productCount,
      }));
  }

  /** Home sections for a city: featured gifts, then the first products of each gift category. */
  async master(lang: Language, cityId: number | undefined): Promise<HomeMaster> {
    const city = await this.reference.city(cityId);
    const key = city?.id ?? 0;
    let ids = this.masterIds.get(key);
    if (!ids) {
      const cityFilter = city
        ? sql`and exists (select 1 from product_cities pc where pc.product_id = p.id and pc.city_id = ${city.id})`
        : sql``;
      const rows = await queryRows<{ id: number; category_id: number; is_featured: boolean }>(
        this.db,
        sql`
        select id, category_id, is_featured from (
          select p.id, p.category_id, p.is_featured, p.sort_order,
                 row_number() over (partition by p.category_id order by p.sort_order, p.id) as rn,
                 row_number() over (partition by p.is_featured order by p.sort_order, p.id) as fn
          from products p
          where p.is_active ${cityFilter}
        ) ranked
        where rn <= ${SECTION_SIZE} or (is_featured and fn <= ${FEATURED_SIZE})
        order by sort_order, id`,
      );
      const byCategory = new Map<number, number[]>();
      const featured: number[] = [];
      const perCategory = new Map<number, number>();
      for (const row of rows) {
        const n = perCategory.get(row.category_id) ?? 0;
        if (n < SECTION_SIZE) {
          byCategory.set(row.category_id, [...(byCategory.get(row.category_id) ?? []), row.id]);
          perCategory.set(row.category_id, n + 1);
        }
        if (row.is_featured && featured.length < FEATURED_SIZE) featured.push(row.id);
      }
      ids = { featured, byCategory };
      this.masterIds.set(key, ids);
    }
    const allIds = [...ids.featured, ...[...ids.byCategory.values()].flat()];
    const byId = new Map((await this.many(allIds)).map((r) => [r.id, r]));
    const cards = (list: readonly number[]) =>
      list.flatMap((id) => {
        const record = byId.get(id);
        return record ? [toCard(record, lang, city?.id, this.mediaBase, this.stockOf(record))] : [];
      });
    const categoryList = await this.categoriesWithCounts();
    const sections: HomeMaster['sections'] = [];
    if (ids.featured.length > 0) {
      sections.push({
        key: 'featured',
        title: t(lang, 'featured_section'),
        category_id: null,
        products: cards(ids.featured),
      });
    }
    for (const category of categoryList) {
      const list = ids.byCategory.get(category.id);
      if (!list?.length || !category.isGiftCategory) continue;
      sections.push({
        key: category.slug,
        title: pickLang(lang, category.nameEn, category.nameAr),
        category_id: category.id,
        products: cards(list),
      });
    }
    return {
      city: city ?? null,
      delivery_notice: city && !deliversSameDay(city) ? t(lang, 'delivery_notice') : null,
      categories: await this.giftCategories(lang, 100),
      sections,
    };
  }

  /** Products of the same category first, then featured ones, all available in the city. */
  async recommended(cityId: number, productId: number | undefined, limit: number): Promise<ProductRecord[]> {
    const city = await this.reference.city(cityId);
    const base = productId === undefined ? undefined : await this.get(String(productId));
    const key = `rec:${city?.id}:${base?.id ?? 0}:${limit}`;
    let ids = this.lists.get(key);
    if (!ids) {
      const rows = await queryRows<{ id: number }>(
        this.db,
        sql`
        select p.id from products p
        where p.is_active and p.kind <> 'addon' and p.id <> ${base?.id ?? 0}
          and exists (select 1 from product_cities pc where pc.product_id = p.id and pc.city_id = ${city?.id ?? 0})
        order by (p.category_id = ${base?.categoryId ?? 0}) desc, p.is_featured desc, p.sort_order, p.id
        limit ${limit}`,
      );
      ids = rows.map((r) => r.id);
      this.lists.set(key, ids);
    }
    return this.many(ids);
  }

  /** Add-ons available in a city: those linked to `productId` when it has links, else all. */
  async addons(cityId: number, productId: number | undefined, addonType: string | undefined): Promise<ProductRecord[]> {
    const city = await this.reference.city(cityId);
    let ids: number[];
    const base = productId === undefined ? undefined : await this.get(String(productId));
    if (base && base.addonIds.length > 0) {
      ids = base.addonIds;
    } else {
      const key = 'addons:all';
      let all = this.lists.get(key);
      if (!all) {
        const rows = await this.db
          .select({ id: products.id })
          .from(products)
          .where(sql`${products.kind} = 'addon' and ${products.isActive}`)
          .orderBy(asc(products.sortOrder), asc(products.id));
        all = rows.map((r) => r.id);
        this.lists.set(key, all);
      }
      ids = all;
    }
    const records = await this.many(ids);
    return records.filter(
      (r) =>
        r.isActive && r.kind === 'addon' && r.cityIds.has(city?.id ?? 0) && (!addonType || r.addonType === addonType),
    );
  }

  /**
   * Ranked search in a city: exact matches (titles first, then descriptions; in memory once the
   * catalogue is preloaded, else in SQL); when those do not fill the page, the same matching again
   * with each word widened to the title words pg_trgm finds close to it (typos).
   */
  async search(query: string, cityId: number, page: number, limit: number): Promise<ProductRecord[]> {
    const city = await this.reference.city(cityId);
    const tokens = searchTokens(query);
    if (!city || tokens.length === 0) return [];
    const offset = (page - 1) * limit;
    const wanted = offset + limit;
    // Nobody pages past the first thousand results; answering them would only cost.
    if (offset >= MAX_SEARCH_RESULTS) return [];
    // One ranking per city and query serves every page: at least the first 100 results.
    const key = `search:${city.id}:${tokens.join(' ')}`;
    let ranked = this.rankings.get(key);
    if (!ranked || (!ranked.isComplete && ranked.ids.length < wanted)) {
      const size = Math.max(wanted, 100);
      ranked = await this.singleFlight(`${key}:${size}`, () => this.rank(key, tokens, city.id, wanted, size));
    }
    const ids = ranked.ids.slice(offset, wanted);
    return this.many(ids);
  }

  private async rank(key: string, tokens: string[], cityId: number, wanted: number, size: number) {
    const generation = this.generation;
    const exact = await this.exactStage(
      tokens.map((w) => [w]),
      cityId,
      size,
      [],
    );
    let ranked = { ids: exact, isComplete: false };
    // The typo stage only when the exact matches do not fill the requested page.
    if (exact.length < wanted) {
      const alternatives = await typoAlternatives(this.db, tokens);
      const typos = alternatives ? await this.exactStage(alternatives, cityId, size - exact.length, exact) : [];
      const ids = [...exact, ...typos];
      ranked = { ids, isComplete: ids.length < size };
    }
    if (generation === this.generation) this.rankings.set(key, ranked);
    return ranked;
  }

  /** Concurrent requests for the same missing entry share one computation. */
  private singleFlight<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const promise = compute().finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private exactStage(words: Alternatives, cityId: number, limit: number, exclude: number[]): Promise<number[]> {
    return this.memoryIndex
      ? Promise.resolve(exactInMemory(this.memoryIndex.candidates(words), words, cityId, limit, exclude))
      : exactIds(this.db, words, cityId, limit, exclude);
  }

  /** For tests: whether search runs its exact stage in memory. */
  get isPreloaded(): boolean {
    return this.memoryIndex !== null;
  }

  async titles(query: string, cityId: number, limit: number): Promise<ProductRecord[]> {
    return this.search(query, cityId, 1, limit);
  }
}
