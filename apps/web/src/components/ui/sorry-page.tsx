import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from './sorry-page.module.css';

interface SorryPageProps {
  title: string;
  message: string;
  /** What the visitor can do next; a link home unless given (null for none). */
  action?: ReactNode;
  /** On pages without navigation bar and footer the message is centred in the whole window. */
  fullScreen?: boolean;
}

/** The "We're Sorry." layout shared by the not-found, country-error and error pages. */
export function SorryPage({ title, message, action, fullScreen = false }: SorryPageProps) {
  const { t } = useTranslation();
  return (
    <section className={fullScreen ? `${styles.page} ${styles.fullScreen}` : styles.page}>
      <title>{title}</title>
      <h1 className={styles.heading}>
        {t('common.sorry')} <span className={styles.message}>{message}</span>
      </h1>
      {action === undefined ? (
        <Link to={paths.home} className="button button-secondary">
          {t('errors.backHome')}
        </Link>
      ) : (
        action
      )}
    </section>
  );
}
