import { CategoryId, DAY_MS } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';
import type { Channel } from './channels.js';
import type { Title } from './on-demand.js';
import type { Show } from './shows.js';
import { COUNTRIES, GENRES } from './words.js';

const CATCHUP_DAYS = 30;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The values the filter panels offer: channels, genres and dates of catch-up; countries and genres of channels; seasons of each show. */
export function addCustomValues(
  builder: CatalogBuilder,
  catalog: { channels: Channel[]; shows: Show[]; titles: Title[] },
  now: Date,
) {
  const { channels, shows, titles } = catalog;
  /** `arabic` names the value on Arabic pages; `arabicOrder` lists it by that name there (channels, genres). */
  const add = (
    categoryId: number,
    fieldName: string,
    name: string,
    urlEncodedName: string,
    sortKey: string,
    arabic: string | null = null,
    arabicOrder = false,
  ) =>
    builder.rows.custom_value.push({
      category_id: categoryId,
      field_name: fieldName,
      name,
      url_encoded_name: urlEncodedName,
      sort_key: sortKey,
      name_ar: arabic,
      sort_key_ar: arabicOrder ? arabic : null,
    });
  const withCatchup = new Set([
    ...shows.map((show) => show.channelSlug),
    ...titles.map((title) => title.channelSlug),
  ]);
  for (const channel of channels) {
    if (withCatchup.has(channel.slug))
      add(
        CategoryId.Catchup,
        'channel',
        channel.english,
        channel.slug,
        channel.english.toLowerCase(),
        channel.arabic,
        true,
      );
  }
  for (const genre of GENRES) {
    for (const category of [CategoryId.Catchup, CategoryId.Channels])
      add(category, 'genre', genre.english, genre.slug, genre.english.toLowerCase(), genre.arabic, true);
  }
  for (const country of COUNTRIES)
    add(CategoryId.Channels, 'country', country, country.toLowerCase(), country);
  for (let offset = 0; offset < CATCHUP_DAYS; offset++) {
    const day = new Date(now.getTime() - offset * DAY_MS);
    const key = day.toISOString().slice(0, 10).replaceAll('-', '');
    const name = `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
    add(CategoryId.Catchup, 'broadcastdate', name, key, key);
  }
  for (const show of shows) {
    for (let season = 1; season <= show.seasons; season++)
      add(
        show.id,
        'season',
        `Season ${season}`,
        String(season),
        String(season).padStart(3, '0'),
        `الموسم ${season}`,
      );
  }
}
