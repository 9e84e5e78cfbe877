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

/** Each query word with the words accepted for it (itself, or close title words for typos). */
export type Alternatives = string[][];

const likeAny = (column: SQL, words: string[], pattern: (w: string) => string) =>
  sql`(${sql.join(
    words.map((w) => sql`${column} like ${pattern(w)}`),
    sql` or `,
  )})`;

/**
 * Exact stage: per word, substring of the titles, word prefix, substring of the description
 * (LIKE on the normalised columns, served by their pg_trgm GIN indexes). Products whose titles
 * contain more of the words come first, then those matching closer alternatives (typo stage).
 */
function exactQuery(words: Alternatives, cityId: number, limit: number, exclude: number[]): SQL {
  const titleSub = words.map((alts) => likeAny(sql`p.search_title`, alts, (w) => `%${w}%`));
  const prefix = words.map((alts) => likeAny(sql`(' ' || p.search_title)`, alts, (w) => `% ${w}%`));
  const bodySub = words.map((alts) => likeAny(sql`p.search_body`, alts, (w) => `%${w}%`));
  const excluded = exclude.length
    ? sql`and p.id not in (${sql.join(
        exclude.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  // Which alternative matched the title (0 = the word itself or the closest title word).
  const altRank = words.map(
    (alts) =>
      sql`(case ${sql.join(
        alts.map((w, n) => sql`when p.search_title like ${`%${w}%`} then ${sql.raw(String(n))}`),
        sql` `,
      )} else ${sql.raw(String(alts.length))} end)`,
  );
  return sql`
    select p.id from (
      select p.id, p.sort_order,
             (${sum(titleSub.map((m) => sql`${m}::int`))}) as title_hits,
             (${sum(altRank)}) as alt_rank,
             (${sum(words.map((_, i) => sql`(${titleSub[i]} or ${bodySub[i]})::int`))}) as hits,
             (${sum(prefix.map((m) => sql`${m}::int`))}) as prefix_hits
      from products p
      where p.is_active and ${inCity(cityId)} and (${any([...titleSub, ...bodySub])}) ${excluded}
    ) p
    order by p.title_hits desc, p.alt_rank, p.hits desc, p.prefix_hits desc, p.sort_order, p.id
    limit ${limit}`;
}

export async function exactIds(db: Db, words: Alternatives, cityId: number, limit: number, exclude: number[] = []) {
  return (await queryRows<{ id: number }>(db, exactQuery(words, cityId, limit, exclude))).map((r) => r.id);
}

/**
 * Typo stage, step one: for each query word of 3+ letters (not a number), the title words (search_terms) that
 * pg_trgm finds closest — `<%` uses the GIN index with pg_trgm.word_similarity_threshold (see
 * db/client). One statement for all words. Returns null when no word has a close match.
 */
export async function typoAlternatives(db: Db, tokens: string[]): Promise<Alternatives | null> {
  // Numbers are not misspelt: they take no part in the typo stage (nor in the vocabulary).
  const words = tokens.filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  if (words.length === 0) return null;
  const rows = await queryRows<{ word: string; term: string }>(
    db,
    sql`select q.word, t.term
        from (values ${sql.join(
          words.map((w) => sql`(${w}::text)`),
          sql`, `,
        )}) as q(word)
        cross join lateral (
          select term from search_terms
          where q.word <% term and term <> q.word
          order by word_similarity(q.word, term) desc, similarity(q.word, term) desc, term
          limit 3
        ) t`,
  );
  if (rows.length === 0) return null;
  return tokens.map((w) => [w, ...rows.filter((r) => r.word === w).map((r) => r.term)]);
}

/** Rebuilds the typo vocabulary from the product titles; call after titles change. */
export async function refreshSearchTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_terms`);
    await tx.execute(sql`
      insert into search_terms (term)
      select distinct w from products, unnest(string_to_array(search_title, ' ')) as w
      where length(w) >= 3 and w !~ '^[0-9]+$'
      on conflict do nothing`);
  });
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
export function exactInMemory(
  records: Iterable<SearchableRecord>,
  words: Alternatives,
  cityId: number,
  limit: number,
  exclude: readonly number[] = [],
): number[] {
  const excluded = new Set(exclude);
  const scored: {
    id: number;
    sortOrder: number;
    titleHits: number;
    altRank: number;
    hits: number;
    prefixHits: number;
  }[] = [];
  const prefixes = words.map((alts) => alts.map((w) => ` ${w}`));
  const allWords = words.flat();
  for (const record of records) {
    if (!record.isActive || !record.cityIds.has(cityId) || excluded.has(record.id)) continue;
    // Most products match nothing: one pass over the title and one over the description first.
    if (!allWords.some((w) => record.searchTitle.includes(w) || record.searchBody.includes(w))) continue;
    let titleHits = 0;
    let altRank = 0;
    let hits = 0;
    let prefixHits = 0;
    const spaced = ` ${record.searchTitle}`;
    words.forEach((alts, i) => {
      const matched = alts.findIndex((w) => record.searchTitle.includes(w));
      const inTitle = matched >= 0;
      if (inTitle) titleHits += 1;
      altRank += inTitle ? matched : alts.length;
      if (inTitle || alts.some((w) => record.searchBody.includes(w))) hits += 1;
      if ((prefixes[i] ?? []).some((p) => spaced.includes(p))) prefixHits += 1;
    });
    if (hits > 0) scored.push({ id: record.id, sortOrder: record.sortOrder, titleHits, altRank, hits, prefixHits });
  }
  scored.sort(
    (a, b) =>
      b.titleHits - a.titleHits ||
      a.altRank - b.altRank ||
      b.hits - a.hits ||
      b.prefixHits - a.prefixHits ||
      a.sortOrder - b.sortOrder ||
      a.id - b.id,
  );
  return scored.slice(0, limit).map((s) => s.id);
}

/**
 * Trigram postings over the normalised titles and descriptions held in memory: the candidates for
 * a word of 3+ letters are the records containing its rarest trigram (a superset of those
 * containing the word, which `exactInMemory` then checks). Shorter words scan every record.
 */
export class MemorySearchIndex {
  private readonly postings = new Map<string, SearchableRecord[]>();

  constructor(private readonly records: readonly SearchableRecord[]) {
    for (const record of records) {
      const seen = new Set<string>();
      for (const text of [record.searchTitle, record.searchBody]) {
        for (let i = 0; i + 3 <= text.length; i++) {
          const gram = text.slice(i, i + 3);
          if (gram.includes(' ') || seen.has(gram)) continue;
          seen.add(gram);
          const list = this.postings.get(gram);
          if (list) list.push(record);
          else this.postings.set(gram, [record]);
        }
      }
    }
  }

  /** Records that may contain any of the words. */
  candidates(words: Alternatives): Iterable<SearchableRecord> {
    const result = new Set<SearchableRecord>();
    for (const word of words.flat()) {
      if (word.length < 3) return this.records;
      let rarest: SearchableRecord[] | undefined;
      for (let i = 0; i + 3 <= word.length; i++) {
        const list = this.postings.get(word.slice(i, i + 3)) ?? [];
        if (!rarest || list.length < rarest.length) rarest = list;
        if (list.length === 0) break;
      }
      for (const record of rarest ?? []) result.add(record);
    }
    return result;
  }
}
