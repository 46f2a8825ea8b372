import { ContentListRow } from './content-list-row';
import { useListAndItems } from './api/get-list-and-items';
import { useContentLanguage } from '../content-card/use-content-language';
import { SkeletonRow, type SkeletonShape } from '../skeleton/skeleton';

export interface ListRowByIdProps {
  listId: number;
  /** The row's heading where the screen names it (spec: "Best Series", "Hope you Enjoy it!"). */
  title: string;
  /** The page the row is on, for the list's see-all link. */
  pageSlug: string;
  shape?: SkeletonShape;
}

/**
 * A row of one fixed list (e.g. 1035 series, 1036 channels, 1056 on the success page) titled by the screen
 * that shows it: the list's tags still decide the card look, as on the home page. Left out on failure.
 */
export function ListRowById({ listId, title, pageSlug, shape = 'poster' }: ListRowByIdProps) {
  const query = useListAndItems(listId, useContentLanguage());
  if (query.isPending) return <SkeletonRow shape={shape} />;
  if (query.isError) return null;
  return <ContentListRow list={{ ...query.data.List, title }} pageSlug={pageSlug} />;
}
