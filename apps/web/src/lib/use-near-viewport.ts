import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element comes within `margin` of the viewport (a screen ahead by default),
 * and true from then on: what is mounted this way stays mounted. Without IntersectionObserver
 * everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100% 0px'): boolean {
  // on the server nothing is near, as on the browser's first render, which hydrates what the server wrote
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // not urgent: what mounts as it nears renders in slices the browser can scroll between
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
