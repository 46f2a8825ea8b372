import type { CategoryCard } from '@sahra/contracts';
import { Link } from 'react-router';
import { responsiveImage } from '../../lib/image';
import { rowImageSizes } from '../slider-row/slides-per-view';
import { categoryCardPath } from './category-path';
import styles from './content-card.module.css';

export interface CategoryCardTileProps {
  card: CategoryCard;
  /** <img sizes>; defaults to a slider row's share of the screen. */
  sizes?: string;
  eager?: boolean;
}

/** A category card (display type CategoryCard): 16:9 art with its title over it, linking to the page its Url names. */
export function CategoryCardTile({ card, sizes, eager = false }: CategoryCardTileProps) {
  const path = categoryCardPath(card.Url);
  // a card whose Url cannot be followed is not worth showing as a dead end
  if (path === undefined) return null;
  const image = card.Poster
    ? responsiveImage(card.Poster, { sizes: sizes ?? rowImageSizes('standard'), maxWidth: 960 })
    : null;
  return (
    <Link to={path} className={`${styles.card} ${styles.categoryCard}`}>
      <span className={`${styles.art} ${styles.catchup}`}>
        {image && (
          <img
            {...image}
            alt=""
            width={960}
            height={540}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        <span className={styles.categoryTitle}>
          <bdi>{card.TitleFirstRow}</bdi>
        </span>
      </span>
    </Link>
  );
}
