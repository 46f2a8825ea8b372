/** What the content module offers the others; nothing else of it is imported from outside (ADR 025). */
export { ON_DEMAND_TYPES } from './cdn-urls.js';
export { catalogChannels, channelNames, channelsByEpgId, firstChannelId } from './channel-repository.js';
export {
  catchupEpisodesAired,
  channelEpisodes,
  channelShows,
  channelsWithEpgId,
} from './channel-titles-repository.js';
export { loadContentItems } from './item-repository.js';
export { findSeeAllList } from './list-service.js';
export { pageWithFallback } from './paging.js';
// the search module's statements: titles and people matching a query, ranked (modules/search)
export {
  findPeople,
  findRankedItems,
  withSearchSettings,
  type ItemScope,
  type PersonMatch,
  type RankRequest,
} from './search-repository.js';
export { getFilteredVideos, getItemById } from './service.js';
export {
  type CatalogTitle,
  catalogHasTitles,
  catalogTitle,
  firstMetadataValue,
  titleKinds,
  titlePackage,
} from './title-repository.js';
