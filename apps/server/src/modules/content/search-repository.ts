import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import type { SearchTerms } from '../search/public.js';
import {
  candidateQueries,
  titlesToFold,
  type CandidateRequest,
  type ItemScope,
} from './search-candidate-repository.js';
import { LOOSE_TIER, likePatterns, matchTierSql, scoreSql } from './search-match-repository.js';

export type { ItemScope } from './search-candidate-repository.js';

/** People looked at per way of matching a name, before the best are kept. */
const PEOPLE_CANDIDATES = 200;

export interface RankedItem {
  id: number;
  name: string;
  display_title: string | null;
  url_encoded_name: string;
  content_type_id: number;
}

export interface RankedPage {
  items: RankedItem[];
  /** distinct matching items found; at most a few times the candidate limit */
  matched: number;
}

export interface RankRequest extends CandidateRequest {
  offset: number;
  pageSize: number;
}

/**
 * The page `offset`..`offset + pageSize` of the items matching `terms`, best first (see matchTierSql),
 * and how many distinct items matched.
 */
export async function findRankedItems(
  db: Db,
  terms: SearchTerms,
  scope: ItemScope,
  personIds: number[],
  request: RankRequest,
): Promise<RankedPage> {
  const { rows } = await sql<RankedItem & { matched: number }>`
    with candidate as (${candidateQueries(terms, scope, personIds, request)}),
    matched as (select distinct on (id) * from candidate order by id, hint),
    tiered as (
      select ci.*, least(ci.hint, ${matchTierSql(terms, titlesToFold(scope))}) as tier,
        length(ci.name) as text_length
      from matched ci
    ),
    ranked as (
      -- literal matches are ordered by length (the closest to the query is the shortest); only looser
      -- ones pay for a similarity
      select ci.id, ci.name, ci.display_title, ci.url_encoded_name, ci.content_type_id, ci.tier, ci.text_length,
        case when ci.tier < ${LOOSE_TIER} then 0 else ${scoreSql(terms)} end as score
      from tiered ci
      order by tier, score desc, text_length, ci.id
      limit ${request.pageSize} offset ${request.offset}
    )
    select (select count(*) from matched)::int as matched, r.id, r.name, r.display_title, r.url_encoded_name, r.content_type_id
    from (select 1) one left join ranked r on true
    order by r.tier, r.score desc, r.text_length, r.id`.execute(db);
  const items = rows.flatMap((row) => (row.id === null ? [] : [row]));
  return { items, matched: rows[0]?.matched ?? 0 };
}

export interface PersonMatch {
  id: number;
  name: string;
  name_en: string;
  url_encoded_name: string;
  /** true when the name matched exactly, by prefix or by skeleton, so the person's titles count as matches */
  strong: boolean;
}

/**
 * People whose name matches, best first: by prefix, contains or skeleton words, which already forgive
 * vowel typos. Not by trigram similarity: on a table of a few thousand names the planner scans it and
 * computes the similarity of every name, which costs more than the rest of a search together.
 */
export async function findPeople(db: Db, terms: SearchTerms, limit: number): Promise<PersonMatch[]> {
  const like = likePatterns(terms);
  // one arm per index, as for titles, so that a large person table is read through its indexes
  const arms = [sql`ci.search_text collate "C" like ${like.prefix}`];
  if (terms.fuzzy) arms.push(sql`ci.search_text like ${like.contains}`);
  for (const skeleton of terms.skeletons) arms.push(sql`ci.search_translit ~ ${`(^| )${skeleton}( |$)`}`);
  const candidates = arms.map(
    (arm) => sql`(select ci.* from person ci where ${arm} limit ${PEOPLE_CANDIDATES})`,
  );
  // the person row is aliased "ci" like a title so that the tier and score expressions are shared
  const tier = matchTierSql(terms, [sql`ci.name`, sql`ci.name_en`]);
  const { rows } = await sql<PersonMatch>`
    select ci.id, ci.name, ci.name_en, ci.url_encoded_name, ${tier} <= 3 as strong
    from (select distinct on (id) * from (${sql.join(candidates, sql` union all `)}) arm) ci
    order by ${tier}, ${scoreSql(terms)} desc, length(ci.search_text), ci.id
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * Runs the search queries of one request with this module's trigram thresholds, and settings for a few
 * short lookups with a LIMIT: no parallel workers, whose start (for the titles of a person with many
 * credits) costs more than it saves and takes the cores of concurrent requests; no synchronized scans,
 * so that a lookup read as a table scan (a word nearly every title holds: "ال") starts at the table's
 * first page and finds the same candidates each time, not where another scan left off. `set local`
 * keeps the settings to the transaction, so a pooled connection goes back unchanged.
 */
export async function withSearchSettings<T>(
  db: Db,
  thresholds: { similarity: number; wordSimilarity: number },
  run: (db: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.similarity_threshold', ${String(thresholds.similarity)}, true),
      set_config('pg_trgm.word_similarity_threshold', ${String(thresholds.wordSimilarity)}, true),
      set_config('max_parallel_workers_per_gather', '0', true),
      set_config('synchronize_seqscans', 'off', true)`.execute(trx);
    return run(trx);
  });
}
