import { HOUR_MS } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import {
  CAN_SKIP_UNTIL_SECONDS,
  liveDeltaPlaylist,
  livePlaylist,
  liveWindow,
  type LiveScheduleInput,
} from './live-playlist.js';
import { segmentUri } from './library.js';
import { readMediaPlaylist, type MediaSegment } from '../../testing/playlists.js';

const SEGMENT_MS = 4000;
const EIGHT_HOURS = 8 * 3600;
// a wall-clock time in the middle of a segment, as a request would come
const NOW = Date.UTC(2026, 10, 23, 20, 0, 0) + 1500;
const CLIP_SEGMENTS = 15; // 60 s clips

/** An evening: filler until 18:00, a 45 min programme on clip 3, a gap, a 30 min programme on clip 5 from 19:00. */
const evening: LiveScheduleInput = {
  programmes: [
    { startMs: Date.UTC(2026, 10, 23, 18, 0), endMs: Date.UTC(2026, 10, 23, 18, 45), clip: 3 },
    { startMs: Date.UTC(2026, 10, 23, 19, 0), endMs: Date.UTC(2026, 10, 23, 19, 30), clip: 5 },
  ],
  fillerClip: 7,
  clipSegments: CLIP_SEGMENTS,
};

const full = (now = NOW, input = evening) =>
  readMediaPlaylist(livePlaylist(liveWindow(input, now, EIGHT_HOURS), '540p'));
/** Where a clip's file is in this test's 60 s clips: `clips/{clip}/{version}/{rendition}/{file}`. */
const clipFile = (clip: number, file: string) => segmentUri(clip, CLIP_SEGMENTS, '540p', file);
const clipOfUri = (uri: string) => Number(/clips\/(\d+)\//.exec(uri)?.[1]);
const segmentStartingAt = (segments: MediaSegment[], at: number) =>
  segments.find((segment) => segment.mediaSequenceNumber === at / SEGMENT_MS);

describe('live playlist of a channel', () => {
  test('holds the last 8 hours of complete segments, dated continuously up to now', () => {
    const { segments, targetDuration, endlist } = full();
    expect(segments).toHaveLength((8 * HOUR_MS) / SEGMENT_MS);
    expect(segments.every((segment) => segment.duration === 4)).toBe(true);
    expect(targetDuration).toBe(4);
    expect(endlist).toBe(false);
    // every dated segment is dated exactly where its position puts it: no gap, no overlap
    const firstDate = segments[0]!.programDateTime!.getTime();
    expect(firstDate).toBe(Math.floor(NOW / SEGMENT_MS) * SEGMENT_MS - 8 * HOUR_MS);
    const dated = segments.filter((segment) => segment.programDateTime !== undefined);
    expect(dated.length).toBeGreaterThan(100);
    for (const segment of dated) {
      expect(segment.programDateTime?.getTime()).toBe(
        firstDate + (segment.mediaSequenceNumber - segments[0]!.mediaSequenceNumber) * SEGMENT_MS,
      );
    }
    const last = segments.at(-1)!;
    expect(firstDate + segments.length * SEGMENT_MS).toBeLessThanOrEqual(NOW);
    expect(last.mediaSequenceNumber).toBe(Math.floor(NOW / SEGMENT_MS) - 1);
  });

  test('plays the scheduled programme, with a discontinuity and its init segment at each boundary', () => {
    const { segments } = full();
    const first = segmentStartingAt(segments, evening.programmes[0]!.startMs)!;
    expect(first.discontinuity).toBe(true);
    expect(first.map.uri).toBe(clipFile(3, 'init.mp4'));
    expect(first.uri).toBe(clipFile(3, '0.m4s'));
    expect(first.programDateTime?.getTime()).toBe(evening.programmes[0]!.startMs);
    const gap = segmentStartingAt(segments, evening.programmes[0]!.endMs)!;
    expect(gap.discontinuity).toBe(true);
    expect(gap.map.uri).toBe(clipFile(7, 'init.mp4'));
    const second = segmentStartingAt(segments, evening.programmes[1]!.startMs)!;
    expect([second.discontinuity, clipOfUri(second.uri), second.uri.endsWith('/0.m4s')]).toEqual([
      true,
      5,
      true,
    ]);
    // the 45-minute programme loops its 60 s clip, each loop a new piece from segment 0
    const during = segments.filter(
      (segment) =>
        segment.mediaSequenceNumber >= first.mediaSequenceNumber &&
        segment.mediaSequenceNumber < gap.mediaSequenceNumber,
    );
    expect(during.every((segment) => clipOfUri(segment.uri) === 3)).toBe(true);
    expect(during.filter((segment) => segment.discontinuity)).toHaveLength((45 * 60) / 60);
    expect(during.map((segment) => Number(/(\d+)\.m4s$/.exec(segment.uri)?.[1])).slice(14, 17)).toEqual([
      14, 0, 1,
    ]);
  });

  test('numbers segments from the wall clock: two builds agree, and the next segment tick moves by one', () => {
    const once = full();
    const again = full();
    expect(again).toEqual(once);
    const later = full(NOW + SEGMENT_MS);
    expect(later.segments[0]!.mediaSequenceNumber).toBe(once.segments[0]!.mediaSequenceNumber + 1);
    // a segment in both windows has the same media and discontinuity sequence numbers in each
    const earlier = new Map(once.segments.map((segment) => [segment.mediaSequenceNumber, segment]));
    for (const segment of later.segments.slice(0, -1)) {
      const before = earlier.get(segment.mediaSequenceNumber)!;
      expect([segment.uri, segment.discontinuitySequence]).toEqual([
        before.uri,
        before.discontinuitySequence,
      ]);
    }
  });

  /** Five days of hour-long programmes, each looping an 8 s clip (the journeys' tiny library). */
  const fiveDays: LiveScheduleInput = {
    programmes: Array.from({ length: 5 * 24 }, (_, hour) => ({
      startMs: NOW - (5 * 24 - hour) * HOUR_MS,
      endMs: NOW - (5 * 24 - hour - 1) * HOUR_MS,
      clip: hour % 8,
    })),
    fillerClip: 1,
    clipSegments: 2,
  };

  test('counts discontinuities from the day of the first programme, so the numbers stay small for players', () => {
    const { segments } = full(NOW, fiveDays);
    // a discontinuity every 8 s since the window before the first programme's day began, six days and
    // 4 h ago: counted from the epoch it would be over 200 million
    expect(segments[0]!.discontinuitySequence).toBeGreaterThan(0);
    expect(segments.at(-1)!.discontinuitySequence).toBe((6 * 24 + 4) * 450);
  });

  test('keeps the numbers of every segment when the window crosses midnight, for a schedule begun days ago or today', () => {
    const midnight = Date.UTC(2026, 10, 24);
    const beganToday = {
      ...fiveDays,
      programmes: [{ startMs: midnight - HOUR_MS, endMs: midnight + HOUR_MS, clip: 3 }],
    };
    for (const input of [fiveDays, beganToday]) {
      const before = full(midnight - SEGMENT_MS / 2, input);
      const after = full(midnight + SEGMENT_MS + SEGMENT_MS / 2, input);
      const earlier = new Map(before.segments.map((segment) => [segment.mediaSequenceNumber, segment]));
      for (const segment of after.segments.slice(0, -2)) {
        const same = earlier.get(segment.mediaSequenceNumber)!;
        expect([segment.uri, segment.discontinuitySequence]).toEqual([same.uri, same.discontinuitySequence]);
      }
    }
  });

  test('keeps the discontinuity sequence right when the window slides past a programme start', () => {
    // the window's first segment is the programme's first: no tag on it, counted in the sequence instead
    const start = evening.programmes[0]!.startMs;
    const atStart = full(start + 8 * HOUR_MS + 1000);
    const before = full(start + 8 * HOUR_MS - SEGMENT_MS + 1000);
    expect(atStart.segments[0]!.uri).toBe(clipFile(3, '0.m4s'));
    expect(atStart.segments[0]!.discontinuity ?? false).toBe(false);
    expect(atStart.segments[0]!.discontinuitySequence).toBe(before.segments[1]!.discontinuitySequence);
    expect(atStart.segments[0]!.map.uri).toBe(clipFile(3, 'init.mp4'));
  });

  test('fills a schedule with nothing on air with the channel clip, so the stream never stops', () => {
    const { segments } = full(NOW, { programmes: [], fillerClip: 2, clipSegments: CLIP_SEGMENTS });
    expect(segments).toHaveLength(7200);
    expect(new Set(segments.map((segment) => clipOfUri(segment.uri)))).toEqual(new Set([2]));
  });

  test('a delta update skips all but the last CAN-SKIP-UNTIL seconds, in at most 1 % of the bytes', () => {
    const window = liveWindow(evening, NOW, EIGHT_HOURS);
    const fullText = livePlaylist(window, '360p');
    const deltaText = liveDeltaPlaylist(window, '360p');
    const whole = readMediaPlaylist(fullText);
    const delta = readMediaPlaylist(deltaText);
    // delta updates and nothing else of low-latency HLS: no blocking reload, no hold back
    expect(whole.lowLatencyCompatibility).toStrictEqual({
      canBlockReload: undefined,
      canSkipUntil: CAN_SKIP_UNTIL_SECONDS,
      holdBack: undefined,
      partHoldBack: undefined,
    });
    const kept = CAN_SKIP_UNTIL_SECONDS / 4;
    expect(delta.skip).toBe(whole.segments.length - kept);
    expect(delta.mediaSequenceBase).toBe(whole.mediaSequenceBase);
    const tail = whole.segments.slice(-kept);
    const played = (segment: MediaSegment) => [
      segment.mediaSequenceNumber,
      segment.uri,
      segment.map.uri,
      segment.discontinuity ?? false,
    ];
    expect(delta.segments.map(played)).toEqual(tail.map(played));
    expect(Buffer.byteLength(deltaText) / Buffer.byteLength(fullText)).toBeLessThanOrEqual(0.01);
  });
});
