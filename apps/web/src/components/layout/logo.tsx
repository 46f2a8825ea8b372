import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from './logo.module.css';

/** The product logo, always linking home (docs/behaviour/routes-and-frame.md#navigation-bar). */
export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={styles.logo} aria-label={t('brand.home')} onClick={onClick}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1c212d" />
        <path d="M17.5 6.2a10 10 0 1 0 8.3 15.3A8.2 8.2 0 0 1 17.5 6.2z" fill="#f5b53f" />
        <path d="M22 8.2l1 2.3 2.3 1-2.3 1-1 2.3-1-2.3-2.3-1 2.3-1z" fill="#ffd27a" />
      </svg>
      <span className={styles.word} aria-hidden="true">
        {t('brand.name')}
      </span>
    </Link>
  );
}
