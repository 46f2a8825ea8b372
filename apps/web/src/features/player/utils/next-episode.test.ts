import { describe, expect, test } from 'vitest';
import { countdownClock, nextEpisodeDue } from './next-episode';

describe('when the next-episode prompt opens', () => {
  test('with an ending time, once the time passes it', () => {
    expect(nextEpisodeDue(1199, 1500, 1200)).toBe(false);
    expect(nextEpisodeDue(1200, 1500, 1200)).toBe(true);
  });

  test('without one, 45 s before the end', () => {
    expect(nextEpisodeDue(1454, 1500)).toBe(false);
    expect(nextEpisodeDue(1455, 1500)).toBe(true);
  });

  test('a clip shorter than 45 s offers it as soon as it plays, not before', () => {
    expect(nextEpisodeDue(0, 8)).toBe(false);
    expect(nextEpisodeDue(0.5, 8)).toBe(true);
  });

  test('an unknown duration (live, or metadata not loaded) never opens it', () => {
    expect(nextEpisodeDue(100, Number.NaN)).toBe(false);
    expect(nextEpisodeDue(100, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

test('the countdown reads as a clock, whole seconds up, never below zero', () => {
  expect([10, 9.2, 1, 0, -3, 75].map(countdownClock)).toEqual([
    '0:10',
    '0:10',
    '0:01',
    '0:00',
    '0:00',
    '1:15',
  ]);
});
