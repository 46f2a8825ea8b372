import type { SignalGap as Gap } from '@sahra/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cellSpan, type GuideWindow } from '../guide-time';
import { guideLabels } from '../locales/index';
import styles from './guide-grid.module.css';

export interface SignalGapProps {
  gap: Gap;
  window: GuideWindow;
  now: Date;
  formatTime: (at: Date) => string;
}

/**
 * A span the channel's source was down, over the programmes it hid: what the recording holds there
 * is the slate, not the programme, so the viewer sees why before pressing play.
 */
export function SignalGap({ gap, window, now, formatTime }: SignalGapProps) {
  const { t } = useTranslation(guideLabels);
  const stopsAt = gap.StopsAt ?? now.toISOString();
  const span = cellSpan(window, { StartsAt: gap.StartsAt, StopsAt: stopsAt });
  if (span.size <= 0) return null;
  const from = formatTime(new Date(gap.StartsAt));
  const label =
    gap.StopsAt === null
      ? t('signal.gapOngoing', { from })
      : t('signal.gap', { from, to: formatTime(new Date(gap.StopsAt)) });
  return (
    <li
      className={styles.gap}
      style={{ '--start': span.start, '--size': span.size } as CSSProperties}
      title={label}
      aria-label={label}
    >
      <span className={styles.gapLabel}>{t('signal.noSignal')}</span>
    </li>
  );
}
