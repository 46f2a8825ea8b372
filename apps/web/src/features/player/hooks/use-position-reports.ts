import { SESSION_INTERVAL_MS } from '@sahra/contracts';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onPosition` about every SESSION_INTERVAL_MS while the video plays, on pause, at the end, and
 * when the player leaves (for Continue Watching). Nothing is reported before playback has begun.
 *
 * The position is the last one the video reported while it played: when the player leaves, hls.js has
 * already let go of the element (its effect is cleaned up first), which by then reads 0.
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
    let last: { seconds: number; duration: number } | undefined;
    let reported: typeof last;
    const track = () => {
      if (element.currentTime > 0 && Number.isFinite(element.duration))
        last = { seconds: element.currentTime, duration: element.duration };
    };
    const report = () => {
      track();
      if (!last || last === reported) return;
      reported = last;
      callback.current?.(last.seconds, last.duration);
    };
    const timer = window.setInterval(() => {
      if (!element.paused) report();
    }, SESSION_INTERVAL_MS);
    element.addEventListener('timeupdate', track);
    element.addEventListener('pause', report);
    element.addEventListener('ended', report);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('timeupdate', track);
      element.removeEventListener('pause', report);
      element.removeEventListener('ended', report);
      report();
    };
  }, [video]);
}
