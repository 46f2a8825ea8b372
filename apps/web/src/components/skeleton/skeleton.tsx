import type { ReactNode } from 'react';
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

/**
 * Placeholders that pulse as one (a row, a grid, a page's blocks), announced as one status: `label`,
 * "Loading" by default. One animation per group, not one per block: each is a compositor layer and an
 * event per beat on the main thread, and a home page of skeleton rows once ran 154 of them.
 */
export function SkeletonGroup({
  className = '',
  label,
  children,
}: {
  className?: string;
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.pulse} ${className}`} role="status">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      {children}
    </div>
  );
}

/** A card-shaped placeholder. Hidden from assistive technology: the surrounding status says "Loading". */
export function SkeletonCard({ shape = 'poster', lines = 2 }: SkeletonCardProps) {
  return (
    <div className={`${styles.pulse} ${styles.card}`} aria-hidden="true">
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
  return (
    <SkeletonGroup className={styles.row}>
      <div className={`${styles.block} ${styles.rowTitle}`} aria-hidden="true" />
      <div className={`${styles.rowCards} ${shape === 'channel' ? styles.wide : ''}`}>
        {Array.from({ length: ROW_PLACEHOLDERS }, (_, index) => (
          <SkeletonCard key={index} shape={shape} lines={shape === 'channel' ? 0 : 2} />
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** A placeholder for a full-width hero banner. */
export function SkeletonHero() {
  return <SkeletonGroup className={`${styles.block} ${styles.hero}`} />;
}

/** A bare block, sized and shaped by the caller's class (a grid cell, a channel logo), in a `SkeletonGroup`. */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <div className={`${styles.block} ${className}`} aria-hidden="true" />;
}
