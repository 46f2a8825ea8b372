import { CategoryId, ContentTypeId, DAY_MS, MINUTE_MS } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';
import type { Channel } from './channels.js';
import { broadcastMetadata, type Credits } from './credits.js';
import type { Synopsis } from './synopses.js';

export const CATCHUP_DAYS = 30;
/** How long an episode's end credits run: its `endingtime` is this long before its end (docs/behaviour/playback-and-streams.md#next-episode). */
const CREDITS_SECONDS = 60;

/**
 * When the j-th latest of a show's n episodes aired: spread over the last 30 days in the show's
 * evening slot. `phase` (0 to 1) staggers shows so that every day of the date strip has episodes.
 */
export function broadcastTime(
  now: Date,
  index: number,
  total: number,
  slotMinutes: number,
  phase: number,
): Date {
  const dayOffset = Math.floor(((index + phase) * (CATCHUP_DAYS - 1)) / Math.max(total, 1));
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let at = midnight - dayOffset * DAY_MS + slotMinutes * MINUTE_MS;
  if (at > now.getTime()) at -= DAY_MS;
  return new Date(at);
}

export interface AiredShow {
  id: number;
  slug: string;
  arabic: string;
  english: string;
  channel: Channel;
  credits: Credits;
  /** the show's synopsis, which its episodes and clips carry too */
  synopsis: Synopsis;
  lean: boolean;
}

export interface CatchupVideo {
  id: number;
  /** a clip (content type 4) of the episode rather than the episode itself */
  clip: boolean;
  number: number;
  season: number;
  at: Date;
  durationSeconds: number;
}

/** Where an episode's credits begin, in seconds: the player offers the next episode from there. */
function endingTime(durationSeconds: number) {
  const seconds = String(Math.max(durationSeconds - CREDITS_SECONDS, 1));
  return ['endingtime', seconds, seconds] as const;
}

/** An episode or clip of a show as catch-up: its show first among its categories, then catch-up. */
export function addCatchupVideo(builder: CatalogBuilder, show: AiredShow, video: CatchupVideo) {
  const { number, season, durationSeconds } = video;
  const arabic = video.clip ? `${show.arabic} - مقطع ${number}` : `${show.arabic} - الحلقة ${number}`;
  const english = video.clip ? `${show.english} - Clip ${number}` : `${show.english} - Episode ${number}`;
  builder.addItem({
    id: video.id,
    type: video.clip ? ContentTypeId.Clip : ContentTypeId.Episode,
    arabic,
    english,
    description: show.synopsis.arabic,
    createDate: video.at,
    durationSeconds,
    parentId: show.id,
    seasonNo: season,
    episodeNo: number,
    broadcastAt: video.at,
    channelSlug: show.channel.slug,
    categories: [show.id, CategoryId.Catchup],
    images: ['thumbnail', 'poster', 'background'],
    metadata: [
      ['displaytitle', english],
      ['displaydescription', show.synopsis.english],
      ['channel', show.channel.english, show.channel.slug],
      ...broadcastMetadata(video.at),
      ...show.credits.metadata.filter(([namespace]) => !['rating', 'production_year'].includes(namespace)),
      ...(show.lean
        ? []
        : ([
            ['season', String(season), String(season)],
            ['episode_no', String(number), String(number)],
            ['duration', String(durationSeconds), String(durationSeconds)],
            ...(video.clip ? [] : [endingTime(durationSeconds)]),
            ['parent container', show.arabic, show.slug],
          ] as const)),
    ],
    people: show.credits.people,
  });
}
