import type { HomeGroup } from '@sahra/contracts';
import type { ReactNode } from 'react';
import { SkeletonHero } from '../skeleton/skeleton';
import { HeroSlider } from './hero-slider';
import styles from './home-group-view.module.css';
import { ListGroupRows, ListGroupRowsSkeleton } from './list-group-rows';

export interface HomeGroupViewProps {
  group: HomeGroup;
  /** What a page shows between the hero and the rows, e.g. the home page's call to action. */
  beforeRows?: ReactNode;
}

/**
 * A page built from a home group (docs/behaviour/home-and-on-demand.md#home): its hero slider, then the rows of its list group.
 * The home, on-demand and list-group pages are all this, around their own head and extras.
 */
export function HomeGroupView({ group, beforeRows }: HomeGroupViewProps) {
  return (
    <div className={styles.page}>
      {group.contentSliderId !== null && <HeroSlider sliderId={group.contentSliderId} />}
      {beforeRows}
      {group.listGroupsId !== null && (
        <ListGroupRows listGroupId={group.listGroupsId} pageSlug={group.slug} />
      )}
    </div>
  );
}

/** What such a page shows while its home group is being looked up. */
export function HomeGroupSkeleton() {
  return (
    <div className={styles.page}>
      <SkeletonHero />
      <ListGroupRowsSkeleton />
    </div>
  );
}
