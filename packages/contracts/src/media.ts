import { z } from 'zod';

/** Seconds of every media segment: live playlists are assembled segment by segment on this grid. */
export const MEDIA_SEGMENT_SECONDS = 4;

/**
 * The adaptive ladder, lowest first: every clip is encoded at each of these. The lowest is small enough
 * that a first segment crosses a slow mobile link quickly, so playback starts on it and climbs.
 */
export const MEDIA_RENDITIONS = ['234p', '360p', '540p'] as const;
export type MediaRendition = (typeof MEDIA_RENDITIONS)[number];

/** Languages of the generated subtitles (docs/behaviour/playback-and-streams.md#subtitles: SRT files). */
export const SUBTITLE_LANGUAGES = ['ar', 'en'] as const;
export type SubtitleLanguage = (typeof SUBTITLE_LANGUAGES)[number];

export const MediaState = { Preparing: 'preparing', Ready: 'ready', Failed: 'failed' } as const;

/** GET /media/status: whether the demo media library can be played yet. */
export const mediaStatusSchema = z.object({
  State: z.enum([MediaState.Preparing, MediaState.Ready, MediaState.Failed]),
  ClipsReady: z.number().int().min(0),
  ClipsTotal: z.number().int().min(0),
});
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

/*
 * Path parameters of the media routes. Each is a closed shape (digits, a known name), so no value that
 * passes can name a file outside the media folder; whatever fails is answered 404 like an unknown file.
 * Numbers are canonical (no leading zeros), so a signed link has exactly one spelling.
 */
/* @__NO_SIDE_EFFECTS__ */
const canonicalNumber = (maxDigits: number) =>
  z
    .string()
    .regex(new RegExp(`^(0|[1-9]\\d{0,${maxDigits - 1}})$`))
    .transform(Number);
const itemId = canonicalNumber(9);
const rendition = z.enum(MEDIA_RENDITIONS);

/** What a signed link opens: every file of one live channel or one on-demand item. */
export const MEDIA_SCOPE_KINDS = ['live', 'vod'] as const;
export type MediaScopeKind = (typeof MEDIA_SCOPE_KINDS)[number];

/** The scope's id in a media path, `/media/{live|vod}/{id}/…`. */
export const mediaScopeParamsSchema = z.object({ id: itemId });

export const mediaPlaylistParamsSchema = z.object({
  playlist: z
    .string()
    .regex(/^[a-z0-9]{1,16}\.m3u8$/)
    .transform((name) => name.slice(0, -'.m3u8'.length))
    .pipe(z.enum(['master', ...MEDIA_RENDITIONS])),
});
export const subtitleParamsSchema = z.object({
  file: z
    .string()
    .regex(/^(ar|en)\.(srt|vtt|m3u8)$/)
    .transform((name) => {
      const [language, format] = name.split('.') as [SubtitleLanguage, 'srt' | 'vtt' | 'm3u8'];
      return { language, format };
    }),
});
/** A WebVTT segment of a subtitle rendition: `subtitles/{language}/{n}.vtt`, n counted from the title's start. */
export const subtitleSegmentParamsSchema = z.object({
  language: z.enum(SUBTITLE_LANGUAGES),
  file: z
    .string()
    .regex(/^(0|[1-9]\d{0,4})\.vtt$/)
    .transform((name) => Number(name.slice(0, -'.vtt'.length))),
});
/** A clip's file: `clips/{clip}/{version}/{rendition}/{file}`, the version naming what made its bytes. */
export const segmentParamsSchema = z.object({
  clip: canonicalNumber(3),
  version: z.string().regex(/^v[0-9a-f]{10}$/),
  rendition,
  file: z.string().regex(/^(init\.mp4|(0|[1-9]\d{0,4})\.m4s)$/),
});

/** A rung of a recorded channel's ladder, as its recorder names it ("source", "540p"). */
const recordedName = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** A live playlist's name: the master, or a rendition of the ladder (virtual live) or of the recording. */
export const livePlaylistParamsSchema = z.object({
  playlist: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}\.m3u8$/)
    .transform((name) => name.slice(0, -'.m3u8'.length)),
});

/**
 * A recorded segment or init file of a channel, `rec/{run}/{rendition}/{file}` inside its live scope:
 * the recorder's `{channelId}/{run}/{rendition}/{file}` under the recordings folder.
 */
export const recordedFileParamsSchema = z.object({
  run: recordedName.max(64),
  rendition: recordedName,
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.(m4s|mp4)$/),
});

/** The recorder's slate (shown while a source is down), `slate/{rendition}/{file}` inside a recorded channel's live scope. */
export const slateFileParamsSchema = recordedFileParamsSchema.omit({ run: true });

/** A catch-up cut's playlist inside its channel's live scope: `catchup/{cut}/{master|rendition}.m3u8`. */
export const catchupPlaylistParamsSchema = livePlaylistParamsSchema.extend({ cut: itemId });

/** A catch-up cut's file: `catchup/{cut}/{rendition}/{i{n}.mp4 | {n}.m4s}`. */
export const catchupFileParamsSchema = z.object({
  cut: itemId,
  rendition: recordedName,
  file: z.string().regex(/^(i(0|[1-9]\d{0,3})\.mp4|(0|[1-9]\d{0,5})\.m4s)$/),
});

/** `_HLS_skip=YES` asks a live playlist for a delta update (HLS, EXT-X-SKIP). */
export const livePlaylistQuerySchema = z.object({ _HLS_skip: z.enum(['YES', 'v2']).optional() });

/**
 * Error codes of media calls: made before the demo library is generated (503 with retry-after), or
 * with a signed link that is forged, altered or expired (403).
 */
export const MediaErrorCode = { Preparing: 'MediaPreparing', LinkRefused: 'MediaLinkRefused' } as const;
export const MEDIA_PREPARING_MESSAGE = 'The media library is being prepared, please retry shortly';
export const MEDIA_LINK_REFUSED_MESSAGE = 'This media link is not valid or has expired';
