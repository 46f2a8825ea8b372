import { ContentTypeId } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
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
 * Where virtual live gets a channel's schedule. THE SEAM: the guide module (XMLTV import,
 * `scheduleBetween(channelId, from, to)`) is to replace `CatalogScheduleSource` here; until then the
 * schedule is the catalog's catch-up episodes on the channel. Gaps need not be filled: the playlist
 * builder plays the channel's own clip wherever nothing is scheduled.
 */
export interface ScheduleSource {
  scheduleBetween(channel: ChannelMedia, from: Date, to: Date): Promise<ScheduledProgramme[]>;
}

/** The schedule as the catalog knows it: each catch-up episode of the channel at its broadcast time, for its duration. */
export class CatalogScheduleSource implements ScheduleSource {
  constructor(private readonly db: Db) {}

  async scheduleBetween(channel: ChannelMedia, from: Date, to: Date): Promise<ScheduledProgramme[]> {
    const rows = await this.db
      .selectFrom('content_item')
      .select(['id', 'name', 'display_title', 'broadcast_at', 'duration_seconds'])
      .where('channel_slug', '=', channel.slug)
      .where('content_type_id', '=', ContentTypeId.Episode)
      .where('broadcast_at', '<', to)
      .where('broadcast_at', '>=', new Date(from.getTime() - MAX_PROGRAMME_MS))
      .orderBy('broadcast_at')
      .execute();
    return rows.flatMap((row) => {
      if (!row.broadcast_at) return [];
      const start = new Date(row.broadcast_at);
      const end = new Date(start.getTime() + row.duration_seconds * 1000);
      return end > from ? [{ start, end, title: row.display_title ?? row.name, key: row.id }] : [];
    });
  }
}

/** Longest programme looked for before `from` (one that started earlier may still be on air). */
const MAX_PROGRAMME_MS = 24 * 3_600_000;
