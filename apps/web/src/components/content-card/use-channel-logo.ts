import { FixedListId, type ListAndItems } from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { encodedName, firstImageUrl } from '../../lib/content-item';
import { getListAndItemsQueryOptions } from '../slider-row/api/get-list-and-items';
import { useContentLanguage } from './use-content-language';

/** Logo art of a channel tile: the 16:9 thumbnail, else the poster. */
export const CHANNEL_LOGO_TYPES = ['thumbnail', 'poster'] as const;

/** Each channel list's logos, made once however many cards ask: a page shows dozens of channel tiles. */
const logosOfList = new WeakMap<ListAndItems, Map<string, string>>();

/** Channel slug → logo URL, from the channel list. */
export function logosBySlug(list: ListAndItems): Map<string, string> {
  const known = logosOfList.get(list);
  if (known) return known;
  const logos = new Map<string, string>();
  for (const { Item } of list.ListItems) {
    const logo = firstImageUrl(Item, CHANNEL_LOGO_TYPES);
    if (logo) logos.set(encodedName(Item), logo);
  }
  logosOfList.set(list, logos);
  return logos;
}

/**
 * The logo of the channel an item aired on. Items name their channel only by slug, so the logo comes
 * from the channel list (list 1036), fetched once and shared with the home page's channel row.
 */
export function useChannelLogo(channelSlug: string | undefined): string | undefined {
  const language = useContentLanguage();
  const { data } = useQuery({
    ...getListAndItemsQueryOptions(FixedListId.Channels, language),
    enabled: channelSlug !== undefined,
    select: logosBySlug,
    // channels change rarely, and a missing logo is only cosmetic: a tile never asks for the list again
    // (the channel pages do). Never stale, a tile's observer also sets no timer: a page of tiles set dozens
    staleTime: Infinity,
  });
  return channelSlug === undefined ? undefined : data?.get(channelSlug);
}
