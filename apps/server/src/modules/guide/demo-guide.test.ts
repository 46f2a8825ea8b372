import { expect, test } from 'vitest';
import type { DemoChannel } from './demo-catalog.js';
import { demoTimeLine } from './demo-guide.js';

const channel = (genre: string | null): DemoChannel => ({
  id: 10_004,
  epgId: 'epg-5',
  name: 'قناة',
  displayTitle: 'A channel',
  genre,
  shows: [],
  episodes: [],
});

const fillers = (genre: string | null) =>
  new Set(
    demoTimeLine(channel(genre), new Date('2026-11-20T00:00:00Z'), new Date('2026-11-23T00:00:00Z')).map(
      (programme) => programme.displayTitle,
    ),
  );

test('a channel fills its gaps with stock programmes of its own kind', () => {
  const sports = fillers('sports');
  expect(sports.has('Match Replay')).toBe(true);
  expect(sports.has('Music Hour')).toBe(false);
  expect(fillers('kids').has('Cartoon Hour')).toBe(true);
  expect(fillers('music').has('Music Hour')).toBe(true);
  expect(fillers(null).has('News Bulletin')).toBe(true);
});
