import type { ContentItem } from '@sahra/contracts';
import { useParams } from 'react-router';
import { isMissingContent, useItem } from '../../../api/get-item';
import { parseContentId } from '../../../lib/content-id';
import { placeItem, type PageKind } from '../utils/page-kind';

export type PageItem =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'moved'; path: string }
  | { status: 'ready'; item: ContentItem };

/**
 * The item of the :contentID in the URL, and what the screen should do with it. A malformed id and a
 * 404 are "not found" (docs/behaviour/errors-and-messages.md#not-found); other failures (network, server) are thrown to the route's error page.
 */
export function usePageItem(kind: PageKind): PageItem {
  const { contentID } = useParams();
  const id = parseContentId(contentID);
  const query = useItem(id);
  if (id === undefined) return { status: 'not-found' };
  if (query.isError) {
    if (isMissingContent(query.error)) return { status: 'not-found' };
    throw query.error;
  }
  if (query.isPending) return { status: 'loading' };
  const placement = placeItem(query.data, kind);
  if (placement.here) return { status: 'ready', item: query.data };
  return placement.path === undefined ? { status: 'not-found' } : { status: 'moved', path: placement.path };
}
