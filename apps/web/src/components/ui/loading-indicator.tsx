import { useTranslation } from 'react-i18next';
import styles from './loading-indicator.module.css';

/** Shown while the session or the home configuration loads (docs/behaviour/routes-and-frame.md#page-frame). */
export function LoadingIndicator() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
