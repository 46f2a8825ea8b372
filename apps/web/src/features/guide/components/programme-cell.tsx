import type { GuideGridEntry } from '@sahra/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programmeHref } from '../guide-paths';
import { cellSpan, programmeState, type GuideWindow } from '../guide-time';
import { CELL_START, CELL_STOP } from '../hooks/use-sticky-labels';
import { guideLabels } from '../locales/index';
import styles from './guide-grid.module.css';

export interface ProgrammeCellProps {
  entry: GuideGridEntry;
  channel: { id: number; slug: string };
  window: GuideWindow;
  now: Date;
  /** HH:mm in the viewer's language and time zone */
  formatTime: (at: Date) => string;
}

/**
 * A programme on its channel's row, as wide as it is long. One that can be watched (on air, in the DVR
 * window, or as a catch-up episode) is a link to where it plays; one still to come, or gone, is text.
 */
export function ProgrammeCell({ entry, channel, window, now, formatTime }: ProgrammeCellProps) {
  const { t } = useTranslation(guideLabels);
  const span = cellSpan(window, entry);
  if (span.size <= 0) return null;
  const state = programmeState(entry, now);
  const time = `${formatTime(new Date(entry.StartsAt))} – ${formatTime(new Date(entry.StopsAt))}`;
  const href = programmeHref(entry, state, channel);
  const style = { '--start': span.start, '--size': span.size } as CSSProperties;
  const content = (
    <span className={styles.label}>
      <span className={styles.title} dir="auto">
        {state === 'live' && <span className={styles.liveBadge}>{t('programme.liveBadge')}</span>}
        {entry.Title}
      </span>
      <span className={styles.time}>{time}</span>
    </span>
  );
  const label = t(`programme.${state}`, { title: entry.Title, time });
  return (
    <li
      className={`${styles.cell} ${styles[state]}`}
      style={style}
      {...{ [CELL_START]: span.start, [CELL_STOP]: span.start + span.size }}
    >
      {href ? (
        <Link to={href} className={styles.programme} aria-label={label} title={label}>
          {content}
        </Link>
      ) : (
        <div className={styles.programme} title={label}>
          {content}
        </div>
      )}
    </li>
  );
}
