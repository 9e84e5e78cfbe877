import { normalizeSearchText } from '@hadiya/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

const MAX_TOKENS = 6;

/** Query words after the shared normalisation (the same one used when indexing). */
export function searchTokens(query: string): string[] {
  return [...new Set(normalizeSearchText(query).split(' ').filter(Boolean))].slice(0, MAX_TOKENS);
}

const sum = (parts: SQL[]) => sql.join(parts, sql` + `);
const any = (parts: SQL[]) => sql.join(parts, sql` or `);

/**
 * Ranked search over products available in a city. Per word: substring of the titles, word
 * prefix, pg_trgm word similarity against the titles (typos, 3+ letters), substring of the
 * description. Products whose titles contain more of the words come first, then typo matches of
 * the titles, then description matches.
 */
function rankedQuery(query: string, cityId: number, limit: number, offset: number, select: SQL): SQL | null {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return null;
  const titleSub = tokens.map((w) => sql`(p.search_title like ${`%${w}%`})`);
  const prefix = tokens.map((w) => sql`((' ' || p.search_title) like ${`% ${w}%`})`);
  const fuzzy = tokens.map((w) => (w.length >= 3 ? sql`(${w} <% p.search_title)` : sql`false`));
  const bodySub = tokens.map((w) => (w.length >= 2 ? sql`(p.search_body like ${`%${w}%`})` : sql`false`));
  const titleHit = tokens.map((_, i) => sql`(${titleSub[i]} or ${fuzzy[i]})::int`);
  const anyHit = tokens.map((_, i) => sql`(${titleSub[i]} or ${fuzzy[i]} or ${bodySub[i]})::int`);
  const similarity = tokens.map((w) => sql`word_similarity(${w}, p.search_title)`);
  return sql`
    select ${select} from (
      select p.*, (${sum(titleSub.map((m) => sql`${m}::int`))}) as exact_title_hits,
             (${sum(titleHit)}) as title_hits, (${sum(anyHit)}) as hits,
             (${sum(prefix.map((p) => sql`${p}::int`))}) as prefix_hits,
             greatest(${sql.join(similarity, sql`, `)}) as sim
      from products p
      where p.is_active
        and exists (select 1 from product_cities pc where pc.product_id = p.id and pc.city_id = ${cityId})
        and (${any([...titleSub, ...fuzzy, ...bodySub])})
    ) p
    order by p.exact_title_hits desc, p.title_hits desc, p.hits desc, p.prefix_hits desc, p.sim desc, p.sort_order, p.id
    limit ${limit} offset ${offset}`;
}

export async function searchProductIds(db: Db, query: string, cityId: number, limit: number, offset: number) {
  const statement = rankedQuery(query, cityId, limit, offset, sql`p.id`);
  if (!statement) return [];
  const rows = await queryRows<{ id: number }>(db, statement);
  return rows.map((r) => r.id);
}

export type TitleRow = {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
};

export async function searchTitles(db: Db, query: string, cityId: number, limit: number): Promise<TitleRow[]> {
  const statement = rankedQuery(query, cityId, limit, 0, sql`p.id, p.slug, p.title_en, p.title_ar`);
  if (!statement) return [];
  return queryRows<TitleRow>(db, statement);
}
