import { useEffect, type RefObject } from 'react';

/**
 * Calls `loadMore` whenever the sentinel comes within `margin` of what the scroller shows, so the next
 * page of rows is there before the viewer reaches the end of the ones loaded.
 */
export function useLoadMore(
  scroller: RefObject<Element | null>,
  sentinel: RefObject<Element | null>,
  {
    enabled,
    loadMore,
    margin = '0px 0px 600px 0px',
  }: { enabled: boolean; loadMore: () => void; margin?: string },
) {
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: scroller.current, rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [scroller, sentinel, enabled, loadMore, margin]);
}
