import type { Clock } from '../../platform/clock.js';
import {
  ladderRenditions,
  type RecordedSegment,
  SLATE_SEGMENTS,
  slateInitPath,
  slateMade,
  slateSegmentPath,
} from '../recording/public.js';
import { PlaylistTemplate } from './playlist-template.js';
import {
  recordedDeltaPlaylist,
  recordedLivePlaylist,
  recordedMaster,
  type RecordedWindow,
} from './recorded-playlist.js';
import { SEGMENT_MS } from './segments.js';

/** Two loops of the slate: a player's live edge and a delta update both fit. */
const WINDOW_SEGMENTS = 2 * SLATE_SEGMENTS;

/** The slate's paths are the recordings folder's `slate/{rendition}/{file}`, as the channel's routes name them. */
const asWritten = (slatePath: string) => slatePath;

/**
 * The live playlists of a channel that has no source of its own, outside the demo (ADR 051): the
 * recorder's slate ("Back soon" in English and Arabic, modules/recording/slate.ts) on a loop, counted from
 * the epoch on the clock, so every instance lists the same window and a player never sees a demo clip in
 * place of the channel's picture. Each loop restarts the slate's timestamps: one discontinuity per loop.
 */
export class SlatePlaylists {
  private made = false;

  constructor(
    private readonly recordingsDir: string,
    private readonly clock: Clock,
  ) {}

  master(): PlaylistTemplate {
    return new PlaylistTemplate(recordedMaster(ladderRenditions()));
  }

  /** Whether the slate has this rendition: the ladder's rungs. */
  has(rendition: string): boolean {
    return ladderRenditions().some((rung) => rung.name === rendition);
  }

  /** The rendition's window now (ask `ready` first: the files it names must be there). */
  playlist(rendition: string, delta: boolean): PlaylistTemplate {
    const window = slateWindow(this.clock.now().getTime(), rendition);
    return new PlaylistTemplate(
      delta ? recordedDeltaPlaylist(window, asWritten) : recordedLivePlaylist(window, asWritten),
    );
  }

  /**
   * Whether a recorder has made the slate in the shared folder yet; once made, it stays (the recorder
   * never removes it).
   */
  ready(): boolean {
    this.made ||= slateMade(this.recordingsDir);
    return this.made;
  }
}

/** The slate's segments that have ended by `nowMs`, the last WINDOW_SEGMENTS of them. */
export function slateWindow(nowMs: number, rendition: string): RecordedWindow {
  const last = Math.floor(nowMs / SEGMENT_MS) - 1;
  const first = last - WINDOW_SEGMENTS + 1;
  const segments: RecordedSegment[] = [];
  for (let sequence = first; sequence <= last; sequence++) {
    segments.push({
      sequence,
      startMs: sequence * SEGMENT_MS,
      durationMs: SEGMENT_MS,
      discontinuity: sequence % SLATE_SEGMENTS === 0,
      initPath: slateInitPath(rendition),
      path: slateSegmentPath(rendition, sequence),
    });
  }
  // a discontinuity starts each loop: the first listed segment's count is the loops begun before it
  return { mediaSequence: first, discontinuitySequence: Math.floor(first / SLATE_SEGMENTS), segments };
}
