import { useEffect, useState } from 'react';

/** The now line moves a pixel or so a minute: redrawing it every half minute is smooth enough. */
const TICK_MS = 30_000;

/** The current time, renewed every half minute while the component is mounted. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
