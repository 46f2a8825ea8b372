import { use, useEffect } from 'react';
import type { TrailerPreviewProps } from './components/trailer-preview';
import { whenIdle } from '../../lib/when-idle';
import type { PlayerProps } from './player-props';

export type { PlayerProps } from './player-props';
export type { TrailerPreviewProps } from './components/trailer-preview';

/**
 * A chunk's import, started once. Once here, the promise is marked settled the way React's `use` reads
 * one, so a component whose chunk is already fetched renders at once.
 */
function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      void started.then((module) => Object.assign(started, { status: 'fulfilled', value: module }));
      loading = started;
    }
    return loading;
  };
}

/** The player and hls.js load only on playback pages (issue 6): this is the chunk boundary. */
const loadPlayer = chunkLoader(() => import('./player'));

/**
 * The hero's trailer is a chunk of its own, hls.js and the ticket without the player's screens: loaded
 * with the player's, the home page built every schema those screens parse with (offers, devices,
 * streams), 80 ms of a phone's main thread a second after the page showed.
 */
const loadTrailer = chunkLoader(() => import('./components/trailer-preview'));

/**
 * The player, suspending while its chunk loads. Not React.lazy: a lazy component suspends on its first
 * render even when its code is already here, and React then holds the fallback for 300 ms before the
 * player mounts and asks for its ticket.
 */
export function Player(props: PlayerProps) {
  const { Player: LoadedPlayer } = use(loadPlayer());
  return <LoadedPlayer {...props} />;
}

/** A trailer as a muted moving picture (the hero's), suspending while its chunk loads. */
export function TrailerPreview(props: TrailerPreviewProps) {
  const { TrailerPreview: LoadedPreview } = use(loadTrailer());
  return <LoadedPreview {...props} />;
}

/**
 * Fetches the player's chunk once the page is up and the browser idle, on pages whose next step is likely
 * play: a press of play then waits only for the stream, not for the 125 kB of player and hls.js on a
 * slow link.
 */
export function usePlayerPreload(): void {
  useEffect(() => whenIdle(() => void loadPlayer()), []);
}
