import type { AutoCompleteEntry, AutoCompleteQuery, ItemResults, ItemResultsQuery } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import {
  findPeople,
  findRankedItems,
  loadContentItems,
  withSearchSettings,
  type ItemScope,
  type PersonMatch,
  type RankRequest,
} from '../content/public.js';
import { searchTerms, type SearchTerms } from './search-terms.js';

/** TotalCount counts at most this many matches; past it the count says so (TotalCountCapped). */
export const RESULTS_COUNT_CAP = 1000;
/** Autocomplete ranks at least this many candidates per way of matching so that its top ten are the best. */
const AUTOCOMPLETE_CANDIDATES = 50;
/**
 * Titles that are only similar are looked for when literal and skeleton matches find fewer than a
 * page: that is when a typo is likely, and similarity over common trigrams is the one costly lookup.
 */
const SIMILAR_BELOW = 30;
const PEOPLE_LIMIT = 10;
/*
 * pg_trgm thresholds. A typo in a longer query keeps well over 60% of its trigrams, while a query
 * sharing one word of two with a title ("family night", "family ties") keeps about half: lower values
 * there mostly add noise and index work at a million titles. A short query ("bab el" for "bab al",
 * "haiba") loses half its few trigrams to one slip, so it gets a lower bar.
 */
const SHORT_QUERY_LENGTH = 8;
const thresholds = (terms: SearchTerms) =>
  terms.text.length <= SHORT_QUERY_LENGTH
    ? { similarity: 0.5, wordSimilarity: 0.5 }
    : { similarity: 0.6, wordSimilarity: 0.6 };

function emptyResults(query: ItemResultsQuery): ItemResults {
  return {
    Items: [],
    PageSize: query.PageSize,
    PageIndex: query.PageIndex,
    TotalCount: 0,
    People: [],
    TotalCountCapped: false,
  };
}

function displayName(person: PersonMatch, language: string | undefined): string {
  return language?.toLowerCase().startsWith('ar') ? person.name : person.name_en || person.name;
}

type Page = Omit<RankRequest, 'similar'>;

/** Literal and skeleton matches first; similar ones too only when those are few. */
async function peopleAndItems(db: Db, terms: SearchTerms, scope: ItemScope, page: Page) {
  return withSearchSettings(db, thresholds(terms), async (trx) => {
    const people = await findPeople(trx, terms, PEOPLE_LIMIT);
    // a letter or two names too many people for their titles to count as matches
    const personIds = terms.fuzzy ? people.filter((person) => person.strong).map((person) => person.id) : [];
    let ranked = await findRankedItems(trx, terms, scope, personIds, { ...page, similar: false });
    if (ranked.matched < SIMILAR_BELOW && terms.fuzzy) {
      ranked = await findRankedItems(trx, terms, scope, personIds, { ...page, similar: true });
    }
    return { people, ranked };
  });
}

/** The search page: one page of matching titles with a (capped) total, and the people whose name matches. */
export async function searchItemResults(db: Db, query: ItemResultsQuery): Promise<ItemResults> {
  const terms = searchTerms(query.Text);
  const offset = query.PageIndex * query.PageSize;
  if (terms === null) return emptyResults(query);
  const scope = { contentTypes: query.ContentTypes, categories: query.Categories, filters: [] };
  const pageSize = Math.max(0, Math.min(query.PageSize, RESULTS_COUNT_CAP - offset));
  const { people, ranked } = await peopleAndItems(db, terms, scope, {
    candidateLimit: RESULTS_COUNT_CAP,
    offset: Math.min(offset, RESULTS_COUNT_CAP),
    pageSize,
  });
  const capped = ranked.matched >= RESULTS_COUNT_CAP;
  return {
    Items: await loadContentItems(
      db,
      ranked.items.map((item) => item.id),
    ),
    PageSize: query.PageSize,
    PageIndex: query.PageIndex,
    TotalCount: Math.min(ranked.matched, RESULTS_COUNT_CAP),
    People: people.map((person) => ({
      Id: person.id,
      Name: person.name,
      DisplayName: displayName(person, query.Language),
      UrlEncodedName: person.url_encoded_name,
    })),
    TotalCountCapped: capped,
  };
}

/** Suggestions for the search box: the best titles only, without counting. */
export async function autoComplete(db: Db, query: AutoCompleteQuery): Promise<AutoCompleteEntry[]> {
  const terms = searchTerms(query.Text);
  const offset = query.PageIndex * query.PageSize;
  if (terms === null || offset >= RESULTS_COUNT_CAP) return [];
  const scope = {
    contentTypes: query.ContentTypes,
    categories: query.Categories,
    filters: query.CustomFilters,
  };
  const { ranked } = await peopleAndItems(db, terms, scope, {
    candidateLimit: Math.min(Math.max(AUTOCOMPLETE_CANDIDATES, offset + query.PageSize), RESULTS_COUNT_CAP),
    offset,
    pageSize: query.PageSize,
  });
  return ranked.items.map((item) => ({
    Id: item.id,
    Name: item.name,
    DisplayTitle: item.display_title,
    UrlEncodedName: item.url_encoded_name,
    ContentTypeId: item.content_type_id,
  }));
}
