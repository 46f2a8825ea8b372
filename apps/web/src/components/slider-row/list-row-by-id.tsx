import { useDeferredValue } from 'react';
import { ChannelTile } from '../content-card/channel-tile';
import { ContentCard } from '../content-card/content-card';
import { useContentLanguage } from '../content-card/use-content-language';
import { SkeletonRow } from '../skeleton/skeleton';
import { useListAndItems } from './api/get-list-and-items';
import { SliderRow } from './slider-row';

export interface ListRowByIdProps {
  /** A static list (e.g. 1035 series, 1036 channels, 1056 on the success page). */
  listId: number;
  /** The row's heading as the screen names it (spec: "Best Series", "Hope you Enjoy it!"). */
  title: string;
  /** Poster cards, or channel logo tiles. */
  kind?: 'standard' | 'channel';
}

/**
 * A row of one fixed static list titled by the screen that shows it, for screens outside the home groups
 * (plans, success), without a See All link. Apart from ContentListRow so that the home page's chunk of it
 * stays whole. Left out on failure.
 */
export function ListRowById({ listId, title, kind = 'standard' }: ListRowByIdProps) {
  const query = useListAndItems(listId, useContentLanguage());
  // drawn from a deferred copy, as ContentListRow's rows are
  const data = useDeferredValue(query.data);
  const channel = kind === 'channel';
  if (query.isError) return null;
  if (!data) return <SkeletonRow shape={channel ? 'channel' : 'poster'} />;
  if (data.ListItems.length === 0) return null;
  return (
    <SliderRow
      title={title}
      kind={kind}
      items={data.ListItems}
      getKey={(entry) => entry.Item.Id}
      renderItem={({ Item, Poster }) =>
        channel ? <ChannelTile item={Item} /> : <ContentCard item={Item} imageUrl={Poster} variant="poster" />
      }
    />
  );
}
