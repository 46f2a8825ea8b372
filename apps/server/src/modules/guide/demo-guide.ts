import { DAY_MS, MINUTE_MS } from '@sahra/contracts';
import type { DemoChannel, DemoTitle } from './demo-catalog.js';
import { formatXmltvTime } from './xmltv-time.js';

const HALF_HOUR_MS = 30 * MINUTE_MS;
export const DEMO_DAYS_BEFORE = 7;
export const DEMO_DAYS_AFTER = 3;
/** The demo feed is written in the region's time (UTC+3), as a regional XMLTV feed would be. */
const FEED_OFFSET_MINUTES = 180;
/** Filler programmes (a show's reruns back to back, a film, a magazine) last 1.5 to 2.5 hours; a shorter tail joins the one before. */
const FILLER_MINUTES = [90, 120, 150];
const SHORTEST_FILLER_MS = 20 * MINUTE_MS;

const stock = (titles: string[][]): DemoTitle[] =>
  titles.map(([name = '', displayTitle = '', description = '']) => ({
    name,
    displayTitle,
    description,
    thumbnail: null,
    image: null,
  }));

/** Programmes any channel without a kind of its own can fill a gap with, besides its own shows. */
const GENERAL_STOCK = stock([
  ['نشرة الأخبار', 'News Bulletin', 'The news of the region and the world.'],
  ['صباح الخير', 'Good Morning', 'The morning magazine: guests, weather and the day ahead.'],
  ['وثائقي', 'Documentary', 'A documentary from the channel’s library.'],
]);

/**
 * The stock programmes of each kind of channel (by its genre), so that a gap is filled with what the
 * channel airs: no music hour on a sports channel, no match on a kids channel.
 */
const STOCK_BY_GENRE: Record<string, DemoTitle[]> = {
  drama: stock([
    ['حلقات مختارة', 'Selected Episodes', 'Favourite episodes of the channel’s series.'],
    ['فيلم السهرة', 'Evening Film', 'The evening film.'],
  ]),
  action: stock([
    ['فيلم السهرة', 'Evening Film', 'The evening film.'],
    ['سينما الأسبوع', 'Cinema of the Week', 'News of the films in cinemas this week.'],
  ]),
  history: stock([
    ['مسرحية الأسبوع', 'Play of the Week', 'A classic play from the channel’s library.'],
    ['فيلم أبيض وأسود', 'Black and White Film', 'A film of the golden age.'],
  ]),
  kids: stock([
    ['ساعة الكرتون', 'Cartoon Hour', 'Cartoons back to back.'],
    ['نتعلم ونلعب', 'Learn and Play', 'Songs and games for the youngest viewers.'],
  ]),
  sports: stock([
    ['مباراة مسجلة', 'Match Replay', 'A recent match in full.'],
    ['ملخص الأهداف', 'Goals Round-up', 'Every goal of the week’s matches.'],
  ]),
  news: stock([
    ['نشرة الأخبار', 'News Bulletin', 'The news of the region and the world.'],
    ['وثائقي', 'Documentary', 'A documentary from the channel’s library.'],
  ]),
  'talk-show': stock([
    ['صباح الخير', 'Good Morning', 'The morning magazine: guests, weather and the day ahead.'],
    ['وثائقي', 'Documentary', 'A documentary from the channel’s library.'],
  ]),
  music: stock([
    ['موسيقى', 'Music Hour', 'Songs old and new.'],
    ['حفلة مسجلة', 'Concert Replay', 'A concert from the channel’s library.'],
  ]),
};

export interface DemoProgramme extends DemoTitle {
  start: Date;
  stop: Date;
}

/** The UTC day of `now`: the demo guide is the same for every start within it. */
export const demoDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

export function demoWindow(day: Date) {
  return {
    from: new Date(day.getTime() - DEMO_DAYS_BEFORE * DAY_MS),
    to: new Date(day.getTime() + (DEMO_DAYS_AFTER + 1) * DAY_MS),
  };
}

/** A number from channel and instant alone, so a slot gets the same filler whichever day builds it. */
function slotHash(channelId: number, at: number): number {
  let hash = (channelId * 2_654_435_761) ^ Math.floor(at / MINUTE_MS);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** A channel's own shows come round twice as often as the stock programmes. */
function filler(channel: DemoChannel, at: number): DemoTitle {
  const { shows } = channel;
  const stockProgrammes = STOCK_BY_GENRE[channel.genre ?? ''] ?? GENERAL_STOCK;
  const pick = slotHash(channel.id, at) % (2 * shows.length + stockProgrammes.length);
  const title =
    pick < 2 * shows.length ? shows[pick % shows.length] : stockProgrammes[pick - 2 * shows.length];
  if (!title) throw new Error('the demo guide has no programme to fill a gap with');
  return title;
}

/** Fills [from, to) with fillers ending on half hours, so the time line has no gap. */
function fill(channel: DemoChannel, from: number, to: number, into: DemoProgramme[]) {
  let at = from;
  while (to - at > 0) {
    const minutes = FILLER_MINUTES[slotHash(channel.id, at) % FILLER_MINUTES.length] ?? 60;
    let stop = Math.min(to, Math.floor((at + minutes * MINUTE_MS) / HALF_HOUR_MS) * HALF_HOUR_MS);
    if (stop <= at || to - stop < SHORTEST_FILLER_MS) stop = to;
    into.push({ ...filler(channel, at), start: new Date(at), stop: new Date(stop) });
    at = stop;
  }
}

/**
 * One channel's continuous time line over [from, to): its catch-up episodes at their broadcast times
 * (an episode still running when the next one starts is cut short there; of two at one instant the
 * lower id airs, the one the import links), the gaps filled with its shows and stock programmes.
 */
export function demoTimeLine(channel: DemoChannel, from: Date, to: Date): DemoProgramme[] {
  const episodes = channel.episodes.filter(
    (episode, index, all) => index === 0 || all[index - 1]?.at.getTime() !== episode.at.getTime(),
  );
  const programmes: DemoProgramme[] = [];
  let at = from.getTime();
  episodes.forEach((episode, index) => {
    const start = episode.at.getTime();
    const next = episodes[index + 1]?.at.getTime() ?? Number.POSITIVE_INFINITY;
    fill(channel, at, start, programmes);
    const stop = Math.min(start + Math.max(episode.durationSeconds, 60) * 1000, next);
    programmes.push({ ...episode, start: episode.at, stop: new Date(stop) });
    at = stop;
  });
  fill(channel, at, to.getTime(), programmes);
  return programmes;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

const time = (at: Date) => formatXmltvTime(at, FEED_OFFSET_MINUTES);

function programmeXml(epgId: string, programme: DemoProgramme): string {
  const titles = [`<title lang="ar">${escapeXml(programme.name)}</title>`];
  if (programme.displayTitle) titles.push(`<title lang="en">${escapeXml(programme.displayTitle)}</title>`);
  const icons = [programme.thumbnail, programme.image]
    .filter((src): src is string => src !== null)
    .map((src) => `<icon src="${escapeXml(src)}"/>`);
  return (
    `<programme start="${time(programme.start)}" stop="${time(programme.stop)}" channel="${escapeXml(epgId)}">` +
    `${titles.join('')}<desc>${escapeXml(programme.description)}</desc>${icons.join('')}</programme>`
  );
}

/**
 * The demo guide of `day` as XMLTV text: every channel from 7 days before (or from `since`) to 3 days
 * after, built from the catalog alone, so the same catalog and day always give the same text.
 */
export function* demoGuideXmltv(channels: DemoChannel[], day: Date, since?: Date): Generator<string> {
  const window = demoWindow(day);
  const from = since ?? window.from;
  const { to } = window;
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<tv generator-info-name="sahra-demo">\n';
  for (const channel of channels) {
    const names = [`<display-name lang="ar">${escapeXml(channel.name)}</display-name>`];
    if (channel.displayTitle)
      names.push(`<display-name lang="en">${escapeXml(channel.displayTitle)}</display-name>`);
    yield `<channel id="${escapeXml(channel.epgId)}">${names.join('')}</channel>\n`;
  }
  for (const channel of channels) {
    const lines = demoTimeLine(channel, from, to).map((programme) => programmeXml(channel.epgId, programme));
    yield `${lines.join('\n')}\n`;
  }
  yield '</tv>\n';
}
