import type { ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { creditName, metadataEntries } from '../../../lib/content-item';
import styles from './credits.module.css';
import { detailsLabels } from '../locales/index';

/**
 * Cast (each a link to the person page by its slug), director and hosts, named in the page's language;
 * rows without names are left out.
 */
export function Credits({ item }: { item: ContentItem }) {
  const { t } = useTranslation(detailsLabels);
  const language = useContentLanguage();
  const cast = metadataEntries(item, 'Cast').filter((entry) => entry.Value.trim() && entry.UrlEncodedValue);
  const names = (namespace: string) =>
    metadataEntries(item, namespace)
      .filter((entry) => entry.Value.trim())
      .map((entry) => creditName(entry, language));
  const directors = names('Director');
  const hosts = names('Host');
  if (cast.length === 0 && directors.length === 0 && hosts.length === 0) return null;
  return (
    <dl className={styles.credits}>
      {cast.length > 0 && (
        <div className={styles.row}>
          <dt className={styles.label}>{t('cast')}</dt>
          <dd className={styles.people}>
            <ul className={styles.list}>
              {cast.map((entry) => (
                <li key={entry.UrlEncodedValue}>
                  <Link className={styles.person} to={paths.personCast(entry.UrlEncodedValue)}>
                    {creditName(entry, language)}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {directors.length > 0 && (
        <div className={styles.row}>
          <dt className={styles.label}>{t('director')}</dt>
          <dd className={styles.people}>{directors.join(', ')}</dd>
        </div>
      )}
      {hosts.length > 0 && (
        <div className={styles.row}>
          <dt className={styles.label}>{t('hosts')}</dt>
          <dd className={styles.people}>{hosts.join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}
