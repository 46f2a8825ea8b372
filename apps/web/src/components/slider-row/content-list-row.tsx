import type { CategoryCard, ContentItem, ContentList } from '@sahra/contracts';
import { useDeferredValue } from 'react';
import { CategoryCardTile } from '../content-card/category-card-tile';
import { ChannelTile } from '../content-card/channel-tile';
import { ContentCard } from '../content-card/content-card';
import { useContentLanguage } from '../content-card/use-content-language';
import { SkeletonRow, type SkeletonShape } from '../skeleton/skeleton';
import { useListAndItems } from './api/get-list-and-items';
import { useInfiniteListItems } from './api/get-list-items';
import { ListDisplayType, listDisplayType, listSeeAllPath } from './list-tags';
import { SliderRow } from './slider-row';

export interface ContentListRowProps {
  /** A list of a list group (GetListsByGroupId): its title, tags and type. */
  list: ContentList;
  /** The page the row is on, for the list's see-all page (/{pageSlug}/list-details/{listId}). */
  pageSlug: string;
}

interface RowCard {
  item: ContentItem;
  /** The list's own art for the item (static lists tagged CustomList:Poster). */
  poster: string | null;
}

const SHAPES: Record<ListDisplayType, SkeletonShape> = {
  Thumbnail: 'poster',
  Channel: 'channel',
  CategoryCard: 'landscape',
  catchup: 'landscape',
};

/** The shape of the placeholder that stands in for the list's row. */
export const rowShape = (list: ContentList): SkeletonShape => SHAPES[listDisplayType(list.Tags)];

/**
 * One content list as a slider row (docs/behaviour/home-and-on-demand.md#content-rows, docs/behaviour/errors-and-messages.md#loading-and-failed-loads): static lists load with their items, dynamic lists
 * page by page as the visitor reaches the end of the row. A placeholder row shows while loading; a
 * row whose load fails, or that has nothing to show, is left out.
 *
 * A row's cards are drawn from a deferred copy of its answer: an answer's arrival re-renders at once
 * (the query store is read synchronously), and twenty cards drawn in that render held a phone's main
 * thread for a long task; deferred, they are drawn in a background render that yields as it goes.
 */
export function ContentListRow({ list, pageSlug }: ContentListRowProps) {
  // the literal, type-checked against ContentList['Type']: importing the ListType value would pull the
  // contracts' zod schemas (and zod) into this chunk
  return list.Type === 'Dynamic' ? (
    <DynamicListRow list={list} pageSlug={pageSlug} />
  ) : (
    <StaticListRow list={list} pageSlug={pageSlug} />
  );
}

function StaticListRow({ list, pageSlug }: ContentListRowProps) {
  const query = useListAndItems(list.ID, useContentLanguage());
  const data = useDeferredValue(query.data);
  const displayType = listDisplayType(list.Tags);
  if (query.isError) return null;
  if (!data) return <SkeletonRow shape={rowShape(list)} />;
  if (displayType === ListDisplayType.CategoryCard) {
    return <CategoryCardRow list={list} pageSlug={pageSlug} cards={data.CategoryCards} />;
  }
  const cards = data.ListItems.map(({ Item, Poster }) => ({ item: Item, poster: Poster }));
  return <CardRow list={list} pageSlug={pageSlug} cards={cards} />;
}

function DynamicListRow({ list, pageSlug }: ContentListRowProps) {
  const query = useInfiniteListItems(list.ID, useContentLanguage());
  const data = useDeferredValue(query.data);
  if (query.isError) return null;
  if (!data) return <SkeletonRow shape={rowShape(list)} />;
  const cards = data.pages.flatMap((page) => page.Items.map((item) => ({ item, poster: null })));
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return <CardRow list={list} pageSlug={pageSlug} cards={cards} onReachEnd={loadMore} />;
}

function CardRow({
  list,
  pageSlug,
  cards,
  onReachEnd,
}: ContentListRowProps & { cards: RowCard[]; onReachEnd?: () => void }) {
  const displayType = listDisplayType(list.Tags);
  if (cards.length === 0) return null;
  const channel = displayType === ListDisplayType.Channel;
  return (
    <SliderRow
      title={list.title}
      seeAllTo={listSeeAllPath(list.Tags, pageSlug, list.ID)}
      kind={channel ? 'channel' : 'standard'}
      items={cards}
      getKey={(card) => card.item.Id}
      onReachEnd={onReachEnd}
      renderItem={({ item, poster }) =>
        channel ? (
          <ChannelTile item={item} />
        ) : (
          <ContentCard
            item={item}
            imageUrl={poster}
            variant={displayType === ListDisplayType.Catchup ? 'catchup' : 'poster'}
          />
        )
      }
    />
  );
}

function CategoryCardRow({ list, pageSlug, cards }: ContentListRowProps & { cards: CategoryCard[] }) {
  if (cards.length === 0) return null;
  return (
    <SliderRow
      title={list.title}
      seeAllTo={listSeeAllPath(list.Tags, pageSlug, list.ID)}
      items={cards}
      getKey={(card) => `${card.Url}|${card.TitleFirstRow}`}
      renderItem={(card) => <CategoryCardTile card={card} />}
    />
  );
}
