import { ContentTypeId, type CdnUrl, type MetadataEntry } from '@sahra/contracts';
import { externalOrigin, HLS_ORIGIN_METADATA, ON_DEMAND_TYPES } from './repository.js';

/**
 * An item's CdnUrls (docs/behaviour/catalog-calls.md#content-item): where it plays, as the master playlist's path inside its scope — what a
 * ticket signs and puts after its signed link — or a channel's external origin. Made from the item's
 * own type and metadata, so catalog answers cost no extra query and stay cacheable for everyone.
 */
export function cdnUrlsOf(id: number, contentTypeId: number, metadata: readonly MetadataEntry[]): CdnUrl[] {
  if (contentTypeId === ContentTypeId.Channel) {
    const origin = externalOrigin(metadata.find((entry) => entry.NameSpace === HLS_ORIGIN_METADATA)?.Value);
    return [{ ContentName: 'HLS', ContentUrl: origin ?? `live/${id}/master.m3u8` }];
  }
  if (ON_DEMAND_TYPES.includes(contentTypeId))
    return [{ ContentName: 'HLS', ContentUrl: `vod/${id}/master.m3u8` }];
  return [];
}
