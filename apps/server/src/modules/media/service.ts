import fs from 'node:fs';
import path from 'node:path';
import {
  DAY_MS,
  MEDIA_PREPARING_MESSAGE,
  MEDIA_RENDITIONS,
  MEDIA_SEGMENT_SECONDS,
  MediaErrorCode,
  type MediaRendition,
  MINUTE_MS,
  type SubtitleLanguage,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import { CATCHUP_FOLDER } from './catchup-job.js';
import { cutSegments, findCut, type CatchupCut } from './catchup-repository.js';
import { clipDir, clipOf, clipVersion, segmentsPerClip } from './library.js';
import { LivePlaylists } from './live-playlists.js';
import { PlaylistTemplate } from './playlist-template.js';
import type { MediaLibrary } from './media-library.js';
import {
  masterPlaylist,
  subtitlePlaylist,
  vodPlaylist,
  vodSegmentCount,
  vodSegmentSpan,
} from './playlists.js';
import { catchupPlaylist, recordedMaster } from './recorded-playlist.js';
import { RecordedPlaylists } from './recorded-playlists.js';
import { SlatePlaylists } from './slate-playlists.js';
import { findChannelMedia, findPlayableItem, type ChannelMedia, type PlayableItem } from './repository.js';
import type { ScheduleSource } from './schedule-source.js';
import type { MediaScope } from './signed-link.js';
import { srtSubtitles, subtitleLanguagesOf, vttSegment, vttSubtitles } from './subtitles.js';

const preparing = (retryAfterSeconds = 10) =>
  new AppError(503, MediaErrorCode.Preparing, MEDIA_PREPARING_MESSAGE, {
    'retry-after': String(retryAfterSeconds),
  });

/** Where recorded channels and catch-up cuts are read from. */
export interface RecordingsPlace {
  /** RECORDINGS_DIR: the recorder's `{channelId}/…` folders and the cuts' `catchup/{cutId}/…`. */
  dir: string;
  /** CATCHUP_DAYS: how long after a programme ended its cut plays. */
  catchupDays: number;
}

/**
 * What plays for a channel with no source of its own (ADR 051): the demo clips on the channel's guide
 * (virtual live) in the demo, the slate that says it is off the air everywhere else.
 */
export type WithoutSource = 'demo clips' | 'slate';

/** `file` under `root` joined with `parts`, only if it stays inside `root` and exists. */
function fileUnder(root: string, parts: readonly string[]): string | undefined {
  const base = path.resolve(root);
  const resolved = path.resolve(base, ...parts);
  return resolved.startsWith(base + path.sep) && fs.existsSync(resolved) ? resolved : undefined;
}

const CHANNEL_TTL_MS = MINUTE_MS;

/** A playlist read once for the whole title (on demand, a catch-up cut), with how long the title plays. */
export interface WholePlaylist {
  playlist: PlaylistTemplate;
  seconds: number;
}

/** The HLS origin: playlists of on-demand titles and live channels, their subtitles, and the clip files. */
export class MediaService {
  private readonly live: LivePlaylists;
  private readonly recordedLive: RecordedPlaylists;
  private readonly slate: SlatePlaylists;
  private readonly channels = new Map<number, { expires: number; channel: ChannelMedia }>();

  constructor(
    private readonly db: Db,
    private readonly library: MediaLibrary,
    schedule: ScheduleSource,
    private readonly clock: Clock,
    private readonly recordings: RecordingsPlace,
    private readonly withoutSource: WithoutSource,
  ) {
    this.live = new LivePlaylists(schedule, library.shape, clock);
    this.recordedLive = new RecordedPlaylists(db, clock);
    this.slate = new SlatePlaylists(recordings.dir, clock);
  }

  async vodMaster(itemId: number): Promise<PlaylistTemplate> {
    const item = await this.playableItem(itemId);
    return new PlaylistTemplate(masterPlaylist(subtitleLanguagesOf(item)));
  }

  async vodMedia(itemId: number, rendition: MediaRendition): Promise<WholePlaylist> {
    const item = await this.playableItem(itemId);
    const clipSegments = segmentsPerClip(this.library.shape);
    const segmentCount = vodSegmentCount(item.durationSeconds, clipSegments);
    return {
      playlist: new PlaylistTemplate(
        vodPlaylist(clipOf(item.id, this.library.shape), rendition, segmentCount, clipSegments),
      ),
      seconds: segmentCount * MEDIA_SEGMENT_SECONDS,
    };
  }

  /** A subtitle file, the same for every viewer. */
  async subtitles(itemId: number, language: SubtitleLanguage, format: 'srt' | 'vtt'): Promise<string> {
    const item = await this.subtitledItem(itemId, language);
    const seconds = this.durationOf(item);
    return format === 'srt' ? srtSubtitles(item, language, seconds) : vttSubtitles(item, language, seconds);
  }

  /** A subtitle rendition's playlist (ADR 034), read once like the title's own. */
  async subtitlePlaylist(itemId: number, language: SubtitleLanguage): Promise<WholePlaylist> {
    const item = await this.subtitledItem(itemId, language);
    const clipSegments = segmentsPerClip(this.library.shape);
    const segmentCount = vodSegmentCount(item.durationSeconds, clipSegments);
    return {
      playlist: new PlaylistTemplate(subtitlePlaylist(language, segmentCount, clipSegments)),
      seconds: segmentCount * MEDIA_SEGMENT_SECONDS,
    };
  }

  /** Segment `segment` of a subtitle rendition: the WebVTT cues of that 4 s of the title. */
  async subtitleSegment(itemId: number, language: SubtitleLanguage, segment: number): Promise<string> {
    const item = await this.subtitledItem(itemId, language);
    const clipSegments = segmentsPerClip(this.library.shape);
    if (segment >= vodSegmentCount(item.durationSeconds, clipSegments)) {
      throw notFound(`Item ${itemId} has no subtitle segment ${segment}`);
    }
    return vttSegment(item, language, this.durationOf(item), vodSegmentSpan(segment, clipSegments));
  }

  /** The live master playlist: the recording's ladder, the slate's, or virtual live's. */
  async liveMaster(channelId: number): Promise<PlaylistTemplate> {
    const channel = await this.channel(channelId);
    if (channel.recorded) return new PlaylistTemplate(recordedMaster(channel.recorded));
    if (this.withoutSource === 'slate') return this.slate.master();
    this.requireReady();
    return new PlaylistTemplate(masterPlaylist([]));
  }

  /** A live media playlist: the recording's window, the slate's, or virtual live's. */
  async liveMedia(channelId: number, rendition: string, delta: boolean): Promise<PlaylistTemplate> {
    const channel = await this.channel(channelId);
    if (channel.recorded) {
      if (!channel.recorded.some((rung) => rung.name === rendition)) {
        throw notFound(`Channel ${channelId} is not recorded in ${rendition}`);
      }
      const playlist = await this.recordedLive.playlist(channel, rendition, delta);
      // nothing recorded inside the window yet: a new recording's first segment is seconds away
      if (!playlist) throw preparing(4);
      return playlist;
    }
    if (this.withoutSource === 'slate') {
      if (!this.slate.has(rendition)) throw notFound(`There is no rendition ${rendition}`);
      // a recorder instance makes the slate once per recordings folder, seconds after it starts
      if (!this.slate.ready()) throw preparing(4);
      return this.slate.playlist(rendition, delta);
    }
    if (!MEDIA_RENDITIONS.includes(rendition as MediaRendition)) {
      throw notFound(`There is no rendition ${rendition}`);
    }
    this.requireReady();
    return this.live.playlist(channel, rendition as MediaRendition, delta);
  }

  /** A recorded channel's segment or init file: `{channelId}/{run}/{rendition}/{file}` under the recordings folder. */
  async recordedFile(channelId: number, run: string, rendition: string, file: string): Promise<string> {
    const channel = await this.channel(channelId);
    const resolved =
      channel.recorded && fileUnder(this.recordings.dir, [String(channelId), run, rendition, file]);
    if (!resolved) throw notFound(`There is no recorded file ${run}/${rendition}/${file}`);
    return resolved;
  }

  /**
   * The recorder's slate, `slate/{rendition}/{file}` under the recordings folder: for a recorded channel
   * whose source is down, and outside the demo for a channel with no source.
   */
  async slateFile(channelId: number, rendition: string, file: string): Promise<string> {
    const channel = await this.channel(channelId);
    const plays = channel.recorded !== null || this.withoutSource === 'slate';
    const resolved = plays && fileUnder(this.recordings.dir, ['slate', rendition, file]);
    if (!resolved) throw notFound(`There is no slate file ${rendition}/${file}`);
    return resolved;
  }

  async catchupMaster(channelId: number, cutId: number): Promise<PlaylistTemplate> {
    return new PlaylistTemplate(recordedMaster((await this.cut(channelId, cutId)).renditions));
  }

  /** A cut's VOD media playlist; its files are named relative to it (`{rendition}/{file}`). */
  async catchupMedia(channelId: number, cutId: number, rendition: string): Promise<WholePlaylist> {
    const cut = await this.cut(channelId, cutId);
    if (!cut.renditions.some((rung) => rung.name === rendition)) {
      throw notFound(`Catch-up ${cutId} has no ${rendition}`);
    }
    const segments = await cutSegments(this.db, cut.id, rendition);
    const folder = `${CATCHUP_FOLDER}/${cut.id}/`;
    return {
      playlist: new PlaylistTemplate(catchupPlaylist(segments, (cutPath) => cutPath.slice(folder.length))),
      seconds: segments.reduce((sum, segment) => sum + segment.durationMs, 0) / 1000,
    };
  }

  async catchupFile(channelId: number, cutId: number, rendition: string, file: string): Promise<string> {
    const cut = await this.cut(channelId, cutId);
    const resolved = fileUnder(this.recordings.dir, [CATCHUP_FOLDER, String(cut.id), rendition, file]);
    if (!resolved) throw notFound(`There is no catch-up file ${cutId}/${rendition}/${file}`);
    return resolved;
  }

  private catchupKeptFrom(): Date {
    return new Date(this.clock.now().getTime() - this.recordings.catchupDays * DAY_MS);
  }

  private async cut(channelId: number, cutId: number): Promise<CatchupCut> {
    const cut = await findCut(this.db, channelId, { cutId }, this.catchupKeptFrom());
    if (!cut) throw notFound(`There is no catch-up ${cutId} of channel ${channelId}`);
    return cut;
  }

  /**
   * The file of a clip segment; only ever a path under the media folder, built from validated parts. An
   * on-demand scope opens only its own clip, a virtual live channel's only the clips its window plays.
   */
  async segmentFile(
    scope: MediaScope,
    { clip, version }: { clip: number; version: string },
    rendition: MediaRendition,
    file: string,
  ): Promise<string> {
    const { shape } = this.library;
    // a path of clips made before (another length or ladder) names bytes that are gone
    const opens =
      clip < shape.clipCount &&
      version === clipVersion(segmentsPerClip(shape)) &&
      (scope.kind === 'vod' ? clip === clipOf(scope.id, shape) : await this.livePlays(scope.id, clip));
    if (!opens) throw notFound(`There is no clip ${clip} in ${scope.kind} ${scope.id}`);
    const root = path.resolve(this.library.mediaDir);
    const resolved = path.resolve(clipDir(root, clip), rendition, file);
    if (!resolved.startsWith(root + path.sep) || !fs.existsSync(resolved)) {
      throw notFound(`There is no media file ${clip}/${rendition}/${file}`);
    }
    return resolved;
  }

  private async livePlays(channelId: number, clip: number): Promise<boolean> {
    const channel = await this.channel(channelId);
    return !channel.recorded && this.withoutSource === 'demo clips' && this.live.plays(channel, clip);
  }

  private durationOf(item: PlayableItem): number {
    return vodSegmentCount(item.durationSeconds, segmentsPerClip(this.library.shape)) * MEDIA_SEGMENT_SECONDS;
  }

  private async subtitledItem(itemId: number, language: SubtitleLanguage): Promise<PlayableItem> {
    const item = await this.item(itemId);
    if (!subtitleLanguagesOf(item).includes(language)) {
      throw notFound(`Item ${itemId} has no ${language} subtitles`);
    }
    return item;
  }

  private requireReady() {
    if (!this.library.isReady()) throw preparing();
  }

  private async item(itemId: number): Promise<PlayableItem> {
    const item = await findPlayableItem(this.db, itemId);
    if (!item) throw notFound(`There is no playable item ${itemId}`);
    return item;
  }

  private async playableItem(itemId: number): Promise<PlayableItem> {
    const item = await this.item(itemId);
    this.requireReady();
    return item;
  }

  /** Channels are read at most once a minute: a live playlist is asked for every few seconds by every viewer. */
  private async channel(channelId: number): Promise<ChannelMedia> {
    const now = Date.now();
    const known = this.channels.get(channelId);
    if (known && known.expires > now) return known.channel;
    const channel = await findChannelMedia(this.db, channelId);
    if (!channel) throw notFound(`There is no channel ${channelId}`);
    // only channels that exist are kept, so made-up ids cannot grow the map
    this.channels.set(channelId, { expires: now + CHANNEL_TTL_MS, channel });
    return channel;
  }
}
