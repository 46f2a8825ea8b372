import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { paths } from '../../config/paths';
import { parsePageNo, serialisePageNo, UrlParam, withParams } from '../../lib/url-state';
import { ContentGrid } from '../content-card/content-grid';
import { useContentLanguage } from '../content-card/use-content-language';
import { Pager } from '../pager/pager';
import { pageCount } from '../pager/visible-pages';
import { useListAndItems } from './api/get-list-and-items';
import { useListItems } from './api/get-list-items';
import { ListDisplayType, listDisplayType } from './list-tags';
import styles from './paged-list.module.css';

export interface PagedListProps {
  listId: number;
  /** The page's <title>, given the list's title once it is known. */
  pageTitle: (listTitle: string) => string;
}

/**
 * One list as a page: its title, a grid of its items (20 per page) and a pager, the page number in
 * the URL's pageNo (1-based). A page past the end shows the first page, as the server answers it; a
 * list that does not exist is not found.
 */
export function PagedList({ listId, pageTitle }: PagedListProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const list = useListAndItems(listId, language);
  const page = useListItems(listId, language, parsePageNo(params.get(UrlParam.PageNo)) - 1);

  const failure = list.error ?? page.error;
  if (failure instanceof ApiError && failure.status === 404) return <Navigate to={paths.notFound} replace />;
  if (failure) return <p className={styles.message}>{t('errors.somethingWentWrong')}</p>;

  const title = list.data?.List.title;
  const catchup = list.data && listDisplayType(list.data.List.Tags) === ListDisplayType.Catchup;
  const hrefForPage = (pageNo: number) => {
    const search = withParams(params, { [UrlParam.PageNo]: serialisePageNo(pageNo) }).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return (
    <section className={styles.page}>
      {title !== undefined && <title>{pageTitle(title)}</title>}
      <h1 className={styles.heading} dir="auto">
        {title ?? <span className={styles.headingPlaceholder} aria-hidden="true" />}
      </h1>
      <ContentGrid
        items={page.data?.Items ?? []}
        variant={catchup ? 'catchup' : 'poster'}
        loading={page.isPending || list.isPending}
        eagerCount={4}
      />
      {page.data && (
        <Pager
          currentPage={page.data.PageIndex + 1}
          totalPages={pageCount(page.data.TotalCount, page.data.PageSize)}
          hrefForPage={hrefForPage}
        />
      )}
    </section>
  );
}
