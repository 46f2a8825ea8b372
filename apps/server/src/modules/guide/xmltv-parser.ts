import { SaxesParser, type SaxesTag } from 'saxes';
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
}

export interface XmltvDocument {
  /** XMLTV channel id → its display names */
  channels: Map<string, string[]>;
  programmes: XmltvProgramme[];
}

type Text = { into: 'title' | 'desc' | 'display-name'; lang: string; value: string };

/**
 * Reads an XMLTV document chunk by chunk (a file stream or one string), so a large feed never has to
 * sit in memory as text. Any XML error or broken programme throws a GuideImportError with its line.
 */
export async function parseXmltv(
  source: string | Iterable<string> | AsyncIterable<string>,
): Promise<XmltvDocument> {
  const parser = new SaxesParser({ position: true });
  const document: XmltvDocument = { channels: new Map(), programmes: [] };
  const path: string[] = [];
  let programme: XmltvProgramme | null = null;
  let channelId: string | null = null;
  let text: Text | null = null;
  const fail = (reason: string): never => {
    throw new GuideImportError(parser.line, reason);
  };
  const time = (tag: SaxesTag, name: string) => {
    const value = tag.attributes[name];
    if (value === undefined) return null;
    return parseXmltvTime(String(value)) ?? fail(`programme ${name} "${String(value)}" is not an XMLTV time`);
  };

  parser.on('opentag', (tag) => {
    const parent = path.at(-1);
    path.push(tag.name);
    const attribute = (name: string) => {
      const value = tag.attributes[name];
      return value === undefined ? undefined : String(value);
    };
    if (path.length === 1) {
      if (tag.name !== 'tv') fail(`the root element is <${tag.name}>, not <tv>`);
    } else if (parent === 'tv' && tag.name === 'channel') {
      channelId = attribute('id') ?? fail('a channel has no id');
      document.channels.set(channelId, []);
    } else if (parent === 'tv' && tag.name === 'programme') {
      const start = time(tag, 'start') ?? fail('a programme has no start');
      const stop = time(tag, 'stop');
      if (stop && stop.getTime() <= start.getTime()) fail('a programme stops before it starts');
      programme = {
        channel: attribute('channel') ?? fail('a programme has no channel'),
        start,
        stop,
        titles: [],
        description: '',
        icons: [],
        line: parser.line,
      };
    } else if (parent === 'channel' && tag.name === 'display-name') {
      text = { into: 'display-name', lang: attribute('lang') ?? '', value: '' };
    } else if (parent === 'programme' && (tag.name === 'title' || tag.name === 'desc')) {
      text = { into: tag.name, lang: attribute('lang') ?? '', value: '' };
    } else if (parent === 'programme' && tag.name === 'icon') {
      const src = attribute('src');
      if (src) programme?.icons.push(src);
    }
  });
  const addText = (value: string) => {
    if (text) text.value += value;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    path.pop();
    if (text && tag.name === text.into) {
      const value = text.value.trim();
      if (text.into === 'display-name' && channelId !== null) document.channels.get(channelId)?.push(value);
      if (text.into === 'title' && value) programme?.titles.push([text.lang, value]);
      if (text.into === 'desc' && programme && !programme.description) programme.description = value;
      text = null;
    } else if (tag.name === 'channel' && path.length === 1) {
      channelId = null;
    } else if (tag.name === 'programme' && programme) {
      if (programme.titles.length === 0) fail('a programme has no title');
      document.programmes.push(programme);
      programme = null;
    }
  });

  try {
    if (typeof source === 'string') parser.write(source);
    else for await (const chunk of source) parser.write(chunk);
    parser.close();
  } catch (error) {
    if (error instanceof GuideImportError) throw error;
    // saxes reports well-formedness errors as "line:column: message"
    const reason = error instanceof Error ? error.message.replace(/^\d+:\d+:\s*/, '') : String(error);
    throw new GuideImportError(parser.line, reason);
  }
  return document;
}
