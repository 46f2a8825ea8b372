import {
  DAY_MS,
  GUIDE_KEEP_DAYS,
  HOUR_MS,
  IMPORT_PROBLEMS_LISTED,
  MINUTE_MS,
  type ImportProblem,
  type XmltvImportSummary,
} from '@sahra/contracts';
import { CatalogCache } from '../../platform/catalog-cache.js';
import type { Db } from '../../platform/db.js';
import { channelNameKey } from './channel-names.js';
import { textOf } from './import-input.js';
import { resolveOverlaps } from './overlaps.js';
import {
  airingKey,
  catchupEpisodes,
  channelFacts,
  channelsByEpgId,
  channelsByName,
  clearWindows,
  deleteProgrammesBefore,
  insertProgrammes,
  lockGuide,
  recordImport,
  tidyProgrammes,
} from './import-repository.js';
import { programmesBetween, type Programme } from './programme-repository.js';
import { readXmltv, type XmltvProgramme } from './xmltv-parser.js';

/** The most text an XMLTV import reads (the largest real guides are a few hundred MB). */
export const XMLTV_MAX_BYTES = 2 * 1024 ** 3;
/** Programmes held before the channels read so far are written (when the file moves to another channel). */
const FLUSH_AT = 5_000;

export interface XmltvImportOptions {
  /** what guide_import records (file:…, url:…, demo:…) */
  label: string;
  /** the product's now: what aired before it is history */
  now: Date;
  maxBytes?: number;
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

const at = (date: Date) => date.getTime();
const overlapping = (a: Programme, from: number, to: number) => at(a.start) < to && from < at(a.stop);

/**
 * One channel's new time line against what the guide holds, keeping the aired past of a channel whose
 * live picture is computed from its schedule (one without a source: virtual live). Its programmes that
 * ran in the last DVR hours before `now` were listed in live windows, whose segments must never
 * change (RFC 8216 §6.2.1): their times and titles (which pick the picture) stay; a new programme with
 * their start and stop brings its description and pictures. Any other new programme touching that
 * span is left out (`keptAired`), except that the one on air at `now` in the new guide says when the
 * one on air ends (the future is the new guide's). A channel with nothing in its window yet (a first
 * import) takes the past as the file has it.
 */
function mergeWithAired(
  imported: Programme[],
  stored: Programme[],
  frozen: { from: number; now: number } | null,
): { programmes: Programme[]; keptAired: number } {
  const aired = frozen ? stored.filter((programme) => overlapping(programme, frozen.from, frozen.now)) : [];
  if (!frozen || aired.length === 0) return { programmes: imported, keptAired: 0 };
  const byStart = new Map(aired.map((programme) => [at(programme.start), { ...programme }]));
  const kept: Programme[] = [];
  let keptAired = 0;
  for (const programme of imported) {
    const start = at(programme.start);
    const touchesAired =
      start < frozen.now &&
      (at(programme.stop) > frozen.from || aired.some((old) => overlapping(old, start, at(programme.stop))));
    if (!touchesAired) {
      kept.push(programme);
      continue;
    }
    const old = byStart.get(start);
    const sameTimes = old !== undefined && at(old.stop) === at(programme.stop);
    const bothRunning = old !== undefined && at(old.stop) > frozen.now && at(programme.stop) > frozen.now;
    if (old && (sameTimes || bothRunning)) {
      Object.assign(old, {
        stop: programme.stop,
        description: programme.description,
        thumbnail: programme.thumbnail,
        image: programme.image,
      });
    } else {
      keptAired++;
      // the programme on air keeps its start and title, and ends when the new guide's one on air does
      const onAir = aired.find((candidate) => at(candidate.stop) > frozen.now);
      if (onAir && at(programme.stop) > frozen.now) byStart.get(at(onAir.start))!.stop = programme.stop;
    }
  }
  // a new programme starting after now cuts the one running at now there, as any later start does
  return { programmes: resolveOverlaps([...byStart.values(), ...kept]), keptAired };
}

interface WriteResult {
  channels: number[];
  programmes: number;
  linked: number;
  dropped: number;
  keptAired: number;
}

/**
 * Writes the channels read so far, each whole: one transaction for the lot (a few thousand
 * programmes), so a channel's programmes are all written or none, at the cost of a handful of
 * statements per batch rather than per channel.
 */
async function writeChannels(db: Db, held: Map<number, XmltvProgramme[]>, now: Date): Promise<WriteResult> {
  const result: WriteResult = { channels: [], programmes: 0, linked: 0, dropped: 0, keptAired: 0 };
  const timeLines = new Map<number, Programme[]>();
  for (const [channelId, parsed] of held) {
    const timeLine = resolveOverlaps(parsed).map((programme) => toProgramme(channelId, programme));
    result.dropped += parsed.length - timeLine.length;
    if (timeLine.length > 0) timeLines.set(channelId, timeLine);
  }
  if (timeLines.size === 0) return result;
  const channelIds = [...timeLines.keys()];
  const spans = [...timeLines.values()].flatMap((timeLine) => [timeLine[0]!, timeLine.at(-1)!]);
  const from = new Date(Math.min(...spans.map((programme) => at(programme.start))));
  const to = new Date(Math.max(...spans.map((programme) => at(programme.stop))));
  return db.transaction().execute(async (trx) => {
    await lockGuide(trx);
    const facts = await channelFacts(trx, channelIds);
    const stored = new Map<number, Programme[]>();
    for (const programme of await programmesBetween(trx, channelIds, from, to)) {
      const list = stored.get(programme.channelId);
      if (list) list.push(programme);
      else stored.set(programme.channelId, [programme]);
    }
    const windows: { channelId: number; from: Date; to: Date }[] = [];
    const programmes: Programme[] = [];
    for (const [channelId, timeLine] of timeLines) {
      const fact = facts.get(channelId);
      const frozen =
        !fact || fact.sourced ? null : { from: at(now) - fact.dvrHours * HOUR_MS - MINUTE_MS, now: at(now) };
      // what this channel's own span holds: the batch's span may be far wider than the channel's
      const [first, last] = [at(timeLine[0]!.start), at(timeLine.at(-1)!.stop)];
      const own = (stored.get(channelId) ?? []).filter((programme) => overlapping(programme, first, last));
      const merged = mergeWithAired(timeLine, own, frozen);
      const all = [...merged.programmes, timeLine[0]!, timeLine.at(-1)!];
      windows.push({
        channelId,
        from: new Date(Math.min(...all.map((programme) => at(programme.start)))),
        to: new Date(Math.max(...all.map((programme) => at(programme.stop)))),
      });
      programmes.push(...merged.programmes);
      result.keptAired += merged.keptAired;
      if (merged.programmes.length > 0) result.channels.push(channelId);
    }
    const episodes = await catchupEpisodes(trx, channelIds, from, to);
    for (const programme of programmes)
      programme.contentId = episodes.get(airingKey(programme.channelId, programme.start)) ?? null;
    await clearWindows(trx, windows);
    await insertProgrammes(trx, programmes);
    await CatalogCache.bumpVersion(trx);
    result.programmes = programmes.length;
    result.linked = programmes.filter((programme) => programme.contentId !== null).length;
    return result;
  });
}

/**
 * Imports an XMLTV guide (text, or a file's bytes): the one path by which programmes enter the guide (ADR 012, ADR 031). The
 * file is read as a stream (gzipped or not) and written a batch of whole channels at a time (about
 * 5,000 programmes, never splitting a channel), so memory holds a batch, never the file. For each
 * channel, its time line from its first start to its last stop replaces what the guide held there,
 * but for the aired past of its live window (mergeWithAired); the same file imported twice leaves the
 * same guide. Bad entries are skipped and reported with their lines; a channel id no catalog channel
 * has as its Epg ID maps by a display name, else its programmes are skipped and the id listed. Only text that is no XMLTV at all throws (GuideImportError), with
 * nothing written; a file that breaks later keeps what was read before (`stoppedAt`). Every import
 * ends by purging programmes that ended more than GUIDE_KEEP_DAYS before `now`.
 */
export async function importXmltv(
  db: Db,
  source: string | Iterable<string> | AsyncIterable<Uint8Array>,
  options: XmltvImportOptions,
): Promise<XmltvImportSummary> {
  const text =
    typeof source === 'string' || !(Symbol.asyncIterator in source)
      ? source
      : textOf(source, options.maxBytes ?? XMLTV_MAX_BYTES);
  const epgIds = await channelsByEpgId(db);
  // a channel of another id whose display name is a catalog channel's (`channelNameKey`) is that one
  const byName = await channelsByName(db);
  const matchedByName: XmltvImportSummary['matchedByName'] = [];
  const unknown = new Map<string, XmltvImportSummary['unknownChannels'][number]>();
  const problems: ImportProblem[] = [];
  let skipped = 0;
  let truncated = 0;
  let stoppedAt: ImportProblem | null = null;
  const totals = { channels: new Set<number>(), programmes: 0, linked: 0, dropped: 0, keptAired: 0 };

  let held = new Map<number, XmltvProgramme[]>();
  let heldCount = 0;
  const flush = async () => {
    const result = await writeChannels(db, held, options.now);
    held = new Map();
    heldCount = 0;
    for (const channelId of result.channels) totals.channels.add(channelId);
    totals.programmes += result.programmes;
    totals.linked += result.linked;
    totals.dropped += result.dropped;
    totals.keptAired += result.keptAired;
  };

  let lastChannel: string | null = null;
  for await (const events of readXmltv(text)) {
    for (const event of events) {
      if (event.kind === 'channel') {
        truncated += event.truncated;
        if (epgIds.has(event.id)) continue;
        const channelId = event.names
          .map((name) => byName.get(channelNameKey(name)))
          .find((id) => id !== undefined);
        if (channelId === undefined) unknown.set(event.id, { id: event.id, line: event.line, programmes: 0 });
        else {
          epgIds.set(event.id, channelId);
          matchedByName.push({ id: event.id, channelId });
        }
      } else if (event.kind === 'problem') {
        skipped++;
        if (problems.length < IMPORT_PROBLEMS_LISTED) problems.push(event.problem);
      } else if (event.kind === 'stopped') {
        stoppedAt = event.problem;
      } else {
        const { programme } = event;
        truncated += programme.truncated;
        const channelId = epgIds.get(programme.channel);
        if (channelId === undefined) {
          const known = unknown.get(programme.channel);
          if (known) known.programmes++;
          else unknown.set(programme.channel, { id: programme.channel, line: programme.line, programmes: 1 });
          continue;
        }
        // a channel's run of programmes is never split: files list a channel's programmes together
        if (heldCount >= FLUSH_AT && programme.channel !== lastChannel) await flush();
        lastChannel = programme.channel;
        let list = held.get(channelId);
        if (!list) held.set(channelId, (list = []));
        list.push(programme);
        heldCount++;
      }
    }
  }
  await flush();
  const purged = await deleteProgrammesBefore(db, new Date(at(options.now) - GUIDE_KEEP_DAYS * DAY_MS));
  await recordImport(db, options.label, totals.programmes, options.now);
  await tidyProgrammes(db);
  return {
    channels: totals.channels.size,
    programmes: totals.programmes,
    linkedToCatchup: totals.linked,
    dropped: totals.dropped,
    keptAired: totals.keptAired,
    skipped,
    truncated,
    problems,
    unknownChannels: [...unknown.values()].slice(0, IMPORT_PROBLEMS_LISTED),
    matchedByName,
    stoppedAt,
    purged,
  };
}
