import { lazy, Suspense, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { SkeletonHero } from '../skeleton/skeleton';
import { useSliderById } from './api/get-slider-by-id';
import { HeroControls } from './hero-controls';
import { HeroSlide } from './hero-slide';
import styles from './hero-slider.module.css';
import { useSliderLabels } from './slider-labels';
import { useDirection } from './use-direction';

// Asked for as soon as a screen with a hero loads, so it arrives while the slider's data is on its way.
const loadTrack = import('./hero-track');
const HeroTrack = lazy(() => loadTrack);

/** A slide and the slides either side of it in a loop of `count`. */
function neighbours(index: number, count: number): number[] {
  return [index, (index + 1) % count, (index + count - 1) % count];
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The hero carousel of a page (its home group's contentSliderId): looping, autoplaying slides with a
 * pause button, previous/next and one button per slide. Nothing shows when the slider fails to load.
 */
export function HeroSlider({ sliderId }: { sliderId: number }) {
  const query = useSliderById(sliderId);
  const labels = useSliderLabels();
  const direction = useDirection();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  // slides whose art has been asked for: those in view so far and their neighbours, so a swipe never
  // shows an empty slide, while the rest of the (wide, heavy) art waits until the carousel comes near
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  // visitors who ask for less motion start paused; the button is there for everyone (WCAG 2.2.2)
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  if (query.isPending) return <SkeletonHero />;
  if (query.isError || query.data.length === 0) return null;
  const entries = query.data;
  const loop = entries.length > 1;
  const withArt = new Set([...seen, ...neighbours(activeIndex, entries.length)]);
  const slides = entries.map((entry, index) => ({
    key: entry.ID,
    node: (
      <HeroSlide
        entry={entry}
        active={index === activeIndex}
        priority={index === 0}
        showArt={withArt.has(index)}
      />
    ),
  }));

  const togglePlaying = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={labels.featured}>
      {/* until Swiper has loaded, the first slide stands alone in the same box */}
      <Suspense fallback={<div className={styles.swiper}>{slides[0]?.node}</div>}>
        <HeroTrack
          direction={direction}
          labels={labels}
          loop={loop}
          playing={playing}
          slides={slides}
          onSwiper={setSwiper}
          onRealIndexChange={(realIndex) => {
            setActiveIndex(realIndex);
            setSeen((before) => new Set([...before, ...neighbours(realIndex, entries.length)]));
          }}
        />
      </Suspense>
      {loop && (
        <HeroControls
          count={entries.length}
          activeIndex={activeIndex}
          playing={playing}
          onTogglePlaying={togglePlaying}
          onPrevious={() => swiper?.slidePrev()}
          onNext={() => swiper?.slideNext()}
          onSelect={(index) => swiper?.slideToLoop(index)}
        />
      )}
    </section>
  );
}
