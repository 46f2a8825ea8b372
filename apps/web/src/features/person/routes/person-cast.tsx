import { ACTOR_PAGE_SIZE } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ContentGrid } from '../../../components/content-card/content-grid';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { Pager } from '../../../components/pager/pager';
import { pageCount } from '../../../components/pager/visible-pages';
import { parsePageNo, serialisePageNo, toSearch, UrlParam, withParams } from '../../../lib/url-state';
import { usePersonResults } from '../api/get-person-results';
import { personName, personSlug } from '../person-query';
import styles from './person-cast.module.css';
import { personLabels } from '../locales/index';

/**
 * /person/cast/:slug (docs/behaviour/details-and-people.md#actor-page): the series, plays and movies a person is cast
 * in, 26 a page. A failed load shows nothing (docs/behaviour/details-and-people.md#actor-page).
 */
export function PersonCastRoute() {
  const { t } = useTranslation(personLabels);
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const slug = personSlug(params.slug);
  const results = usePersonResults(slug, parsePageNo(searchParams.get(UrlParam.PageNo)));
  const page = results.data;
  const language = useContentLanguage();
  const name = slug && page ? personName(page.Items, slug, language) : undefined;
  const hrefForPage = (pageNo: number) =>
    `${pathname}${toSearch(withParams(searchParams, { [UrlParam.PageNo]: serialisePageNo(pageNo) }))}`;
  return (
    <div className={styles.page}>
      <title>{t('title')}</title>
      <meta
        name="description"
        content={name ? t('metaDescriptionWithName', { name }) : t('metaDescription')}
      />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('title')}</p>
        <h1 className={styles.heading}>{t('heading')}</h1>
        {name && (
          <p className={styles.name}>
            {/* isolated: a Latin name must not flip the alignment of an Arabic page, or the reverse */}
            <bdi>{name}</bdi>
          </p>
        )}
      </header>
      {slug !== null && !results.isError && (
        <ContentGrid items={page?.Items ?? []} loading={!page} eagerCount={5} />
      )}
      {page && page.Items.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      {page && (
        <Pager
          currentPage={page.PageIndex + 1}
          totalPages={pageCount(page.TotalCount, ACTOR_PAGE_SIZE)}
          hrefForPage={hrefForPage}
        />
      )}
    </div>
  );
}
