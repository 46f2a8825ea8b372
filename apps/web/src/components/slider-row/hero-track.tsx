import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import styles from './hero-slider.module.css';

/** Spec §2: the hero slides in 500 ms and loops. How long each slide stays is ours to choose. */
export const HERO_SLIDE_SPEED_MS = 500;
const HERO_SLIDE_DELAY_MS = 7000;

export interface HeroTrackProps {
  direction: 'ltr' | 'rtl';
  labels: { slideRole: string; slide: string };
  loop: boolean;
  playing: boolean;
  slides: readonly { key: number; node: ReactNode }[];
  onSwiper: (instance: SwiperInstance) => void;
  onRealIndexChange: (realIndex: number) => void;
}

/**
 * The hero's Swiper: looping, autoplaying slides. Its own module so that Swiper loads beside the
 * slider's data instead of before the page's first render.
 */
export default function HeroTrack({
  direction,
  labels,
  loop,
  playing,
  slides,
  onSwiper,
  onRealIndexChange,
}: HeroTrackProps) {
  return (
    <Swiper
      key={direction}
      dir={direction}
      className={styles.swiper}
      modules={[A11y, Autoplay]}
      a11y={{ itemRoleDescriptionMessage: labels.slideRole, slideLabelMessage: labels.slide }}
      speed={HERO_SLIDE_SPEED_MS}
      loop={loop}
      autoplay={
        playing ? { delay: HERO_SLIDE_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false
      }
      onSwiper={onSwiper}
      onRealIndexChange={(instance) => onRealIndexChange(instance.realIndex)}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
