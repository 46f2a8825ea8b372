import { ContentTypeId, type CdnUrl } from '@sahra/contracts';

/** Content types that play on demand: episodes, clips, plays, trailers (the promo dialog) and movies. */
export const ON_DEMAND_TYPES: readonly number[] = [
  ContentTypeId.Episode,
  ContentTypeId.Clip,
  ContentTypeId.Play,
  ContentTypeId.Trailer,
  ContentTypeId.Movie,
];

/**
 * An item's CdnUrls (docs/behaviour/catalog-calls.md#content-item): where it plays, as the master playlist's path inside its scope — what a
 * ticket signs and puts after its signed link. Made from the item's
 * own row, so catalog answers cost no extra query and stay cacheable for everyone. A channel always
 * plays (its source, or the slate that says it is off the air); an on-demand title only once it has
 * media of its own (ADR 051), and none is what the apps read as "not playable". The paths are the
 * media module's routes (`/media/{live|vod}/{id}/master.m3u8`); they live here so that the catalog, which
 * media reads, does not depend on media in turn.
 */
export function cdnUrlsOf(id: number, contentTypeId: number, hasMedia: boolean): CdnUrl[] {
  if (contentTypeId === ContentTypeId.Channel) {
    return [{ ContentName: 'HLS', ContentUrl: `live/${id}/master.m3u8` }];
  }
  if (hasMedia && ON_DEMAND_TYPES.includes(contentTypeId))
    return [{ ContentName: 'HLS', ContentUrl: `vod/${id}/master.m3u8` }];
  return [];
}
