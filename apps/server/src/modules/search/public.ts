/** What the search module offers the others; nothing else of it is imported from outside (ADR 025). */
export { normalizeSearchText, searchSkeleton } from './normalize.js';
