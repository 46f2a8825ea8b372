import { SortType, type CustomFilter, type FilteredVideosQuery } from '@sahra/contracts';
import { normalizeSearchText } from '../search/public.js';
import type { MetadataFilter, VideoSelection, VideoSortKey } from './filtered-videos-repository.js';

/** Custom sort fields that are columns of the item rather than metadata (with an index to walk). */
// a Map, not an object: a field named "constructor" must not find Object.prototype's
const COLUMN_SORT_FIELDS = new Map<string, VideoSortKey>([
  ['broadcastdate', { kind: 'broadcast' }],
  ['order', { kind: 'order' }],
]);

function sortKey(query: FilteredVideosQuery): VideoSortKey {
  if (query.SortType === SortType.Name) return { kind: 'name' };
  if (query.SortType === SortType.Custom && query.CustomSortField) {
    const field = query.CustomSortField;
    return COLUMN_SORT_FIELDS.get(field.toLowerCase()) ?? { kind: 'metadata', namespace: field };
  }
  // createDate, and Custom without a field to sort by
  return { kind: 'createDate' };
}

/** AND_WHEN_EXISTS: a filter constrains only when it carries values. */
export function metadataFilters(filters: CustomFilter[]): MetadataFilter[] {
  return filters
    .filter((filter) => filter.Value.length > 0)
    .map((filter) => ({ namespace: filter.Name, values: [...new Set(filter.Value)] }));
}

/** The items a GetFilteredVideos request covers, in its order (values still to be resolved). */
export function selectionOf(query: FilteredVideosQuery): VideoSelection {
  const text = normalizeSearchText(query.Text ?? '');
  return {
    categories: query.Categories,
    contentTypes: query.ContentTypes,
    filters: metadataFilters(query.CustomFilters),
    ...(text ? { text } : {}),
    sort: sortKey(query),
    direction: query.SortDirection,
  };
}
