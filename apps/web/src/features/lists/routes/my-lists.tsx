import { UserListName, type UserListEntry } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContentGrid } from '../../../components/content-card/content-grid';
import { displayTitle } from '../../../lib/content-item';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { useSession } from '../../auth/session/session-store';
import { useListPages, useRemoveUnfinished } from '../hooks/use-list-pages';
import { MY_LISTS, myListOf, myListPath, watchedPercent, type MyListName } from '../list-names';
import { listsLabels } from '../locales/index';
import styles from './my-lists.module.css';

/**
 * /mylists and /mylists/{listN} (docs/behaviour/lists.md#my-lists-page, signed-in only): the selector My List, Continue Watching and
 * Liked, and the chosen list newest first, 10 entries and 20 more per More (docs/behaviour/lists.md#my-lists-page).
 */
export function MyListsRoute() {
  const { t } = useTranslation(listsLabels);
  const { listN } = useParams();
  const name = myListOf(listN);
  // the route is behind RequireSignIn, so a session is there
  const sessionId = useSession()?.SessionId ?? '';
  return (
    <section className={styles.page}>
      <title>{t('title')}</title>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <nav aria-label={t('selector')}>
        <ul className={styles.selector}>
          {MY_LISTS.map((list) => (
            <li key={list}>
              <Link
                to={myListPath(list)}
                className={styles.choice}
                aria-current={list === name ? 'page' : undefined}
              >
                {t(`lists.${list}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListEntries key={`${sessionId}:${name}`} sessionId={sessionId} name={name} />
    </section>
  );
}

function ListEntries({ sessionId, name }: { sessionId: string; name: MyListName }) {
  const { t } = useTranslation(listsLabels);
  const pages = useListPages(sessionId, name);
  const entries = pages.data?.pages.flatMap((page) => page.Items) ?? [];
  const unfinished = name === UserListName.Unfinished;

  if (pages.isError && entries.length === 0) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void pages.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (pages.isSuccess && entries.length === 0) return <p className={styles.message}>{t(`empty.${name}`)}</p>;
  const byId = new Map(entries.map((entry) => [entry.contentID, entry]));
  return (
    <section className={styles.entries} aria-label={t(`lists.${name}`)}>
      <ContentGrid
        items={entries.map((entry) => entry.Item)}
        variant={unfinished ? 'catchup' : 'poster'}
        loading={pages.isPending}
        placeholders={10}
        eagerCount={4}
        {...(unfinished && {
          cellExtra: (item) => {
            const entry = byId.get(item.Id);
            return entry && <UnfinishedExtras sessionId={sessionId} entry={entry} />;
          },
        })}
      />
      {pages.isFetchNextPageError && (
        <p className={styles.failed} role="alert">
          {t('failed')}
        </p>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          aria-busy={pages.isFetchingNextPage}
        >
          {t('more')}
        </button>
      )}
    </section>
  );
}

/** A Continue Watching card's progress and its Remove button. */
function UnfinishedExtras({ sessionId, entry }: { sessionId: string; entry: UserListEntry }) {
  const { t } = useTranslation(listsLabels);
  const title = displayTitle(entry.Item, useContentLanguage());
  const remove = useRemoveUnfinished(sessionId);
  const percent = watchedPercent(entry.position, entry.duration);
  return (
    <div className={styles.extras}>
      <div className={styles.progress} role="img" aria-label={t('watched', { percent })}>
        <span className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
      </div>
      <button
        type="button"
        className={`button button-secondary ${styles.remove}`}
        aria-label={t('remove', { title })}
        disabled={remove.pending}
        onClick={() => remove.run(entry.contentID)}
      >
        {t('removeShort')}
      </button>
      {remove.failed && (
        <p className={styles.failed} role="alert">
          {t('removeFailed', { title })}
        </p>
      )}
    </div>
  );
}
