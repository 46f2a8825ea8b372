import type { Db } from '../../platform/db.js';
import { channelIdBySlug, firstMetadataValue, titlePlace } from './title-repository.js';

const PACKAGES_METADATA = 'packages';
/** Seasons under series: deeper chains are not in any catalog, and a loop in bad data ends here. */
const MOST_ANCESTORS = 4;

async function ownPackage(db: Db, itemId: number): Promise<string | undefined> {
  return (await firstMetadataValue(db, itemId, PACKAGES_METADATA))?.trim() || undefined;
}

/**
 * The package an item is sold in (docs/behaviour/playback-and-streams.md#who-may-watch), the one rule
 * every playable item follows: its own `packages`; else the nearest container's above it (an episode's
 * season, then its series); else the package of the channel it aired on (catch-up is sold with the
 * channel). Undefined when none of them names one: such an item is in no package and plays for nobody.
 */
export async function titlePackage(db: Db, itemId: number): Promise<string | undefined> {
  let channelSlug: string | null = null;
  let id: number | null = itemId;
  for (let depth = 0; id !== null && depth <= MOST_ANCESTORS; depth++) {
    const own = await ownPackage(db, id);
    if (own) return own;
    const place = await titlePlace(db, id);
    channelSlug ??= place?.channelSlug ?? null;
    id = place?.parentId ?? null;
  }
  const channelId = channelSlug === null ? undefined : await channelIdBySlug(db, channelSlug);
  return channelId === undefined ? undefined : ownPackage(db, channelId);
}
