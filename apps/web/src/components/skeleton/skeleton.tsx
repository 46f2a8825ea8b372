import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

/** The card shapes placeholders come in: poster 2:3, landscape 16:9 (catch-up, category cards), channel logo tile. */
export type SkeletonShape = 'poster' | 'landscape' | 'channel';

/** The most cards any row shows at once (channel rows on wide screens); extra placeholders are clipped. */
const ROW_PLACEHOLDERS = 7;

export interface SkeletonCardProps {
  shape?: SkeletonShape;
  /** Text lines under the art (title, genres); 0 for bare tiles such as channel logos. */
  lines?: number;
}

/** A card-shaped placeholder. Hidden from assistive technology: the surrounding status says "Loading". */
export function SkeletonCard({ shape = 'poster', lines = 2 }: SkeletonCardProps) {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.block} ${styles[shape]}`} />
      {lines > 0 && <div className={`${styles.block} ${styles.line} ${styles.lineLong}`} />}
      {lines > 1 && <div className={`${styles.block} ${styles.line} ${styles.lineShort}`} />}
    </div>
  );
}

export interface SkeletonRowProps {
  shape?: SkeletonShape;
}

/** A slider-row-shaped placeholder: a title bar and as many cards as the row will show at this width. */
export function SkeletonRow({ shape = 'poster' }: SkeletonRowProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.row} role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className={`${styles.block} ${styles.rowTitle}`} aria-hidden="true" />
      <div className={`${styles.rowCards} ${shape === 'channel' ? styles.wide : ''}`}>
        {Array.from({ length: ROW_PLACEHOLDERS }, (_, index) => (
          <SkeletonCard key={index} shape={shape} lines={shape === 'channel' ? 0 : 2} />
        ))}
      </div>
    </div>
  );
}

/** A placeholder for a full-width hero banner. */
export function SkeletonHero() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.block} ${styles.hero}`} role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** A bare shimmering block, sized and shaped by the caller's class (a grid cell, a channel logo). */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <div className={`${styles.block} ${className}`} aria-hidden="true" />;
}
