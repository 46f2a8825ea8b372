import { ARROW_KEY_SECONDS, VOLUME_STEP } from '@sahra/contracts';

export type KeyAction =
  | { type: 'seek'; by: number }
  | { type: 'seek-edge'; to: 'start' | 'end' }
  | { type: 'volume'; by: number }
  | { type: 'toggle-play' }
  | { type: 'mute' }
  | { type: 'fullscreen' }
  | { type: 'channel'; to: 'previous' | 'next' };

/**
 * What a key pressed inside the player does. The time line runs left to right like the video in both
 * languages, so ArrowLeft always goes back. `onControl` says the key reached a button, which Space and
 * Enter activate themselves.
 */
export function keyAction(key: string, onControl: boolean): KeyAction | undefined {
  switch (key) {
    case 'ArrowLeft':
      return { type: 'seek', by: -ARROW_KEY_SECONDS };
    case 'ArrowRight':
      return { type: 'seek', by: ARROW_KEY_SECONDS };
    case 'Home':
      return { type: 'seek-edge', to: 'start' };
    case 'End':
      return { type: 'seek-edge', to: 'end' };
    case 'ArrowUp':
      return { type: 'volume', by: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume', by: -VOLUME_STEP };
    case ' ':
      return onControl ? undefined : { type: 'toggle-play' };
    case 'k':
    case 'K':
    case 'MediaPlayPause':
      return { type: 'toggle-play' };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'PageUp':
    case 'ChannelUp':
      return { type: 'channel', to: 'next' };
    case 'PageDown':
    case 'ChannelDown':
      return { type: 'channel', to: 'previous' };
    default:
      return undefined;
  }
}

/** Volume after a step, held to 0–1 and rounded so that twenty steps make exactly 1. */
export function steppedVolume(volume: number, by: number): number {
  return Math.min(1, Math.max(0, Math.round((volume + by) * 100) / 100));
}
