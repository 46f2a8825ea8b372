import { describe, expect, test } from 'vitest';
import { keyAction, steppedVolume } from './player-keys';

describe('the player’s keys', () => {
  test('arrow keys seek 5 s, left always back (the time line runs left to right in Arabic too)', () => {
    expect(keyAction('ArrowLeft', false)).toEqual({ type: 'seek', by: -5 });
    expect(keyAction('ArrowRight', true)).toEqual({ type: 'seek', by: 5 });
  });

  test('up and down change the volume by 0.05', () => {
    expect(keyAction('ArrowUp', false)).toEqual({ type: 'volume', by: 0.05 });
    expect(keyAction('ArrowDown', false)).toEqual({ type: 'volume', by: -0.05 });
  });

  test('Space plays or pauses, except on a button, which it presses', () => {
    expect(keyAction(' ', false)).toEqual({ type: 'toggle-play' });
    expect(keyAction(' ', true)).toBeUndefined();
    expect(keyAction('k', true)).toEqual({ type: 'toggle-play' });
  });

  test('Page Up and Down (and a remote’s channel keys) zap to the next and previous channel', () => {
    expect(keyAction('PageUp', false)).toEqual({ type: 'channel', to: 'next' });
    expect(keyAction('ChannelDown', false)).toEqual({ type: 'channel', to: 'previous' });
  });

  test('m mutes, f toggles full screen, Home and End go to the window’s ends; other keys do nothing', () => {
    expect(keyAction('m', false)).toEqual({ type: 'mute' });
    expect(keyAction('F', false)).toEqual({ type: 'fullscreen' });
    expect(keyAction('End', false)).toEqual({ type: 'seek-edge', to: 'end' });
    expect(keyAction('x', false)).toBeUndefined();
  });

  test('volume steps stay between 0 and 1 and add up exactly', () => {
    let volume = 0;
    for (let step = 0; step < 20; step += 1) volume = steppedVolume(volume, 0.05);
    expect(volume).toBe(1);
    expect(steppedVolume(1, 0.05)).toBe(1);
    expect(steppedVolume(0.02, -0.05)).toBe(0);
  });
});
