import { SkeletonRow } from '../skeleton/skeleton';
import { useContentLanguage } from '../content-card/use-content-language';
import { useListsByGroupId } from './api/get-lists-by-group-id';
import { ContentListRow } from './content-list-row';
import styles from './list-group-rows.module.css';

export interface ListGroupRowsProps {
  /** The home group's listGroupsId. */
  listGroupId: number;
  /** The page the rows are on, for see-all links. */
  pageSlug: string;
}

/** The rows of a list group, one per list in the group's order; rows that fail are left out (spec §4). */
export function ListGroupRows({ listGroupId, pageSlug }: ListGroupRowsProps) {
  const query = useListsByGroupId(listGroupId, useContentLanguage());
  if (query.isError) return null;
  if (query.isPending) return <ListGroupRowsSkeleton />;
  return (
    <div className={styles.rows}>
      {query.data.map((list) => (
        <ContentListRow key={list.ID} list={list} pageSlug={pageSlug} />
      ))}
    </div>
  );
}

/** Two placeholder rows: the lists of a group are not known yet, only that there are some. */
export function ListGroupRowsSkeleton() {
  return (
    <div className={styles.rows}>
      <SkeletonRow />
      <SkeletonRow />
    </div>
  );
}
