import { expect, test } from 'vitest';
import { readMediaPlaylist } from '../../testing/playlists.js';
import { catchupPlaylist, recordedDeltaPlaylist, recordedLivePlaylist } from './recorded-playlist.js';
import type { RecordedSegment } from '../recording/public.js';

const T0 = Date.UTC(2031, 0, 6, 12);
const uri = (recordedPath: string) => recordedPath;

/** Segments of a run, arriving `lateMs` after the one before ended (jitter of the recorder's clock). */
function run(
  first: number,
  count: number,
  startMs: number,
  durations: number[],
  lateMs = 0,
): RecordedSegment[] {
  const segments: RecordedSegment[] = [];
  let at = startMs;
  for (let index = 0; index < count; index++) {
    const durationMs = durations[index % durations.length]!;
    segments.push({
      sequence: first + index,
      startMs: at,
      durationMs,
      discontinuity: index === 0,
      initPath: `r${first}/init.mp4`,
      path: `r${first}/${index}.m4s`,
    });
    at += durationMs + lateMs;
  }
  return segments;
}

test('dates are written at the first segment, at discontinuities and where arrival drifts over half a second from the durations', () => {
  const segments = [
    ...run(10, 4, T0, [4000], 100),
    ...run(14, 2, T0 + 30_000, [4000]),
    ...run(16, 2, T0 + 38_000 + 600, [4000]).map((segment) => ({ ...segment, discontinuity: false })),
  ];
  // the third run shares the second's init: joined without a discontinuity, 600 ms late
  for (const segment of segments.slice(6)) segment.initPath = 'r14/init.mp4';
  const playlist = readMediaPlaylist(
    recordedLivePlaylist({ mediaSequence: 10, discontinuitySequence: 3, segments }, uri),
  );
  const dated = playlist.segments.filter((segment) => segment.programDateTime !== undefined);
  expect(dated.map((segment) => [segment.mediaSequenceNumber, segment.programDateTime?.getTime()])).toEqual([
    [10, T0],
    [14, T0 + 30_000],
    [16, T0 + 38_600],
  ]);
  // 100 ms late each time stays under the drift: the durations carry the time
  expect(playlist.segments.map((segment) => segment.map.uri)).toEqual([
    ...Array(4).fill('r10/init.mp4'),
    ...Array(4).fill('r14/init.mp4'),
  ]);
  expect(playlist.segments.map((segment) => segment.discontinuitySequence)).toEqual([3, 3, 3, 3, 4, 4, 4, 4]);
});

test('the target duration is the longest segment rounded up, and the skip boundary grows to six of them', () => {
  const segments = run(0, 30, T0, [6000, 6400]);
  const text = recordedLivePlaylist({ mediaSequence: 0, discontinuitySequence: 1, segments }, uri);
  expect(text).toContain('#EXT-X-TARGETDURATION:7\n');
  expect(text).toContain('#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=42.0\n');
  const delta = readMediaPlaylist(
    recordedDeltaPlaylist({ mediaSequence: 0, discontinuitySequence: 1, segments }, uri),
  );
  const keptSeconds = delta.segments.reduce((sum, segment) => sum + segment.duration, 0);
  // everything that starts less than 42 s before the end is kept, nothing that starts earlier
  expect(keptSeconds).toBeLessThanOrEqual(42);
  expect(keptSeconds + 6.4).toBeGreaterThan(42);
  expect(delta.skip + delta.segments.length).toBe(30);
});

test('a cut is a closed on-demand playlist whose first segment names its init and date', () => {
  const text = catchupPlaylist(run(0, 3, T0, [2000]), uri);
  expect(text.split('\n').slice(0, 8)).toEqual([
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-MAP:URI="r0/init.mp4"',
    `#EXT-X-PROGRAM-DATE-TIME:${new Date(T0).toISOString()}`,
    '#EXTINF:2.000,',
  ]);
  expect(text.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
  expect(text).not.toContain('#EXT-X-DISCONTINUITY\n');
});
