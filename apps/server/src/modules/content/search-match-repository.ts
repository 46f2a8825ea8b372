import { sql, type RawBuilder } from 'kysely';
import type { SearchTerms } from '../search/public.js';

/*
 * The SQL that decides how well a row (aliased `ci`, with search_text and search_translit) matches,
 * shared by titles and people. Normalised text holds only letters, digits and single spaces, and a
 * skeleton only upper-case letters and spaces, so neither holds a LIKE wildcard or a regular
 * expression operator to escape.
 */

// the Arabic article, written joined to its word: "حب" is a word of "سر الحب"
const ARTICLE = 'ال';

export function likePatterns(terms: SearchTerms) {
  return {
    prefix: `${terms.text}%`,
    wordPrefix: `% ${terms.text}%`,
    articlePrefix: `${ARTICLE}${terms.text}%`,
    articleWordPrefix: `% ${ARTICLE}${terms.text}%`,
    wordStartRegex: `(^| )(${ARTICLE})?${terms.text}`,
    contains: `%${terms.text}%`,
    skeletonWordStart: `% ${terms.skeleton ?? ''}%`,
  };
}

/**
 * The first tier whose matches are ordered by similarity rather than by length: a skeleton shared
 * with a title of that skeleton alone ("hayba", الهيبة) beats one shared with a word of a longer title.
 */
export const LOOSE_TIER = 3;

/**
 * Literal matches of the text rank above matches of its skeleton, which are approximate:
 * 0 a title equal to the text, 1 a title (Arabic or English) starting with it, 2 a word of a title
 * starting with it (after an article too), 3 the skeleton's words in the title's (a Latin spelling of
 * an Arabic title, or a vowel typo), 4 the text inside the title or the skeleton at a word of the
 * title's, 5 only similar. By the hint of the lookup that found it, a title equal to the text is ranked
 * 0, an English title starting with it 1, a title whose skeleton starts with a run-together query's 3
 * and a title featuring a matched person 4. `titles` are the row's separate titles (an item's name and
 * display title, a person's names) to fold and compare with the text; none when lookups vouch for those.
 */
export function matchTierSql(terms: SearchTerms, titles: RawBuilder<unknown>[]): RawBuilder<number> {
  const like = likePatterns(terms);
  // search_fold (migration 004) folds a title nearly as normalizeSearchText folds the query; only rows
  // holding the text as whole words pay for it
  const sameTitle = titles.map((title) => sql`search_fold(${title}) = ${terms.text}`);
  const equal =
    sameTitle.length === 0
      ? sql`ci.search_text = ${terms.text}`
      : sql`ci.search_text = ${terms.text}
      or (' ' || ci.search_text || ' ' like ${`% ${terms.text} %`} and (${sql.join(sameTitle, sql` or `)}))`;
  // a later title (the English one) starting with the text; only rows with a word starting with it pay
  const titleStart = titles.map((title) => sql`search_fold(${title}) like ${like.prefix}`);
  const laterTitleStart =
    titleStart.length === 0
      ? sql``
      : sql`when ci.search_text like ${like.wordPrefix} and (${sql.join(titleStart, sql` or `)}) then 1`;
  // whole words of a skeleton: search_translit may hold the skeletons of several titles of a row
  const sameSkeleton = terms.skeletons.map(
    (skeleton) => sql`when ' ' || ci.search_translit || ' ' like ${`% ${skeleton} %`} then 3`,
  );
  const skeletonInside = terms.fuzzySkeleton
    ? sql`when ci.search_translit like ${like.skeletonWordStart} then 4`
    : sql``;
  return sql<number>`(case
    when ${equal} then 0
    when ci.search_text like ${like.prefix} then 1
    ${laterTitleStart}
    when ci.search_text like ${like.wordPrefix} or ci.search_text like ${like.articlePrefix}
      or ci.search_text like ${like.articleWordPrefix} then 2
    ${sql.join(sameSkeleton, sql` `)}
    when ci.search_text like ${like.contains} then 4
    ${skeletonInside}
    else 5 end)`;
}

/** Similarity of the title or its skeleton to the query, 0..1, to order matches within a tier. */
export function scoreSql(terms: SearchTerms): RawBuilder<number> {
  const skeletonScore =
    terms.skeleton !== null ? sql`similarity(ci.search_translit, ${terms.skeleton})` : sql`0`;
  return sql<number>`greatest(word_similarity(${terms.text}, ci.search_text), ${skeletonScore})`;
}
