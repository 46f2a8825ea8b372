import { expect, test } from 'vitest';
import { playerStateOf } from './player-state';

const playing = { paused: false, buffering: false, live: false, atLiveEdge: false };

test('buffering wins over every other state, then paused', () => {
  expect(playerStateOf({ ...playing, buffering: true, live: true })).toBe('buffering');
  expect(playerStateOf({ ...playing, paused: true, live: true, atLiveEdge: true })).toBe('paused');
});

test('a video on demand plays; a live channel is live at the edge and DVR-live behind it', () => {
  expect(playerStateOf(playing)).toBe('playing');
  expect(playerStateOf({ ...playing, live: true, atLiveEdge: true })).toBe('live');
  expect(playerStateOf({ ...playing, live: true })).toBe('dvr-live');
});
