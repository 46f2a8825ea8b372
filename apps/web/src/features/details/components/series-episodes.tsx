import type { ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentGrid } from '../../../components/content-card/content-grid';
import { Pager } from '../../../components/pager/pager';
import { pageCount } from '../../../components/pager/visible-pages';
import { parsePageNo, serialisePageNo, toSearch, UrlParam, withParams } from '../../../lib/url-state';
import { EPISODES_PAGE_SIZE, useSeasonEpisodes } from '../api/get-season-episodes';
import { useSeasons } from '../api/get-seasons';
import { chooseSeason } from '../utils/seasons';
import { SEASON_PARAM, SeasonButtons } from './season-buttons';
import styles from './series-episodes.module.css';
import { detailsLabels } from '../locales/index';

/** The section's id: page links end in #episodes, so a new page keeps the row in view instead of jumping to the top. */
const ANCHOR = 'episodes';

/** The Episodes row of a series: season buttons, a page of the season's episodes and a pager (docs/behaviour/details-and-people.md#series-episodes). */
export function SeriesEpisodes({ series }: { series: ContentItem }) {
  const { t } = useTranslation(detailsLabels);
  const [params] = useSearchParams();
  const seasons = useSeasons(series.Id);
  const seasonList = seasons.data ?? [];
  const season = chooseSeason(params.get(SEASON_PARAM), seasonList);
  const pageNo = parsePageNo(params.get(UrlParam.PageNo));
  // a show whose seasons cannot be read still lists its episodes, all in one list
  const episodes = useSeasonEpisodes(series.Id, season, pageNo - 1, !seasons.isPending);
  const page = episodes.data;
  if (episodes.isError) return null;
  return (
    <section id={ANCHOR} className={styles.section} aria-labelledby="episodes-title">
      <div className={styles.header}>
        <h2 id="episodes-title" className={styles.title}>
          {t('episodes')}
        </h2>
        {season !== undefined && seasonList.length > 1 && (
          <SeasonButtons seasons={seasonList} current={season} />
        )}
      </div>
      {page && page.Items.length === 0 ? (
        <p className={styles.empty}>{t('noEpisodes')}</p>
      ) : (
        <div className={episodes.isPlaceholderData ? styles.stale : undefined}>
          <ContentGrid
            items={page?.Items ?? []}
            variant="catchup"
            loading={page === undefined}
            placeholders={EPISODES_PAGE_SIZE}
          />
        </div>
      )}
      {page && (
        <Pager
          // a page past the end is answered with the first page (docs/behaviour/catalog-calls.md#paging), so the answer says which page this is
          currentPage={page.PageIndex + 1}
          totalPages={pageCount(page.TotalCount, EPISODES_PAGE_SIZE)}
          hrefForPage={(pageNumber) =>
            `${toSearch(withParams(params, { [UrlParam.PageNo]: serialisePageNo(pageNumber) }))}#${ANCHOR}`
          }
        />
      )}
    </section>
  );
}
