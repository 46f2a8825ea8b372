import { type GuideEntry, type GuideGridEntry, HOUR_MS, hoursMinutesSeconds } from '@sahra/contracts';
import type { GuideChannel, GridProgramme, Programme } from './programme-repository.js';

/** hh:mm:ss of a span; hours run past 24 for a programme longer than a day. */
export function formatDuration(milliseconds: number): string {
  return hoursMinutesSeconds(Math.round(milliseconds / 1000));
}

/**
 * What an entry needs of its channel: its DVR hours, and for a recorded channel when its oldest recorded
 * segment began (what the DVR window can hold is what was recorded).
 */
export type EntryChannel = Pick<GuideChannel, 'dvrHours'> & { recordedFrom?: Date };

/**
 * Started no longer ago than the channel's DVR hours (its `DVR` metadata or 8), and for a recorded
 * channel not before its recording: watchable from its start now.
 */
function inDvrWindow(start: Date, channel: EntryChannel, now: Date): boolean {
  const dvrMs = channel.dvrHours * HOUR_MS;
  const oldest = Math.max(now.getTime() - dvrMs, channel.recordedFrom?.getTime() ?? -Infinity);
  return start.getTime() <= now.getTime() && start.getTime() >= oldest;
}

/**
 * A programme as the spec's guide entry, its Date and StartTime on the viewer's clock (`offsetHours`
 * from UTC); `catchup` when it was cut from its channel's recording.
 */
export function toEntry(
  programme: Programme,
  channel: EntryChannel,
  offsetHours: number,
  now: Date,
  catchup = false,
): GuideEntry {
  const local = new Date(programme.start.getTime() + offsetHours * HOUR_MS).toISOString();
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
    InDvrWindow: inDvrWindow(programme.start, channel, now),
    Catchup: catchup,
  };
}

/** A programme as a guide grid cell (no Date or StartTime: the browser places it in its own time zone). */
export function toGridEntry(
  programme: GridProgramme,
  channel: EntryChannel,
  now: Date,
  catchup: boolean,
): GuideGridEntry {
  return {
    Title: programme.title,
    StartsAt: programme.start.toISOString(),
    StopsAt: programme.stop.toISOString(),
    ContentId: programme.contentId,
    InDvrWindow: inDvrWindow(programme.start, channel, now),
    Catchup: catchup,
  };
}
