import { formatXmltvTime } from '../modules/guide/xmltv-time.js';

/**
 * Small guides and channel lists shaped like the real ones operators bring (iptv-org lists, regional
 * XMLTV feeds), written by the tests from what those formats do rather than copied: Arabic names with
 * tashkeel and tatweel, quality and status suffixes, VLC options, RTMP/SRT/UDP sources, zero-length
 * and backwards programmes, unescaped ampersands, channels nobody has.
 */

export interface SampleChannel {
  id: number;
  /** Arabic */
  name: string;
  /** English */
  displayTitle: string;
  epgId: string;
}

const TASHKEEL = ['\u064E', '\u064F', '\u0650', '\u0651', '\u0652'];
/** The Arabic name as a list writes it: a fatha or shadda here and there, a tatweel, a hamza on the alef. */
export function decoratedArabic(name: string, seed: number): string {
  return [...name.replace(/^ا/, 'أ').replace(/^ال/, 'الـ')]
    .map((letter, index) => (index % 3 === seed % 3 ? letter + (TASHKEEL[index % 5] ?? '') : letter))
    .join('');
}

export interface M3uSample {
  text: string;
  /** catalog channel → the source it should end up with */
  sources: Map<number, { url: string; referrer: string | null; userAgent: string | null }>;
  /** lines whose entries must be skipped, with a word of the reason */
  skipped: Map<number, RegExp>;
  /** names of entries no catalog channel answers to */
  unmatched: string[];
}

/** An iptv-org-like list: six ways of naming a channel and giving its source, round-robin. */
export function m3uSample(channels: SampleChannel[]): M3uSample {
  const lines = [
    '#EXTM3U x-tvg-url="https://epg.example/guide.xml.gz" url-tvg="https://epg.example/guide.xml.gz"',
  ];
  const sources: M3uSample['sources'] = new Map();
  const skipped: M3uSample['skipped'] = new Map();
  const unmatched: string[] = [];
  const add = (...more: string[]) => lines.push(...more);
  const lineNow = () => lines.length + 1;
  channels.forEach((channel, index) => {
    const logo = `https://i.imgur.example/${channel.id}.png`;
    switch (index % 6) {
      case 0: {
        const url = `https://live.example/${channel.id}/index.m3u8`;
        add(
          `#EXTINF:-1 tvg-id="${channel.epgId}" tvg-logo="${logo}" group-title="General",${channel.displayTitle} (1080p)`,
          url,
        );
        sources.set(channel.id, { url, referrer: null, userAgent: null });
        break;
      }
      case 1: {
        const url = `https://cdn${index}.example/hls/${channel.id}/playlist.m3u8?token=abc`;
        const referrer = `https://www.site${index}.example/`;
        const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36';
        // the options after the #EXTINF as iptv-org writes them, or before it as some lists do
        const options = [`#EXTVLCOPT:http-referrer=${referrer}`, `#EXTVLCOPT:http-user-agent=${userAgent}`];
        const extinf = `#EXTINF:-1 tvg-id="${channel.displayTitle.replace(/\W/g, '')}.eg@SD" tvg-logo="${logo}" group-title="Entertainment",${channel.displayTitle} (720p) [Geo-blocked]`;
        if (index % 12 === 1) add(extinf, ...options, url);
        else add(...options, extinf, url);
        sources.set(channel.id, { url, referrer, userAgent });
        break;
      }
      case 2: {
        const url = `rtmp://live.example:1935/live/ch${channel.id}`;
        add(
          `#EXTINF:-1 tvg-id="" tvg-name="${decoratedArabic(channel.name, index)} HD",${decoratedArabic(channel.name, index)} HD`,
          url,
        );
        sources.set(channel.id, { url, referrer: null, userAgent: null });
        break;
      }
      case 3: {
        const url = `srt://live.example:9000?streamid=ch${channel.id}`;
        const referrer = 'https://player.example/';
        add(
          `#EXTINF:-1 http-referrer="${referrer}" http-user-agent="SahraTest/1.0" group-title="News",${channel.displayTitle.toUpperCase()} FHD [Not 24/7]`,
          '#EXTGRP:News',
          url,
        );
        sources.set(channel.id, { url, referrer, userAgent: 'SahraTest/1.0' });
        break;
      }
      case 4: {
        add(`#EXTINF:-1,${decoratedArabic(channel.name, index)} 4K`, `mms://old.example/ch${channel.id}`);
        skipped.set(lineNow() - 1, /mms:\/\/ is not a source/);
        break;
      }
      default: {
        const url = `udp://@239.0.0.${index}:1234`;
        add(`#EXTINF:-1 tvg-logo="${logo}",${channel.displayTitle.toLowerCase().replace(' ', '-')}!`, url);
        sources.set(channel.id, { url, referrer: null, userAgent: null });
      }
    }
  });
  add(
    '#EXTINF:-1 tvg-id="QanatZayn.ae",Qanat Zayn (1080p) [Geo-blocked]',
    'https://nowhere.example/rotana.m3u8',
  );
  unmatched.push('Qanat Zayn (1080p) [Geo-blocked]');
  add('#EXTINF:-1 tvg-id="MBC1.ae" tvg-name="MBC 1",MBC 1', '#KODIPROP:inputstream=inputstream.adaptive');
  skipped.set(lineNow() - 2, /no stream URL/);
  add('#EXTINF:-1 tvg-id="Broken.eg" no comma here');
  skipped.set(lineNow() - 1, /no comma/);
  add('https://stray.example/lost.m3u8');
  add('#EXTINF:-1 tvg-id="Orphan.eg",Orphan', 'https://orphan.example/x.m3u8');
  unmatched.push('Orphan');
  return { text: `${lines.join('\r\n')}\r\n`, sources, skipped, unmatched };
}

export interface XmltvSample {
  text: string;
  /** programmes that should be imported */
  programmes: number;
  /** lines of programmes that must be skipped, with a word of the reason */
  skipped: Map<number, RegExp>;
}

const TITLES = [
  'نشرة الأخبار',
  'مسلسل الحارة',
  'Tom & Jerry',
  'صباح الخير يا عرب',
  'كرة القدم: الدوري',
  'Documentary',
];

/**
 * A regional feed's guide: `hours` of programmes either side of `around` for each channel, in its own
 * time zone (UTC+3), with the extras real feeds carry (categories, episode numbers, ratings, icons)
 * and their flaws (a zero-length programme per channel, one stopping before it starts, an unescaped
 * ampersand, a channel no catalog has).
 */
export function xmltvSample(channels: SampleChannel[], around: Date, hours: number): XmltvSample {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE tv SYSTEM "xmltv.dtd">'];
  lines.push('<tv date="20261125" generator-info-name="sahra-test" generator-info-url="https://example">');
  const skipped: XmltvSample['skipped'] = new Map();
  let programmes = 0;
  const time = (at: number) => formatXmltvTime(new Date(at), 180);
  for (const channel of [
    ...channels,
    { epgId: 'QanatZayn.ae', name: 'قناة زين', displayTitle: 'Qanat Zayn' },
  ]) {
    lines.push(
      `  <channel id="${channel.epgId}">`,
      `    <display-name lang="ar">${channel.name}</display-name>`,
      `    <display-name lang="en">${channel.displayTitle}</display-name>`,
      `    <icon src="https://logo.example/${channel.epgId}.png"/>`,
      '  </channel>',
    );
  }
  const start = Math.floor(around.getTime() / 1_800_000) * 1_800_000 - hours * 3_600_000;
  channels.forEach((channel, channelIndex) => {
    let at = start;
    for (let index = 0; at < start + 2 * hours * 3_600_000; index++) {
      const minutes = [30, 60, 45, 90, 60, 30][(index + channelIndex) % 6] ?? 60;
      const stop = at + minutes * 60_000;
      const title = TITLES[(index + channelIndex) % TITLES.length] ?? '';
      const line = lines.length + 1;
      if (index === 3) {
        lines.push(
          `  <programme start="${time(at)}" stop="${time(at)}" channel="${channel.epgId}"><title lang="ar">فاصل</title></programme>`,
        );
        skipped.set(line, /zero-length/);
      }
      if (index === 5 && channelIndex === 0) {
        lines.push(
          `  <programme start="${time(stop)}" stop="${time(at)}" channel="${channel.epgId}"><title>Backwards</title></programme>`,
        );
        skipped.set(line, /stops before it starts/);
      }
      lines.push(
        `  <programme start="${time(at)}" stop="${time(stop)}" channel="${channel.epgId}">`,
        `    <title lang="ar">${title}</title>`,
        `    <title lang="en">${title} (EN)</title>`,
        `    <desc lang="ar"><![CDATA[${title} — الحلقة ${index + 1}]]></desc>`,
        '    <category lang="en">Series</category>',
        `    <episode-num system="xmltv_ns">0.${index}.</episode-num>`,
        `    <icon src="https://img.example/${channel.epgId}/${index}.jpg"/>`,
        '    <rating system="MPAA"><value>PG</value></rating>',
        '  </programme>',
      );
      programmes++;
      at = stop;
    }
  });
  lines.push(
    `  <programme start="${time(start)}" stop="${time(start + 3_600_000)}" channel="QanatZayn.ae"><title>خارج الكتالوج</title></programme>`,
    '</tv>',
  );
  return { text: `${lines.join('\n')}\n`, programmes, skipped };
}
