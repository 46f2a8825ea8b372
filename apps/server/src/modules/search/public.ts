/** What the search module offers the others; nothing else of it is imported from outside (ADR 025). */
export { normalizeSearchText, searchSkeleton } from './normalize.js';
// what the content module's search statements read of a query (content/search-repository.ts)
export { letters, MIN_FUZZY_SKELETON_LETTERS, type SearchTerms } from './search-terms.js';
