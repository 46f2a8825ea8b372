import { SEARCH_PAGE_SIZE } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ContentGrid } from '../../../components/content-card/content-grid';
import { Pager } from '../../../components/pager/pager';
import { pageCount } from '../../../components/pager/visible-pages';
import { serialisePageNo, toSearch, UrlParam, withParams } from '../../../lib/url-state';
import { useItemResults } from '../api/get-item-results';
import { PeopleMatches } from '../components/people-matches';
import { SearchStatus } from '../components/search-status';
import { SEARCH_TEXT_PARAM, searchPageOf, searchTextOf } from '../utils/search-url';
import styles from './search.module.css';
import { searchPageLabels } from '../locales/page';

/** /search?q=…&pageNo=…: "Search results for" the term, 30 titles a page, people whose name matches (docs/behaviour/search.md#search-page). */
export function SearchRoute() {
  const { t } = useTranslation(searchPageLabels);
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const term = searchTextOf(searchParams.get(SEARCH_TEXT_PARAM));
  const pageNo = searchPageOf(searchParams.get(UrlParam.PageNo));
  const results = useItemResults(term, pageNo - 1);
  const page = results.data;
  const totalPages = page ? pageCount(page.TotalCount, SEARCH_PAGE_SIZE) : 1;
  const hrefForPage = (target: number) =>
    `${pathname}${toSearch(withParams(searchParams, { [UrlParam.PageNo]: serialisePageNo(target) }))}`;

  // a stale link past the last page shows the first page rather than an empty one
  if (page && !results.isPlaceholderData && pageNo > totalPages)
    return <Navigate to={hrefForPage(1)} replace />;

  return (
    <div className={styles.page}>
      <title>{term ? t('title', { term }) : t('titleEmpty')}</title>
      <header className={styles.header}>
        <h1 className={styles.heading}>
          {t('heading')}
          {term && (
            <>
              {' '}
              {/* bdi: a term in the other script keeps its own direction inside the heading */}
              <bdi className={styles.term}>{term}</bdi>
            </>
          )}
        </h1>
        <SearchStatus term={term} results={results} />
      </header>
      {page && page.People.length > 0 && <PeopleMatches people={page.People} />}
      {term && !results.isError && (page === undefined || page.Items.length > 0) && (
        <section aria-labelledby="search-titles" className={styles.titles}>
          <h2 id="search-titles" className="visually-hidden">
            {t('titles')}
          </h2>
          <ContentGrid items={page?.Items ?? []} loading={!page} eagerCount={5} />
        </section>
      )}
      {page && <Pager currentPage={pageNo} totalPages={totalPages} hrefForPage={hrefForPage} />}
    </div>
  );
}
