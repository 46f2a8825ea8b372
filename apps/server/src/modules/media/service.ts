import fs from 'node:fs';
import path from 'node:path';
import {
  MEDIA_PREPARING_MESSAGE,
  MEDIA_SEGMENT_SECONDS,
  MediaErrorCode,
  type MediaRendition,
  type SubtitleLanguage,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
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
import { findChannelMedia, findPlayableItem, type ChannelMedia, type PlayableItem } from './repository.js';
import type { ScheduleSource } from './schedule-source.js';
import { signedPrefix, type MediaScope, type SignedLinkParts } from './signed-link.js';
import { srtSubtitles, subtitleLanguagesOf, vttSegment, vttSubtitles } from './subtitles.js';

const preparing = () =>
  new AppError(503, MediaErrorCode.Preparing, MEDIA_PREPARING_MESSAGE, { 'retry-after': '10' });

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
  private readonly channels = new Map<number, { expires: number; channel: ChannelMedia }>();

  constructor(
    private readonly db: Db,
    private readonly library: MediaLibrary,
    schedule: ScheduleSource,
    clock: Clock,
    private readonly linkSecret: string,
  ) {
    this.live = new LivePlaylists(schedule, library.shape, clock);
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

  /** A channel's live master playlist: its external origin when it names one, else the signed virtual live one here. */
  async liveUrl(channelId: number, link: MediaLink): Promise<string> {
    const channel = await this.channel(channelId);
    if (channel.origin) return channel.origin;
    return `${signedPrefix(this.linkSecret, { ...link, scope: { kind: 'live', id: channel.id } })}/master.m3u8`;
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

  /** The live master playlist, or the external origin to send the player to. */
  async liveMaster(channelId: number): Promise<{ redirect: string } | { text: string }> {
    const channel = await this.channel(channelId);
    if (channel.origin) return { redirect: channel.origin };
    this.requireReady();
    return { text: masterPlaylist([]) };
  }

  async liveMedia(channelId: number, rendition: MediaRendition, delta: boolean): Promise<CompressedPlaylist> {
    const channel = await this.channel(channelId);
    if (channel.origin) throw notFound(`Channel ${channelId} plays from its own origin`);
    this.requireReady();
    return this.live.playlist(channel, rendition, delta);
  }

  secondsToNextLiveUpdate(): number {
    return this.live.secondsToNextTick();
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
