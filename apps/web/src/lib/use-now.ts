import { useEffect, useState } from 'react';
import { now } from './clock';

/** The time, read again every `intervalMs`: what is on air moves on while the page stays open. */
export function useNow(intervalMs: number): Date {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return current;
}
