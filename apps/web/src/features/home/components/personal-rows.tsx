import { DEFAULT_LIST_PAGE_SIZE, type UserListName } from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getUserList, userListKeys } from '../../../api/user-lists';
import { ContentCard } from '../../../components/content-card/content-card';
import { SkeletonRow } from '../../../components/skeleton/skeleton';
import { SliderRow } from '../../../components/slider-row/slider-row';
import { paths } from '../../../config/paths';
import { personalRowsLabels } from '../locales/personal';
import styles from './personal-rows.module.css';

/**
 * The signed-in user's own rows above the catalog's (docs/behaviour/home-and-on-demand.md#personal-rows): Continue Watching, then My
 * List, each with its newest 20 entries and a See All to its My Lists page. A list that is empty or
 * fails to load leaves no row (docs/behaviour/home-and-on-demand.md#personal-rows). A chunk of its own, loaded only for signed-in users.
 */
export default function PersonalRows({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation(personalRowsLabels);
  return (
    <div className={styles.rows}>
      <PersonalRow
        sessionId={sessionId}
        name="unfinished"
        title={t('continueWatching')}
        seeAllTo={`${paths.myLists}/unfinished`}
      />
      <PersonalRow sessionId={sessionId} name="watchlist" title={t('myList')} seeAllTo={paths.myLists} />
    </div>
  );
}

interface PersonalRowProps {
  sessionId: string;
  name: UserListName;
  title: string;
  seeAllTo: string;
}

function PersonalRow({ sessionId, name, title, seeAllTo }: PersonalRowProps) {
  const unfinished = name === 'unfinished';
  const list = useQuery({
    queryKey: [...userListKeys.list(sessionId, name), 'row'],
    queryFn: ({ signal }) => getUserList(sessionId, name, { pageSize: DEFAULT_LIST_PAGE_SIZE }, signal),
    retry: false,
  });
  if (list.isPending) return <SkeletonRow shape={unfinished ? 'landscape' : 'poster'} />;
  if (list.isError || list.data.Items.length === 0) return null;
  return (
    <SliderRow
      title={title}
      seeAllTo={seeAllTo}
      items={list.data.Items}
      getKey={(entry) => entry.contentID}
      renderItem={(entry) => <ContentCard item={entry.Item} variant={unfinished ? 'catchup' : 'poster'} />}
    />
  );
}
