import { useSearchParams } from 'react-router';
import { parseCommaList, serialiseCommaList, withParams } from '../../../lib/url-state';
import type { ChannelFilter } from '../channel-filters';

/** URL parameters of the channels page, so a filtered list can be shared and survives reload. */
export const ChannelsParam = {
  OnlyFavorites: 'onlyFavorites',
  OnlyHd: 'onlyHd',
  Country: 'country',
} as const;

/**
 * The channel filter from the URL; countries are checked against those present. Changes replace the
 * history entry: each tick filters at once, and Back should leave the page, not untick boxes one by one.
 */
export function useChannelFilter(countriesPresent: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: ChannelFilter = {
    onlyHd: searchParams.get(ChannelsParam.OnlyHd) === 'true',
    countries: parseCommaList(searchParams.get(ChannelsParam.Country), countriesPresent),
  };
  const onlyFavorites = searchParams.get(ChannelsParam.OnlyFavorites) === 'true';
  const changeOnlyFavorites = (checked: boolean) =>
    setSearchParams(withParams(searchParams, { [ChannelsParam.OnlyFavorites]: checked ? 'true' : null }), {
      replace: true,
      preventScrollReset: true,
    });
  const change = (next: ChannelFilter) =>
    setSearchParams(
      withParams(searchParams, {
        [ChannelsParam.OnlyHd]: next.onlyHd ? 'true' : null,
        [ChannelsParam.Country]: serialiseCommaList(next.countries),
      }),
      { replace: true, preventScrollReset: true },
    );
  return { filter, change, onlyFavorites, changeOnlyFavorites };
}
