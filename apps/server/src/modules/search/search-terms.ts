import { normalizeSearchText, searchSkeleton } from './normalize.js';

/** Below this many characters pg_trgm has no trigram to look up, so only prefix matches are tried. */
export const MIN_TRIGRAM_LENGTH = 3;
/** Below this many consonants a skeleton matches too many titles to be worth looking up. */
const MIN_SKELETON_LETTERS = 2;
export const MIN_FUZZY_SKELETON_LETTERS = 3;

// A Latin word ending in "at"/"et" may spell a taa marbuta in a construct ("3eelat fanneya" for
// عيلة فنية) or a real taa (عيلات): the skeleton is tried both ways.
const CONSTRUCT_TAA = /(?<=[a-z0-9']{2}[ae])t\b/g;

// An article inside a word typed without spaces ("babelhara", "بابالحارة"): "al"/"el"/"il" or ال after
// at least two letters and before at least three (two for ال), as LATIN_ARTICLE and ARABIC_ARTICLE of
// normalize.ts read it at a word's start.
const INNER_ARTICLE =
  /(?<=[a-z0-9']{2})[aei]l(?=[a-z0-9']{3})|(?<=[\u0600-\u06FF]{2})ال(?=[\u0600-\u06FF]{2})/g;
/** Readings tried of a run-together word at most: one per inner article dropped, and all dropped. */
const MAX_RUN_TOGETHER_READINGS = 6;
/**
 * Shorter words are one word ("hayba", "qamar"), which the skeleton lookups find; titles of two words
 * or more typed together are longer ("babhara", "بابالحارة").
 */
const MIN_RUN_TOGETHER_LENGTH = 7;

/** What a viewer's text is matched by, each part already folded as the stored columns are. */
export interface SearchTerms {
  /** normalised text compared with search_text */
  text: string;
  /** whether `text` is long enough for contains and trigram-similarity matching */
  fuzzy: boolean;
  /** consonant skeleton compared with search_translit, or null when it is too short to mean much */
  skeleton: string | null;
  /** every reading of the skeleton (the skeleton first), each long enough to mean something */
  skeletons: string[];
  /** whether `skeleton` is long enough for prefix, contains and trigram-similarity matching */
  fuzzySkeleton: boolean;
  /**
   * For a query of one word, typed perhaps as a title without its spaces ("babelhara"): the squashed
   * skeletons (see `squash`) of its readings, an inner article dropped or not, each long enough to
   * mean something; compared with the start of a title's squashed skeleton. Empty otherwise.
   */
  squashed: string[];
}

export const letters = (skeleton: string) => skeleton.replaceAll(' ', '').length;

/**
 * A skeleton without its spaces, a letter doubled across words collapsed as within a word: what
 * search_squash() (migration 021) makes of search_translit.
 */
export const squash = (skeleton: string) => skeleton.replaceAll(' ', '').replace(/(.)\1+/g, '$1');

/** The squashed skeletons of a one-word query: as typed, without each inner article, without all. */
function runTogetherReadings(text: string): string[] {
  if (text.includes(' ') || text.length < MIN_RUN_TOGETHER_LENGTH) return [];
  const articles = [...text.matchAll(INNER_ARTICLE)].map((match) => match.index);
  const without = (starts: number[]) =>
    starts.reduceRight((word, start) => word.slice(0, start) + word.slice(start + 2), text);
  const readings = [text, ...articles.map((start) => without([start])), without(articles)];
  const squashed = readings.map((reading) => squash(searchSkeleton(reading)));
  return [...new Set(squashed)]
    .filter((skeleton) => skeleton.length >= MIN_FUZZY_SKELETON_LETTERS)
    .slice(0, MAX_RUN_TOGETHER_READINGS);
}

/** The terms of a query, or null when the text holds nothing to search for (empty, spaces, punctuation). */
export function searchTerms(raw: string): SearchTerms | null {
  const text = normalizeSearchText(raw);
  if (text.length === 0) return null;
  const readings = new Set([searchSkeleton(text), searchSkeleton(text.replace(CONSTRUCT_TAA, ''))]);
  const skeletons = [...readings].filter((skeleton) => letters(skeleton) >= MIN_SKELETON_LETTERS);
  const skeleton = searchSkeleton(text);
  const meaningful = letters(skeleton) >= MIN_SKELETON_LETTERS;
  return {
    text,
    fuzzy: text.length >= MIN_TRIGRAM_LENGTH,
    skeleton: meaningful ? skeleton : null,
    skeletons,
    fuzzySkeleton: letters(skeleton) >= MIN_FUZZY_SKELETON_LETTERS,
    squashed: runTogetherReadings(text),
  };
}
