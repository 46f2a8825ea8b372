import type { ContentItem, ContentItemPage } from '@sahra/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ContentCard, type CardVariant } from '../content-card/content-card';
import { SkeletonRow } from '../skeleton/skeleton';
import { SliderRow } from './slider-row';

interface ContentRowProps {
  title: string;
  query: UseQueryResult<ContentItemPage>;
  variant: CardVariant;
  /** Leaves out items shown elsewhere on the page (the title itself, the series' own episodes). */
  keep?: (item: ContentItem) => boolean;
}

/** A slider row of a filtered-videos page: placeholders while loading, hidden when it fails or is empty (docs/behaviour/home-and-on-demand.md#content-rows). */
export function ContentRow({ title, query, variant, keep }: ContentRowProps) {
  // drawn from a deferred copy, as ContentListRow's rows are
  const data = useDeferredValue(query.data);
  if (query.isError) return null;
  if (!data) return <SkeletonRow shape={variant === 'poster' ? 'poster' : 'landscape'} />;
  const items = keep ? data.Items.filter(keep) : data.Items;
  if (items.length === 0) return null;
  return (
    <SliderRow
      title={title}
      items={items}
      getKey={(item) => item.Id}
      renderItem={(item) => <ContentCard item={item} variant={variant} />}
    />
  );
}
