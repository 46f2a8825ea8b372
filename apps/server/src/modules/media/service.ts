import fs from 'node:fs';
import path from 'node:path';
import {
  DAY_MS,
  MEDIA_PREPARING_MESSAGE,
  MEDIA_RENDITIONS,
  MEDIA_SEGMENT_SECONDS,
  MediaErrorCode,
  type MediaRendition,
  type SubtitleLanguage,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import { CATCHUP_FOLDER } from './catchup-job.js';
import { cutSegments, findCut, type CatchupCut } from './catchup-repository.js';
import { clipDir, clipOf, segmentsPerClip } from './library.js';
import { LivePlaylists, type CompressedPlaylist } from './live-playlists.js';
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
import { findChannelMedia, findPlayableItem, type ChannelMedia, type PlayableItem } from './repository.js';
import type { ScheduleSource } from './schedule-source.js';
import { signedPrefix, type MediaScope, type SignedLinkParts } from './signed-link.js';
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

/** `file` under `root` joined with `parts`, only if it stays inside `root` and exists. */
function fileUnder(root: string, parts: readonly string[]): string | undefined {
  const base = path.resolve(root);
  const resolved = path.resolve(base, ...parts);
  return resolved.startsWith(base + path.sep) && fs.existsSync(resolved) ? resolved : undefined;
}

const CHANNEL_TTL_MS = 60_000;

/** The session and expiry a link is signed for; the scope is the title's or channel's. */
export type MediaLink = Omit<SignedLinkParts, 'scope'>;

/** Where a title plays, behind one signed link: what a ticket hands to the player. */
export interface StreamUrls {
  master: string;
  subtitles: { language: SubtitleLanguage; url: string }[];
}

/** The HLS origin: playlists of on-demand titles and live channels, their subtitles, and the clip files. */
export class MediaService {
  private readonly live: LivePlaylists;
  private readonly recordedLive: RecordedPlaylists;
  private readonly channels = new Map<number, { expires: number; channel: ChannelMedia }>();

  constructor(
    private readonly db: Db,
    private readonly library: MediaLibrary,
    schedule: ScheduleSource,
    private readonly clock: Clock,
    private readonly linkSecret: string,
    private readonly recordings: RecordingsPlace,
  ) {
    this.live = new LivePlaylists(schedule, library.shape, clock);
    this.recordedLive = new RecordedPlaylists(db, clock);
  }

  /** An on-demand title's master playlist and subtitles under one link signed for `link`'s session and expiry. */
  async vodUrls(itemId: number, link: MediaLink): Promise<StreamUrls> {
    const item = await this.item(itemId);
    const prefix = signedPrefix(this.linkSecret, { ...link, scope: { kind: 'vod', id: item.id } });
    return {
      master: `${prefix}/master.m3u8`,
      subtitles: subtitleLanguagesOf(item).map((language) => ({
        language,
        url: `${prefix}/subtitles/${language}.srt`,
      })),
    };
  }

  /** A channel's signed live master playlist (recorded or virtual live). */
  async liveUrl(channelId: number, link: MediaLink): Promise<string> {
    const channel = await this.channel(channelId);
    return `${this.livePrefix(channel.id, link)}/master.m3u8`;
  }

  /**
   * The signed master playlist of the catch-up cut of the channel's programme that started at
   * `programmeStart`, under the channel's live scope (so the stream's heartbeat renews it like live);
   * undefined when the programme was not cut from a recording or its cut expired.
   */
  async catchupUrl(channelId: number, programmeStart: Date, link: MediaLink): Promise<string | undefined> {
    const cut = await findCut(this.db, channelId, { programmeStart }, this.catchupKeptFrom());
    return cut && `${this.livePrefix(channelId, link)}/catchup/${cut.id}/master.m3u8`;
  }

  private livePrefix(channelId: number, link: MediaLink): string {
    return signedPrefix(this.linkSecret, { ...link, scope: { kind: 'live', id: channelId } });
  }

  async vodMaster(itemId: number): Promise<string> {
    const item = await this.playableItem(itemId);
    return masterPlaylist(subtitleLanguagesOf(item));
  }

  async vodMedia(itemId: number, rendition: MediaRendition): Promise<string> {
    const item = await this.playableItem(itemId);
    const clipSegments = segmentsPerClip(this.library.shape);
    const segmentCount = vodSegmentCount(item.durationSeconds, clipSegments);
    return vodPlaylist(clipOf(item.id, this.library.shape), rendition, segmentCount, clipSegments);
  }

  async subtitles(
    itemId: number,
    language: SubtitleLanguage,
    format: 'srt' | 'vtt' | 'm3u8',
  ): Promise<string> {
    const item = await this.subtitledItem(itemId, language);
    const seconds = this.durationOf(item);
    if (format === 'srt') return srtSubtitles(item, language, seconds);
    if (format === 'vtt') return vttSubtitles(item, language, seconds);
    const clipSegments = segmentsPerClip(this.library.shape);
    return subtitlePlaylist(language, vodSegmentCount(item.durationSeconds, clipSegments), clipSegments);
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

  /** The live master playlist: the recording's ladder, or virtual live's. */
  async liveMaster(channelId: number): Promise<string> {
    const channel = await this.channel(channelId);
    if (channel.recorded) return recordedMaster(channel.recorded);
    this.requireReady();
    return masterPlaylist([]);
  }

  /** A live media playlist and how many seconds a cache may keep it. */
  async liveMedia(
    channelId: number,
    rendition: string,
    delta: boolean,
  ): Promise<{ playlist: CompressedPlaylist; maxAgeSeconds: number }> {
    const channel = await this.channel(channelId);
    if (channel.recorded) {
      if (!channel.recorded.some((rung) => rung.name === rendition)) {
        throw notFound(`Channel ${channelId} is not recorded in ${rendition}`);
      }
      const playlist = await this.recordedLive.playlist(channel, rendition, delta);
      // nothing recorded inside the window yet: a new recording's first segment is seconds away
      if (!playlist) throw preparing(4);
      return { playlist, maxAgeSeconds: 1 };
    }
    if (!MEDIA_RENDITIONS.includes(rendition as MediaRendition)) {
      throw notFound(`There is no rendition ${rendition}`);
    }
    this.requireReady();
    return {
      playlist: await this.live.playlist(channel, rendition as MediaRendition, delta),
      maxAgeSeconds: this.live.secondsToNextTick(),
    };
  }

  /** A recorded channel's segment or init file: `{channelId}/{run}/{rendition}/{file}` under the recordings folder. */
  async recordedFile(channelId: number, run: string, rendition: string, file: string): Promise<string> {
    const channel = await this.channel(channelId);
    const resolved =
      channel.recorded && fileUnder(this.recordings.dir, [String(channelId), run, rendition, file]);
    if (!resolved) throw notFound(`There is no recorded file ${run}/${rendition}/${file}`);
    return resolved;
  }

  /** The recorder's slate, `slate/{rendition}/{file}` under the recordings folder, for a recorded channel. */
  async slateFile(channelId: number, rendition: string, file: string): Promise<string> {
    const channel = await this.channel(channelId);
    const resolved = channel.recorded && fileUnder(this.recordings.dir, ['slate', rendition, file]);
    if (!resolved) throw notFound(`There is no slate file ${rendition}/${file}`);
    return resolved;
  }

  async catchupMaster(channelId: number, cutId: number): Promise<string> {
    return recordedMaster((await this.cut(channelId, cutId)).renditions);
  }

  /** A cut's VOD media playlist; its files are named relative to it (`{rendition}/{file}`). */
  async catchupMedia(channelId: number, cutId: number, rendition: string): Promise<string> {
    const cut = await this.cut(channelId, cutId);
    if (!cut.renditions.some((rung) => rung.name === rendition)) {
      throw notFound(`Catch-up ${cutId} has no ${rendition}`);
    }
    const segments = await cutSegments(this.db, cut.id, rendition);
    const folder = `${CATCHUP_FOLDER}/${cut.id}/`;
    return catchupPlaylist(segments, (cutPath) => cutPath.slice(folder.length));
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
   * on-demand scope opens only its own clip; a live one any clip, since its schedule may play any.
   */
  segmentFile(scope: MediaScope, clip: number, rendition: MediaRendition, file: string): string {
    const { shape } = this.library;
    if (clip >= shape.clipCount || (scope.kind === 'vod' && clip !== clipOf(scope.id, shape))) {
      throw notFound(`There is no clip ${clip} in ${scope.kind} ${scope.id}`);
    }
    const root = path.resolve(this.library.mediaDir);
    const resolved = path.resolve(clipDir(root, clip), rendition, file);
    if (!resolved.startsWith(root + path.sep) || !fs.existsSync(resolved)) {
      throw notFound(`There is no media file ${clip}/${rendition}/${file}`);
    }
    return resolved;
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
