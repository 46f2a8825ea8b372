import { APP_VERSION } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { MailIcon, PhoneIcon } from './footer-icons';
import { AppStoreLinks } from './app-store-links';
import { OFFICES, PHONE_LINES, SOCIAL_LINKS, SUPPORT_EMAIL } from './company';
import styles from './footer.module.css';
import { LanguageSwitch } from './language-switch';
import { footerLabels } from './locales/index';
import { Logo } from './logo';
import { SupportChat } from './support-chat';
import { now } from '../../lib/clock';

/** The footer of every framed page: links, company contacts, social and app-store links, support chat (docs/behaviour/product.md#footer). */
export function Footer() {
  const { t } = useTranslation(footerLabels);
  const links = [
    { to: paths.plans, label: t('plans') },
    { to: paths.devices, label: t('devices') },
    { to: paths.privacy, label: t('privacy') },
    { to: paths.termsOfUse, label: t('terms') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>{t('tagline')}</p>
          <h2 className={styles.heading}>{t('getTheApp')}</h2>
          <AppStoreLinks />
        </div>
        <nav aria-labelledby="footer-explore" className={styles.column}>
          <h2 id="footer-explore" className={styles.heading}>
            {t('explore')}
          </h2>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={styles.heading}>
            {t('contact')}
          </h2>
          {OFFICES.map((office) => (
            <address key={office.labelKey} className={styles.address}>
              <strong>{t(office.labelKey)}</strong>
              {office.lines.map((line) => (
                // bdi: a Latin line keeps its punctuation in place on an Arabic page, and its alignment
                <bdi key={line}>{line}</bdi>
              ))}
              <span>{t(office.countryKey)}</span>
            </address>
          ))}
        </section>
        <section aria-labelledby="footer-phones" className={styles.column}>
          <h2 id="footer-phones" className={styles.heading}>
            {t('phoneLines')}
          </h2>
          <ul className={styles.contactList}>
            {PHONE_LINES.map((phone) => (
              <li key={phone.tel}>
                <PhoneIcon />
                <span>{t(phone.labelKey)}:</span>
                <a href={`tel:${phone.tel}`} dir="ltr">
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              <MailIcon />
              <span className="visually-hidden">{t('email')}:</span>
              <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
          <SupportChat />
          <h2 className={styles.heading}>{t('followUs')}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ network, href, Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('socialLink', { network })}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <span>{t('rights', { year: now().getFullYear() })}</span>
        <LanguageSwitch />
        <span>{t('version', { version: APP_VERSION })}</span>
      </div>
    </footer>
  );
}
