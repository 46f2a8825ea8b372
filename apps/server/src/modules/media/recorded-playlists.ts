import { HOUR_MS } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { PlaylistTemplate } from './playlist-template.js';
import { recordedDeltaPlaylist, recordedLivePlaylist, type RecordedWindow } from './recorded-playlist.js';
import { recordedUpTo, type RecordedSegment } from '../recording/public.js';
import { discontinuitiesUpTo } from './discontinuity-repository.js';

/** How often a window looks for new segments: a recorded segment is seconds long. */
const REFRESH_MS = 1000;

/**
 * Where a recorded file is, relative to its channel's live playlists: the channel's own
 * `{channelId}/{run}/{rendition}/{file}` as `rec/{run}/{rendition}/{file}`; the slate every channel shares
 * while its source is down, `slate/{rendition}/{file}`, as it is.
 */
export function recordedUri(channelId: number, recordedPath: string): string {
  const prefix = `${channelId}/`;
  return recordedPath.startsWith(prefix) ? `rec/${recordedPath.slice(prefix.length)}` : recordedPath;
}

interface RenditionWindow {
  segments: RecordedSegment[];
  discontinuitySequence: number;
  refreshedAt: number;
  refreshing?: Promise<void>;
  playlists: Map<boolean, PlaylistTemplate>;
}

/**
 * The live windows of recorded channels, one per channel and rendition, kept in memory and moved
 * forward at most once a second: new rows are appended (one small query), rows older than the DVR
 * window dropped from the front, each drop of a discontinuity counted into the discontinuity sequence.
 * The rows are immutable and the window a function of the clock, so every instance lists the same.
 */
export class RecordedPlaylists {
  private readonly windows = new Map<string, RenditionWindow>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The rendition's playlist now, or undefined while nothing is recorded inside the window. */
  async playlist(
    channel: { id: number; dvrHours: number },
    rendition: string,
    delta: boolean,
  ): Promise<PlaylistTemplate | undefined> {
    const key = `${channel.id}/${rendition}`;
    let window = this.windows.get(key);
    if (!window) {
      window = { segments: [], discontinuitySequence: 0, refreshedAt: -Infinity, playlists: new Map() };
      this.windows.set(key, window);
    }
    const now = this.clock.now().getTime();
    if (now - window.refreshedAt >= REFRESH_MS || now < window.refreshedAt) {
      const current = window;
      current.refreshing ??= this.refresh(channel, rendition, current, now).finally(() => {
        current.refreshing = undefined;
      });
    }
    await window.refreshing;
    if (window.segments.length === 0) return undefined;
    let playlist = window.playlists.get(delta);
    if (!playlist) {
      const shape: RecordedWindow = {
        mediaSequence: window.segments[0]!.sequence,
        discontinuitySequence: window.discontinuitySequence,
        segments: window.segments,
      };
      const uriOf = (recordedPath: string) => recordedUri(channel.id, recordedPath);
      playlist = new PlaylistTemplate(
        delta ? recordedDeltaPlaylist(shape, uriOf) : recordedLivePlaylist(shape, uriOf),
      );
      window.playlists.set(delta, playlist);
    }
    return playlist;
  }

  private async refresh(
    channel: { id: number; dvrHours: number },
    rendition: string,
    window: RenditionWindow,
    now: number,
  ): Promise<void> {
    const from = now - channel.dvrHours * HOUR_MS;
    const last = window.segments.at(-1);
    let changed = false;
    if (!last || now < window.refreshedAt) {
      window.segments = await recordedUpTo(
        this.db,
        channel.id,
        rendition,
        { from: new Date(from) },
        new Date(now),
      );
      const first = window.segments[0];
      window.discontinuitySequence = first
        ? await discontinuitiesUpTo(this.db, channel.id, rendition, first.sequence)
        : 0;
      changed = true;
    } else {
      const added = await recordedUpTo(
        this.db,
        channel.id,
        rendition,
        { after: last.sequence },
        new Date(now),
      );
      if (added.length > 0) {
        window.segments.push(...added);
        changed = true;
      }
      let dropped = 0;
      while (dropped < window.segments.length && window.segments[dropped]!.startMs < from) dropped += 1;
      if (dropped > 0) {
        // the discontinuity sequence counts up to the first listed segment: each new first that is one adds one
        for (const segment of window.segments.slice(1, dropped + 1)) {
          if (segment.discontinuity) window.discontinuitySequence += 1;
        }
        window.segments = window.segments.slice(dropped);
        changed = true;
      }
    }
    window.refreshedAt = now;
    if (changed) window.playlists.clear();
  }
}
