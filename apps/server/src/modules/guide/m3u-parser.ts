import type { ImportProblem } from '@sahra/contracts';
import { GuideImportError } from './import-error.js';

/** One channel of an M3U (IPTV) channel list: its #EXTINF attributes and the stream URL after it. */
export interface M3uEntry {
  tvgId: string | null;
  tvgName: string | null;
  tvgLogo: string | null;
  groupTitle: string | null;
  /** the name after the #EXTINF comma */
  name: string;
  /** the stream URL as written, without a Kodi-style `|Referer=…` tail */
  url: string;
  /** the HTTP Referer and User-Agent the source wants: #EXTVLCOPT lines, attributes or a `|` tail */
  referrer: string | null;
  userAgent: string | null;
  line: number;
  urlLine: number;
}

export interface M3uList {
  entries: M3uEntry[];
  problems: ImportProblem[];
}

const ATTRIBUTE = /([\w-]+)=(?:"([^"]*)"|'([^']*)')/g;

type Extinf = Omit<M3uEntry, 'url' | 'urlLine' | 'line'>;

function parseExtinf(text: string): Extinf | { reason: string } {
  // #EXTINF:<duration> <key="value" …>,<name>; the name may itself hold commas, attribute values too
  const body = text.slice('#EXTINF:'.length);
  let quoted = false;
  let comma = -1;
  for (let index = 0; index < body.length && comma < 0; index++) {
    if (body[index] === '"') quoted = !quoted;
    else if (body[index] === ',' && !quoted) comma = index;
  }
  if (comma < 0) return { reason: '#EXTINF has no comma before the channel name' };
  const head = body.slice(0, comma);
  const attributes = new Map<string, string>();
  for (const match of head.matchAll(ATTRIBUTE))
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? '');
  const value = (...names: string[]) =>
    names.map((name) => attributes.get(name)?.trim()).find((found) => found) ?? null;
  const name = body.slice(comma + 1).trim();
  const tvgName = value('tvg-name');
  if (!name && !tvgName) return { reason: '#EXTINF names no channel' };
  return {
    tvgId: value('tvg-id', 'channel-id'),
    tvgName,
    tvgLogo: value('tvg-logo', 'logo'),
    groupTitle: value('group-title'),
    name: name || (tvgName ?? ''),
    referrer: value('http-referrer', 'http-referer', 'referrer', 'referer'),
    userAgent: value('http-user-agent', 'user-agent'),
  };
}

/** `#EXTVLCOPT:http-referrer=…` / `#EXTVLCOPT:http-user-agent=…` (VLC's options, the common form). */
const VLC_OPTION = /^#EXTVLCOPT:\s*(http-referrer|http-referer|http-user-agent)\s*=\s*(.*)$/i;
/** Kodi's `url|Referer=…&User-Agent=…` tail. */
function splitPipeOptions(text: string) {
  const bar = text.indexOf('|');
  if (bar < 0) return { url: text, referrer: null, userAgent: null };
  const options = new URLSearchParams(text.slice(bar + 1));
  const option = (name: string) =>
    [...options.entries()].find(([key]) => key.toLowerCase() === name)?.[1]?.trim() || null;
  return {
    url: text.slice(0, bar),
    referrer: option('referer') ?? option('referrer'),
    userAgent: option('user-agent'),
  };
}

/**
 * An extended M3U channel list, forgivingly: an #EXTINF line per channel, then its player options
 * (#EXTVLCOPT, #KODIPROP, #EXTGRP… of which the HTTP referrer and user agent are kept) and its URL.
 * A broken entry is skipped with its line; only text that is no M3U list at all (neither #EXTM3U
 * first nor any #EXTINF) throws a GuideImportError.
 */
export function parseM3u(text: string): M3uList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const entries: M3uEntry[] = [];
  const problems: ImportProblem[] = [];
  type Pending = Omit<M3uEntry, 'url' | 'urlLine'>;
  let pending: Pending | null = null;
  let sawHeader = false;
  let sawExtinf = false;
  // the URL of an #EXTINF skipped as broken goes with it, unreported a second time
  let skipUrl = false;
  let early: { referrer: string | null; userAgent: string | null } = { referrer: null, userAgent: null };
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '') return;
    if (content.startsWith('#EXTM3U')) {
      sawHeader = true;
    } else if (content.startsWith('#EXTINF:')) {
      sawExtinf = true;
      if (pending) problems.push({ line: pending.line, reason: 'the #EXTINF has no stream URL' });
      const parsed = parseExtinf(content);
      if ('reason' in parsed) {
        problems.push({ line, reason: parsed.reason });
        pending = null;
        skipUrl = true;
      } else {
        pending = {
          ...parsed,
          referrer: parsed.referrer ?? early.referrer,
          userAgent: parsed.userAgent ?? early.userAgent,
          line,
        };
        early = { referrer: null, userAgent: null };
      }
    } else if (content.startsWith('#')) {
      const option = VLC_OPTION.exec(content);
      if (option) {
        // some lists write the options before the #EXTINF they go with: they wait for it
        const into = pending ?? early;
        const value = option[2]?.trim() || null;
        if (option[1]?.toLowerCase() === 'http-user-agent') into.userAgent = value;
        else into.referrer = value;
      }
    } else if (!pending) {
      if (!skipUrl) problems.push({ line, reason: 'a stream URL without an #EXTINF line before it' });
      skipUrl = false;
    } else {
      const { url, referrer, userAgent } = splitPipeOptions(content);
      const current: Pending = pending;
      entries.push({
        ...current,
        url,
        urlLine: line,
        referrer: current.referrer ?? referrer,
        userAgent: current.userAgent ?? userAgent,
      });
      pending = null;
    }
  });
  if (!sawHeader && !sawExtinf)
    throw new GuideImportError(1, 'this is no M3U list: no #EXTM3U and no #EXTINF');
  const unfinished = pending as Pending | null;
  if (unfinished) problems.push({ line: unfinished.line, reason: 'the #EXTINF has no stream URL' });
  return { entries, problems };
}
