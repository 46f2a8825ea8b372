import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLabels } from '../locales/index';
import { fractionOf, type Span } from '../utils/timeline';
import styles from './timeline-bar.module.css';

interface TimelineBarProps {
  /** What can be sought: the DVR window on live, the whole video on demand. */
  window: Span;
  position: number;
  /** Live: the programme on air, as a span of the video's time line (it may reach outside the window). */
  programme?: Span;
  valueText: string;
  onSeek: (seconds: number) => void;
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(3)}%`;
}

/**
 * The seekable time line. The track is exactly what can be sought (the DVR window on live), the
 * programme on air is marked inside it, and it runs left to right in both languages, like the video.
 * Keys are the player's own (arrows ±5 s, Home, End), so the slider needs no handler of its own.
 */
export function TimelineBar({ window, position, programme, valueText, onSeek }: TimelineBarProps) {
  const { t } = useTranslation(playerLabels);
  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    onSeek(window.start + fraction * (window.end - window.start));
  };
  const programmeStart = programme ? fractionOf(programme.start, window) : 0;
  const programmeEnd = programme ? fractionOf(programme.end, window) : 0;
  return (
    <div
      className={styles.bar}
      dir="ltr"
      role="slider"
      tabIndex={0}
      aria-label={t('timeline')}
      aria-valuemin={Math.floor(window.start)}
      aria-valuemax={Math.floor(window.end)}
      aria-valuenow={Math.floor(position)}
      aria-valuetext={valueText}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        seekToPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) seekToPointer(event);
      }}
    >
      <div className={styles.track}>
        {programme && (
          <div
            className={styles.programme}
            style={{
              insetInlineStart: percent(programmeStart),
              inlineSize: percent(programmeEnd - programmeStart),
            }}
          />
        )}
        <div className={styles.played} style={{ inlineSize: percent(fractionOf(position, window)) }} />
      </div>
      <div className={styles.thumb} style={{ insetInlineStart: percent(fractionOf(position, window)) }} />
    </div>
  );
}
