import { useSyncExternalStore } from 'react';

/** Phones: below the tablet breakpoint the pager shows fewer pages so it fits on one line at 360 px. */
const NARROW_SCREEN = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_SCREEN).matches);
}
