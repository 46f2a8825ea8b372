import { expect, test } from 'vitest';
import { readMediaPlaylist } from '../../testing/playlists.js';
import { subtitlePlaylist, vodPlaylist, vodSegmentCount } from './playlists.js';

const discontinuities = (text: string) =>
  readMediaPlaylist(text).segments.flatMap((segment, index) => (segment.discontinuity ? [index] : []));

test("the issue's title (2,400 s on the default 60 s clips) gets a subtitle rendition with the video's 600 segments and 39 discontinuities", () => {
  const clipSegments = 60 / 4;
  const segmentCount = vodSegmentCount(2400, clipSegments);
  const video = vodPlaylist(3, '540p', segmentCount, clipSegments);
  const subtitles = subtitlePlaylist('ar', segmentCount, clipSegments);
  expect(readMediaPlaylist(subtitles).segments).toHaveLength(600);
  expect(discontinuities(video)).toHaveLength(39);
  expect(discontinuities(subtitles)).toEqual(discontinuities(video));
  expect(readMediaPlaylist(subtitles).targetDuration).toBe(4);
});
