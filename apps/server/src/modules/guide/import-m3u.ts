import type { Db } from '../../platform/db.js';
import { CatalogCache } from '../../platform/catalog-cache.js';
import { parseM3u } from './m3u-parser.js';
import { channelsByEpgId, channelsByName, lockGuide, saveChannelSource } from './repository.js';

export interface M3uImportSummary {
  /** entries that now give a catalog channel its HLS origin (and epg id) */
  mapped: number;
  /** "line N: name" of entries that match no catalog channel by tvg-id or name */
  unmatched: string[];
}

/**
 * Imports an M3U channel list: each entry finds its catalog channel by tvg-id (the catalog's Epg ID
 * or an earlier import's) or else by tvg-name or its name, and records the stream URL as the channel's
 * external HLS origin, its tvg-id as the epg id XMLTV imports map by, its logo and group. A later entry
 * for the same channel wins. Entries matching no channel are reported, not created: channels are
 * catalog items. A broken file throws a GuideImportError with its line; nothing is written then.
 */
export async function importM3u(db: Db, text: string): Promise<M3uImportSummary> {
  const entries = parseM3u(text);
  return db.transaction().execute(async (trx) => {
    await lockGuide(trx);
    const [byEpgId, byName] = [await channelsByEpgId(trx), await channelsByName(trx)];
    const unmatched: string[] = [];
    let mapped = 0;
    for (const entry of entries) {
      const names = [entry.tvgName, entry.name].filter((name): name is string => Boolean(name));
      const channelId =
        (entry.tvgId === null ? undefined : byEpgId.get(entry.tvgId)) ??
        names.map((name) => byName.get(name.toLowerCase())).find((id) => id !== undefined);
      if (channelId === undefined) {
        unmatched.push(`line ${entry.line}: ${entry.tvgName ?? entry.name}`);
        continue;
      }
      await saveChannelSource(trx, {
        channelId,
        epgId: entry.tvgId,
        hlsOrigin: entry.url,
        logoUrl: entry.tvgLogo,
        groupTitle: entry.groupTitle,
      });
      if (entry.tvgId !== null) byEpgId.set(entry.tvgId, channelId);
      mapped++;
    }
    await CatalogCache.bumpVersion(trx);
    return { mapped, unmatched };
  });
}
