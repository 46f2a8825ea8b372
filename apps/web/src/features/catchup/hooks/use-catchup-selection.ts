import type { CustomValue } from '@sahra/contracts';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  parseCommaList,
  parsePageNo,
  serialiseCommaList,
  serialisePageNo,
  toSearch,
  UrlParam,
  withParams,
} from '../../../lib/url-state';
import { useCatchupDates } from '../api/get-catchup-dates';
import { useCatchupChannels, useCatchupGenres } from '../api/get-catchup-filter-values';
import { CatchupSort, parseSort, type CatchupSelection } from '../catchup-query';

/** URL parameters of this screen besides the shared pageNo / checkedChannels / checkedGenres. */
export const CatchupParam = { Sort: 'sort', Date: 'broadcastdate' } as const;

export interface FilterChoice {
  channels: readonly string[];
  genres: readonly string[];
  sort: CatchupSort;
}

const NO_VALUES: readonly CustomValue[] = [];
const urlNames = (values: readonly CustomValue[]) => values.map((value) => value.UrlEncodedName);

/**
 * The catch-up screen's state, kept in the URL so it survives reload and back/forward. Channels, genres
 * and the date are checked against the values that exist; until a list the URL refers to has loaded,
 * `ready` is false so the grid does not fetch with values that may yet be dropped.
 */
export function useCatchupSelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const channels = useCatchupChannels();
  const genres = useCatchupGenres();
  const dates = useCatchupDates();

  const raw = {
    channels: searchParams.get(UrlParam.CheckedChannels),
    genres: searchParams.get(UrlParam.CheckedGenres),
    date: searchParams.get(CatchupParam.Date),
    pageNo: searchParams.get(UrlParam.PageNo),
    sort: searchParams.get(CatchupParam.Sort),
  };
  const ready =
    (!raw.channels || !channels.isPending) &&
    (!raw.genres || !genres.isPending) &&
    (!raw.date || !dates.isPending);

  const channelValues = channels.data ?? NO_VALUES;
  const genreValues = genres.data ?? NO_VALUES;
  const dateValues = dates.data ?? NO_VALUES;
  const selection = useMemo<CatchupSelection>(
    () => ({
      pageNo: parsePageNo(raw.pageNo),
      channels: parseCommaList(raw.channels, urlNames(channelValues)),
      genres: parseCommaList(raw.genres, urlNames(genreValues)),
      // one date at a time: the first known one of whatever the URL holds
      date: parseCommaList(raw.date, urlNames(dateValues))[0] ?? null,
      sort: parseSort(raw.sort),
    }),
    [raw.pageNo, raw.channels, raw.genres, raw.date, raw.sort, channelValues, genreValues, dateValues],
  );

  const hrefWith = (changes: Record<string, string | null>) =>
    `${pathname}${toSearch(withParams(searchParams, changes))}`;

  return {
    selection,
    ready,
    channels: channelValues,
    genres: genreValues,
    dates: dateValues,
    hrefForPage: (pageNo: number) => hrefWith({ [UrlParam.PageNo]: serialisePageNo(pageNo) }),
    /** A date card's link: filters by that date (or every date for null), from the first page. */
    hrefForDate: (date: string | null) => hrefWith({ [CatchupParam.Date]: date, [UrlParam.PageNo]: null }),
    /** The filter panel's Filter button: a new history entry, from the first page. */
    applyFilters: (choice: FilterChoice) =>
      setSearchParams(
        withParams(searchParams, {
          [UrlParam.CheckedChannels]: serialiseCommaList(choice.channels),
          [UrlParam.CheckedGenres]: serialiseCommaList(choice.genres),
          [CatchupParam.Sort]: choice.sort === CatchupSort.Broadcast ? null : choice.sort,
          [UrlParam.PageNo]: null,
        }),
      ),
  };
}
