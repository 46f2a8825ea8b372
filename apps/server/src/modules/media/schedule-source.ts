import type { Db } from '../../platform/db.js';
import { scheduleBetween } from '../guide/public.js';
import type { ChannelMedia } from './repository.js';

/** A programme of a channel's schedule as the live playlist needs it. */
export interface ScheduledProgramme {
  start: Date;
  end: Date;
  title: string;
  /** Picks the clip that plays it: a content id, or a guide entry's own id. */
  key: number | string;
}

/**
 * Where virtual live gets a channel's schedule. Gaps need not be filled: the playlist builder plays the
 * channel's own clip wherever nothing is scheduled.
 */
export interface ScheduleSource {
  scheduleBetween(channel: ChannelMedia, from: Date, to: Date): Promise<ScheduledProgramme[]>;
}

/**
 * The schedule as the guide has it (XMLTV imports and the demo guide), so that the picture on a live
 * channel is the programme its guide says is on. A programme linked to a catalog item plays that
 * item's clip, as its catch-up does; any other plays a clip picked by its channel, start and title.
 */
export class GuideScheduleSource implements ScheduleSource {
  constructor(private readonly db: Db) {}

  async scheduleBetween(channel: ChannelMedia, from: Date, to: Date): Promise<ScheduledProgramme[]> {
    const programmes = await scheduleBetween(this.db, channel.id, from, to);
    return programmes.map((programme) => ({
      start: programme.start,
      end: programme.stop,
      title: programme.title,
      key: programme.contentId ?? `${channel.id}/${programme.start.toISOString()}/${programme.title}`,
    }));
  }
}
