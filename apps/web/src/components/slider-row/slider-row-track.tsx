import type { Key, ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import styles from './slider-row.module.css';
import { slidesPerView, swiperBreakpoints, type RowKind } from './slides-per-view';

const SLIDE_GAP = 12;

export interface TrackSlide {
  key: Key;
  node: ReactNode;
}

export interface SliderRowTrackProps {
  kind: RowKind;
  direction: 'ltr' | 'rtl';
  slides: readonly TrackSlide[];
  onSwiper: (instance: SwiperInstance) => void;
  /** Swiper reports reaching and leaving the edges (also when a loaded page adds slides past the end). */
  onEdgesChange: (instance: SwiperInstance) => void;
  onReachEnd: (instance: SwiperInstance) => void;
}

/**
 * The Swiper of a slider row: touch swipe, mouse drag, focus follows the keyboard. Its own module so that
 * Swiper (about 28 kB gzipped) loads beside the page's data instead of before the page's first render.
 */
export default function SliderRowTrack({
  kind,
  direction,
  slides,
  onSwiper,
  onEdgesChange,
  onReachEnd,
}: SliderRowTrackProps) {
  return (
    <Swiper
      // Swiper reads the direction once, so a language switch rebuilds the row
      key={direction}
      dir={direction}
      className={styles.swiper}
      wrapperTag="ul"
      modules={[A11y]}
      a11y={{ slideRole: 'listitem', slideLabelMessage: '', scrollOnFocus: true }}
      slidesPerView={slidesPerView(kind, 0)}
      spaceBetween={SLIDE_GAP}
      breakpoints={swiperBreakpoints(kind, SLIDE_GAP)}
      watchOverflow
      onSwiper={onSwiper}
      onReachBeginning={onEdgesChange}
      onFromEdge={onEdgesChange}
      onResize={onEdgesChange}
      onReachEnd={onReachEnd}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} tag="li" className={styles.slide}>
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
