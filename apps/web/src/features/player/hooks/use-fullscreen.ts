import { useEffect, useState, type RefObject } from 'react';

/** Whether the player's frame is the full-screen element now (the browser's Escape leaves it too). */
export function useFullscreen(frame: RefObject<HTMLElement | null>): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [frame]);
  return active;
}
