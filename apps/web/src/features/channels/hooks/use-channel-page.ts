import { ContentTypeId, type ContentItem } from '@sahra/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { getItemQueryOptions } from '../../../api/get-item';
import { paths } from '../../../config/paths';
import { parseContentId } from '../../../lib/content-id';
import { contentTypeOf, urlSlug } from '../../../lib/content-item';
import { liveChannelsQueryOptions } from '../../../api/live-channels';

export type ChannelPage =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'moved'; path: string }
  | { status: 'ready'; channel: ContentItem };

/**
 * The channel of /play/:contentID/:slug (docs/behaviour/channels-live-guide.md#channel-play-page: loaded by id; on failure, not-found). Anything that is
 * not a channel is not found here either; a link with another slug moves to the channel's own,
 * keeping its query (a guide's `at`).
 */
export function useChannelPage(): ChannelPage {
  const { contentID, slug } = useParams();
  const { search } = useLocation();
  const id = parseContentId(contentID);
  const queryClient = useQueryClient();
  const query = useQuery({
    ...getItemQueryOptions(id ?? 0),
    enabled: id !== undefined,
    // a channel chosen from the channels list is already known: the page and its player start with it
    // while the item itself is asked for
    placeholderData: () =>
      queryClient.getQueryData(liveChannelsQueryOptions().queryKey)?.Items.find((item) => item.Id === id),
  });
  if (id === undefined || query.isError) return { status: 'not-found' };
  if (query.isPending) return { status: 'loading' };
  const channel = query.data;
  if (contentTypeOf(channel) !== ContentTypeId.Channel) return { status: 'not-found' };
  const ownSlug = urlSlug(channel);
  if (slug !== ownSlug) return { status: 'moved', path: `${paths.livePlay(id, ownSlug)}${search}` };
  return { status: 'ready', channel };
}
