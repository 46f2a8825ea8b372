import { CatalogCache } from '../../platform/catalog-cache.js';
import type { Db } from '../../platform/db.js';
import { resolveOverlaps } from './overlaps.js';
import {
  airingKey,
  catchupEpisodes,
  channelsByEpgId,
  clearWindows,
  insertProgrammes,
  lockGuide,
  recordImport,
  tidyProgrammes,
  type Programme,
} from './repository.js';
import { parseXmltv, type XmltvProgramme } from './xmltv-parser.js';

export interface XmltvImportSummary {
  programmes: number;
  channels: number;
  /** programmes that became the guide entry of a catch-up episode */
  linkedToCatchup: number;
  /** XMLTV channel ids that no catalog channel answers to; their programmes are skipped */
  unknownChannels: string[];
  /** programmes dropped by the overlap rule (same start, or no stop and nothing after) */
  dropped: number;
}

/** The first icon is the thumbnail; the last (in XMLTV, usually the larger artwork) is the image. */
function toProgramme(channelId: number, parsed: XmltvProgramme & { stop: Date }): Programme {
  const [first] = parsed.titles;
  return {
    channelId,
    start: parsed.start,
    stop: parsed.stop,
    title: first?.[1] ?? '',
    titles: Object.fromEntries(parsed.titles.map(([lang, text]) => [lang, text]).reverse()),
    description: parsed.description,
    thumbnail: parsed.icons[0] ?? null,
    image: parsed.icons.at(-1) ?? null,
    contentId: null,
  };
}

/**
 * Imports an XMLTV guide: the one path by which programmes enter the guide (ADR 012). For each
 * channel in the file, its time line from its first start to its last stop replaces what the guide
 * held there, so importing the same file twice leaves the same guide. A programme starting at the
 * broadcast time of one of the channel's catch-up episodes is linked to it. A broken file throws a
 * GuideImportError with its line before anything is written; the write is one transaction.
 */
export async function importXmltv(
  db: Db,
  source: string | Iterable<string> | AsyncIterable<string>,
  options: { label: string },
): Promise<XmltvImportSummary> {
  const document = await parseXmltv(source);
  const summary = await db.transaction().execute(async (trx) => {
    await lockGuide(trx);
    const epgIds = await channelsByEpgId(trx);
    const byChannel = new Map<number, XmltvProgramme[]>();
    const unknown = new Set<string>();
    for (const programme of document.programmes) {
      const channelId = epgIds.get(programme.channel);
      if (channelId === undefined) {
        unknown.add(programme.channel);
        continue;
      }
      let list = byChannel.get(channelId);
      if (!list) byChannel.set(channelId, (list = []));
      list.push(programme);
    }
    for (const id of document.channels.keys()) if (!epgIds.has(id)) unknown.add(id);

    const programmes: Programme[] = [];
    const windows: { channelId: number; from: Date; to: Date }[] = [];
    let imported = 0;
    for (const [channelId, list] of byChannel) {
      const timeLine = resolveOverlaps(list);
      imported += list.length;
      const first = timeLine[0];
      const last = timeLine.at(-1);
      if (!first || !last) continue;
      windows.push({ channelId, from: first.start, to: last.stop });
      for (const programme of timeLine) programmes.push(toProgramme(channelId, programme));
    }
    if (windows.length > 0) {
      const from = new Date(Math.min(...windows.map((window) => window.from.getTime())));
      const to = new Date(Math.max(...windows.map((window) => window.to.getTime())));
      const episodes = await catchupEpisodes(trx, [...byChannel.keys()], from, to);
      for (const programme of programmes)
        programme.contentId = episodes.get(airingKey(programme.channelId, programme.start)) ?? null;
    }
    await clearWindows(trx, windows);
    await insertProgrammes(trx, programmes);
    await recordImport(trx, options.label, programmes.length);
    await CatalogCache.bumpVersion(trx);
    return {
      programmes: programmes.length,
      channels: windows.length,
      linkedToCatchup: programmes.filter((programme) => programme.contentId !== null).length,
      unknownChannels: [...unknown].sort(),
      dropped: imported - programmes.length,
    };
  });
  await tidyProgrammes(db);
  return summary;
}
