import { useCallback, useEffect, useState } from 'react';
import { HERO_TRAILER_DELAY_MS } from './hero-timing';

/** A visitor who asked the browser to save data gets the art, not a video. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * A slide's trailer: wanted 1 s after the slide is shown (docs/behaviour/home-and-on-demand.md#hero) while
 * `enabled` (the slide is the one in view and the carousel moves), `showing` once its frames play, and
 * over when it ends. Leaving the slide stops it; coming back plays it again. `onPlayingChange` tells the
 * carousel, which holds the slide while its trailer plays.
 */
export function useSlideTrailer(enabled: boolean, onPlayingChange?: (playing: boolean) => void) {
  const [ready, setReady] = useState(false);
  const [showing, setShowing] = useState(false);
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!enabled || savesData()) return;
    const timer = window.setTimeout(() => setReady(true), HERO_TRAILER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setReady(false);
      setShowing(false);
      setOver(false);
      onPlayingChange?.(false);
    };
  }, [enabled, onPlayingChange]);
  const onPlaying = useCallback(() => {
    setShowing(true);
    onPlayingChange?.(true);
  }, [onPlayingChange]);
  const onDone = useCallback(() => {
    setShowing(false);
    setOver(true);
    onPlayingChange?.(false);
  }, [onPlayingChange]);
  return { wanted: enabled && ready && !over, showing, onPlaying, onDone };
}
