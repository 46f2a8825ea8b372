import type { ImportProblem } from '@sahra/contracts';
import { decodeHTML } from 'entities';
import { SaxesParser, type SaxesTag } from 'saxes';
import { controlInText, TEXT_LIMITS } from './imported-text.js';
import { GuideImportError } from './import-error.js';
import { parseXmltvTime } from './xmltv-time.js';

/** A programme as an XMLTV file states it, before channels are mapped and overlaps resolved. */
export interface XmltvProgramme {
  channel: string;
  start: Date;
  /** absent in the file: it then ends where the channel's next programme starts */
  stop: Date | null;
  /** every title by language ("" when the file gives none); the first one is the programme's title */
  titles: [lang: string, text: string][];
  description: string;
  /** the icons' URLs in file order */
  icons: string[];
  line: number;
  /** texts cut to their TEXT_LIMITS, and icons longer than a URL may be left out */
  truncated: number;
}

/** What reading an XMLTV file yields, in file order. */
export type XmltvEvent =
  | { kind: 'channel'; id: string; names: string[]; line: number; truncated: number }
  | { kind: 'programme'; programme: XmltvProgramme }
  /** a bad entry or XML error, skipped */
  | { kind: 'problem'; problem: ImportProblem }
  /** the file stopped being readable there (last event) */
  | { kind: 'stopped'; problem: ImportProblem };

/** Why a programme's texts cannot be imported (imported-text.ts), or null. */
function programmeControl(programme: XmltvProgramme): string | null {
  const control = controlInText({
    channel: programme.channel,
    title: programme.titles.map(([lang, text]) => `${lang}${text}`).join(' '),
    description: programme.description,
    icons: programme.icons.join(' '),
  });
  return control && `a programme: ${control}`;
}

/** So many XML errors and the rest is not worth reading. */
const MOST_XML_ERRORS = 1_000;
/** Longer than any entity reference (&#x10FFFF;, a declared name) and the CDATA markers. */
const LONGEST_MARK = 40;
const BARE_AMPERSAND = /&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[A-Za-z_][\w.-]{0,30});)/g;
const CDATA_START = '<![CDATA[';
const CDATA_END = ']]>';

/**
 * Feeds write "Tom & Jerry" unescaped, which ends strict XML at the first programme; an & that starts
 * no entity reference is read as the character it means (inside CDATA it already is). The tail of a
 * chunk from a late &, < or ] waits for the next chunk, since what it starts may go on there.
 */
async function* escapeBareAmpersands(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let held = '';
  let inCdata = false;
  const escape = (text: string) => {
    let out = '';
    let rest = text;
    while (rest.length > 0) {
      const mark = rest.indexOf(inCdata ? CDATA_END : CDATA_START);
      const end = mark < 0 ? rest.length : mark + (inCdata ? CDATA_END : CDATA_START).length;
      const part = rest.slice(0, end);
      out += inCdata ? part : part.replace(BARE_AMPERSAND, '&amp;');
      if (mark >= 0) inCdata = !inCdata;
      rest = rest.slice(end);
    }
    return out;
  };
  for await (const chunk of chunks) {
    const text = held + chunk;
    const late = Math.max(text.lastIndexOf('&'), text.lastIndexOf('<'), text.lastIndexOf(']'));
    const cut = late >= 0 && late > text.length - LONGEST_MARK ? late : text.length;
    held = text.slice(cut);
    yield escape(text.slice(0, cut));
  }
  if (held) yield escape(held);
}

async function* chunksOf(source: string | Iterable<string> | AsyncIterable<string>): AsyncGenerator<string> {
  if (typeof source === 'string') yield source;
  else yield* source;
}

type Text = { into: 'title' | 'desc' | 'display-name'; lang: string; value: string; cut: boolean };

/** How long each text element is kept (imported-text.ts). */
const LIMIT_OF: Record<Text['into'], number> = {
  title: TEXT_LIMITS.title,
  desc: TEXT_LIMITS.description,
  'display-name': TEXT_LIMITS.title,
};

/**
 * Reads an XMLTV document as a stream, yielding its channels, programmes and problems chunk by chunk,
 * so that a guide of any size never sits in memory. A bad programme (no channel, start or title, a
 * time that is not one, zero-length, stopping before it starts) is skipped as a problem with its
 * line; an XML error is a problem too, read past the way saxes recovers. Text that is no XMLTV at all
 * (nothing before the error looked like <tv>) throws a GuideImportError; a file that stops being
 * readable later (cut off, too large, too broken) ends with a `stopped` event.
 */
export async function* readXmltv(
  source: string | Iterable<string> | AsyncIterable<string>,
): AsyncGenerator<XmltvEvent[]> {
  const parser = new SaxesParser({ position: true });
  // feeds made from web pages write HTML's named entities (&nbsp;, &eacute;), which XML does not define
  parser.ENTITIES = new Proxy(parser.ENTITIES, {
    get(defined, name) {
      if (typeof name !== 'string' || name in defined) return Reflect.get(defined, name) as unknown;
      const reference = `&${name};`;
      const decoded = decodeHTML(reference);
      return decoded === reference ? undefined : decoded;
    },
  });
  let events: XmltvEvent[] = [];
  const path: string[] = [];
  let programme: XmltvProgramme | null = null;
  let broken: string | null = null;
  let channel: { id: string; names: string[]; line: number; truncated: number } | null = null;
  let text: Text | null = null;
  let sawRoot = false;
  let xmlErrors = 0;
  // at the end of the text, an unclosed element means the file was cut off: where it stops, not a problem
  let closing: string | null = null;
  const problem = (reason: string, line = parser.line) =>
    events.push({ kind: 'problem', problem: { line, reason } });
  const time = (tag: SaxesTag, name: string) => {
    const value = tag.attributes[name];
    if (value === undefined) return null;
    const parsed = parseXmltvTime(String(value));
    if (!parsed) broken ??= `${name} "${String(value)}" is not an XMLTV time`;
    return parsed;
  };

  parser.on('error', (error) => {
    const reason = error.message.replace(/^\d+:\d+:\s*/, '');
    if (!sawRoot) throw new GuideImportError(parser.line, `this is no XMLTV guide: ${reason}`);
    if (closing !== null) {
      closing ||= `the file ends early (${reason})`;
      return;
    }
    xmlErrors++;
    problem(`XML: ${reason}`);
  });
  parser.on('opentag', (tag) => {
    const parent = path.at(-1);
    path.push(tag.name);
    const attribute = (name: string) => {
      const value = tag.attributes[name];
      return value === undefined ? undefined : String(value).trim();
    };
    if (path.length === 1) {
      if (tag.name !== 'tv')
        // named, not echoed whole: what a URL answered that is no guide stays out of the answer
        throw new GuideImportError(parser.line, `the root element is <${tag.name.slice(0, 40)}>, not <tv>`);
      sawRoot = true;
    } else if (parent === 'tv' && tag.name === 'channel') {
      const id = attribute('id');
      if (!id) problem('a channel has no id');
      else if (id.length > TEXT_LIMITS.id)
        problem(`a channel id is longer than ${TEXT_LIMITS.id} characters`);
      else channel = { id, names: [], line: parser.line, truncated: 0 };
    } else if (parent === 'tv' && tag.name === 'programme') {
      broken = null;
      const start = time(tag, 'start');
      const stop = time(tag, 'stop');
      if (!start && !broken) broken = 'a programme has no start';
      if (start && stop && stop.getTime() === start.getTime()) broken ??= 'a zero-length programme';
      if (start && stop && stop.getTime() < start.getTime()) broken ??= 'a programme stops before it starts';
      const id = attribute('channel');
      if (!id) broken ??= 'a programme has no channel';
      else if (id.length > TEXT_LIMITS.id)
        broken ??= `a programme's channel id is longer than ${TEXT_LIMITS.id} characters`;
      programme = {
        channel: id ?? '',
        start: start ?? new Date(0),
        stop,
        titles: [],
        description: '',
        icons: [],
        line: parser.line,
        truncated: 0,
      };
    } else if (parent === 'channel' && tag.name === 'display-name') {
      text = { into: 'display-name', lang: attribute('lang') ?? '', value: '', cut: false };
    } else if (parent === 'programme' && (tag.name === 'title' || tag.name === 'desc')) {
      text = { into: tag.name, lang: attribute('lang') ?? '', value: '', cut: false };
    } else if (parent === 'programme' && tag.name === 'icon') {
      const src = attribute('src');
      if (src && src.length > TEXT_LIMITS.url && programme) programme.truncated++;
      else if (src) programme?.icons.push(src);
    }
  });
  // a text is kept up to its limit as it comes; what follows is counted, not held
  const addText = (value: string) => {
    if (!text) return;
    const room = LIMIT_OF[text.into] - text.value.length;
    if (value.length > room) text.cut = true;
    text.value += room > 0 ? value.slice(0, room) : '';
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    path.pop();
    if (text && tag.name === text.into) {
      const value = text.value.trim();
      const cut = text.cut ? 1 : 0;
      if (text.into === 'display-name' && value && channel) {
        channel.names.push(value);
        channel.truncated += cut;
      }
      if (text.into === 'title' && value && programme) {
        programme.titles.push([text.lang, value]);
        programme.truncated += cut;
      }
      if (text.into === 'desc' && programme && !programme.description) {
        programme.description = value;
        programme.truncated += cut;
      }
      text = null;
    } else if (tag.name === 'channel' && path.length === 1) {
      const control = channel && controlInText({ id: channel.id, 'display names': channel.names.join(' ') });
      if (control) problem(`a channel: ${control}`, channel?.line);
      else if (channel) events.push({ kind: 'channel', ...channel });
      channel = null;
    } else if (tag.name === 'programme' && path.length === 1 && programme) {
      if (!broken && programme.titles.length === 0) broken = 'a programme has no title';
      broken ??= programmeControl(programme);
      if (broken) problem(broken, programme.line);
      else events.push({ kind: 'programme', programme });
      programme = null;
    }
  });

  try {
    for await (const chunk of escapeBareAmpersands(chunksOf(source))) {
      parser.write(chunk);
      if (xmlErrors > MOST_XML_ERRORS) throw new Error(`more than ${MOST_XML_ERRORS} XML errors`);
      if (events.length > 0) yield events;
      events = [];
    }
    closing = '';
    // saxes forgets its position on closing
    const lastLine = parser.line;
    parser.close();
    if (!sawRoot) throw new GuideImportError(1, 'this is no XMLTV guide: the file is empty');
    if (closing) events.push({ kind: 'stopped', problem: { line: lastLine, reason: closing } });
  } catch (error) {
    if (error instanceof GuideImportError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    if (!sawRoot) throw new GuideImportError(parser.line, `this is no XMLTV guide: ${reason}`);
    events.push({ kind: 'stopped', problem: { line: parser.line, reason } });
  }
  if (events.length > 0) yield events;
}
