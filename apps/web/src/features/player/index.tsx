import { use, useEffect } from 'react';
import type { TrailerPreviewProps } from './components/trailer-preview';
import type { PlayerProps } from './player-props';

export type { PlayerProps } from './player-props';
export type { TrailerPreviewProps } from './components/trailer-preview';

type PlayerModule = typeof import('./player');

let playerModule: Promise<PlayerModule> | undefined;

/**
 * The player and hls.js load only on playback pages (issue 6): this is the chunk boundary. Once here,
 * the promise is marked settled the way React's `use` reads one, so a fetched player renders at once.
 */
function loadPlayer(): Promise<PlayerModule> {
  if (!playerModule) {
    const loading = import('./player');
    void loading.then((module) => Object.assign(loading, { status: 'fulfilled', value: module }));
    playerModule = loading;
  }
  return playerModule;
}

/**
 * The player, suspending while its chunk loads. Not React.lazy: a lazy component suspends on its first
 * render even when its code is already here, and React then holds the fallback for 300 ms before the
 * player mounts and asks for its ticket.
 */
export function Player(props: PlayerProps) {
  const { Player: LoadedPlayer } = use(loadPlayer());
  return <LoadedPlayer {...props} />;
}

/** A trailer as a muted moving picture (the hero's), suspending while the player's chunk loads. */
export function TrailerPreview(props: TrailerPreviewProps) {
  const { TrailerPreview: LoadedPreview } = use(loadPlayer());
  return <LoadedPreview {...props} />;
}

/**
 * Fetches the player's chunk once the page is up, on pages whose next step is likely play: a press of
 * play then waits only for the stream, not for the 125 kB of player and hls.js on a slow link.
 */
export function usePlayerPreload(): void {
  useEffect(() => {
    void loadPlayer();
  }, []);
}
