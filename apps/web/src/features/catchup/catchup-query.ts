import {
  CATCHUP_GRID_PAGE_SIZE,
  CategoryId,
  ContentTypeId,
  FilterMode,
  SortType,
  type FilteredVideosRequest,
} from '@sahra/contracts';

/** Sort choices of the filter panel (docs/behaviour/catch-up.md#sort-options), as written in the URL's `sort` parameter. */
export const CatchupSort = {
  /** The default: newest broadcast first. It is left out of the URL. */
  Broadcast: 'broadcast',
  DateNewOld: 'date-desc',
  DateOldNew: 'date-asc',
  NameAZ: 'name-asc',
  NameZA: 'name-desc',
} as const;
export type CatchupSort = (typeof CatchupSort)[keyof typeof CatchupSort];

export const CATCHUP_SORTS: readonly CatchupSort[] = Object.values(CatchupSort);

const SORT_REQUEST: Record<
  CatchupSort,
  Pick<FilteredVideosRequest, 'SortType' | 'SortDirection' | 'CustomSortField'>
> = {
  [CatchupSort.Broadcast]: {
    SortType: SortType.Custom,
    CustomSortField: 'broadcastdate',
    SortDirection: 'DESC',
  },
  [CatchupSort.DateNewOld]: { SortType: SortType.CreateDate, SortDirection: 'DESC' },
  [CatchupSort.DateOldNew]: { SortType: SortType.CreateDate, SortDirection: 'ASC' },
  [CatchupSort.NameAZ]: { SortType: SortType.Name, SortDirection: 'ASC' },
  [CatchupSort.NameZA]: { SortType: SortType.Name, SortDirection: 'DESC' },
};

/** The sort named in the URL; anything unknown is the default. */
export function parseSort(raw: string | null | undefined): CatchupSort {
  return CATCHUP_SORTS.find((sort) => sort === raw) ?? CatchupSort.Broadcast;
}

/** What the catch-up grid shows: the URL state after validation. */
export interface CatchupSelection {
  /** 1-based. */
  pageNo: number;
  channels: readonly string[];
  genres: readonly string[];
  /** A yyyymmdd broadcast date from the date strip, or null for every date. */
  date: string | null;
  sort: CatchupSort;
}

/** Episodes, clips, plays and movies of the catch-up category (docs/behaviour/catch-up.md#calls). */
const CATCHUP_CONTENT_TYPES = [
  ContentTypeId.Episode,
  ContentTypeId.Clip,
  ContentTypeId.Play,
  ContentTypeId.Movie,
];

/** The GetFilteredVideos body of a catch-up page; channel and genre always go along, empty meaning "any". */
export function catchupVideosRequest(selection: CatchupSelection): FilteredVideosRequest {
  const filters = [
    { Name: 'channel', Value: selection.channels.join(','), FilterMode: FilterMode.AndWhenExists },
    { Name: 'genre', Value: selection.genres.join(','), FilterMode: FilterMode.AndWhenExists },
  ];
  if (selection.date) {
    filters.push({ Name: 'broadcastdate', Value: selection.date, FilterMode: FilterMode.AndWhenExists });
  }
  return {
    Categories: [CategoryId.Catchup],
    ContentTypes: CATCHUP_CONTENT_TYPES,
    PageSize: CATCHUP_GRID_PAGE_SIZE,
    PageIndex: selection.pageNo - 1,
    CustomFilters: filters,
    ...SORT_REQUEST[selection.sort],
  };
}
