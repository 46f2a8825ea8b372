import type { CustomFilter } from '@sahra/contracts';
import { sql, type RawBuilder } from 'kysely';
import { MIN_FUZZY_SKELETON_LETTERS, letters, type SearchTerms } from '../search/public.js';
import { likePatterns } from './search-match-repository.js';

/** Which items a search may answer; empty arrays mean no constraint. */
export interface ItemScope {
  contentTypes: number[];
  categories: number[];
  filters: CustomFilter[];
}

export interface CandidateRequest {
  /** also look for titles that are only similar (pg_trgm similarity), which costs more */
  similar: boolean;
  /** the most rows any one way of matching contributes */
  candidateLimit: number;
}

/** The content types with their own indexes (migrations 003 and 004): the default search. */
const TITLE_CONTENT_TYPES = new Set([3, 6, 8]);

const titleTypesOnly = ({ contentTypes }: ItemScope) =>
  contentTypes.length > 0 && contentTypes.every((id) => TITLE_CONTENT_TYPES.has(id));

/** search_text of the default search's types only, as content_item_title_text_trgm_idx holds it (004). */
const TITLE_TEXT = sql`(case when ci.content_type_id in (3, 6, 8) then ci.search_text end)`;
/** The folded English title of the default search's types, as content_item_title_display_prefix_idx holds it (021). */
const TITLE_DISPLAY_FOLD = sql`(case when ci.content_type_id in (3, 6, 8) then search_fold(ci.display_title) end) collate "C"`;
/** The squashed skeleton of the default search's types, as content_item_title_squash_idx holds it (021). */
const TITLE_SQUASH = sql`(case when ci.content_type_id in (3, 6, 8) then search_squash(ci.search_translit) end) collate "C"`;

function scopeSql(
  { contentTypes, categories, filters }: ItemScope,
  nextToTrigrams: boolean,
): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (contentTypes.length > 0) {
    // Literal ids (validated small integers), so the planner can prove that the partial indexes of
    // 3, 6 and 8 apply. Next to a trigram condition the type is hidden from the planner (+ 0): it would
    // otherwise AND the trigram bitmap with a bitmap of every item of those types, which costs more
    // than it saves.
    const ids = sql.join(contentTypes.map((id) => sql.lit(id)));
    parts.push(
      nextToTrigrams ? sql`ci.content_type_id + 0 in (${ids})` : sql`ci.content_type_id in (${ids})`,
    );
  }
  if (categories.length > 0) {
    parts.push(
      sql`exists (select 1 from content_item_category cc where cc.item_id = ci.id and cc.category_id = any(${categories}::int[]))`,
    );
  }
  for (const filter of filters) {
    // AND_WHEN_EXISTS: the filter holds for items that carry the field and passes items that do not
    parts.push(sql`(not exists (select 1 from content_metadata m where m.item_id = ci.id and m.namespace = ${filter.Name})
      or exists (select 1 from content_metadata m where m.item_id = ci.id and m.namespace = ${filter.Name}
        and (m.url_encoded_value = any(${filter.Value}::text[]) or m.value = any(${filter.Value}::text[]))))`);
  }
  return sql.join(parts, sql` and `);
}

const ITEM_COLUMNS = sql`ci.id, ci.name, ci.display_title, ci.url_encoded_name, ci.content_type_id, ci.search_text, ci.search_translit`;
/** The tier a way of matching vouches for by itself (see matchTierSql); the text decides the rest. */
const NO_HINT = sql`5::smallint as hint`;
const PERSON_HINT = sql`4::smallint as hint`;
const SAME_TITLE_HINT = sql`0::smallint as hint`;
const TITLE_START_HINT = sql`1::smallint as hint`;
/** a title's skeleton starting with a run-together query's: a Latin spelling, as skeleton words are */
const RUN_TOGETHER_HINT = sql`3::smallint as hint`;

/**
 * The titles of a row that the ranking folds to find one equal to or starting with the text (see
 * matchTierSql): none for the default search's types, whose equal titles and English titles starting
 * with the text lookups of their folded-title indexes find.
 */
export const titlesToFold = (scope: ItemScope) =>
  titleTypesOnly(scope) ? [] : [sql`ci.name`, sql`ci.display_title`];

/**
 * One limited candidate query per way of matching, each on its own index: a btree range for prefixes
 * (of the text and of its skeleton), the trigram GIN index for contains, word starts and similarity,
 * the skeleton-word GIN index for skeleton words further in. Other content types than the default
 * search's have no skeleton-word or folded-title index: they get skeleton matches at the start only,
 * and the ranking folds their titles.
 */
export function candidateQueries(
  terms: SearchTerms,
  scope: ItemScope,
  personIds: number[],
  request: CandidateRequest,
) {
  const like = likePatterns(terms);
  const limit = request.candidateLimit;
  const btreeScope = scopeSql(scope, false);
  const trigramScope = scopeSql(scope, true);
  const titlesOnly = titleTypesOnly(scope);
  // next to an expression that is null for other types (021): the default types need no condition of
  // their own, which the planner would estimate over the whole table (episodes mostly), thinking a
  // common prefix rare and reading all of it to sort instead of walking the index up to the LIMIT
  const everyTitleType = titlesOnly && new Set(scope.contentTypes).size === TITLE_CONTENT_TYPES.size;
  const titleExpressionScope = scopeSql(everyTitleType ? { ...scope, contentTypes: [] } : scope, false);
  const trigramText = titlesOnly ? TITLE_TEXT : sql`ci.search_text`;
  const queries = [
    sql`(select ${ITEM_COLUMNS}, ${NO_HINT} from content_item ci where ci.search_text collate "C" like ${like.prefix} and ${btreeScope}
      order by ci.search_text collate "C" limit ${limit})`,
  ];
  if (titlesOnly) {
    // a title equal to the text, by the folded-title indexes (see titlesToFold)
    queries.push(sql`(select ${ITEM_COLUMNS}, ${SAME_TITLE_HINT} from content_item ci
      where (search_fold(ci.name) = ${terms.text} or search_fold(ci.display_title) = ${terms.text}) and ${btreeScope} limit ${limit})`);
    // an English title starting with the text (search_text starts with the Arabic one, found above),
    // shortest first as the ranking orders them, in byte order by content_item_title_display_prefix_idx (021)
    queries.push(sql`(select ${ITEM_COLUMNS}, ${TITLE_START_HINT} from content_item ci
      where ${TITLE_DISPLAY_FOLD} like ${like.prefix} and ${titleExpressionScope}
      order by ${TITLE_DISPLAY_FOLD} limit ${limit})`);
    for (const squashed of terms.squashed) {
      // a one-word query typed as a title without its spaces, by content_item_title_squash_idx (021)
      queries.push(sql`(select ${ITEM_COLUMNS}, ${RUN_TOGETHER_HINT} from content_item ci
        where ${TITLE_SQUASH} like ${`${squashed}%`} and ${titleExpressionScope}
        order by ${TITLE_SQUASH} limit ${limit})`);
    }
  }
  if (terms.fuzzy) {
    queries.push(
      sql`(select ${ITEM_COLUMNS}, ${NO_HINT} from content_item ci where ${trigramText} like ${like.contains} and ${trigramScope} limit ${limit})`,
    );
  } else {
    // too short to contain a trigram, but a word starting with it (after an article: حب in الحب) has
    // word-boundary trigrams, which the regex hands to pg_trgm
    queries.push(
      sql`(select ${ITEM_COLUMNS}, ${NO_HINT} from content_item ci where ${trigramText} ~ ${like.wordStartRegex} and ${trigramScope} limit ${limit})`,
    );
  }
  for (const skeleton of terms.skeletons) {
    // the skeleton at the start of the row's skeletons, in order; a short one only as whole words
    const patterns =
      letters(skeleton) >= MIN_FUZZY_SKELETON_LETTERS ? [`${skeleton}%`] : [skeleton, `${skeleton} %`];
    for (const pattern of patterns) {
      queries.push(sql`(select ${ITEM_COLUMNS}, ${NO_HINT} from content_item ci where ci.search_translit collate "C" like ${pattern}
        and ${btreeScope} order by ci.search_translit collate "C" limit ${limit})`);
    }
    if (titlesOnly) {
      // its words anywhere (a later title or word), by the word index of the default search's types
      queries.push(sql`(select ${ITEM_COLUMNS}, ${NO_HINT} from content_item ci
        where string_to_array(ci.search_translit, ' ') @> ${skeleton.split(' ')}::text[]
          and ' ' || ci.search_translit || ' ' like ${`% ${skeleton} %`} and ${btreeScope} limit ${limit})`);
    }
  }
  if (personIds.length > 0) {
    queries.push(sql`(select ${ITEM_COLUMNS}, ${PERSON_HINT} from content_person cp join content_item ci on ci.id = cp.item_id
      where cp.person_id = any(${personIds}::int[]) and ${btreeScope} limit ${limit})`);
  }
  if (request.similar && terms.fuzzy) {
    queries.push(sql`(select ${ITEM_COLUMNS}, ${NO_HINT} from content_item ci where ${terms.text} <% ${trigramText} and ${trigramScope}
      order by ${terms.text} <<-> ci.search_text limit ${limit})`);
  }
  return sql.join(queries, sql` union all `);
}
