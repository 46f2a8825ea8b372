import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { channelInPackage } from '../../testing/catalog-fixtures.js';
import { manualClock } from '../../testing/membership-client.js';
import { ticketOf } from '../../testing/playback-client.js';
import { readMasterPlaylist, readMediaPlaylist } from '../../testing/playlists.js';
import { PRODUCTION_SETTINGS } from '../../testing/production-env.js';
import { describeWithServer } from '../../testing/test-app.js';
import { ffmpegPath, LADDER } from '../encoding/public.js';
import { ensureSlate, SLATE_SEGMENTS } from '../recording/public.js';

const recordingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-slate-'));
const clock = manualClock();

beforeAll(() => ensureSlate({ ffmpeg: ffmpegPath(process.env.FFMPEG_PATH), recordingsDir }), 180_000);
afterAll(() => fs.rmSync(recordingsDir, { recursive: true, force: true }));

describeWithServer(
  'a channel without a source in production',
  (server) => {
    const app = () => server().app;
    const get = (url: string) => app().inject({ method: 'GET', url });
    /** A URI of a playlist at `base`, resolved as a player would (it carries the viewer's token). */
    const resolve = (base: string, uri: string) => {
      const url = new URL(uri, `http://origin${base}`);
      return `${url.pathname}${url.search}`;
    };

    test('plays the slate on a loop, numbered alike from tick to tick, and never a demo clip', async () => {
      const channel = await channelInPackage(server().storage.db, 'Public');
      const { link } = await ticketOf(app(), null, channel);
      const master = await get(link);
      expect(master.statusCode, master.body).toBe(200);
      const variants = readMasterPlaylist(master.body).variants;
      expect(variants.map((variant) => variant.uri.split('?')[0]).sort()).toEqual(
        LADDER.map((rung) => `${rung.name}.m3u8`).sort(),
      );
      const top = resolve(link, variants.at(-1)!.uri);
      const first = await get(top);
      expect(first.statusCode, first.body).toBe(200);
      const window = readMediaPlaylist(first.body);
      expect(window.segments).toHaveLength(2 * SLATE_SEGMENTS);
      // every file is the slate's, each loop behind a discontinuity, dated on the clock
      for (const segment of window.segments) {
        expect(segment.uri).toMatch(/^slate\/[a-z0-9]+\/\d+\.m4s\?t=/);
        expect(segment.map?.uri).toMatch(/^slate\/[a-z0-9]+\/init\.mp4\?t=/);
        const index = Number(/\/(\d+)\.m4s/.exec(segment.uri)![1]);
        expect(index).toBe(segment.mediaSequenceNumber % SLATE_SEGMENTS);
      }
      const file = await get(resolve(top, window.segments[0]!.uri));
      expect(file.statusCode).toBe(200);
      const rendition = /^slate\/([a-z0-9]+)\//.exec(window.segments[0]!.uri)![1]!;
      const onDisk = path.join(
        recordingsDir,
        'slate',
        rendition,
        `${window.segments[0]!.mediaSequenceNumber % SLATE_SEGMENTS}.m4s`,
      );
      expect(file.rawPayload.equals(fs.readFileSync(onDisk))).toBe(true);

      // three segments on, the window has moved by three and numbers what it kept as before
      clock.advance(12);
      const later = readMediaPlaylist((await get(top)).body);
      expect(later.mediaSequenceBase).toBe(window.mediaSequenceBase! + 3);
      const numbered = (playlist: typeof window) =>
        new Map(
          playlist.segments.map((segment) => [segment.mediaSequenceNumber, segment.discontinuitySequence]),
        );
      const before = numbered(window);
      for (const [sequence, discontinuity] of numbered(later)) {
        if (before.has(sequence)) expect([sequence, discontinuity]).toEqual([sequence, before.get(sequence)]);
      }
    });
  },
  {
    clock,
    env: { ...PRODUCTION_SETTINGS, EMBEDDED_DATABASE: 'true', RECORDINGS_DIR: recordingsDir },
  },
);
