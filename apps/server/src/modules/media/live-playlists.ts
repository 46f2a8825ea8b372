import type { MediaRendition } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import { clipOf, segmentsPerClip, type LibraryShape } from './library.js';
import { liveDeltaPlaylist, livePlaylist, liveWindow, type LiveWindow } from './live-playlist.js';
import { PlaylistTemplate } from './playlist-template.js';
import type { ChannelMedia } from './repository.js';
import type { ScheduleSource } from './schedule-source.js';
import { SEGMENT_MS } from './segments.js';

interface ChannelTick {
  lastSegment: number;
  window: Promise<LiveWindow>;
  playlists: Map<string, PlaylistTemplate>;
  clips?: Set<number>;
}

/**
 * Live playlists memoised per channel for the current segment tick: the schedule is read and the
 * window built once per 4 s per channel, each rendition's full and delta text once. Every request within
 * the tick gets the same text before its token, on this server and (being a function of the
 * clock and the schedule) on any other.
 */
export class LivePlaylists {
  private readonly ticks = new Map<number, ChannelTick>();

  constructor(
    private readonly schedule: ScheduleSource,
    private readonly shape: LibraryShape,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the next segment completes: how long a CDN may keep the playlist. */
  secondsToNextTick(): number {
    const now = this.clock.now().getTime();
    return Math.max(1, Math.ceil((SEGMENT_MS - (now % SEGMENT_MS)) / 1000));
  }

  async playlist(
    channel: ChannelMedia,
    rendition: MediaRendition,
    delta: boolean,
  ): Promise<PlaylistTemplate> {
    const tick = this.tickOf(channel);
    const key = `${rendition}:${delta}`;
    let playlist = tick.playlists.get(key);
    if (!playlist) {
      const window = await tick.window;
      playlist = tick.playlists.get(key);
      if (!playlist) {
        playlist = new PlaylistTemplate(
          delta ? liveDeltaPlaylist(window, rendition) : livePlaylist(window, rendition),
        );
        tick.playlists.set(key, playlist);
      }
    }
    return playlist;
  }

  /** Whether the channel's window plays `clip` now: a channel's token opens only the clips it plays. */
  async plays(channel: ChannelMedia, clip: number): Promise<boolean> {
    const tick = this.tickOf(channel);
    const window = await tick.window;
    tick.clips ??= new Set(window.segments.map((segment) => segment.clip));
    return tick.clips.has(clip);
  }

  private tickOf(channel: ChannelMedia): ChannelTick {
    const now = this.clock.now().getTime();
    const lastSegment = Math.floor(now / SEGMENT_MS) - 1;
    const current = this.ticks.get(channel.id);
    if (current?.lastSegment === lastSegment) return current;
    const window = this.buildWindow(channel, now);
    const tick: ChannelTick = { lastSegment, window, playlists: new Map() };
    // a failed schedule read is not kept: the next request tries again
    window.catch(() => {
      if (this.ticks.get(channel.id) === tick) this.ticks.delete(channel.id);
    });
    this.ticks.set(channel.id, tick);
    return tick;
  }

  private async buildWindow(channel: ChannelMedia, now: number): Promise<LiveWindow> {
    // the whole history: discontinuities are counted from the day of its first programme (live-playlist.ts)
    const programmes = await this.schedule.scheduleBetween(channel, new Date(0), new Date(now));
    return liveWindow(
      {
        programmes: programmes.map((programme) => ({
          startMs: programme.start.getTime(),
          endMs: programme.end.getTime(),
          clip: clipOf(programme.key, this.shape),
        })),
        fillerClip: clipOf(channel.id, this.shape),
        clipSegments: segmentsPerClip(this.shape),
      },
      now,
      channel.dvrHours * 3600,
    );
  }
}
