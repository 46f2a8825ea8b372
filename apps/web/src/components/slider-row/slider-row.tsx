import { useId, useState, type Key, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// Swiper's stylesheet comes with this module, so only the lazily loaded screens that show sliders load it
import 'swiper/css';
import { SliderButton } from './slider-button';
import { useSliderLabels } from './slider-labels';
import styles from './slider-row.module.css';
import { slidesPerView, swiperBreakpoints, type RowKind } from './slides-per-view';
import { useDirection } from './use-direction';

const SLIDE_GAP = 12;

export interface SliderRowProps<T> {
  /** The row's heading. */
  title: string;
  /** Where the "See All" link leads; no link when absent. */
  seeAllTo?: string | undefined;
  /** standard rows show 2–5 cards by screen width, channel rows 5–7 logo tiles (spec §2). */
  kind?: RowKind;
  items: readonly T[];
  getKey: (item: T) => Key;
  /** Renders one card; `index` lets the first screenful load its art eagerly. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Called when the visitor reaches the end of the row, e.g. to load the next page of a dynamic list. */
  onReachEnd?: () => void;
  /** The title's heading level: 2 under a page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}

/** A titled row of cards in a Swiper: touch swipe, mouse drag, previous/next buttons, focus follows the keyboard. */
export function SliderRow<T>({
  title,
  seeAllTo,
  kind = 'standard',
  items,
  getKey,
  renderItem,
  onReachEnd,
  headingLevel = 2,
}: SliderRowProps<T>) {
  const labels = useSliderLabels();
  const direction = useDirection();
  const headingId = useId();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // Swiper reports reaching and leaving the edges (also when a loaded page adds slides past the end)
  const updateEdges = (instance: SwiperInstance) =>
    setEdges((before) =>
      before.atStart === instance.isBeginning && before.atEnd === instance.isEnd
        ? before
        : { atStart: instance.isBeginning, atEnd: instance.isEnd },
    );

  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title} dir="auto">
          {title}
        </Heading>
        {seeAllTo && (
          <Link to={seeAllTo} className={styles.seeAll}>
            {labels.seeAll}
            <span className="visually-hidden">: {title}</span>
          </Link>
        )}
        <div className={styles.arrows}>
          <SliderButton
            direction="previous"
            label={labels.previous}
            disabled={edges.atStart}
            onClick={() => swiper?.slidePrev()}
          />
          <SliderButton
            direction="next"
            label={labels.next}
            disabled={edges.atEnd}
            onClick={() => swiper?.slideNext()}
          />
        </div>
      </div>
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
        onSwiper={(instance) => {
          setSwiper(instance);
          updateEdges(instance);
        }}
        onReachBeginning={updateEdges}
        onFromEdge={updateEdges}
        onResize={updateEdges}
        onReachEnd={(instance) => {
          updateEdges(instance);
          onReachEnd?.();
        }}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item)} tag="li" className={styles.slide}>
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
