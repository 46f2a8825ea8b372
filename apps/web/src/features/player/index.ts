import { lazy, useEffect } from 'react';

export type { PlayerProps } from './player-props';

/** The player and hls.js load only on playback pages (issue 6): this is the chunk boundary. */
const loadPlayer = () => import('./player');

export const Player = lazy(() => loadPlayer().then((module) => ({ default: module.Player })));

/**
 * Fetches the player's chunk once the page is up, on pages whose next step is likely play: a press of
 * play then waits only for the stream, not for the 125 kB of player and hls.js on a slow link.
 */
export function usePlayerPreload(): void {
  useEffect(() => {
    void loadPlayer();
  }, []);
}
