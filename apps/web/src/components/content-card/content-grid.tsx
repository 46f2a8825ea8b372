import { LOADING_PLACEHOLDERS, type ContentItem } from '@sahra/contracts';
import type { ReactNode } from 'react';
import { SkeletonCard, SkeletonGroup } from '../skeleton/skeleton';
import { ContentCard, type CardVariant } from './content-card';
import styles from './content-grid.module.css';

/** A card's share of the screen at each of the grid's column counts (content-grid.module.css). */
const GRID_SIZES: Record<CardVariant, string> = {
  poster:
    '(min-width: 1450px) 17vw, (min-width: 1200px) 20vw, (min-width: 900px) 25vw, (min-width: 560px) 34vw, 50vw',
  catchup: '(min-width: 1200px) 25vw, (min-width: 900px) 34vw, (min-width: 560px) 50vw, 100vw',
};

export interface ContentGridProps {
  /** The items to show; ignored while loading. */
  items: readonly ContentItem[];
  variant?: CardVariant;
  /** Shows placeholder cards instead of items (docs/behaviour/limits.md#browsing: 20 placeholders). */
  loading?: boolean;
  placeholders?: number;
  /** How many leading cards load their art at once (the first screenful). */
  eagerCount?: number;
  /** What a cell shows under its card beside the card itself (a progress bar, a remove button). */
  cellExtra?: (item: ContentItem) => ReactNode;
}

/** A grid of content cards, or of placeholder cards while loading. */
export function ContentGrid({
  items,
  variant = 'poster',
  loading = false,
  placeholders = LOADING_PLACEHOLDERS,
  eagerCount = 0,
  cellExtra,
}: ContentGridProps) {
  const className = `${styles.grid} ${styles[variant]}`;
  if (loading) {
    return (
      <SkeletonGroup className={className}>
        {Array.from({ length: placeholders }, (_, index) => (
          <SkeletonCard key={index} shape={variant === 'poster' ? 'poster' : 'landscape'} />
        ))}
      </SkeletonGroup>
    );
  }
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.Id} className={styles.cell}>
          <ContentCard item={item} variant={variant} sizes={GRID_SIZES[variant]} eager={index < eagerCount} />
          {cellExtra?.(item)}
        </li>
      ))}
    </ul>
  );
}
