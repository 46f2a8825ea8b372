import { startTransition, useEffect, useState } from 'react';
import { now } from './clock';

/**
 * The time, read again every `intervalMs`: what is on air moves on while the page stays open. Nothing
 * waits on it, so the pages it redraws (a day's guide grid) are drawn as a transition, in slices.
 */
export function useNow(intervalMs: number): Date {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setCurrent(now())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return current;
}
