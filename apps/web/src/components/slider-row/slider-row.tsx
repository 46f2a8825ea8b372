import { useId, useState, type Key, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { ClientPart, clientLazy } from '../../lib/client-part';
import { SliderButton } from './slider-button';
import { useSliderLabels } from './slider-labels';
import styles from './slider-row.module.css';
import type { TrackSlide } from './slider-row-track';
import { mostSlidesPerView, type RowKind } from './slides-per-view';
import { useDeferredSwiper } from './use-deferred-swiper';
import { useDirection } from './use-direction';

const SliderRowTrack = clientLazy(() => import('./slider-row-track'));

export interface SliderRowProps<T> {
  /** The row's heading. */
  title: string;
  /** Where the "See All" link leads; no link when absent. */
  seeAllTo?: string | undefined;
  /** standard rows show 2–5 cards by screen width, channel rows 5–7 logo tiles (docs/behaviour/home-and-on-demand.md#content-rows). */
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
  // Swiper mounts when the row is reached for (mouse, swipe, keyboard focus, its arrows)
  const { wanted, act, mounted, reachHandlers, onFocus } = useDeferredSwiper();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const slides = items.map((item, index) => ({ key: getKey(item), node: renderItem(item, index) }));

  // Swiper reports reaching and leaving the edges (also when a loaded page adds slides past the end)
  const updateEdges = (instance: SwiperInstance) =>
    setEdges((before) =>
      before.atStart === instance.isBeginning && before.atEnd === instance.isEnd
        ? before
        : { atStart: instance.isBeginning, atEnd: instance.isEnd },
    );

  return (
    <section className={styles.row} aria-labelledby={headingId} {...reachHandlers} onFocus={onFocus}>
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
            onClick={() => act((instance) => instance.slidePrev())}
          />
          <SliderButton
            direction="next"
            label={labels.next}
            disabled={edges.atEnd}
            onClick={() => act((instance) => instance.slideNext())}
          />
        </div>
      </div>
      <ClientPart firstView={<StaticTrack kind={kind} slides={slides} />} wanted={wanted}>
        <SliderRowTrack
          kind={kind}
          direction={direction}
          slides={slides}
          onSwiper={(instance) => {
            mounted(instance);
            updateEdges(instance);
          }}
          onEdgesChange={updateEdges}
          onReachEnd={(instance) => {
            updateEdges(instance);
            onReachEnd?.();
          }}
        />
      </ClientPart>
    </section>
  );
}

/** The row's first view as plain list items, laid out as Swiper will lay them out, until Swiper has loaded. */
function StaticTrack({ kind, slides }: { kind: RowKind; slides: readonly TrackSlide[] }) {
  const className = kind === 'channel' ? `${styles.staticTrack} ${styles.channelTrack}` : styles.staticTrack;
  return (
    <ul className={className}>
      {slides.slice(0, mostSlidesPerView(kind)).map((slide, index) => (
        <li key={slide.key} className={styles.slide} data-first-view-slide={index}>
          {slide.node}
        </li>
      ))}
    </ul>
  );
}
