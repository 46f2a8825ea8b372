import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { HERO_SLIDE_SPEED_MS } from './hero-timing';
import styles from './hero-slider.module.css';

export interface HeroTrackProps {
  direction: 'ltr' | 'rtl';
  labels: { slideRole: string; slide: string };
  loop: boolean;
  slides: readonly { key: number; node: ReactNode }[];
  onSwiper: (instance: SwiperInstance) => void;
  onRealIndexChange: (realIndex: number) => void;
}

/**
 * The hero's Swiper: looping slides, moved on by the carousel's own timer (hero-slider.tsx). Its own module so that Swiper loads beside the
 * slider's data instead of before the page's first render.
 */
export default function HeroTrack({
  direction,
  labels,
  loop,
  slides,
  onSwiper,
  onRealIndexChange,
}: HeroTrackProps) {
  return (
    <Swiper
      key={direction}
      dir={direction}
      className={styles.swiper}
      modules={[A11y]}
      a11y={{ itemRoleDescriptionMessage: labels.slideRole, slideLabelMessage: labels.slide }}
      speed={HERO_SLIDE_SPEED_MS}
      loop={loop}
      onSwiper={onSwiper}
      onRealIndexChange={(instance) => onRealIndexChange(instance.realIndex)}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
