import { useCallback, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

type SwiperAction = (instance: SwiperInstance) => void;

/**
 * A Swiper that mounts only once it is wanted: the visitor reaches for the carousel, or it has to move.
 * Until then its static first view stands (ClientPart), so a page that is only looked at never pays for
 * laying carousels out. What is asked of it before it mounts is done as it mounts.
 */
export function useDeferredSwiper() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [wanted, setWanted] = useState(false);
  // a press in progress keeps the first view: Swiper replacing a card between press and release (its
  // chunk arriving just then, after the mouse entered) lost the click, and the viewer stayed put
  const [pressed, setPressed] = useState(false);
  const onMount = useRef<SwiperAction | null>(null);

  /** Mounts Swiper (if it is not yet) and then does `action` with it. */
  const wantFor = useCallback((action: SwiperAction | null) => {
    onMount.current = action;
    setWanted(true);
  }, []);

  return {
    swiper,
    wanted: wanted && !pressed,
    wantFor,
    /** Does `action` now, or as soon as Swiper has mounted. */
    act: (action: SwiperAction) => (swiper ? action(swiper) : wantFor(action)),
    /** Swiper's onSwiper. */
    mounted: (instance: SwiperInstance) => {
      setSwiper(instance);
      onMount.current?.(instance);
      onMount.current = null;
    },
    /**
     * For the carousel's element: a mouse over it or a finger swiping it is about to use it, so Swiper
     * mounts then. A tap alone does not, so a tapped link is still there when the tap ends.
     */
    reachHandlers: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setWanted(true);
      },
      onTouchMove: () => setWanted(true),
      onPointerDown: () => {
        if (swiper) return;
        setPressed(true);
        // released after the release's click has been dispatched, which the same task does
        const release = () => {
          window.removeEventListener('pointerup', release);
          window.removeEventListener('pointercancel', release);
          setTimeout(() => setPressed(false));
        };
        window.addEventListener('pointerup', release);
        window.addEventListener('pointercancel', release);
      },
    },
    /**
     * For the carousel's element: keyboard focus in it starts Swiper, and focus on a card of the first
     * view (marked `data-first-view-slide` with its index) moves to the same card in Swiper, which
     * replaces it.
     */
    onFocus: (event: FocusEvent) => {
      if (swiper) return;
      const slide = (event.target as Element).closest<HTMLElement>('[data-first-view-slide]');
      const index = Number(slide?.dataset.firstViewSlide);
      wantFor(
        slide ? (instance) => instance.slides[index]?.querySelector<HTMLElement>('a, button')?.focus() : null,
      );
    },
  };
}
