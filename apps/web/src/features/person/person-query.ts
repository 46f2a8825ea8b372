import {
  ACTOR_PAGE_SIZE,
  CategoryId,
  ContentTypeId,
  FilterMode,
  SortType,
  type ContentItem,
  type FilteredVideosRequest,
} from '@sahra/contracts';
import { creditName, metadataEntries, type ContentLanguage } from '../../lib/content-item';

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

/**
 * The person's name as the first result credits it, in the page's language: the credit whose url name
 * is the slug, its cast credit first, else any other (director, host, or the `person` entry the filter
 * matched), so that a person reached from a director's credit is named too.
 */
export function personName(
  items: readonly ContentItem[],
  slug: string,
  language: ContentLanguage,
): string | undefined {
  const first = items[0];
  if (!first) return undefined;
  const credits = first.Metadata.filter((entry) => entry.UrlEncodedValue === slug && entry.Value.trim());
  const credit = metadataEntries(first, 'Cast').find((entry) => credits.includes(entry)) ?? credits[0];
  return credit && creditName(credit, language);
}
