import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../components/skeleton/skeleton';
import { guideLabels } from '../locales/index';
import styles from './guide-skeleton.module.css';

const ROWS = 8;
const CELLS = 5;

/** The grid's shape while its first channels load: a time header and rows of channel and programme blocks. */
export function GuideSkeleton() {
  const { t } = useTranslation(guideLabels);
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{t('grid.loading')}</span>
      <SkeletonBlock className={styles.header} />
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} className={styles.row}>
          <SkeletonBlock className={styles.channel} />
          {Array.from({ length: CELLS }, (_, cell) => (
            <SkeletonBlock key={cell} className={styles.cell} />
          ))}
        </div>
      ))}
    </div>
  );
}
