import { SESSION_INTERVAL_MS } from '@sahra/contracts';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onPosition` about every SESSION_INTERVAL_MS while the video plays, on pause, and when the player
 * leaves (for Continue Watching). Nothing is reported before playback has begun.
 */
export function usePositionReports(
  video: RefObject<HTMLVideoElement | null>,
  onPosition: ((seconds: number, duration: number) => void) | undefined,
) {
  const callback = useRef(onPosition);
  useEffect(() => {
    callback.current = onPosition;
  }, [onPosition]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const report = () => {
      if (element.currentTime > 0) callback.current?.(element.currentTime, element.duration);
    };
    const timer = window.setInterval(() => {
      if (!element.paused) report();
    }, SESSION_INTERVAL_MS);
    element.addEventListener('pause', report);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('pause', report);
      report();
    };
  }, [video]);
}
