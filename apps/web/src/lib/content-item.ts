import { ContentTypeId, type ContentItem, type MetadataEntry } from '@sahra/contracts';
import { paths } from '../config/paths';
import { cachedDateTimeFormat } from './date-time-format';

/**
 * Pure readers over the ContentItem wire shape (docs/behaviour/catalog-calls.md#content-item), shared by every screen that shows
 * content. They never throw: catalog data is untrusted, so a missing or malformed field reads as absent.
 */

/** The two languages content is shown in; anything else reads as English. */
export type ContentLanguage = 'en' | 'ar';

/** Types whose detail link is /details/{id}/{encoded} (docs/behaviour/routes-and-frame.md#detail-links); 2 and 4 open the catch-up player. */
const DETAILS_TYPES: ReadonlySet<number> = new Set([
  ContentTypeId.Movie,
  ContentTypeId.Container,
  ContentTypeId.Channel,
  ContentTypeId.Play,
]);
const CATCHUP_TYPES: ReadonlySet<number> = new Set([ContentTypeId.Episode, ContentTypeId.Clip]);

/** Metadata entries of a namespace; the catalog spells some namespaces in capitals (Host, Cast), so the match ignores case. */
export function metadataEntries(item: ContentItem, namespace: string): MetadataEntry[] {
  const wanted = namespace.toLowerCase();
  return item.Metadata.filter((entry) => entry.NameSpace.toLowerCase() === wanted);
}

/** Every non-empty value of a namespace, in catalog order. */
export function metadataValues(item: ContentItem, namespace: string): string[] {
  return metadataEntries(item, namespace)
    .map((entry) => entry.Value.trim())
    .filter((value) => value.length > 0);
}

/**
 * A person as a credit names them in the page's language: the Arabic name is the credit's long value
 * (docs/behaviour/catalog-calls.md#metadata), the English one its value; a credit with one name shows it.
 */
export function creditName(entry: MetadataEntry, language: ContentLanguage): string {
  return (language === 'ar' && entry.LongValue?.trim()) || entry.Value.trim();
}

/** The first non-empty value of a namespace. */
export function metadataValue(item: ContentItem, namespace: string): string | undefined {
  return metadataValues(item, namespace)[0];
}

/** The item's content type id (1 channel, 2 episode, 3 container, 6 play, 8 movie, …). */
export function contentTypeOf(item: ContentItem): number | undefined {
  return item.ContentType[0]?.Id;
}

/** Title case of a slug ("talk-show" → "Talk Show"), for English labels the catalog only stores in Arabic. */
function humanizeSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`)
    .join(' ');
}

/**
 * Genre names in the chosen language. The catalog's genre values are Arabic; their url-encoded value
 * is the English slug, so English names are read from that.
 */
export function genreNames(item: ContentItem, language: ContentLanguage): string[] {
  const names = metadataEntries(item, 'genre').map((entry) =>
    language === 'ar' || !entry.UrlEncodedValue ? entry.Value.trim() : humanizeSlug(entry.UrlEncodedValue),
  );
  return [...new Set(names.filter((name) => name.length > 0))];
}

function positiveInteger(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** Season and episode numbers from the season and episode_no metadata, when present and sane. */
export function seasonEpisode(item: ContentItem): { season?: number; episode?: number } {
  const season = positiveInteger(metadataValue(item, 'season'));
  const episode = positiveInteger(metadataValue(item, 'episode_no'));
  return { ...(season === undefined ? {} : { season }), ...(episode === undefined ? {} : { episode }) };
}

/** Seconds into the video where its end credits begin (the `endingtime` metadata), when present and sane. */
export function endingTime(item: ContentItem): number | undefined {
  return positiveInteger(metadataValue(item, 'endingtime'));
}

/** A yyyymmdd text as a UTC date, or undefined when it is not a real calendar date. */
export function parseYyyymmdd(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 20261332 over into a later month; a rolled-over date is not the one the catalog meant
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** yyyymmdd as day, short month, year: "21 Nov 2026" in English, the Arabic month name in Arabic. */
export function formatBroadcastDate(yyyymmdd: string, language: ContentLanguage): string | undefined {
  const date = parseYyyymmdd(yyyymmdd);
  if (!date) return undefined;
  return broadcastDateFormat(language === 'ar' ? 'ar' : 'en-GB').format(date);
}

/** The broadcast date's format of a locale (one per locale: a row formats twenty dates). */
const broadcastDateFormat = (locale: string) =>
  cachedDateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** hhmm as "hh:mm", or undefined when it is not a time of day. */
export function formatBroadcastTime(hhmm: string): string | undefined {
  const match = /^([01]\d|2[0-3])([0-5]\d)$/.exec(hhmm.trim());
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/** The item's broadcastdate metadata, formatted. */
export function broadcastDate(item: ContentItem, language: ContentLanguage): string | undefined {
  const value = metadataValue(item, 'broadcastdate');
  return value === undefined ? undefined : formatBroadcastDate(value, language);
}

/** The item's broadcasttime metadata, formatted. */
export function broadcastTime(item: ContentItem): string | undefined {
  const value = metadataValue(item, 'broadcasttime');
  return value === undefined ? undefined : formatBroadcastTime(value);
}

export interface ChannelRef {
  name: string;
  slug: string;
}

/** The channel an item aired on (its channel metadata); a channel item is its own channel. */
export function itemChannel(item: ContentItem): ChannelRef | undefined {
  if (contentTypeOf(item) === ContentTypeId.Channel) {
    return { name: item.DisplayTitle ?? item.Name, slug: encodedName(item) };
  }
  const entry = metadataEntries(item, 'channel').find((candidate) => candidate.Value.trim().length > 0);
  return entry ? { name: entry.Value.trim(), slug: entry.UrlEncodedValue } : undefined;
}

/** The URL name of an item: EncodedURL, else UrlEncodedName, else its id so a link always has a slug. */
export function encodedName(item: ContentItem): string {
  return item.EncodedURL || item.UrlEncodedName || String(item.Id);
}

/** The item's URL name as a route parameter reads it: decoded, for paths that encode it again. */
export function urlSlug(item: ContentItem): string {
  return decodeSafely(encodedName(item));
}

/**
 * Where a card of this item leads (docs/behaviour/routes-and-frame.md#detail-links): /details/{id}/{encoded} for movies, series, channels and
 * plays; /catchup/play/{id}/{encoded} for episodes and clips; undefined for types with no page (seasons, trailers).
 */
export function detailPath(item: ContentItem): string | undefined {
  const type = contentTypeOf(item);
  if (type === undefined) return undefined;
  // paths encode the slug, so a catalog name with / or ? cannot change the route
  const slug = urlSlug(item);
  if (DETAILS_TYPES.has(type)) return paths.details(item.Id, slug);
  if (CATCHUP_TYPES.has(type)) return paths.catchupPlay(item.Id, slug);
  return undefined;
}

/** A slug that may already be percent-encoded (Arabic names) is decoded first so it is not encoded twice. */
function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The title to show: the Arabic Name in Arabic; in English the DisplayTitle, else the displaytitle
 * metadata, else the Name.
 */
export function displayTitle(item: ContentItem, language: ContentLanguage): string {
  if (language === 'ar') return item.Name;
  return item.DisplayTitle?.trim() || metadataValue(item, 'displaytitle') || item.Name;
}

/**
 * The synopsis to show: the Arabic Description in Arabic; in English the displaydescription metadata
 * (the catalog carries the English synopsis there, as it carries the English title in displaytitle),
 * else the Description.
 */
export function itemDescription(item: ContentItem, language: ContentLanguage): string {
  if (language === 'ar') return item.Description;
  return metadataValue(item, 'displaydescription') || item.Description;
}

/** The URL of the item's image of a type (poster, thumbnail, background, webSlider, …); exact type first, then ignoring case. */
export function itemImageUrl(item: ContentItem, type: string): string | undefined {
  const exact = item.Images.find((image) => image.ImageType === type && image.ImageUrl);
  if (exact) return exact.ImageUrl;
  const wanted = type.toLowerCase();
  return item.Images.find((image) => image.ImageType.toLowerCase() === wanted && image.ImageUrl)?.ImageUrl;
}

/**
 * Whether the title plays: the server lists where only for what does (docs/behaviour/catalog-calls.md#content-item),
 * so a title without media of its own yet gets no Watch button and no player.
 */
export function isPlayable(item: ContentItem): boolean {
  return (item.CdnUrls?.length ?? 0) > 0;
}

/** The first of several image types the item has, e.g. thumbnail, else poster, for a landscape card. */
export function firstImageUrl(item: ContentItem, types: readonly string[]): string | undefined {
  for (const type of types) {
    const url = itemImageUrl(item, type);
    if (url) return url;
  }
  return undefined;
}

/** The language of content for an i18next language code ("ar-EG" → ar). */
export function contentLanguage(language: string | undefined): ContentLanguage {
  return language?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
