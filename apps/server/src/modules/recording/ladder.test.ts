import { MEDIA_RENDITIONS } from '@sahra/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DemoBroadcaster } from './demo-broadcaster.js';
import { ffmpeg, playableCopy, recordedFromSource, run, tempDir } from '../../testing/recording-kit.js';

/** A source the recorder cannot keep as it comes (MPEG-2 video) is re-encoded into the product's ladder. */
const SOURCE_COLOUR = [0x33, 0x66, 0xcc] as const;

const recordingsDir = tempDir('recordings');
let stand: Awaited<ReturnType<typeof recordedFromSource>>;

beforeAll(async () => {
  const broadcaster = new DemoBroadcaster({
    ffmpeg,
    dir: tempDir('broadcaster'),
    picture: '0x3366cc',
    videoCodec: 'mpeg2video',
  });
  stand = await recordedFromSource(broadcaster, recordingsDir);
}, 120_000);

afterAll(() => stand.stop());

/** The mean colour of a picture's top half (the broadcaster's clock is at the bottom), as RGB. */
async function topColour(file: string): Promise<number[]> {
  const { stdout } = await run(
    ffmpeg,
    [
      '-v',
      'error',
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      'crop=iw:ih/2:0:0,scale=1:1',
      '-f',
      'rawvideo',
    ].concat(['-pix_fmt', 'rgb24', '-']),
    { encoding: 'buffer' },
  );
  return [...stdout.subarray(0, 3)];
}

test("an MPEG-2 source is recorded into the ladder, every rung at the same sequence, showing the source's picture", async () => {
  const { rows, state } = await stand.recorded(
    'two segments at every rung',
    (found) => found.filter((row) => row.rendition === '234p').length >= 2,
    90_000,
  );
  expect(state.mode).toBe('ladder');
  expect(state.renditions.map((rendition) => rendition.name).sort()).toEqual([...MEDIA_RENDITIONS].sort());

  const first = rows.filter((row) => row.sequence === 0);
  expect(first.map((row) => row.rendition).sort()).toEqual([...MEDIA_RENDITIONS].sort());
  expect(
    first.every((row) => row.discontinuity && row.starts_at.getTime() === first[0]!.starts_at.getTime()),
  ).toBe(true);
  for (const row of first) {
    const colour = await topColour(playableCopy(recordingsDir, row));
    colour.forEach((channel, index) => expect(Math.abs(channel - SOURCE_COLOUR[index]!)).toBeLessThan(12));
  }
}, 120_000);
