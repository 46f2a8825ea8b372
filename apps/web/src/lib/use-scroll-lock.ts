import { useEffect } from 'react';

/** The styles a lock changes; tests hand in a plain object instead of the document element. */
export interface LockTarget {
  style: Pick<CSSStyleDeclaration, 'overflow' | 'scrollbarGutter'>;
}

/**
 * Counts holders, so that closing a modal opened above another (the filter modal over the channel
 * popup, say) does not unlock the page while the first is still open. The styles in place before the
 * first lock come back after the last release.
 */
export function createScrollLock(target: LockTarget) {
  let holders = 0;
  let saved = { overflow: '', scrollbarGutter: '' };
  return {
    /** `scrollbarWidth` > 0 keeps the scrollbar's room so the page does not shift sideways. */
    acquire(scrollbarWidth = 0) {
      holders += 1;
      if (holders > 1) return;
      saved = { overflow: target.style.overflow, scrollbarGutter: target.style.scrollbarGutter };
      target.style.overflow = 'hidden';
      if (scrollbarWidth > 0) target.style.scrollbarGutter = 'stable';
    },
    release() {
      if (holders === 0) return;
      holders -= 1;
      if (holders > 0) return;
      target.style.overflow = saved.overflow;
      target.style.scrollbarGutter = saved.scrollbarGutter;
    },
    get locked() {
      return holders > 0;
    },
  };
}

let pageLock: ReturnType<typeof createScrollLock> | undefined;

/** One lock for the page, created on first use (module scope must not touch `document` in unit tests). */
function getPageLock() {
  pageLock ??= createScrollLock(document.documentElement);
  return pageLock;
}

export interface ScrollLockOptions {
  /** Lock only while this media query matches, e.g. '(max-width: 767.98px)' for the channel popup (docs/behaviour/routes-and-frame.md#toggles-and-scroll-lock). */
  media?: string;
}

/**
 * Locks page scrolling while `locked` is true (docs/behaviour/routes-and-frame.md#toggles-and-scroll-lock: a modal locks page scrolling). Styles are set
 * through the CSS object model, which the Content-Security-Policy allows, unlike inline style attributes.
 */
export function useScrollLock(locked: boolean, { media }: ScrollLockOptions = {}) {
  useEffect(() => {
    if (!locked) return;
    const query = media ? window.matchMedia(media) : undefined;
    let held = false;
    const update = () => {
      const wanted = query?.matches ?? true;
      if (wanted && !held) {
        getPageLock().acquire(window.innerWidth - document.documentElement.clientWidth);
      } else if (!wanted && held) {
        getPageLock().release();
      }
      held = wanted;
    };
    update();
    // A phone turned sideways can cross the breakpoint while the popup is open.
    query?.addEventListener('change', update);
    return () => {
      query?.removeEventListener('change', update);
      if (held) getPageLock().release();
    };
  }, [locked, media]);
}
