import { useLocation } from 'react-router';

/** The hash a Watch now link adds to the details path: /details/{id}/{slug}#play. */
export const PLAY_HASH = '#play';

/**
 * Whether the visitor asked to watch this title. The playback issue starts the player where this is
 * true; until then the details page only opens the player slot, it never pretends to play.
 */
export function usePlayRequested(): boolean {
  return useLocation().hash === PLAY_HASH;
}
