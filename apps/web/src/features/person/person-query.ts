import {
  ACTOR_PAGE_SIZE,
  CategoryId,
  ContentTypeId,
  FilterMode,
  SortType,
  type ContentItem,
  type FilteredVideosRequest,
} from '@sahra/contracts';
import { metadataEntries } from '../../lib/content-item';

/** The longest person slug worth asking about; longer route text is not a person. */
const MAX_SLUG_LENGTH = 120;

/**
 * The person slug from the route, or null when it cannot be one: empty, too long, or holding a comma
 * (the filter reads commas as a list, so "a,b" would ask for two people).
 */
export function personSlug(raw: string | undefined): string | null {
  const slug = raw?.trim() ?? '';
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && !slug.includes(',') ? slug : null;
}

/** The actor page's GetFilteredVideos body (docs/behaviour/details-and-people.md#actor-page): series, plays and movies with this person, oldest broadcast first. */
export function personResultsRequest(slug: string, pageNo: number): FilteredVideosRequest {
  return {
    Categories: [CategoryId.Catchup],
    ContentTypes: [ContentTypeId.Container, ContentTypeId.Play, ContentTypeId.Movie],
    PageSize: ACTOR_PAGE_SIZE,
    PageIndex: pageNo - 1,
    CustomFilters: [{ Name: 'person', Value: slug, FilterMode: FilterMode.AndWhenExists }],
    language: 'en',
    CustomSortField: 'broadcastdate',
    SortDirection: 'ASC',
    SortType: SortType.Custom,
  };
}

/** The person's name as the first result credits it: its Cast entry whose url name is the slug. */
export function personName(items: readonly ContentItem[], slug: string): string | undefined {
  const first = items[0];
  if (!first) return undefined;
  const credit = metadataEntries(first, 'Cast').find((entry) => entry.UrlEncodedValue === slug);
  return credit?.Value.trim() || undefined;
}
