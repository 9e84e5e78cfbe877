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
const inCity = (cityId: number) =>
  sql`exists (select 1 from product_cities pc where pc.product_id = p.id and pc.city_id = ${cityId})`;

/**
 * Exact stage: per word, substring of the titles, word prefix, substring of the description
 * (LIKE on the normalised columns, served by their pg_trgm GIN indexes). Products whose titles
 * contain more of the words come first.
 */
function exactQuery(tokens: string[], cityId: number, limit: number): SQL {
  const titleSub = tokens.map((w) => sql`(p.search_title like ${`%${w}%`})`);
  const prefix = tokens.map((w) => sql`((' ' || p.search_title) like ${`% ${w}%`})`);
  const bodySub = tokens.map((w) => sql`(p.search_body like ${`%${w}%`})`);
  return sql`
    select p.id from (
      select p.id, p.sort_order,
             (${sum(titleSub.map((m) => sql`${m}::int`))}) as title_hits,
             (${sum(tokens.map((_, i) => sql`(${titleSub[i]} or ${bodySub[i]})::int`))}) as hits,
             (${sum(prefix.map((m) => sql`${m}::int`))}) as prefix_hits
      from products p
      where p.is_active and ${inCity(cityId)} and (${any([...titleSub, ...bodySub])})
    ) p
    order by p.title_hits desc, p.hits desc, p.prefix_hits desc, p.sort_order, p.id
    limit ${limit}`;
}

/**
 * Typo stage: pg_trgm word similarity of each word (3+ letters) against the titles; `<%` uses
 * the GIN index with pg_trgm.word_similarity_threshold (see db/client).
 */
function fuzzyQuery(tokens: string[], cityId: number, limit: number, exclude: number[]): SQL | null {
  const words = tokens.filter((w) => w.length >= 3);
  if (words.length === 0) return null;
  const fuzzy = words.map((w) => sql`(${w} <% p.search_title)`);
  const excluded = exclude.length ? sql`and p.id not in (${sql.join(exclude.map((id) => sql`${id}`), sql`, `)})` : sql``;
  return sql`
    select p.id from (
      select p.id, p.sort_order,
             (${sum(fuzzy.map((m) => sql`${m}::int`))}) as title_hits,
             greatest(${sql.join(words.map((w) => sql`word_similarity(${w}, p.search_title)`), sql`, `)}) as sim
      from products p
      where p.is_active and ${inCity(cityId)} and (${any(fuzzy)}) ${excluded}
    ) p
    order by p.title_hits desc, p.sim desc, p.sort_order, p.id
    limit ${limit}`;
}

export async function exactIds(db: Db, tokens: string[], cityId: number, limit: number): Promise<number[]> {
  return (await queryRows<{ id: number }>(db, exactQuery(tokens, cityId, limit))).map((r) => r.id);
}

export async function fuzzyIds(db: Db, tokens: string[], cityId: number, limit: number, exclude: number[]) {
  const statement = fuzzyQuery(tokens, cityId, limit, exclude);
  return statement ? (await queryRows<{ id: number }>(db, statement)).map((r) => r.id) : [];
}

export interface SearchableRecord {
  id: number;
  isActive: boolean;
  sortOrder: number;
  cityIds: Set<number>;
  searchTitle: string;
  searchBody: string;
}

/**
 * The exact stage over records held in memory: the same matches and the same order as
 * `exactQuery` (a test runs the fixture through both), without a round trip to the database.
 */
export function exactInMemory(records: Iterable<SearchableRecord>, tokens: string[], cityId: number, limit: number): number[] {
  const scored: { id: number; sortOrder: number; titleHits: number; hits: number; prefixHits: number }[] = [];
  const prefixes = tokens.map((w) => ` ${w}`);
  for (const record of records) {
    if (!record.isActive || !record.cityIds.has(cityId)) continue;
    let titleHits = 0;
    let hits = 0;
    let prefixHits = 0;
    const spaced = ` ${record.searchTitle}`;
    tokens.forEach((word, i) => {
      const inTitle = record.searchTitle.includes(word);
      if (inTitle) titleHits += 1;
      if (inTitle || record.searchBody.includes(word)) hits += 1;
      if (spaced.includes(prefixes[i] as string)) prefixHits += 1;
    });
    if (hits > 0) scored.push({ id: record.id, sortOrder: record.sortOrder, titleHits, hits, prefixHits });
  }
  scored.sort(
    (a, b) =>
      b.titleHits - a.titleHits ||
      b.hits - a.hits ||
      b.prefixHits - a.prefixHits ||
      a.sortOrder - b.sortOrder ||
      a.id - b.id,
  );
  return scored.slice(0, limit).map((s) => s.id);
}
