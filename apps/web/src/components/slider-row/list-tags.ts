import { paths } from '../../config/paths';
import { catalogAppPath } from '../content-card/category-path';

/** How a list's cards look, from its "DisplayType:X" tag (docs/behaviour/home-and-on-demand.md#content-card); Thumbnail when untagged or unknown. */
export const ListDisplayType = {
  Thumbnail: 'Thumbnail',
  Channel: 'Channel',
  CategoryCard: 'CategoryCard',
  Catchup: 'catchup',
} as const;
export type ListDisplayType = (typeof ListDisplayType)[keyof typeof ListDisplayType];

const DISPLAY_TYPES = Object.values(ListDisplayType);

/** The value of a "Name:value" tag, the name matched ignoring case. */
function tagValue(tags: readonly string[], name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`;
  const tag = tags.find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return tag?.slice(prefix.length).trim();
}

export function listDisplayType(tags: readonly string[]): ListDisplayType {
  const value = tagValue(tags, 'DisplayType')?.toLowerCase();
  return DISPLAY_TYPES.find((type) => type.toLowerCase() === value) ?? ListDisplayType.Thumbnail;
}

/**
 * Where a list's "See All" link leads, or undefined when the list is not tagged SeeAll: the
 * "SeeAllTo:{target}" page when given (and inside the app), else the list's see-all page.
 */
export function listSeeAllPath(
  tags: readonly string[],
  pageSlug: string,
  listId: number,
): string | undefined {
  if (!tags.some((tag) => tag.toLowerCase() === 'seeall')) return undefined;
  const target = tagValue(tags, 'SeeAllTo');
  return (target && catalogAppPath(target)) || paths.seeAll(pageSlug, listId);
}
