import { DVR_HOURS, type GuideEntry } from '@sahra/contracts';
import type { GuideChannel, Programme } from './repository.js';

const HOUR_MS = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** hh:mm:ss of a span; hours run past 24 for a programme longer than a day. */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * A programme as the spec's guide entry, its Date and StartTime on the viewer's clock (`offsetHours`
 * from UTC). It is in the DVR window when it started no longer ago than the channel's DVR hours, so
 * it can be watched from its start.
 */
export function toEntry(
  programme: Programme,
  channel: Pick<GuideChannel, 'dvrHours'>,
  offsetHours: number,
  now: Date,
): GuideEntry {
  const local = new Date(programme.start.getTime() + offsetHours * HOUR_MS).toISOString();
  const dvrMs = (channel.dvrHours ?? DVR_HOURS) * HOUR_MS;
  const start = programme.start.getTime();
  return {
    IDChannel: programme.channelId,
    Date: local.slice(0, 10),
    StartTime: local.slice(11, 19),
    Duration: formatDuration(programme.stop.getTime() - start),
    EventMetadata: {
      Title: programme.title,
      Description: programme.description,
      Thumbnail: programme.thumbnail,
      Image: programme.image,
    },
    Titles: programme.titles,
    StartsAt: programme.start.toISOString(),
    StopsAt: programme.stop.toISOString(),
    ContentId: programme.contentId,
    InDvrWindow: start <= now.getTime() && start >= now.getTime() - dvrMs,
  };
}
