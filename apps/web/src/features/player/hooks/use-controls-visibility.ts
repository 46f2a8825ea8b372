import { CONTROLS_HIDE_MS } from '@sahra/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * docs/behaviour/playback-and-streams.md#controls: the controls hide CONTROLS_HIDE_MS after the last mouse move; a key, a touch or focus inside
 * the player shows them again. They stay while `pinned` (paused, a menu open, a prompt up, the mouse resting on them).
 */
export function useControlsVisibility(pinned: boolean) {
  const [idle, setIdle] = useState(false);
  const [lastActivity, setLastActivity] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (pinned) return;
    timer.current = setTimeout(() => setIdle(true), CONTROLS_HIDE_MS);
    return () => clearTimeout(timer.current);
  }, [pinned, lastActivity]);

  const show = useCallback(() => {
    setIdle(false);
    setLastActivity((count) => count + 1);
  }, []);

  return { visible: pinned || !idle, show };
}
