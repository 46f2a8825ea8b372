import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/countdown';
import { nowMs } from '../../../lib/clock';

/** Seconds until a code expires (unix seconds), ticking every second while any are left. */
export function useCountdown(expires: number | null): number {
  const [now, setNow] = useState(() => nowMs());
  const left = expires === null ? 0 : secondsLeft(expires, now);
  const running = left > 0;
  // a new code (Resend) counts from now, not from the last tick before the old one ran out
  useEffect(() => {
    const timer = setTimeout(() => setNow(nowMs()), 0);
    return () => clearTimeout(timer);
  }, [expires]);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(nowMs()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
