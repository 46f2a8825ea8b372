import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { SkeletonHero } from '../skeleton/skeleton';
import { useSliderById } from './api/get-slider-by-id';
import { HeroControls } from './hero-controls';
import { HeroSlide } from './hero-slide';
import styles from './hero-slider.module.css';
import { useSliderLabels } from './slider-labels';
import { useDirection } from './use-direction';

/** Spec §2: the hero slides in 500 ms and loops. How long each slide stays is ours to choose. */
export const HERO_SLIDE_SPEED_MS = 500;
const HERO_SLIDE_DELAY_MS = 7000;

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

  const togglePlaying = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={labels.featured}>
      <Swiper
        key={direction}
        dir={direction}
        className={styles.swiper}
        modules={[A11y, Autoplay]}
        a11y={{ itemRoleDescriptionMessage: labels.slideRole, slideLabelMessage: labels.slide }}
        speed={HERO_SLIDE_SPEED_MS}
        loop={loop}
        autoplay={
          playing
            ? { delay: HERO_SLIDE_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }
            : false
        }
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => {
          setActiveIndex(instance.realIndex);
          setSeen((before) => new Set([...before, ...neighbours(instance.realIndex, entries.length)]));
        }}
      >
        {entries.map((entry, index) => (
          <SwiperSlide key={entry.ID}>
            <HeroSlide
              entry={entry}
              active={index === activeIndex}
              priority={index === 0}
              showArt={withArt.has(index)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
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
