import type { ContentItem } from '@sahra/contracts';
import { paths } from '../../../config/paths';
import { urlSlug } from '../../../lib/content-item';

/**
 * Channel up and down (issue 6 point 6): the channels before and after this one in the channels
 * list's order, wrapping round at the ends as a remote control does. None when the list does not hold
 * the channel or holds it alone.
 */
export function channelNeighbours(
  channels: readonly ContentItem[],
  channelId: number,
): { previousHref?: string | undefined; nextHref?: string | undefined } {
  const index = channels.findIndex((channel) => channel.Id === channelId);
  if (index < 0 || channels.length < 2) return {};
  const at = (shift: number) => channels[(index + shift + channels.length) % channels.length];
  const href = (channel: ContentItem | undefined) =>
    channel ? paths.livePlay(channel.Id, urlSlug(channel)) : undefined;
  return { previousHref: href(at(-1)), nextHref: href(at(1)) };
}
