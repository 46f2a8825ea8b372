import { ContentTypeId } from '@sahra/contracts';

/** The button of the hero: watch a title, or go on to a channel's live playback. */
export const PrimaryAction = {
  WatchNow: 'watch-now',
  WatchLive: 'watch-live',
} as const;
export type PrimaryAction = (typeof PrimaryAction)[keyof typeof PrimaryAction];

export interface DetailsLayout {
  /** None for containers: a series is watched episode by episode (docs/behaviour/details-and-people.md#details-page). */
  primaryAction?: PrimaryAction;
  /** Season buttons, paged episodes and more from the channel. */
  episodes: boolean;
  /** "More like this" sliders, one per genre. */
  similarTitles: boolean;
}

/** What the details page shows for a content type (docs/behaviour/details-and-people.md#details-page). */
export function detailsLayout(contentType: number | undefined): DetailsLayout {
  switch (contentType) {
    case ContentTypeId.Movie:
    case ContentTypeId.Play:
      return { primaryAction: PrimaryAction.WatchNow, episodes: false, similarTitles: true };
    case ContentTypeId.Container:
      return { episodes: true, similarTitles: false };
    case ContentTypeId.Channel:
      return { primaryAction: PrimaryAction.WatchLive, episodes: false, similarTitles: false };
    default:
      return { episodes: false, similarTitles: false };
  }
}
