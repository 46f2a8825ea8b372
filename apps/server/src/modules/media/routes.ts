import fs from 'node:fs';
import { negotiate } from '@fastify/accept-negotiator';
import {
  catchupFileParamsSchema,
  catchupPlaylistParamsSchema,
  livePlaylistParamsSchema,
  livePlaylistQuerySchema,
  recordedFileParamsSchema,
  slateFileParamsSchema,
  MEDIA_LINK_REFUSED_MESSAGE,
  MEDIA_SCOPE_KINDS,
  MediaErrorCode,
  mediaPlaylistParamsSchema,
  mediaStatusSchema,
  segmentParamsSchema,
  SIGNED_MEDIA_PREFIX,
  signedMediaParamsSchema,
  subtitleParamsSchema,
  subtitleSegmentParamsSchema,
  type MediaScopeKind,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { binaryBody, failureAnswers, jsonAnswers, textBody } from '../../platform/answers.js';
import { AppError, badRequest, notFound, ok } from '../../platform/errors.js';
import type { PlaylistEncoding } from './live-playlists.js';
import type { MediaLibrary } from './media-library.js';
import type { ScheduleSource } from './schedule-source.js';
import { MediaService } from './service.js';
import { verifySignedLink } from './signed-link.js';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** On-demand playlists and subtitles change only with the catalog. */
const ON_DEMAND_CACHE = 'public, max-age=3600';
const ENCODINGS: PlaylistEncoding[] = ['br', 'gzip', 'identity'];
const SUBTITLE_TYPES = { srt: 'application/x-subrip', vtt: 'text/vtt', m3u8: PLAYLIST_TYPE };

/** What the files behind signed links answer: text or bytes, or a failure envelope (a refused link, a missing file). */
const playlistAnswers = { 200: textBody([PLAYLIST_TYPE], 'an HLS playlist'), ...failureAnswers };
const subtitleAnswers = {
  200: textBody(Object.values(SUBTITLE_TYPES), 'subtitles, or the HLS playlist of a subtitle track'),
  ...failureAnswers,
};
const segmentAnswers = {
  200: binaryBody(['video/mp4', 'video/iso.segment'], 'an fMP4 segment'),
  ...failureAnswers,
};

/**
 * Path parts are checked against closed shapes (digits, known names); anything else, including `..`,
 * encoded slashes or dots, backslashes and null bytes, is answered 404 like any missing file.
 */
function pathParts<Schema extends z.ZodType>(schema: Schema, params: unknown): z.output<Schema> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound('There is no such media file');
  return parsed.data;
}

function sendText(reply: FastifyReply, text: string, type: string, cacheControl: string) {
  return reply.header('cache-control', cacheControl).type(type).send(text);
}

/** Read in 1 MiB pieces: a 4 s segment of a recorded source is megabytes, 64 KiB pieces cost 30 writes each. */
const SEGMENT_READ_BYTES = 1 << 20;

/** A segment or init file, which never changes once written. */
function sendSegment(reply: FastifyReply, file: string) {
  return reply
    .header('cache-control', IMMUTABLE)
    .type(file.endsWith('.mp4') ? 'video/mp4' : 'video/iso.segment')
    .send(fs.createReadStream(file, { highWaterMark: SEGMENT_READ_BYTES }));
}

/** Where a signed link's scope begins: `/media/t/{expiry}/{session}/{signature}` (playback.ts). */
const SIGNED = `${SIGNED_MEDIA_PREFIX}/:expires/:session/:signature`;

const linkRefused = () => new AppError(403, MediaErrorCode.LinkRefused, MEDIA_LINK_REFUSED_MESSAGE);

/**
 * The HLS origin under /media (see README.md): the status, and behind signed links only, on-demand and
 * live playlists, subtitles, and the clip files themselves.
 */
export function registerMediaRoutes(
  app: FastifyInstance,
  { storage, clock, config }: ModuleContext,
  library: MediaLibrary,
  schedule: ScheduleSource,
) {
  const media = new MediaService(storage.db, library, schedule, clock, config.MEDIA_LINK_SECRET, {
    dir: config.recordingsDir,
    catchupDays: config.CATCHUP_DAYS,
  });

  /**
   * The id of the scope a request's signed link opens. The link is checked before anything is looked
   * up, so a refused link learns nothing, not even whether its channel or item exists.
   */
  function openScope(request: FastifyRequest, kind: MediaScopeKind): number {
    const link = pathParts(signedMediaParamsSchema, request.params);
    const parts = { scope: { kind, id: link.id }, expiresAt: link.expires, session: link.session };
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    if (!verifySignedLink(config.MEDIA_LINK_SECRET, parts, link.signature, nowSeconds)) throw linkRefused();
    return link.id;
  }

  app.get('/media/status', { schema: { response: jsonAnswers(mediaStatusSchema) } }, () =>
    ok(library.status()),
  );

  app.get(
    `${SIGNED}/vod/:id/:playlist`,
    { schema: { response: playlistAnswers } },
    async (request, reply) => {
      const id = openScope(request, 'vod');
      const { playlist } = pathParts(mediaPlaylistParamsSchema, request.params);
      const text = playlist === 'master' ? await media.vodMaster(id) : await media.vodMedia(id, playlist);
      return sendText(reply, text, PLAYLIST_TYPE, ON_DEMAND_CACHE);
    },
  );

  app.get(
    `${SIGNED}/vod/:id/subtitles/:file`,
    { schema: { response: subtitleAnswers } },
    async (request, reply) => {
      const id = openScope(request, 'vod');
      const { file } = pathParts(subtitleParamsSchema, request.params);
      const text = await media.subtitles(id, file.language, file.format);
      return sendText(reply, text, `${SUBTITLE_TYPES[file.format]}; charset=utf-8`, ON_DEMAND_CACHE);
    },
  );

  app.get(
    `${SIGNED}/vod/:id/subtitles/:language/:file`,
    { schema: { response: subtitleAnswers } },
    async (request, reply) => {
      const id = openScope(request, 'vod');
      const { language, file } = pathParts(subtitleSegmentParamsSchema, request.params);
      const text = await media.subtitleSegment(id, language, file);
      return sendText(reply, text, `${SUBTITLE_TYPES.vtt}; charset=utf-8`, ON_DEMAND_CACHE);
    },
  );

  // live playlists leave pre-compressed (or plain), never through the generic compression
  app.get(
    `${SIGNED}/live/:id/:playlist`,
    { compress: false, schema: { response: playlistAnswers } },
    async (request: FastifyRequest, reply) => {
      const id = openScope(request, 'live');
      const { playlist } = pathParts(livePlaylistParamsSchema, request.params);
      const query = livePlaylistQuerySchema.safeParse(request.query);
      if (!query.success) throw badRequest('_HLS_skip must be YES or v2');
      if (playlist === 'master') {
        return sendText(reply, await media.liveMaster(id), PLAYLIST_TYPE, 'public, max-age=60');
      }
      const delta = query.data._HLS_skip !== undefined;
      const live = await media.liveMedia(id, playlist, delta);
      const encoding = (negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) ??
        'identity') as PlaylistEncoding;
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', `public, max-age=${live.maxAgeSeconds}`)
        .header('vary', 'accept-encoding')
        .type(PLAYLIST_TYPE)
        .send(live.playlist.body(encoding));
    },
  );

  app.get(
    `${SIGNED}/live/:id/rec/:run/:rendition/:file`,
    { schema: { response: segmentAnswers } },
    async (request, reply) => {
      const id = openScope(request, 'live');
      const { run, rendition, file } = pathParts(recordedFileParamsSchema, request.params);
      return sendSegment(reply, await media.recordedFile(id, run, rendition, file));
    },
  );

  app.get(
    `${SIGNED}/live/:id/slate/:rendition/:file`,
    { schema: { response: segmentAnswers } },
    async (request, reply) => {
      const id = openScope(request, 'live');
      const { rendition, file } = pathParts(slateFileParamsSchema, request.params);
      return sendSegment(reply, await media.slateFile(id, rendition, file));
    },
  );

  // catch-up cut from a recording: on-demand playlists and files under the channel's live scope
  app.get(
    `${SIGNED}/live/:id/catchup/:cut/:playlist`,
    { schema: { response: playlistAnswers } },
    async (request, reply) => {
      const id = openScope(request, 'live');
      const { cut, playlist } = pathParts(catchupPlaylistParamsSchema, request.params);
      const text =
        playlist === 'master'
          ? await media.catchupMaster(id, cut)
          : await media.catchupMedia(id, cut, playlist);
      return sendText(reply, text, PLAYLIST_TYPE, ON_DEMAND_CACHE);
    },
  );

  app.get(
    `${SIGNED}/live/:id/catchup/:cut/:rendition/:file`,
    { schema: { response: segmentAnswers } },
    async (request, reply) => {
      const id = openScope(request, 'live');
      const { cut, rendition, file } = pathParts(catchupFileParamsSchema, request.params);
      return sendSegment(reply, await media.catchupFile(id, cut, rendition, file));
    },
  );

  for (const kind of MEDIA_SCOPE_KINDS) {
    app.get(
      `${SIGNED}/${kind}/:id/clips/:clip/:rendition/:file`,
      { schema: { response: segmentAnswers } },
      (request, reply) => {
        const id = openScope(request, kind);
        const { clip, rendition, file } = pathParts(segmentParamsSchema, request.params);
        return sendSegment(reply, media.segmentFile({ kind, id }, clip, rendition, file));
      },
    );
  }

  // every other path under /media, whatever it is made of, is a missing file
  app.get('/media/*', { schema: { response: failureAnswers } }, () => {
    throw notFound('There is no such media file');
  });

  return media;
}
