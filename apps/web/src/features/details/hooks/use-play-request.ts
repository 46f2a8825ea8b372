import { useLocation } from 'react-router';
import { useHydrated } from '../../../lib/client-part';

/** The hash a Watch now link adds to the details path: /details/{id}/{slug}#play. */
export const PLAY_HASH = '#play';

/**
 * Whether the visitor asked to watch this title: the player slot then starts playing at once. The
 * server never sees the hash, so the page hydrates as not asked and the browser then reads it.
 */
export function usePlayRequested(): boolean {
  const hash = useLocation().hash;
  return useHydrated() && hash === PLAY_HASH;
}
