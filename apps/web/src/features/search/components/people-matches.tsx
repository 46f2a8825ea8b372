import type { ItemResults } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { contentLanguage } from '../../../lib/content-item';
import styles from './people-matches.module.css';
import { searchPageLabels } from '../locales/page';

type Person = ItemResults['People'][number];

/** People whose name matches the search, each leading to the titles they appear in (/person/cast/{slug}). */
export function PeopleMatches({ people }: { people: readonly Person[] }) {
  const { t, i18n } = useTranslation(searchPageLabels);
  // the call asks in English (docs/behaviour/search.md#calls), so DisplayName is the English name and Name the Arabic one
  const arabic = contentLanguage(i18n.resolvedLanguage) === 'ar';
  return (
    <section aria-labelledby="search-people" className={styles.people}>
      <h2 id="search-people" className={styles.heading}>
        {t('people')}
      </h2>
      <ul className={styles.list}>
        {people.map((person) => (
          <li key={person.Id}>
            <Link to={paths.personCast(person.UrlEncodedName)} className={styles.person} dir="auto">
              <span className={styles.initial} aria-hidden="true">
                {(arabic ? person.Name : person.DisplayName).trim().charAt(0)}
              </span>
              {arabic ? person.Name : person.DisplayName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
