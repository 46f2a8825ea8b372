import type { SliderEntry } from '@sahra/contracts';

/** Spec §2: a hero slide's video starts 1 s after the slide comes into view. */
export const SLIDE_VIDEO_DELAY_MS = 1000;

/**
 * The trailer video of a hero slide: where the spec's "slide video" plugs in. There is no playback
 * yet, so this returns no video and every slide shows its art. The playback work fills it in: it
 * resolves the slide item's trailer (SliderLVideo / detaillvideo metadata) and returns its source once
 * the slide has been `active` for SLIDE_VIDEO_DELAY_MS; the hero then plays it muted over the art.
 */
export function useSlideTrailer(_entry: SliderEntry, _active: boolean): string | null {
  return null;
}
