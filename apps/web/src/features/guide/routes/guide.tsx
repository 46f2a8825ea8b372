import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ClientPart } from '../../../lib/client-part';
import { useGuideGrid } from '../api/get-guide-grid';
import { DayPicker } from '../components/day-picker';
import { GuideGrid } from '../components/guide-grid';
import { GuideSkeleton } from '../components/guide-skeleton';
import { guideDayPath } from '../guide-paths';
import { localDay } from '../../../lib/local-day';
import { chosenDay, dayWindow, guideDays } from '../guide-time';
import { useNow } from '../../../lib/use-now';
import { guideLabels } from '../locales/index';
import styles from './guide.module.css';
import { now as readNow } from '../../../lib/clock';

/** The now line moves a pixel or so a minute: redrawing it every half minute is smooth enough. */
const NOW_LINE_TICK_MS = 30_000;

/**
 * /guide: the programme guide as a grid, a day of the viewer's calendar (`?day=`, one of the 5 dates)
 * across and the channels down, 20 at a time. The grid depends on the viewer's clock and time zone,
 * which the server does not know, so it is drawn in the browser; the server sends its skeleton.
 */
export function GuideRoute() {
  const { t } = useTranslation(guideLabels);
  return (
    <div className={styles.page}>
      <title>{t('title')}</title>
      <meta name="description" content={t('metaDescription')} />
      <h1 className={styles.heading}>{t('heading')}</h1>
      <ClientPart firstView={<GuideSkeleton />}>
        <GuideScreen />
      </ClientPart>
    </div>
  );
}

const minuteOfDay = (at: Date) => at.getHours() * 60 + at.getMinutes();

function GuideScreen() {
  const { t, i18n } = useTranslation(guideLabels);
  const now = useNow(NOW_LINE_TICK_MS);
  const today = localDay(now);
  const [parameters] = useSearchParams();
  const day = chosenDay(parameters.get('day'), now);
  const window = useMemo(() => dayWindow(day), [day]);
  const grid = useGuideGrid(window, i18n.resolvedLanguage ?? 'en');
  const navigate = useNavigate();
  // the grid opens at the viewer's time of day, on any date; "Now" asks for it again on today's
  const [scrollTarget, setScrollTarget] = useState(() => ({ minute: minuteOfDay(readNow()) }));
  const goToNow = () => {
    if (day !== today) void navigate(guideDayPath(today, today), { replace: true });
    setScrollTarget({ minute: minuteOfDay(readNow()) });
  };
  // A day's grid is hundreds of programmes: drawn as a deferred update, React yields to the browser
  // every few milliseconds instead of holding the main thread for the whole grid (ADR 042).
  // The window goes with its pages, so a grid is never drawn with another day's programmes.
  const loaded = useMemo(() => grid.data && { window, pages: grid.data.pages }, [window, grid.data]);
  const deferred = useDeferredValue(loaded, undefined);
  const drawn = deferred?.window === window ? deferred : undefined;
  const { fetchNextPage } = grid;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return (
    <>
      <div className={styles.controls}>
        <DayPicker days={guideDays(now)} today={today} selected={day} />
        <button type="button" className={styles.now} onClick={goToNow}>
          {t('now')}
        </button>
      </div>
      {!grid.isError && !drawn && <GuideSkeleton />}
      {grid.isError && (
        <div className={styles.message}>
          <p>{t('grid.failed')}</p>
          <button type="button" className={styles.retry} onClick={() => void grid.refetch()}>
            {t('grid.retry')}
          </button>
        </div>
      )}
      {drawn?.pages[0]?.TotalChannels === 0 && <p className={styles.message}>{t('grid.empty')}</p>}
      {drawn && (drawn.pages[0]?.TotalChannels ?? 0) > 0 && (
        <GuideGrid
          window={drawn.window}
          pages={drawn.pages}
          now={now}
          scrollTo={scrollTarget}
          hasMore={grid.hasNextPage}
          // a page fetched but not drawn yet is still loading: the end of the rows has not moved
          loadingMore={grid.isFetchingNextPage || drawn.pages !== grid.data?.pages}
          loadMore={loadMore}
        />
      )}
    </>
  );
}
