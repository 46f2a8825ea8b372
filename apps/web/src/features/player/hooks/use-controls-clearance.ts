import { useEffect, useState, type RefObject } from 'react';

/**
 * The share of the picture's height the control bar covers while it shows (0 while hidden), kept up to
 * date as the player resizes (a phone turned, full screen): subtitles rise above it.
 */
export function useControlsClearance(
  video: RefObject<HTMLVideoElement | null>,
  bar: RefObject<HTMLElement | null>,
  visible: boolean,
): number {
  const [share, setShare] = useState(0);
  useEffect(() => {
    const picture = video.current;
    const controls = bar.current;
    if (!picture || !controls) return;
    const measure = () =>
      setShare(picture.clientHeight > 0 ? Math.min(controls.offsetHeight / picture.clientHeight, 1) : 0);
    const observer = new ResizeObserver(measure);
    observer.observe(picture);
    observer.observe(controls);
    return () => observer.disconnect();
  }, [video, bar]);
  return visible ? share : 0;
}
