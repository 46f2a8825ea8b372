import { expect, test } from 'vitest';
import { nextEpisodeOf } from './next-episode';

const newestFirst = [{ Id: 3 }, { Id: 2 }, { Id: 1 }];

test('the next episode is the one aired after the current, newer in the list', () => {
  expect(nextEpisodeOf(newestFirst, 1)).toEqual({ Id: 2 });
  expect(nextEpisodeOf(newestFirst, 2)).toEqual({ Id: 3 });
});

test('the newest episode, or one not in the list, has no next episode', () => {
  expect(nextEpisodeOf(newestFirst, 3)).toBeUndefined();
  expect(nextEpisodeOf(newestFirst, 9)).toBeUndefined();
});
