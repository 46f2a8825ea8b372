import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ContentTypeId, HOUR_MS, MediaErrorCode, ticketResultSchema } from '@sahra/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { AdvisoryLock, tryLockForTransaction } from '../../platform/advisory-locks.js';
import { resultOf } from '../../testing/content-client.js';
import { askTicket } from '../../testing/playback-client.js';
import { readMasterPlaylist, readMediaPlaylist, type MediaPlaylist } from '../../testing/playlists.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { runCatchupJob, type CatchupSettings } from './catchup-job.js';
import { ffmpegPath } from '../encoding/public.js';
import {
  makeSourceSegments,
  markRecorded,
  seedRecordedRun,
  type SourceSegments,
} from '../../testing/recorded-segments.js';
import type { MediaStreamGate } from './routes.js';
import { mediaToken } from './signed-link.js';

const ffmpeg = ffmpegPath(process.env.FFMPEG_PATH);
const ffprobe = path.join(path.dirname(ffmpeg), 'ffprobe');
const run = promisify(execFile);

const recordingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-recordings-'));
const sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-source-'));
/** A fixed instant far from the test catalog's guide, so only the programmes written here are cut. */
const T0 = Date.UTC(2031, 0, 6, 12, 0, 0);
let nowMs = T0;
const clock = { now: () => new Date(nowMs) };
const PADDING_SECONDS = 4;
const CATCHUP_DAYS = 2;

let source: SourceSegments;

beforeAll(async () => {
  // 40 s in 2 s segments: 20 files a recorder run is made of
  source = await makeSourceSegments(ffmpeg, sourceDir, 40);
  expect(source.segments).toHaveLength(20);
}, 120_000);

afterAll(() => {
  for (const folder of [recordingsDir, sourceDir]) fs.rmSync(folder, { recursive: true, force: true });
});

async function durationOf(file: string): Promise<number> {
  const { stdout } = await run(ffprobe, [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(stdout.trim());
}

/** These tests are the recorded origin's: every stream a token names plays (media-tokens.test.ts proves leases). */
const everyStreamPlays: MediaStreamGate = async () => true;

describeOnEachDatabase(
  'recorded channels',
  (server, kind) => {
    let origin = '';
    /** Channels: one recorded for the playlist tests, one 9 h long for the window, one not recorded, one on the slate. */
    let recorded = 0;
    let longWindow = 0;
    let virtual = 0;
    let slated = 0;
    const db = () => server().storage.db;
    /** A file of the channel's scope with a token of a test stream (`file` may carry a query of its own). */
    const signed = (channelId: number, file: string) => {
      const token = mediaToken(server().config.MEDIA_LINK_SECRET, {
        scope: { kind: 'live', id: channelId },
        expiresAt: Math.floor(nowMs / 1000) + 30 * 86_400,
        stream: 'test-stream',
      });
      const [name, query] = file.split('?');
      return `/media/live/${channelId}/${name}?t=${token}${query ? `&${query}` : ''}`;
    };
    const get = (url: string) => server().app.inject({ method: 'GET', url });
    /** A playlist as read, its URIs without the viewer's tokens. */
    const playlistOf = async (url: string): Promise<MediaPlaylist & { text: string }> => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      const text = response.body.replace(/\?t=[^\n"]+/g, '');
      return { ...readMediaPlaylist(text), text };
    };

    beforeAll(async () => {
      const channels = await db()
        .selectFrom('content_item')
        .select('id')
        .where('content_type_id', '=', ContentTypeId.Channel)
        .orderBy('id')
        .limit(4)
        .execute();
      [recorded, longWindow, virtual, slated] = channels.map((channel) => channel.id) as [
        number,
        number,
        number,
        number,
      ];
      for (const channelId of [recorded, longWindow, slated]) {
        await markRecorded(db(), channelId, [source.rendition], new Date(T0));
      }
      // run a: 20 segments from T0; the source then drops for 5 s; run b: 20 more
      const endA = await seedRecordedRun(db(), recordingsDir, source, {
        channelId: recorded,
        run: 'a',
        firstSequence: 100,
        startMs: T0,
        count: 20,
      });
      await seedRecordedRun(db(), recordingsDir, source, {
        channelId: recorded,
        run: 'b',
        firstSequence: 120,
        startMs: endA + 5000,
        count: 20,
      });
      // 9 hours of 4 s segments, a new run every hour (looping the files: listed, not decoded)
      const fourSeconds = {
        ...source,
        segments: source.segments.map((segment) => ({ ...segment, durationMs: 4000 })),
      };
      for (let hour = 0; hour < 9; hour++) {
        await seedRecordedRun(db(), recordingsDir, fourSeconds, {
          channelId: longWindow,
          run: `h${hour}`,
          firstSequence: hour * 900,
          startMs: T0 + hour * HOUR_MS,
          count: 900,
        });
      }
      origin = await server().app.listen({ port: 0, host: '127.0.0.1' });
    }, 120_000);

    test('a recorded channel plays its recording: the master lists the recorded ladder, the media playlist its rows with arrival dates, a new run as a discontinuity with its own init', async () => {
      nowMs = T0 + 90_000;
      const master = await get(signed(recorded, 'master.m3u8'));
      expect(master.statusCode).toBe(200);
      expect(master.body).toContain(`BANDWIDTH=${source.rendition.bandwidth},RESOLUTION=320x180`);
      expect(readMasterPlaylist(master.body).variants.at(-1)?.uri).toMatch(/^source\.m3u8\?t=/);
      const playlist = await playlistOf(signed(recorded, 'source.m3u8'));
      expect(playlist.mediaSequenceBase).toBe(100);
      // run a's first segment is a discontinuity (a new run), counted by the sequence since it is listed first
      expect(playlist.discontinuitySequenceBase).toBe(1);
      expect(playlist.targetDuration).toBe(2);
      expect(playlist.endlist).toBe(false);
      expect(playlist.segments).toHaveLength(40);
      expect(playlist.segments.map((segment) => segment.mediaSequenceNumber)).toEqual(
        Array.from({ length: 40 }, (_, index) => 100 + index),
      );
      const [first, , , , , , , , , , , , , , , , , , , , second] = playlist.segments;
      expect(first).toMatchObject({
        uri: 'rec/a/source/0.m4s',
        map: { uri: 'rec/a/source/init.mp4' },
        programDateTime: new Date(T0),
      });
      expect(second).toMatchObject({
        uri: 'rec/b/source/0.m4s',
        map: { uri: 'rec/b/source/init.mp4' },
        discontinuity: true,
        discontinuitySequence: 2,
        programDateTime: new Date(T0 + 45_000),
      });
      expect(playlist.segments.filter((segment) => segment.discontinuity)).toHaveLength(1);
      // nothing arrived after now is listed
      nowMs = T0 + 50_000;
      expect((await playlistOf(signed(recorded, 'source.m3u8'))).segments).toHaveLength(23);
    });

    test('recorded files are served under the live scope as the recorder wrote them, and ffprobe decodes them', async () => {
      nowMs = T0 + 90_000;
      const response = await fetch(`${origin}${signed(recorded, 'rec/b/source/3.m4s')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(
        bytes.equals(fs.readFileSync(path.join(recordingsDir, String(recorded), 'b/source/3.m4s'))),
      ).toBe(true);
      const init = Buffer.from(
        await (await fetch(`${origin}${signed(recorded, 'rec/b/source/init.mp4')}`)).arrayBuffer(),
      );
      const joined = path.join(sourceDir, 'joined.mp4');
      fs.writeFileSync(joined, Buffer.concat([init, bytes]));
      const { stdout } = await run(ffprobe, [
        ...['-v', 'error', '-count_frames', '-select_streams', 'v', '-show_entries'],
        ...['stream=codec_name,nb_read_frames', '-of', 'csv=p=0', joined],
      ]);
      expect(stdout.trim()).toBe('h264,50');
    });

    test("the window is the channel's 8 DVR hours as the clock moves: segments leave from the front, the sequences follow, listed segments never change", async () => {
      nowMs = T0 + 8.5 * HOUR_MS;
      const before = await playlistOf(signed(longWindow, 'source.m3u8'));
      // rows from 30 min (segment 450) to now (segment 7650), a discontinuity at every hour
      expect(before.mediaSequenceBase).toBe(450);
      expect(before.discontinuitySequenceBase).toBe(1);
      expect(before.segments).toHaveLength(7201);
      const first = before.segments[0]!;
      const last = before.segments.at(-1)!;
      expect(last.mediaSequenceNumber).toBe(7650);
      expect((last.mediaSequenceNumber - first.mediaSequenceNumber) * 4000).toBe(8 * HOUR_MS);
      expect(before.segments.filter((segment) => segment.discontinuity)).toHaveLength(8);

      nowMs += 45 * 60_000;
      const after = await playlistOf(signed(longWindow, 'source.m3u8'));
      expect(after.mediaSequenceBase).toBe(1125);
      // the discontinuity at 900 left the window: the sequence counts it
      expect(after.discontinuitySequenceBase).toBe(2);
      const bySequence = new Map(after.segments.map((segment) => [segment.mediaSequenceNumber, segment]));
      for (const segment of before.segments.filter((listed) => listed.mediaSequenceNumber >= 1125)) {
        const again = bySequence.get(segment.mediaSequenceNumber)!;
        expect([again.uri, again.map.uri, again.duration, again.discontinuitySequence]).toEqual([
          segment.uri,
          segment.map.uri,
          segment.duration,
          segment.discontinuitySequence,
        ]);
      }

      // the recorder deletes rows past the window; another instance (or a restart) lists the same
      await runCatchupJob(db(), catchupSettings(), clock.now());
      await db()
        .deleteFrom('recorded_segment')
        .where('channel_id', '=', longWindow)
        .where('starts_at', '<', new Date(nowMs - 8 * HOUR_MS))
        .execute();
      const other = await buildApp({
        config: server().config,
        storage: server().storage,
        clock,
        logger: false,
        mediaStreams: everyStreamPlays,
      });
      const elsewhere = readMediaPlaylist(
        (await other.inject({ method: 'GET', url: signed(longWindow, 'source.m3u8') })).body,
      );
      await other.close();
      expect(elsewhere.mediaSequenceBase).toBe(1125);
      expect(elsewhere.discontinuitySequenceBase).toBe(2);
      expect(elsewhere.segments.length).toBe(after.segments.length);
    });

    test('a delta update (_HLS_skip=YES) keeps the segments of the last 36 s (as virtual live does) and numbers what it keeps as the full playlist does', async () => {
      nowMs = T0 + 90_000;
      const full = await playlistOf(signed(recorded, 'source.m3u8'));
      expect(full.text).toContain('#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=36.0\n');
      const delta = await playlistOf(signed(recorded, 'source.m3u8?_HLS_skip=YES'));
      expect(delta.skip).toBe(40 - 18);
      expect(delta.segments.map((segment) => [segment.mediaSequenceNumber, segment.uri])).toEqual(
        full.segments.slice(22).map((segment) => [segment.mediaSequenceNumber, segment.uri]),
      );
      // the first kept one names its init and date, so the client can join it
      expect(delta.text).toMatch(
        /#EXT-X-SKIP:SKIPPED-SEGMENTS=22\n#EXT-X-MAP:URI="rec\/b\/source\/init.mp4"\n#EXT-X-PROGRAM-DATE-TIME:/,
      );
    });

    test("paths outside the closed shapes, another channel's scope, missing files and unrecorded channels are 404; an altered link 403", async () => {
      nowMs = T0 + 90_000;
      const good = signed(recorded, 'rec/a/source/0.m4s');
      expect((await get(good)).statusCode).toBe(200);
      for (const file of [
        'rec/a/source/..%2f..%2finit.mp4',
        'rec/../a/source/0.m4s',
        'rec/%2e%2e/source/0.m4s',
        'rec/a/source/0.m4s%00',
        'rec/a/..%5csource/0.m4s',
        'rec/a/source/99.m4s',
        'rec/a/540p/0.m4s',
        'rec/a.b/source/0.m4s',
        'catchup/1/source/../../1/a/source/0.m4s',
        'rec/a/source/source.m3u8',
        '540p.m3u8',
      ]) {
        const response = await get(signed(recorded, file));
        expect([file, response.statusCode]).toEqual([file, 404]);
      }
      // the same file through another channel's link, and through a channel without a recording
      expect((await get(signed(longWindow, 'rec/a/source/0.m4s'))).statusCode).toBe(404);
      expect((await get(signed(virtual, 'rec/a/source/0.m4s'))).statusCode).toBe(404);
      const forged = good.replace('.test-stream.', '.other-stream.');
      const refused = await get(forged);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ ErrorCode: MediaErrorCode.LinkRefused });
    });

    test("the slate the recorder lists while a source is down is served from its shared folder under the channel's scope", async () => {
      nowMs = T0 + 90_000;
      const slate = path.join(recordingsDir, 'slate', 'source');
      fs.mkdirSync(slate, { recursive: true });
      fs.copyFileSync(path.join(source.dir, 'init.mp4'), path.join(slate, 'init.mp4'));
      fs.copyFileSync(path.join(source.dir, source.segments[0]!.file), path.join(slate, '0.m4s'));
      await db()
        .insertInto('recorded_segment')
        .values({
          channel_id: slated,
          rendition: 'source',
          sequence: 1,
          starts_at: new Date(T0),
          duration_ms: 2000,
          discontinuity: true,
          slate: true,
          init_path: 'slate/source/init.mp4',
          path: 'slate/source/0.m4s',
        })
        .execute();
      const playlist = await playlistOf(signed(slated, 'source.m3u8'));
      expect(playlist.segments.map((segment) => [segment.uri, segment.map.uri])).toEqual([
        ['slate/source/0.m4s', 'slate/source/init.mp4'],
      ]);
      const file = await get(signed(slated, 'slate/source/0.m4s'));
      expect(file.rawPayload.equals(fs.readFileSync(path.join(slate, '0.m4s')))).toBe(true);
      for (const refused of ['slate/source/../init.mp4', 'slate/%2e%2e/source/0.m4s', 'slate/source/x.txt']) {
        expect([refused, (await get(signed(slated, refused))).statusCode]).toEqual([refused, 404]);
      }
      // a channel without a recording has no slate
      expect((await get(signed(virtual, 'slate/source/0.m4s'))).statusCode).toBe(404);
    });

    test('a channel without a recording keeps virtual live', async () => {
      nowMs = T0 + 90_000;
      // this suite generates no demo clips: virtual live says so, where a recorded channel plays
      const master = await get(signed(virtual, 'master.m3u8'));
      expect([master.statusCode, master.json()]).toEqual([
        503,
        expect.objectContaining({ ErrorCode: MediaErrorCode.Preparing }),
      ]);
      expect((await get(signed(virtual, 'source.m3u8'))).statusCode).toBe(404);
    });

    const catchupSettings = (): CatchupSettings => ({
      recordingsDir,
      paddingSeconds: PADDING_SECONDS,
      days: CATCHUP_DAYS,
    });

    test('a programme that aired on a recorded channel is cut with its padding into its own hard-linked copy, plays by ticket as VOD, and ffmpeg copies it whole', async () => {
      // 20 s from T0 + 10 s, in run a; padding widens it to [6 s, 34 s]
      const start = new Date(T0 + 10_000);
      await db()
        .insertInto('guide_programme')
        .values({
          channel_id: recorded,
          starts_at: start,
          stops_at: new Date(T0 + 30_000),
          title: 'Recorded news',
          titles: JSON.stringify({}),
          description: '',
        })
        .execute();
      // the channel in the Public package, so its catch-up plays for a visitor too
      await db()
        .updateTable('content_metadata')
        .set({ value: 'Public' })
        .where('item_id', '=', recorded)
        .where('namespace', '=', 'packages')
        .execute();
      // not before the programme and its padding ended
      nowMs = T0 + 40_000;
      expect(await runCatchupJob(db(), catchupSettings(), clock.now())).toMatchObject({ looked: 0 });
      nowMs = T0 + 120_000;
      expect(await runCatchupJob(db(), catchupSettings(), clock.now())).toMatchObject({ looked: 1, cut: 1 });
      // cut once: the next run finds nothing to do
      expect(await runCatchupJob(db(), catchupSettings(), clock.now())).toMatchObject({ looked: 0 });

      const ticket = resultOf(
        await askTicket(server().app, null, { Id: recorded, ProgrammeStart: start.toISOString() }),
        ticketResultSchema,
      );
      expect(ticket.Kind).toBe('vod');
      expect(ticket.link).toMatch(new RegExp(`^/media/live/${recorded}/catchup/\\d+/master\\.m3u8\\?t=`));
      const media = ticket.link.replace('master.m3u8', 'source.m3u8');
      const vod = await playlistOf(media);
      expect(vod.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n');
      expect(vod.text.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
      // segments overlapping [6 s, 34 s]: those starting at 6 s … 32 s
      expect(vod.segments).toHaveLength(14);
      expect(vod.segments[0]!.programDateTime?.getTime()).toBe(T0 + 6000);

      // the recorder's retention deletes its copy: the cut's hard links keep the bytes
      const cutFolder = path.join(
        recordingsDir,
        'catchup',
        /catchup\/(\d+)\//.exec(ticket.link)![1]!,
        'source',
      );
      // the cut's first segment is the recording's from 6 s: the same file, by another name
      const recorderFile = path.join(recordingsDir, String(recorded), 'a', 'source', '3.m4s');
      expect(fs.statSync(path.join(cutFolder, '0.m4s')).ino).toBe(fs.statSync(recorderFile).ino);
      fs.rmSync(path.join(recordingsDir, String(recorded), 'a'), { recursive: true });

      const copy = path.join(sourceDir, 'catchup.mp4');
      await run(ffmpeg, ['-v', 'error', '-y', '-i', `${origin}${media}`, '-c', 'copy', copy]);
      const seconds = await durationOf(copy);
      console.info(
        `catch-up of a 20 s programme with ${PADDING_SECONDS} s padding: ${seconds.toFixed(2)} s decoded`,
      );
      expect(seconds).toBeGreaterThan(27.5);
      expect(seconds).toBeLessThan(28.5);

      // the guide says so, for the viewer to find it there
      const guide = await get(`/epg/schedule/${recorded}/${start.toISOString().slice(0, 10)}/3?offset=0`);
      const entries = (guide.json() as { Result: { StartsAt: string; Catchup: boolean }[] }).Result;
      expect(entries.find((entry) => entry.StartsAt === start.toISOString())?.Catchup).toBe(true);

      // a programme never cut, or of a channel not recorded, cannot be asked for
      for (const ask of [
        { Id: recorded, ProgrammeStart: new Date(T0).toISOString() },
        { Id: virtual, ProgrammeStart: start.toISOString() },
      ]) {
        expect((await askTicket(server().app, null, ask)).status).toBe(404);
      }
    });

    test.runIf(kind === 'postgres')(
      'one instance cuts at a time: while another holds the cutting lock, a run does nothing',
      async () => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const holding = new Promise<void>((resolve) => (locked = resolve));
        const other = db()
          .transaction()
          .execute(async (tx) => {
            expect(await tryLockForTransaction(tx, AdvisoryLock.CatchupCut)).toBe(true);
            locked();
            await held;
          });
        await holding;
        expect(await runCatchupJob(db(), catchupSettings(), clock.now())).toBeUndefined();
        release();
        await other;
        expect(await runCatchupJob(db(), catchupSettings(), clock.now())).toBeDefined();
      },
    );

    test('a cut expires CATCHUP_DAYS after its programme ended: its rows and files are removed and its ticket and playlists refused', async () => {
      nowMs = T0 + 120_000;
      const start = new Date(T0 + 10_000).toISOString();
      const ticket = resultOf(
        await askTicket(server().app, null, { Id: recorded, ProgrammeStart: start }),
        ticketResultSchema,
      );
      const cutId = /catchup\/(\d+)\//.exec(ticket.link)![1]!;
      nowMs = T0 + 30_000 + CATCHUP_DAYS * 86_400_000 + 60_000;
      expect(await runCatchupJob(db(), catchupSettings(), clock.now())).toMatchObject({ expired: 1 });
      expect(fs.existsSync(path.join(recordingsDir, 'catchup', cutId))).toBe(false);
      const rows = await db()
        .selectFrom('catchup_segment')
        .select('cut_id')
        .where('cut_id', '=', Number(cutId))
        .execute();
      expect(rows).toEqual([]);
      expect((await askTicket(server().app, null, { Id: recorded, ProgrammeStart: start })).status).toBe(404);
      expect((await get(signed(recorded, `catchup/${cutId}/source.m3u8`))).statusCode).toBe(404);
    });
  },
  {
    clock,
    mediaStreams: everyStreamPlays,
    env: {
      RECORDINGS_DIR: recordingsDir,
      CATCHUP_PADDING_SECONDS: String(PADDING_SECONDS),
      CATCHUP_DAYS: String(CATCHUP_DAYS),
      MEDIA_GENERATE: 'false',
    },
  },
);
