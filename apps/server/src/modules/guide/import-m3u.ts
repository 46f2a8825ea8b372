import { IMPORT_PROBLEMS_LISTED, type M3uImportSummary } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { CatalogCache } from '../../platform/catalog-cache.js';
import { channelNameKey } from './channel-names.js';
import { parseM3u } from './m3u-parser.js';
import { channelsByEpgId, channelsByName, lockGuide } from './import-repository.js';
import { saveChannelSource } from './source-repository.js';
import { capped, controlInText, TEXT_LIMITS } from './imported-text.js';
import { checkSource, type SourcePolicy } from './source-protocols.js';

/**
 * Imports an M3U channel list: each entry finds its catalog channel by tvg-id (the catalog's Epg ID
 * or an earlier import's) or else by tvg-name or its name, matched forgivingly (channelNameKey), and
 * records the stream URL as the channel's source with the referrer and user agent it needs, its
 * tvg-id as the epg id XMLTV imports map by, its logo and group. A later entry for the same channel
 * wins. Broken entries and URLs this server's recorder cannot read (`protocols`) are skipped with their
 * line (so are hosts the URL policy refuses, SOURCE_NETWORKS); entries matching no channel are reported, not created: channels are catalog items. Only text
 * that is no M3U list at all throws a GuideImportError, before anything is written.
 */
export async function importM3u(db: Db, text: string, policy: SourcePolicy): Promise<M3uImportSummary> {
  const { entries, problems } = parseM3u(text);
  // judged before the guide is locked: the URL policy may look names up (once per host)
  const hosts = new Map<string, Promise<string | null>>();
  const checks: Awaited<ReturnType<typeof checkSource>>[] = [];
  for (const entry of entries) checks.push(await checkSource(entry, { ...policy, hosts }));
  return db.transaction().execute(async (trx) => {
    await lockGuide(trx);
    const [byEpgId, byName] = [await channelsByEpgId(trx), await channelsByName(trx)];
    const unmatched: M3uImportSummary['unmatched'] = [];
    let mapped = 0;
    let truncated = 0;
    for (const [index, entry] of entries.entries()) {
      const checked = checks[index]!;
      if ('reason' in checked) {
        problems.push({ line: entry.urlLine, reason: checked.reason });
        continue;
      }
      const { tvgId, tvgName, tvgLogo, groupTitle, name } = entry;
      const control = controlInText({
        'tvg-id': tvgId,
        'tvg-name': tvgName,
        'tvg-logo': tvgLogo,
        'group-title': groupTitle,
        name,
      });
      if (control) {
        problems.push({ line: entry.line, reason: control });
        continue;
      }
      if (tvgId !== null && tvgId.length > TEXT_LIMITS.id) {
        problems.push({ line: entry.line, reason: `the tvg-id is longer than ${TEXT_LIMITS.id} characters` });
        continue;
      }
      const names = [entry.tvgName, entry.name].filter((name): name is string => Boolean(name));
      const channelId =
        (entry.tvgId === null ? undefined : byEpgId.get(entry.tvgId)) ??
        names.map((name) => byName.get(channelNameKey(name))).find((id) => id !== undefined);
      if (channelId === undefined) {
        unmatched.push({
          line: entry.line,
          reason: capped(entry.tvgName ?? entry.name, TEXT_LIMITS.title).text,
        });
        continue;
      }
      const group = capped(groupTitle ?? '', TEXT_LIMITS.title);
      const logo = tvgLogo !== null && tvgLogo.length <= TEXT_LIMITS.url ? tvgLogo : null;
      if (group.cut) truncated++;
      if (logo !== tvgLogo) truncated++;
      await saveChannelSource(trx, {
        channelId,
        epgId: entry.tvgId,
        hlsOrigin: checked.source.url,
        referrer: checked.source.referrer,
        userAgent: checked.source.userAgent,
        logoUrl: logo,
        groupTitle: groupTitle === null ? null : group.text,
      });
      if (entry.tvgId !== null) byEpgId.set(entry.tvgId, channelId);
      mapped++;
    }
    await CatalogCache.bumpVersion(trx);
    problems.sort((a, b) => a.line - b.line);
    return {
      mapped,
      skipped: problems.length,
      truncated,
      problems: problems.slice(0, IMPORT_PROBLEMS_LISTED),
      unmatched: unmatched.slice(0, IMPORT_PROBLEMS_LISTED),
    };
  });
}
