import type { ContentItem } from '@sahra/contracts';
import { detailPath } from '../../../lib/content-item';

/** The two screens of this feature: /details/… (titles, series, channels) and /catchup/play/… (episodes, clips). */
export const PageKind = {
  Details: '/details/',
  CatchupPlay: '/catchup/play/',
} as const;
export type PageKind = (typeof PageKind)[keyof typeof PageKind];

export type Placement = { here: true } | { here: false; path: string | undefined };

/**
 * Whether an item belongs on the screen that was asked for. An episode opened with a /details/ link
 * (or a movie with /catchup/play/) moves to its own screen; an item with no screen at all (a season,
 * a trailer) has no path and is not found.
 */
export function placeItem(item: ContentItem, kind: PageKind): Placement {
  const path = detailPath(item);
  return path?.startsWith(kind) ? { here: true } : { here: false, path };
}
