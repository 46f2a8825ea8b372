import { SkeletonCard, SkeletonHero, SkeletonRow } from '../../../components/skeleton/skeleton';
import catchupStyles from './catchup-play-page.module.css';
import styles from './details-page.module.css';

/**
 * While the item loads: placeholders shaped like the page to come (the hero of a details page, the
 * 16:9 player of a catch-up page) and one row, so the page does not jump when it arrives.
 */
export function PageSkeleton({ player = false }: { player?: boolean }) {
  if (player) {
    return (
      <div className={`${catchupStyles.page} ${styles.loading}`}>
        <div className={catchupStyles.top}>
          <SkeletonCard shape="landscape" lines={0} />
        </div>
        <SkeletonRow shape="landscape" />
      </div>
    );
  }
  return (
    <div className={`${styles.page} ${styles.loading}`}>
      <SkeletonHero />
      <div className={styles.sections}>
        <SkeletonRow shape="landscape" />
      </div>
    </div>
  );
}
