import { normalizeSearchText, searchSkeleton } from './normalize.js';

/** Below this many characters pg_trgm has no trigram to look up, so only prefix matches are tried. */
export const MIN_TRIGRAM_LENGTH = 3;
/** Below this many consonants a skeleton matches too many titles to be worth looking up. */
const MIN_SKELETON_LETTERS = 2;
export const MIN_FUZZY_SKELETON_LETTERS = 3;

// A Latin word ending in "at"/"et" may spell a taa marbuta in a construct ("3eelat fanneya" for
// عيلة فنية) or a real taa (عيلات): the skeleton is tried both ways.
const CONSTRUCT_TAA = /(?<=[a-z0-9']{2}[ae])t\b/g;

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
}

export const letters = (skeleton: string) => skeleton.replaceAll(' ', '').length;

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
  };
}
