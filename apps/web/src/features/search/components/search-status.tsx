import type { ItemResults } from '@sahra/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styles from './search-status.module.css';
import { searchPageLabels } from '../locales/page';

interface SearchStatusProps {
  term: string;
  results: UseQueryResult<ItemResults>;
}

/** The line under the heading: how many titles matched, or why there is nothing to show. */
export function SearchStatus({ term, results }: SearchStatusProps) {
  const { t } = useTranslation(searchPageLabels);
  if (!term) return <p className={styles.status}>{t('noTerm')}</p>;
  if (results.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void results.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const page = results.data;
  if (!page) return null;
  if (page.Items.length === 0 && page.People.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{t('noResults', { term })}</p>
        <p>{t('noResultsHint')}</p>
      </div>
    );
  }
  return (
    <p className={styles.status} role="status">
      {page.TotalCountCapped
        ? t('countCapped', { count: page.TotalCount })
        : t('count', { count: page.TotalCount })}
    </p>
  );
}
