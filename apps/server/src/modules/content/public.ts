/** What the content module offers the others; nothing else of it is imported from outside (ADR 025). */
export { loadContentItems } from './item-repository.js';
export { findSeeAllList } from './list-service.js';
export { pageWithFallback } from './paging.js';
export { getFilteredVideos, getItemById } from './service.js';
