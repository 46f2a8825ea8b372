import { z } from 'zod';

/** Seconds of every media segment: live playlists are assembled segment by segment on this grid. */
export const MEDIA_SEGMENT_SECONDS = 4;

/** The adaptive ladder, lowest first: every clip is encoded at each of these. */
export const MEDIA_RENDITIONS = ['360p', '540p'] as const;
export type MediaRendition = (typeof MEDIA_RENDITIONS)[number];

/** Languages of the generated subtitles (spec §7 Subtitles: SRT files). */
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
 */
const itemId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const rendition = z.enum(MEDIA_RENDITIONS);

export const mediaItemParamsSchema = z.object({ id: itemId });
export const mediaPlaylistParamsSchema = z.object({
  id: itemId,
  playlist: z
    .string()
    .regex(/^[a-z0-9]{1,16}\.m3u8$/)
    .transform((name) => name.slice(0, -'.m3u8'.length))
    .pipe(z.enum(['master', ...MEDIA_RENDITIONS])),
});
export const subtitleParamsSchema = z.object({
  id: itemId,
  file: z
    .string()
    .regex(/^(ar|en)\.(srt|vtt|m3u8)$/)
    .transform((name) => {
      const [language, format] = name.split('.') as [SubtitleLanguage, 'srt' | 'vtt' | 'm3u8'];
      return { language, format };
    }),
});
export const segmentParamsSchema = z.object({
  clip: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number),
  rendition,
  file: z.string().regex(/^(init\.mp4|\d{1,5}\.m4s)$/),
});

/** `_HLS_skip=YES` asks a live playlist for a delta update (HLS, EXT-X-SKIP). */
export const livePlaylistQuerySchema = z.object({ _HLS_skip: z.enum(['YES', 'v2']).optional() });

/** Error code of a media call made before the demo library is generated (answered 503 with retry-after). */
export const MediaErrorCode = { Preparing: 'MediaPreparing' } as const;
export const MEDIA_PREPARING_MESSAGE = 'The media library is being prepared, please retry shortly';
