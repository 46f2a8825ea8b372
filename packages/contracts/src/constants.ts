/** Business constants of docs/behaviour/limits.md#browsing, used by the server and the web app alike. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const HOME_CONFIGURATION_CACHE_SECONDS = 300;
export const COUNTRY_CODE_CACHE_SECONDS = 3600;
export const DEFAULT_LIST_PAGE_SIZE = 20;
export const CATCHUP_GRID_PAGE_SIZE = 20;
export const CATCHUP_CHANNEL_FILTER_PAGE_SIZE = 30;
export const CATCHUP_GENRE_FILTER_PAGE_SIZE = 10;
export const CATCHUP_DATE_FILTER_PAGE_SIZE = 100;
export const CHANNELS_PAGE_SIZE = 100;
/** The channel play page's "Last Episodes From the channel" and "Best Shows In the channel" (docs/behaviour/channels-live-guide.md#channel-play-page). */
export const CHANNEL_ROW_SIZE = 5;
export const SEARCH_PAGE_SIZE = 30;
export const AUTOCOMPLETE_PAGE_SIZE = 10;
export const AUTOCOMPLETE_MIN_LENGTH = 4;
export const ACTOR_PAGE_SIZE = 26;
export const LOADING_PLACEHOLDERS = 20;
export const PAGER_VISIBLE_PAGES_MOBILE = 2;
export const PAGER_VISIBLE_PAGES = 5;
export const APP_VERSION = '1.0.6';
export const ERROR_REPORTING_SAMPLE_RATE = 1;
/** The largest page any call answers; larger requested sizes are capped to it. */
export const MAX_PAGE_SIZE = 100;
/** The deepest page index accepted; deeper pages make no sense for a person and are refused. */
export const MAX_PAGE_INDEX = 100_000;

export const ContentTypeId = {
  Channel: 1,
  Episode: 2,
  Container: 3,
  Clip: 4,
  Season: 5,
  Play: 6,
  Trailer: 7,
  Movie: 8,
} as const;
export type ContentTypeId = (typeof ContentTypeId)[keyof typeof ContentTypeId];

export const CategoryId = {
  Channels: 2,
  Catchup: 10002,
} as const;

export const FixedListId = {
  Channels: 1036,
  Series: 1035,
  SuccessPage: 1056,
} as const;

export const LegalItemId = {
  Privacy: 43812,
  Terms: 43811,
} as const;

export const FilterMode = { AndWhenExists: 'AND_WHEN_EXISTS' } as const;

/** How GetFilteredVideos orders items: by creation date, by name, or by the custom field CustomSortField names. */
export const SortType = { CreateDate: 'createDate', Name: 'Name', Custom: 'Custom' } as const;
export type SortType = (typeof SortType)[keyof typeof SortType];

/** How GetListsByGroupId orders a group's lists: only by their order in the group. */
export const ListSortType = { Order: 'Order' } as const;
