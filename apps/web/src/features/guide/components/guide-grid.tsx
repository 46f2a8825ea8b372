import type { GuideGrid as GuideGridPage } from '@sahra/contracts';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { clockTimeFormat } from '../../../lib/clock-time';
import { contentLanguage } from '../../../lib/content-item';
import { minuteWidth } from '../grid-scale';
import { minutesInto, ticks, TICK_MINUTES, type GuideWindow } from '../guide-time';
import { useLoadMore } from '../hooks/use-load-more';
import { useStickyLabels } from '../hooks/use-sticky-labels';
import { guideLabels } from '../locales/index';
import styles from './guide-grid.module.css';
import { ProgrammeCell } from './programme-cell';
import { SignalGap } from './signal-gap';

/** How much of the past stays in view to the start side when the grid scrolls to a time. */
const LEAD_MINUTES = 30;

export interface GuideGridProps {
  window: GuideWindow;
  pages: readonly GuideGridPage[];
  now: Date;
  /** the minute of the window to bring into view; a new object scrolls there again */
  scrollTo: { minute: number };
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * Channels down, time across: a sticky channel column and time header, half-hour marks, programme
 * cells as wide as they last and the now line. Both axes scroll inside it; as the viewer reaches the
 * last channels loaded, the next page is asked for. It runs from the writing direction's start, so in
 * Arabic time runs right to left; the times themselves read as usual.
 */
export function GuideGrid({ window, pages, now, scrollTo, hasMore, loadingMore, loadMore }: GuideGridProps) {
  const { t, i18n } = useTranslation(guideLabels);
  const locale = i18n.resolvedLanguage ?? 'en';
  const language = contentLanguage(locale);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMore(scroller, sentinel, { enabled: hasMore && !loadingMore, loadMore });
  useStickyLabels(scroller, pages);

  const formatTime = useMemo(() => {
    const format = clockTimeFormat(locale);
    return (at: Date) => format.format(at);
  }, [locale]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const inline = Math.max(0, scrollTo.minute - LEAD_MINUTES) * minuteWidth(element);
    // scrollLeft counts from the start side: negative leftwards in a right-to-left page
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollTo({ left: rtl ? -inline : inline });
  }, [scrollTo, window.from]);

  const nowMinute = minutesInto(window, now);
  const showNow = nowMinute >= 0 && nowMinute < window.minutes;
  const channels = pages.flatMap((page) => page.Channels);
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="region"
      aria-label={t('grid.label')}
      // the region scrolls: keyboard users reach it and scroll it with the arrow keys
      tabIndex={0}
    >
      <div className={styles.sheet} style={{ '--minutes': window.minutes } as CSSProperties}>
        <div className={styles.header}>
          <div className={styles.corner}>{t('grid.channels')}</div>
          <div className={styles.ticks} aria-hidden="true">
            {ticks(window).map((tick, index) => (
              <span
                key={tick.getTime()}
                className={styles.tick}
                style={{ '--start': index * TICK_MINUTES } as CSSProperties}
              >
                {formatTime(tick)}
              </span>
            ))}
            {showNow && (
              <span className={styles.nowMarker} style={{ '--start': nowMinute } as CSSProperties}>
                {t('grid.nowLine')}
              </span>
            )}
          </div>
        </div>
        <ul className={styles.rows}>
          {channels.map((channel) => {
            const name = language === 'ar' ? channel.Name : channel.DisplayTitle?.trim() || channel.Name;
            const target = { id: channel.IDChannel, slug: channel.UrlEncodedName };
            return (
              <li key={channel.IDChannel} className={styles.row} data-channel={channel.IDChannel}>
                <Link to={paths.livePlay(target.id, target.slug)} className={styles.channel}>
                  {channel.Logo ? (
                    <img className={styles.logo} src={channel.Logo} alt="" loading="lazy" decoding="async" />
                  ) : null}
                  <span className={styles.channelText}>
                    <span className={styles.channelName} dir="auto">
                      {name}
                    </span>
                    {channel.Signal?.Status === 'source-down' && (
                      <span className={styles.signalDown}>{t('signal.down')}</span>
                    )}
                  </span>
                </Link>
                <ul className={styles.track} aria-label={name}>
                  {channel.Entries.map((entry) => (
                    <ProgrammeCell
                      key={entry.StartsAt}
                      entry={entry}
                      channel={target}
                      window={window}
                      now={now}
                      formatTime={formatTime}
                    />
                  ))}
                  {channel.Gaps.map((gap) => (
                    <SignalGap
                      key={gap.StartsAt}
                      gap={gap}
                      window={window}
                      now={now}
                      formatTime={formatTime}
                    />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        {showNow && (
          <div
            className={styles.nowLine}
            style={{ '--start': nowMinute } as CSSProperties}
            data-testid="now-line"
            data-now={now.toISOString()}
            aria-hidden="true"
          />
        )}
        <div ref={sentinel} className={styles.sentinel} />
      </div>
      {loadingMore && (
        <p className={styles.loadingMore} role="status">
          {t('grid.loadingMore')}
        </p>
      )}
    </div>
  );
}
