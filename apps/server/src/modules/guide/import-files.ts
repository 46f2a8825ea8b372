import type { M3uImportSummary, XmltvImportSummary } from '@sahra/contracts';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import { fetchBytes, InputCutError, textOf, type FetchLimits } from './import-input.js';
import { importM3u } from './import-m3u.js';
import { importXmltv } from './import-xmltv.js';
import { sourceNetworks } from '../../platform/url-policy.js';
import { sourceProtocols } from './source-protocols.js';

/** An M3U list is read whole: the largest real ones are a few MB. */
export const M3U_MAX_BYTES = 64 * 1024 ** 2;
/** `?url=` and GUIDE_URL: a feed that sends nothing for this long is given up. */
export const FETCH_LIMITS: FetchLimits = { idleMs: 30_000, maxBytes: 1024 ** 3 };

export interface ImportContext {
  db: Db;
  config: Pick<Config, 'FFMPEG_PATH' | 'SOURCE_NETWORKS'>;
  now: Date;
}

/** An XMLTV guide's bytes, plain or gzipped, from the body of a call, a file or a URL. */
export function importXmltvFile(context: ImportContext, bytes: AsyncIterable<Uint8Array>, label: string) {
  return importXmltv(context.db, bytes, { label, now: context.now });
}

/** An M3U list's bytes, plain or gzipped; a list cut short (too large, a broken download) keeps what came. */
export async function importM3uFile(
  context: ImportContext,
  bytes: AsyncIterable<Uint8Array>,
): Promise<M3uImportSummary> {
  let text = '';
  let cut: string | null = null;
  try {
    for await (const chunk of textOf(bytes, M3U_MAX_BYTES)) text += chunk;
  } catch (error) {
    if (!(error instanceof InputCutError)) throw error;
    cut = error.message;
    // the last line may be half a URL
    text = text.slice(0, text.lastIndexOf('\n') + 1);
  }
  const summary = await importM3u(context.db, text, {
    protocols: await sourceProtocols(context.config.FFMPEG_PATH),
    networks: sourceNetworks(context.config),
  });
  if (cut !== null) {
    summary.problems.push({ line: text.split('\n').length, reason: `the list stops here: ${cut}` });
    summary.skipped++;
  }
  return summary;
}

/** Fetches a guide or list from an http(s) URL (FetchError when that fails) and imports it. */
export async function importFromUrl(
  context: ImportContext,
  kind: 'xmltv',
  url: string,
): Promise<XmltvImportSummary>;
export async function importFromUrl(
  context: ImportContext,
  kind: 'm3u',
  url: string,
): Promise<M3uImportSummary>;
export async function importFromUrl(context: ImportContext, kind: 'xmltv' | 'm3u', url: string) {
  const bytes = await fetchBytes(url, FETCH_LIMITS, sourceNetworks(context.config));
  return kind === 'xmltv' ? importXmltvFile(context, bytes, `url:${url}`) : importM3uFile(context, bytes);
}

/** An import's summary as lines for a person: the command's output and the scheduled fetch's log. */
export function summaryLines(
  kind: 'xmltv' | 'm3u',
  name: string,
  summary: XmltvImportSummary | M3uImportSummary,
): string[] {
  const problems = summary.problems.map((problem) => `  skipped line ${problem.line}: ${problem.reason}`);
  if (kind === 'm3u' && 'mapped' in summary) {
    return [
      `Gave ${summary.mapped} channels their source from ${name} (${summary.skipped} entries skipped).`,
      ...problems,
      ...summary.unmatched.map((entry) => `  no catalog channel for line ${entry.line}: ${entry.reason}`),
    ];
  }
  if (!('programmes' in summary)) return problems;
  return [
    `Imported ${summary.programmes} programmes on ${summary.channels} channels from ${name} ` +
      `(${summary.linkedToCatchup} linked to catch-up, ${summary.dropped} dropped by overlaps, ` +
      `${summary.keptAired} left as aired, ${summary.skipped} skipped, ${summary.truncated} texts cut to length, ` +
      `${summary.purged} old ones purged).`,
    ...problems,
    ...(summary.stoppedAt
      ? [`  the file stops being readable at line ${summary.stoppedAt.line}: ${summary.stoppedAt.reason}`]
      : []),
    ...summary.matchedByName.map(
      (match) => `  channel ${match.id} is catalog channel ${match.channelId} by name`,
    ),
    ...summary.unknownChannels.map(
      (channel) =>
        `  no catalog channel for ${channel.id} (line ${channel.line}): ${channel.programmes} programmes skipped`,
    ),
  ];
}
