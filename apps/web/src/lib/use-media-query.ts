import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. The server cannot know, so it renders as if it did
 * not match; the browser hydrates that first and then renders what is true.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
