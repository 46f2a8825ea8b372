import { CATCHUP_GRID_PAGE_SIZE } from '@sahra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentGrid } from '../../../components/content-card/content-grid';
import { Pager } from '../../../components/pager/pager';
import { pageCount } from '../../../components/pager/visible-pages';
import { useCatchupVideos } from '../api/get-catchup-videos';
import { useCatchupSelection, type FilterChoice } from '../hooks/use-catchup-selection';
import styles from './catchup-videos.module.css';
import { DateStrip } from '../components/date-strip';
import { FilterForm } from '../components/filter-form';
import { FilterModal } from '../components/filter-modal';
import { catchupLabels } from '../locales/index';

/** /catchup/videos (docs/behaviour/catch-up.md#catch-up-videos-page), loaded lazily by the router: date strip, filter panel (a modal on small screens), grid of 20 and pager. */
export function CatchupVideosRoute() {
  const { t } = useTranslation(catchupLabels);
  const state = useCatchupSelection();
  const { selection } = state;
  const videos = useCatchupVideos(selection, state.ready);
  const [modalOpen, setModalOpen] = useState(false);
  const choice: FilterChoice = {
    channels: selection.channels,
    genres: selection.genres,
    sort: selection.sort,
  };
  // a new key when the URL changes (back/forward) so the panel's draft starts from the URL again
  const formKey = JSON.stringify(choice);
  const form = (onApplied?: () => void) => (
    <FilterForm
      key={formKey}
      stickyActions={onApplied !== undefined}
      channels={state.channels}
      genres={state.genres}
      initial={choice}
      onApply={(next) => {
        state.applyFilters(next);
        onApplied?.();
      }}
    />
  );
  const activeFilters = selection.channels.length + selection.genres.length;
  const page = videos.data;
  return (
    <div className={styles.page}>
      <title>{t('title')}</title>
      <meta name="description" content={t('metaDescription')} />
      <div className={styles.header}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <button
          type="button"
          className={`button button-secondary ${styles.filterButton}`}
          onClick={() => setModalOpen(true)}
        >
          {t('filters.open')}
          {activeFilters > 0 && (
            <span className={styles.badge}>{t('filters.activeCount', { count: activeFilters })}</span>
          )}
        </button>
      </div>
      <DateStrip dates={state.dates} selected={selection.date} hrefForDate={state.hrefForDate} />
      <div className={styles.body}>
        <aside className={styles.panel} aria-labelledby="catchup-panel-title">
          <h2 id="catchup-panel-title" className={styles.panelTitle}>
            {t('filters.heading')}
          </h2>
          {form()}
        </aside>
        <FilterModal open={modalOpen} onClose={() => setModalOpen(false)}>
          {form(() => setModalOpen(false))}
        </FilterModal>
        <section className={styles.results} aria-label={t('results.label')}>
          {/* docs/behaviour/catch-up.md#states: a failed load leaves the grid empty, and says so with a retry */}
          {videos.isError ? (
            <div className={styles.failed} role="alert">
              <p>{t('results.loadFailed')}</p>
              <button type="button" className="button button-secondary" onClick={() => void videos.refetch()}>
                {t('results.retry')}
              </button>
            </div>
          ) : (
            <ContentGrid items={page?.Items ?? []} variant="catchup" loading={!page} eagerCount={4} />
          )}
          {page && page.Items.length === 0 && <p className={styles.empty}>{t('results.empty')}</p>}
          {page && (
            <Pager
              // the server answers the first page for a page past the end (docs/behaviour/catch-up.md#states); its index is the truth
              currentPage={page.PageIndex + 1}
              totalPages={pageCount(page.TotalCount, CATCHUP_GRID_PAGE_SIZE)}
              hrefForPage={state.hrefForPage}
            />
          )}
        </section>
      </div>
    </div>
  );
}
