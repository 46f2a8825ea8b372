import { CategoryId, ContentTypeId, FixedListId } from '@sahra/contracts';
import type { CatalogBuilder } from './catalog-builder.js';
import { imageUrl } from './catalog-builder.js';
import type { Channel } from './channels.js';
import { OnDemandCategory } from './catalog-ids.js';
import type { Title } from './on-demand.js';
import type { Show } from './shows.js';
import { GENRES } from './words.js';

const catchupRequest = (filters: { Name: string; Value: string }[] = []) => ({
  Categories: [CategoryId.Catchup],
  ContentTypes: [2, 4, 6, 8],
  SortType: 'Custom',
  CustomSortField: 'broadcastdate',
  SortDirection: 'DESC',
  CustomFilters: filters.map((filter) => ({ ...filter, FilterMode: 'AND_WHEN_EXISTS' })),
});

const onDemandRequest = (category: number, contentType: number, genre?: string) => ({
  Categories: [category],
  ContentTypes: [contentType],
  SortType: 'createDate',
  SortDirection: 'DESC',
  CustomFilters: genre ? [{ Name: 'genre', Value: genre, FilterMode: 'AND_WHEN_EXISTS' }] : [],
});

/**
 * A row per genre of an on-demand kind, named in both languages from the genre's own words ("أفلام أكشن",
 * "Action Movies"), from `firstId` on.
 */
function genreLists(
  firstId: number,
  genres: string[],
  kind: { arabic: string; english: string; category: number; type: number },
): ListSpec[] {
  return genres.map((slug, index) => {
    const genre = GENRES.find((candidate) => candidate.slug === slug);
    if (!genre) throw new Error(`no genre ${slug}`);
    return {
      id: firstId + index,
      title: `${kind.arabic} ${genre.arabic}`,
      titleEn: `${genre.english} ${kind.english}`,
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll'],
      request: onDemandRequest(kind.category, kind.type, slug),
    };
  });
}

interface ListSpec {
  id: number;
  title: string;
  titleEn: string;
  tags: string[];
  request?: object;
  items?: number[];
}

/** The rows of the home page and the on-demand pages: static lists of chosen items and dynamic lists with a stored request. */
export function addLists(
  builder: CatalogBuilder,
  catalog: { channels: Channel[]; shows: Show[]; titles: Title[] },
) {
  const series = catalog.shows.filter((show) => show.kind === 'series');
  const movies = catalog.titles.filter((title) => title.type === ContentTypeId.Movie);
  const plays = catalog.titles.filter((title) => title.type === ContentTypeId.Play);
  const specs: ListSpec[] = [
    {
      id: FixedListId.Channels,
      title: 'القنوات المباشرة',
      titleEn: 'Live Channels',
      tags: ['DisplayType:Channel', 'SeeAll', 'SeeAllTo:channel'],
      items: catalog.channels.map((channel) => channel.id),
    },
    {
      id: FixedListId.Series,
      title: 'أفضل المسلسلات',
      titleEn: 'Best Series',
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll', 'SeeAllTo:ondemand/series'],
      items: series.slice(0, 20).map((show) => show.id),
    },
    {
      id: FixedListId.SuccessPage,
      title: 'نتمنى لك مشاهدة ممتعة',
      titleEn: 'Hope you Enjoy it!',
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster'],
      items: [...series.slice(0, 6), ...movies.slice(0, 6)].map((item) => item.id),
    },
    {
      id: 1101,
      title: 'أحدث الحلقات',
      titleEn: 'Latest Catch-up',
      tags: ['DisplayType:catchup', 'SeeAll', 'SeeAllTo:catchup/videos'],
      request: catchupRequest(),
    },
    {
      id: 1102,
      title: 'أفلام',
      titleEn: 'Movies',
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll', 'SeeAllTo:ondemand/movies'],
      request: onDemandRequest(OnDemandCategory.Movies, ContentTypeId.Movie),
    },
    {
      id: 1103,
      title: 'مسرحيات',
      titleEn: 'Plays',
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll', 'SeeAllTo:ondemand/plays'],
      items: plays.slice(0, 20).map((play) => play.id),
    },
    {
      id: 1104,
      title: 'برامج',
      titleEn: 'Programs',
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll', 'SeeAllTo:ondemand/programs'],
      request: onDemandRequest(OnDemandCategory.Programs, ContentTypeId.Container),
    },
    { id: 1105, title: 'تصفح حسب الفئة', titleEn: 'Browse by Category', tags: ['DisplayType:CategoryCard'] },
    {
      id: 1106,
      title: 'مسلسلات درامية',
      titleEn: 'Drama Series',
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll'],
      request: onDemandRequest(OnDemandCategory.Series, ContentTypeId.Container, 'drama'),
    },
    {
      id: 1107,
      title: 'كوميديا',
      titleEn: 'Comedy',
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll'],
      request: catchupRequest([{ Name: 'genre', Value: 'comedy' }]),
    },
    {
      id: 1108,
      title: 'للأطفال',
      titleEn: 'For Kids',
      tags: ['DisplayType:Thumbnail', 'CustomList:Poster', 'SeeAll'],
      request: catchupRequest([{ Name: 'genre', Value: 'kids' }]),
    },
    ...genreLists(1201, ['action', 'drama', 'comedy', 'romance', 'thriller', 'history'], {
      arabic: 'أفلام',
      english: 'Movies',
      category: OnDemandCategory.Movies,
      type: ContentTypeId.Movie,
    }),
    ...genreLists(1301, ['comedy', 'drama'], {
      arabic: 'مسرحيات',
      english: 'Plays',
      category: OnDemandCategory.Plays,
      type: ContentTypeId.Play,
    }),
    ...genreLists(1401, ['drama', 'comedy', 'history', 'thriller'], {
      arabic: 'مسلسلات',
      english: 'Series',
      category: OnDemandCategory.Series,
      type: ContentTypeId.Container,
    }),
  ];
  specs.forEach((spec, order) => {
    builder.rows.content_list.push({
      id: spec.id,
      type: spec.request ? 'Dynamic' : 'Static',
      name: spec.titleEn,
      title: spec.title,
      title_en: spec.titleEn,
      list_order: order + 1,
      tags: spec.tags,
      request: spec.request ? JSON.stringify(spec.request) : null,
    });
    spec.items?.forEach((itemId, position) =>
      builder.rows.content_list_item.push({
        list_id: spec.id,
        item_id: itemId,
        position,
        poster: imageUrl('poster', itemId),
      }),
    );
  });
  const cards = [
    ['Movies', 'slug:ondemand/movies', 10_000_000],
    ['Series', 'slug:ondemand/series', 100_000],
    ['Plays', 'slug:ondemand/plays', 20_000_000],
    ['Programs', 'slug:ondemand/programs', 30_000_000],
    ['Catch-up', 'slug:catchup/videos', 2_000_000],
  ] as const;
  cards.forEach(([title, url, posterItem], position) =>
    builder.rows.category_card.push({
      id: position + 1,
      list_id: 1105,
      position,
      poster: imageUrl('background', posterItem),
      url,
      title_first_row: title,
    }),
  );
}
