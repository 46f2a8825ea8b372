import { useTranslation } from 'react-i18next';
import { SkeletonBlock, SkeletonGroup } from '../../../components/skeleton/skeleton';
import { guideLabels } from '../locales/index';
import styles from './guide-skeleton.module.css';

const ROWS = 8;
const CELLS = 5;

/** The grid's shape while its first channels load: a time header and rows of channel and programme blocks. */
export function GuideSkeleton() {
  const { t } = useTranslation(guideLabels);
  return (
    <SkeletonGroup className={styles.skeleton} label={t('grid.loading')}>
      <SkeletonBlock className={styles.header} />
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} className={styles.row}>
          <SkeletonBlock className={styles.channel} />
          {Array.from({ length: CELLS }, (_, cell) => (
            <SkeletonBlock key={cell} className={styles.cell} />
          ))}
        </div>
      ))}
    </SkeletonGroup>
  );
}
