import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/layout/logo';
import { authLabels } from '../locales/index';
import styles from './auth-form.module.css';

interface AuthPageProps {
  title: string;
  lead?: ReactNode;
  /** The register page's info column, beside the form on wide screens and above it on phones. */
  aside?: ReactNode;
  /** Pages without the navigation bar (the register funnel) show the logo themselves. */
  showLogo?: boolean;
  children: ReactNode;
}

/** The shell of every account screen: a card on the dark backdrop, its title as the document title. */
export function AuthPage({ title, lead, aside, showLogo = false, children }: AuthPageProps) {
  const { t } = useTranslation(authLabels);
  return (
    <section className={aside ? `${styles.page} ${styles.withAside}` : styles.page}>
      <title>{t('documentTitle', { title })}</title>
      {showLogo && (
        <div className={styles.logo}>
          <Logo />
        </div>
      )}
      <div className={styles.layout}>
        {aside}
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}
