/**
 * What the server cannot render as the browser will: parts that need a browser, and media queries. Each
 * renders on the server as the browser's first (hydrating) render does, and the browser then moves on.
 */
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

const isServer = typeof window === 'undefined';
const subscribeToNothing = () => () => undefined;

/**
 * A lazily loaded part that only works in a browser (Swiper measures the page). In the browser its code
 * is asked for at once, so it arrives while the page's data is on its way rather than after; the server
 * never loads it (see ClientPart).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function clientLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  if (isServer) return lazy<T>(() => new Promise(() => undefined));
  const loading = load();
  return lazy(() => loading);
}

interface ClientPartProps {
  firstView: ReactNode;
  /** False keeps the first view even when the part could mount: it waits until it is wanted. */
  wanted?: boolean;
  children: ReactNode;
}

/**
 * Shows a client-only part (a clientLazy component) once it is wanted and its code is there, and its
 * static first view until then. The server renders the first view, and so does the browser while it
 * hydrates the server's HTML: the part mounts only after hydration, so the two never disagree.
 */
export function ClientPart({ firstView, wanted = true, children }: ClientPartProps) {
  const hydrated = useHydrated();
  // The part replaces the first view in one step, once its code is there: a deferred render that
  // suspends keeps what is on screen. Showing the boundary's fallback instead swapped the first view
  // for a copy of itself while the code came, and a card pressed just then was gone by the release, so
  // its click was lost (and the row's press guard swapped it back again).
  const shown = useDeferredValue(hydrated && wanted);
  return <Suspense fallback={firstView}>{shown ? children : firstView}</Suspense>;
}

/**
 * False on the server and while the browser hydrates its HTML; true from then on. What waits on it (a
 * day's guide, a player) is drawn as a transition, in slices, not as one long task at the end of
 * hydration (ADR 042); a part mounted later, not hydrating, renders as the browser's at once.
 */
export function useHydrated(): boolean {
  // React reads the server's snapshot only while it hydrates this very component
  const hydrating = !useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

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
