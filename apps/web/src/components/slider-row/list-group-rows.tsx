import { useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import { SkeletonRow } from '../skeleton/skeleton';
import { useContentLanguage } from '../content-card/use-content-language';
import { useListsByGroupId } from './api/get-lists-by-group-id';
import { ContentListRow, rowShape, type ContentListRowProps } from './content-list-row';
import styles from './list-group-rows.module.css';

/**
 * Rows that are in the first screen load at once (and come rendered by the server); the others when the
 * visitor comes within a screen of them, which for the second row is at once, just after the first
 * screen. Below the hero (and the call to action) one row fills a phone's first screen.
 */
const EAGER_ROWS = 1;

export interface ListGroupRowsProps {
  /** The home group's listGroupsId. */
  listGroupId: number;
  /** The page the rows are on, for see-all links. */
  pageSlug: string;
}

/** The rows of a list group, one per list in the group's order; rows that fail are left out (docs/behaviour/home-and-on-demand.md#content-rows). */
export function ListGroupRows({ listGroupId, pageSlug }: ListGroupRowsProps) {
  const query = useListsByGroupId(listGroupId, useContentLanguage());
  if (query.isError) return null;
  if (query.isPending) return <ListGroupRowsSkeleton />;
  return (
    <div className={styles.rows}>
      {query.data.map((list, index) =>
        index < EAGER_ROWS ? (
          <ContentListRow key={list.ID} list={list} pageSlug={pageSlug} />
        ) : (
          <DeferredListRow key={list.ID} list={list} pageSlug={pageSlug} />
        ),
      )}
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

/**
 * A row below the first screen: a placeholder until the visitor scrolls within a screen of it, so the
 * first render builds (and fetches art for) only what can be seen, and the rest follows as it nears.
 */
function DeferredListRow(props: ContentListRowProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (near) return <ContentListRow {...props} />;
  return (
    <div ref={placeholder}>
      <SkeletonRow shape={rowShape(props.list)} />
    </div>
  );
}
