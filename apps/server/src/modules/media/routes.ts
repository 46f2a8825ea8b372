import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  catchupFileParamsSchema,
  catchupPlaylistParamsSchema,
  livePlaylistParamsSchema,
  livePlaylistQuerySchema,
  recordedFileParamsSchema,
  slateFileParamsSchema,
  MEDIA_LINK_REFUSED_MESSAGE,
  MEDIA_PREFIX,
  MEDIA_SCOPE_KINDS,
  MEDIA_RENEWS_PARAM,
  MEDIA_TOKEN_PARAM,
  MEDIA_TOKEN_SECONDS,
  MediaErrorCode,
  mediaPlaylistParamsSchema,
  mediaScopeParamsSchema,
  mediaStatusSchema,
  segmentParamsSchema,
  subtitleParamsSchema,
  subtitleSegmentParamsSchema,
  type MediaScopeKind,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { binaryBody, failureAnswers, jsonAnswers, textBody } from '../../platform/answers.js';
import { AppError, badRequest, notFound, ok } from '../../platform/errors.js';
import type { MediaLibrary } from './media-library.js';
import type { PlaylistTemplate } from './playlist-template.js';
import type { ScheduleSource } from './schedule-source.js';
import { MediaService, type WholePlaylist } from './service.js';
import { mediaToken, verifyMediaToken, type MediaScope } from './signed-link.js';

/**
 * Whether the stream a media token names still plays `scope` (the playback module decides, renewing its
 * lease); `holdUntil` asks it to keep its slot while the player holds file tokens that long.
 */
export type MediaStreamGate = (stream: string, scope: MediaScope, holdUntil?: Date) => Promise<boolean>;

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** Files are the same bytes for every viewer and never change under their path (ADR 035). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Subtitle files change only with the catalog. */
const ON_DEMAND_CACHE = 'public, max-age=3600';
/** Playlists carry their viewer's tokens, and refusals must not outlive the cause: no cache keeps them. */
const PER_VIEWER = 'private, no-store';
const SUBTITLE_TYPES = { srt: 'application/x-subrip', vtt: 'text/vtt' };
/**
 * How long past its end an on-demand playlist's file tokens last: a player reads it once, and a viewer
 * pauses. The web app's heartbeats hand out short tokens meanwhile; another app lives on these.
 */
const WHOLE_TITLE_GRACE_SECONDS = 30 * 60;

/** What media paths answer: text or bytes, or a failure envelope (a refused token, a missing file). */
const playlistAnswers = { 200: textBody([PLAYLIST_TYPE], 'an HLS playlist'), ...failureAnswers };
const subtitleAnswers = {
  200: textBody(
    [...Object.values(SUBTITLE_TYPES), PLAYLIST_TYPE],
    'subtitles, or the HLS playlist of a subtitle track',
  ),
  ...failureAnswers,
};
const segmentAnswers = {
  200: binaryBody(['video/mp4', 'video/iso.segment'], 'an fMP4 segment'),
  206: binaryBody(['video/mp4', 'video/iso.segment'], 'a range of an fMP4 segment'),
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

/**
 * A segment, init or subtitle segment file, with Content-Length, ETag, Last-Modified and byte ranges
 * (@fastify/static's send); it never changes under its path.
 */
function sendFile(reply: FastifyReply, file: string) {
  return reply
    .header('cache-control', IMMUTABLE)
    .type(file.endsWith('.mp4') ? 'video/mp4' : 'video/iso.segment')
    .sendFile(path.basename(file), path.dirname(file), { cacheControl: false, contentType: false });
}

const linkRefused = () => new AppError(403, MediaErrorCode.LinkRefused, MEDIA_LINK_REFUSED_MESSAGE);

/** The scope's own paths: `/media/{kind}/:id` (ADR 035). */
const scopePath = (kind: MediaScopeKind) => `${MEDIA_PREFIX}/${kind}/:id`;

/**
 * The HLS origin under /media (see README.md): the status, and behind signed links only, on-demand and
 * live playlists, subtitles, and the clip files themselves.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  { storage, clock, config }: ModuleContext,
  library: MediaLibrary,
  schedule: ScheduleSource,
  streamPlays: MediaStreamGate,
) {
  const media = new MediaService(
    storage.db,
    library,
    schedule,
    clock,
    { dir: config.recordingsDir, catchupDays: config.CATCHUP_DAYS },
    config.demoMedia ? 'demo clips' : 'slate',
  );
  const secret = config.MEDIA_LINK_SECRET;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  // reply.sendFile for media files (each call names its folder); the web module serves its own files
  const root = path.resolve(library.mediaDir);
  await fs.promises.mkdir(root, { recursive: true });
  await app.register(fastifyStatic, { serve: false, root });

  // media is fetched by players on any host (MEDIA_ORIGIN, another app) with tokens, never cookies; the
  // pages may time it (resource timing's sizes, what a player's bandwidth estimate and a bench read)
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith(`${MEDIA_PREFIX}/`)) return;
    void reply.header('access-control-allow-origin', '*').header('timing-allow-origin', '*');
    if (reply.statusCode >= 400) void reply.header('cache-control', 'no-store');
  });

  const scopeOf = (request: FastifyRequest, kind: MediaScopeKind): MediaScope => ({
    kind,
    id: pathParts(mediaScopeParamsSchema, request.params).id,
  });
  const tokenOf = (request: FastifyRequest) => (request.query as Record<string, unknown>)[MEDIA_TOKEN_PARAM];

  /**
   * The scope of a file request: its token is checked as an edge checks it, by the secret and the clock
   * alone, before anything is looked up, so a refused token learns nothing.
   */
  function openFile(request: FastifyRequest, kind: MediaScopeKind): MediaScope {
    const scope = scopeOf(request, kind);
    if (!verifyMediaToken(secret, scope, tokenOf(request), nowSeconds())) throw linkRefused();
    return scope;
  }

  /**
   * A playlist for its viewer: the token's signature names the stream, whose lease must still hold (a
   * stopped, signed-out or replaced stream is refused at once, whatever the token's age); the answer names
   * every file with a fresh token, for `seconds` (a live playlist is read again within them).
   */
  async function sendPlaylist(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: MediaScope,
    playlist: (scope: MediaScope) => Promise<PlaylistTemplate | WholePlaylist>,
  ) {
    const stream = verifyMediaToken(secret, scope, tokenOf(request), undefined);
    if (!stream) throw linkRefused();
    const answer = await playlist(scope);
    const renews = (request.query as Record<string, unknown>)[MEDIA_RENEWS_PARAM] === '1';
    // a whole playlist is read once: a player that cannot renew its tokens (a handed-over link) gets
    // ones that last the title, and its stream holds its slot that long; a renewing one's lapse as live
    const lasting = 'seconds' in answer && !renews ? answer : undefined;
    const expiresAt =
      nowSeconds() + (lasting ? Math.ceil(lasting.seconds) + WHOLE_TITLE_GRACE_SECONDS : MEDIA_TOKEN_SECONDS);
    const holdUntil = lasting && new Date(expiresAt * 1000);
    if (!(await streamPlays(stream, scope, holdUntil))) throw linkRefused();
    const template = 'seconds' in answer ? answer.playlist : answer;
    return sendText(
      reply,
      template.withToken(mediaToken(secret, { scope, expiresAt, stream }), renews),
      PLAYLIST_TYPE,
      PER_VIEWER,
    );
  }

  app.get('/media/status', { schema: { response: jsonAnswers(mediaStatusSchema) } }, () =>
    ok(library.status()),
  );

  app.get(`${scopePath('vod')}/:playlist`, { schema: { response: playlistAnswers } }, (request, reply) => {
    const { playlist } = pathParts(mediaPlaylistParamsSchema, request.params);
    return sendPlaylist(request, reply, scopeOf(request, 'vod'), ({ id }) =>
      playlist === 'master' ? media.vodMaster(id) : media.vodMedia(id, playlist),
    );
  });

  app.get(
    `${scopePath('vod')}/subtitles/:file`,
    { schema: { response: subtitleAnswers } },
    async (request, reply) => {
      const { file } = pathParts(subtitleParamsSchema, request.params);
      const { language, format } = file;
      if (format === 'm3u8') {
        return sendPlaylist(request, reply, scopeOf(request, 'vod'), ({ id }) =>
          media.subtitlePlaylist(id, language),
        );
      }
      const { id } = openFile(request, 'vod');
      const text = await media.subtitles(id, language, format);
      return sendText(reply, text, `${SUBTITLE_TYPES[format]}; charset=utf-8`, ON_DEMAND_CACHE);
    },
  );

  app.get(
    `${scopePath('vod')}/subtitles/:language/:file`,
    { schema: { response: subtitleAnswers } },
    async (request, reply) => {
      const { id } = openFile(request, 'vod');
      const { language, file } = pathParts(subtitleSegmentParamsSchema, request.params);
      const text = await media.subtitleSegment(id, language, file);
      return sendText(reply, text, `${SUBTITLE_TYPES.vtt}; charset=utf-8`, ON_DEMAND_CACHE);
    },
  );

  app.get(`${scopePath('live')}/:playlist`, { schema: { response: playlistAnswers } }, (request, reply) => {
    const { playlist } = pathParts(livePlaylistParamsSchema, request.params);
    const query = livePlaylistQuerySchema.safeParse(request.query);
    if (!query.success) throw badRequest('_HLS_skip must be YES or v2');
    const delta = query.data._HLS_skip !== undefined;
    return sendPlaylist(request, reply, scopeOf(request, 'live'), ({ id }) =>
      playlist === 'master' ? media.liveMaster(id) : media.liveMedia(id, playlist, delta),
    );
  });

  app.get(
    `${scopePath('live')}/rec/:run/:rendition/:file`,
    { schema: { response: segmentAnswers } },
    async (request, reply) => {
      const { id } = openFile(request, 'live');
      const { run, rendition, file } = pathParts(recordedFileParamsSchema, request.params);
      return sendFile(reply, await media.recordedFile(id, run, rendition, file));
    },
  );

  app.get(
    `${scopePath('live')}/slate/:rendition/:file`,
    { schema: { response: segmentAnswers } },
    async (request, reply) => {
      const { id } = openFile(request, 'live');
      const { rendition, file } = pathParts(slateFileParamsSchema, request.params);
      return sendFile(reply, await media.slateFile(id, rendition, file));
    },
  );

  // catch-up cut from a recording: on-demand playlists and files under the channel's live scope
  app.get(
    `${scopePath('live')}/catchup/:cut/:playlist`,
    { schema: { response: playlistAnswers } },
    (request, reply) => {
      const { cut, playlist } = pathParts(catchupPlaylistParamsSchema, request.params);
      return sendPlaylist(request, reply, scopeOf(request, 'live'), ({ id }) =>
        playlist === 'master' ? media.catchupMaster(id, cut) : media.catchupMedia(id, cut, playlist),
      );
    },
  );

  app.get(
    `${scopePath('live')}/catchup/:cut/:rendition/:file`,
    { schema: { response: segmentAnswers } },
    async (request, reply) => {
      const { id } = openFile(request, 'live');
      const { cut, rendition, file } = pathParts(catchupFileParamsSchema, request.params);
      return sendFile(reply, await media.catchupFile(id, cut, rendition, file));
    },
  );

  for (const kind of MEDIA_SCOPE_KINDS) {
    app.get(
      `${scopePath(kind)}/clips/:clip/:version/:rendition/:file`,
      { schema: { response: segmentAnswers } },
      async (request, reply) => {
        const scope = openFile(request, kind);
        const { clip, version, rendition, file } = pathParts(segmentParamsSchema, request.params);
        return sendFile(reply, await media.segmentFile(scope, { clip, version }, rendition, file));
      },
    );
  }

  // every other path under /media, whatever it is made of, is a missing file
  app.get('/media/*', { schema: { response: failureAnswers } }, () => {
    throw notFound('There is no such media file');
  });

  return media;
}
