import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/countdown';

/** Seconds until a code expires (unix seconds), ticking every second while any are left. */
export function useCountdown(expires: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = expires === null ? 0 : secondsLeft(expires, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(Date.now());
    // at once as well: a code resent after the last one ran out counts from now, not from then
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, expires]);
  return left;
}
