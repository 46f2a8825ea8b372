import { useCallback, useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { SkeletonHero } from '../skeleton/skeleton';
import { ClientPart, clientLazy } from '../../lib/client-part';
import { useMediaQuery } from '../../lib/client-part';
import { useSliderById } from './api/get-slider-by-id';
import { HeroControls } from './hero-controls';
import { HeroSlide } from './hero-slide';
import { HERO_SLIDE_DELAY_MS } from './hero-timing';
import styles from './hero-slider.module.css';
import { useSliderLabels } from './slider-labels';
import { useDeferredSwiper } from './use-deferred-swiper';
import { useDirection } from './use-direction';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const HeroTrack = clientLazy(() => import('./hero-track'));

/** A slide and the slides either side of it in a loop of `count`. */
function neighbours(index: number, count: number): number[] {
  return [index, (index + 1) % count, (index + count - 1) % count];
}

/**
 * The hero carousel of a page (its home group's contentSliderId): looping, autoplaying slides with a
 * pause button, previous/next and one button per slide. Nothing shows when the slider fails to load.
 */
export function HeroSlider({ sliderId }: { sliderId: number }) {
  const query = useSliderById(sliderId);
  const labels = useSliderLabels();
  const direction = useDirection();
  // Swiper mounts when the carousel first has to move or is reached for; until then the first slide stands alone
  const { swiper, wanted, wantFor, act, mounted, reachHandlers } = useDeferredSwiper();
  const [activeIndex, setActiveIndex] = useState(0);
  // slides whose art has been asked for: those in view so far and their neighbours, so a swipe never
  // shows an empty slide, while the rest of the (wide, heavy) art waits until the carousel comes near
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  // visitors who ask for less motion start paused; the button is there for everyone (WCAG 2.2.2)
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const loopable = query.data !== undefined && query.data.length > 1;
  // a slide whose trailer plays stays until the trailer ends, then the carousel moves on as before
  const [trailerPlaying, setTrailerPlaying] = useState(false);
  const onTrailerPlaying = useCallback((on: boolean) => setTrailerPlaying(on), []);
  // a mouse resting on the carousel holds it, so a slide being read stays
  const [pointedAt, setPointedAt] = useState(false);
  // The carousel moves on by a timer of its own, started again by every change of slide (the visitor's
  // too). Swiper's autoplay counts down on every animation frame while it runs: a page with the hero
  // never rested, and on a phone that was most of the main thread's work once the page had shown.
  useEffect(() => {
    if (!playing || !loopable || trailerPlaying || pointedAt) return;
    const next = (instance: SwiperInstance) => instance.slideNext();
    const move = setTimeout(() => (swiper ? next(swiper) : wantFor(next)), HERO_SLIDE_DELAY_MS);
    return () => clearTimeout(move);
  }, [swiper, playing, loopable, trailerPlaying, pointedAt, activeIndex, wantFor]);

  if (query.isPending) return <SkeletonHero />;
  if (query.isError || query.data.length === 0) return null;
  const entries = query.data;
  const loop = loopable;

  const withArt = new Set([...seen, ...neighbours(activeIndex, entries.length)]);
  const slides = entries.map((entry, index) => ({
    key: entry.ID,
    node: (
      <HeroSlide
        entry={entry}
        priority={index === 0}
        showArt={withArt.has(index)}
        active={playing && index === activeIndex}
        onTrailerPlaying={onTrailerPlaying}
      />
    ),
  }));

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={labels.featured}
      {...reachHandlers}
      onPointerEnter={(event) => {
        reachHandlers.onPointerEnter(event);
        if (event.pointerType === 'mouse') setPointedAt(true);
      }}
      onPointerLeave={() => setPointedAt(false)}
    >
      {/* until Swiper has loaded, the first slide stands alone in the same box */}
      <ClientPart firstView={<div className={styles.swiper}>{slides[0]?.node}</div>} wanted={wanted}>
        <HeroTrack
          direction={direction}
          labels={labels}
          loop={loop}
          slides={slides}
          onSwiper={mounted}
          onRealIndexChange={(realIndex) => {
            setActiveIndex(realIndex);
            setSeen((before) => new Set([...before, ...neighbours(realIndex, entries.length)]));
          }}
        />
      </ClientPart>
      {loop && (
        <HeroControls
          count={entries.length}
          activeIndex={activeIndex}
          playing={playing}
          onTogglePlaying={() => setChoice(!playing)}
          onPrevious={() => act((instance) => instance.slidePrev())}
          onNext={() => act((instance) => instance.slideNext())}
          onSelect={(index) => act((instance) => instance.slideToLoop(index))}
        />
      )}
    </section>
  );
}
