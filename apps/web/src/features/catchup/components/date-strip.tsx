import type { CustomValue } from '@sahra/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { useDeferredSwiper } from '../../../components/slider-row/use-deferred-swiper';
import { ClientPart } from '../../../lib/client-part';
import { dateCardText } from '../catchup-dates';
import styles from './date-strip.module.css';
import { catchupLabels } from '../locales/index';

/** Cards per view (docs/behaviour/catch-up.md#date-strip): 4 below 1000 px, 5 from 1000 up to below 1300, 7 from 1300 (the first view's CSS too). */
const BREAKPOINTS = { 0: { slidesPerView: 4 }, 1000: { slidesPerView: 5 }, 1300: { slidesPerView: 7 } };

export interface DateStripProps {
  dates: readonly CustomValue[];
  /** The chosen yyyymmdd date, or null for every date. */
  selected: string | null;
  hrefForDate: (date: string | null) => string;
}

/**
 * Swipeable broadcast-date cards; "All" first clears the date. Each card is a link: the date is URL state.
 * Swiper mounts when the strip is reached for, as a row's does (useDeferredSwiper): until then the cards
 * are its first view, and the page's hydration does not lay a carousel out.
 */
export function DateStrip({ dates, selected, hrefForDate }: DateStripProps) {
  const { t, i18n } = useTranslation(catchupLabels);
  const { swiper, wanted, act, mounted, reachHandlers, onFocus } = useDeferredSwiper();
  const [edges, setEdges] = useState<{ beginning: boolean; end: boolean } | null>(null);
  const updateEdges = (instance: SwiperInstance) =>
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd });
  const selectedIndex = selected ? dates.findIndex((date) => date.UrlEncodedName === selected) + 1 : 0;
  const locale = i18n.resolvedLanguage ?? 'en';
  const firstSlide = Math.max(0, selectedIndex - 1);
  // before Swiper has measured, the first view starts at the chosen date and goes on past the screen
  const { beginning, end } = (swiper && edges) ?? { beginning: firstSlide === 0, end: false };
  const cards = [
    {
      key: 'all',
      node: (
        <DateCard href={hrefForDate(null)} current={selected === null}>
          <span className={styles.weekday}>{t('dates.all')}</span>
        </DateCard>
      ),
    },
    ...dates.map((date) => {
      const text = dateCardText(date, locale);
      return {
        key: date.UrlEncodedName,
        node: (
          <DateCard href={hrefForDate(date.UrlEncodedName)} current={selected === date.UrlEncodedName}>
            <span className={styles.weekday}>{text.weekday}</span>
            <span className={styles.monthDay}>{text.monthDay}</span>
          </DateCard>
        ),
      };
    }),
  ];
  return (
    <nav className={styles.strip} aria-label={t('dates.label')} {...reachHandlers} onFocus={onFocus}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={t('dates.previous')}
        disabled={beginning}
        onClick={() => act((instance) => instance.slidePrev())}
      >
        <ChevronDownIcon size={20} />
      </button>
      <ClientPart
        firstView={
          <ul className={styles.firstView}>
            {cards.slice(firstSlide).map((card, index) => (
              <li key={card.key} className={styles.slide} data-first-view-slide={firstSlide + index}>
                {card.node}
              </li>
            ))}
          </ul>
        }
        wanted={wanted}
      >
        <Swiper
          // Swiper reads the writing direction once, when it starts: a language switch starts a new one
          key={i18n.dir(locale)}
          className={styles.swiper}
          modules={[A11y, Keyboard]}
          breakpoints={BREAKPOINTS}
          spaceBetween={10}
          initialSlide={firstSlide}
          keyboard={{ enabled: true, onlyInViewport: true }}
          onSwiper={(instance) => {
            mounted(instance);
            updateEdges(instance);
          }}
          onSlideChange={updateEdges}
          onResize={updateEdges}
        >
          {cards.map((card) => (
            <SwiperSlide key={card.key} className={styles.slide}>
              {card.node}
            </SwiperSlide>
          ))}
        </Swiper>
      </ClientPart>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={t('dates.next')}
        disabled={end}
        onClick={() => act((instance) => instance.slideNext())}
      >
        <ChevronDownIcon size={20} />
      </button>
    </nav>
  );
}

interface DateCardProps {
  href: string;
  current: boolean;
  children: ReactNode;
}

function DateCard({ href, current, children }: DateCardProps) {
  return (
    <Link to={href} className={styles.card} aria-current={current ? 'true' : undefined}>
      {children}
    </Link>
  );
}
