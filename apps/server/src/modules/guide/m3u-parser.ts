import { GuideImportError } from './import-error.js';

/** One channel of an M3U (IPTV) channel list: its #EXTINF attributes and the stream URL after it. */
export interface M3uEntry {
  tvgId: string | null;
  tvgName: string | null;
  tvgLogo: string | null;
  groupTitle: string | null;
  /** the name after the #EXTINF comma */
  name: string;
  url: string;
  line: number;
}

const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

function parseExtinf(text: string, line: number) {
  // #EXTINF:<duration> <key="value" …>,<name>; the name may itself hold commas, attribute values too
  const body = text.slice('#EXTINF:'.length);
  let quoted = false;
  let comma = -1;
  for (let index = 0; index < body.length && comma < 0; index++) {
    if (body[index] === '"') quoted = !quoted;
    else if (body[index] === ',' && !quoted) comma = index;
  }
  if (comma < 0) throw new GuideImportError(line, '#EXTINF has no comma before the channel name');
  const head = body.slice(0, comma);
  if (!/^\s*-?\d+(\.\d+)?/.test(head))
    throw new GuideImportError(line, '#EXTINF does not start with a duration');
  const attributes = new Map<string, string>();
  for (const match of head.matchAll(ATTRIBUTE))
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? '');
  const value = (name: string) => attributes.get(name)?.trim() || null;
  return {
    tvgId: value('tvg-id'),
    tvgName: value('tvg-name'),
    tvgLogo: value('tvg-logo'),
    groupTitle: value('group-title'),
    name: body.slice(comma + 1).trim(),
  };
}

function streamUrl(text: string, line: number): string {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // reported below with its line
  }
  throw new GuideImportError(line, `"${text}" is not an http(s) stream URL`);
}

/**
 * An extended M3U channel list: #EXTM3U first, then for each channel an #EXTINF line and its stream
 * URL (other # lines between them are player options and are skipped). Throws a GuideImportError with
 * the line of the first thing that does not fit.
 */
export function parseM3u(text: string): M3uEntry[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const entries: M3uEntry[] = [];
  let pending: Omit<M3uEntry, 'url'> | null = null;
  let sawHeader = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '') return;
    if (!sawHeader) {
      if (!content.startsWith('#EXTM3U'))
        throw new GuideImportError(line, 'the file does not start with #EXTM3U');
      sawHeader = true;
    } else if (content.startsWith('#EXTINF:')) {
      if (pending) throw new GuideImportError(line, `the #EXTINF of line ${pending.line} has no stream URL`);
      pending = { ...parseExtinf(content, line), line };
    } else if (!content.startsWith('#')) {
      if (!pending) throw new GuideImportError(line, 'a stream URL without an #EXTINF line before it');
      entries.push({ ...pending, url: streamUrl(content, line) });
      pending = null;
    }
  });
  if (!sawHeader) throw new GuideImportError(1, 'the file is empty');
  const unfinished = pending as Omit<M3uEntry, 'url'> | null;
  if (unfinished) throw new GuideImportError(unfinished.line, 'the #EXTINF has no stream URL');
  return entries;
}
