import type { CatalogBuilder } from './catalog-builder.js';
import { imageUrl } from './catalog-builder.js';
import type { Title } from './on-demand.js';
import type { Show } from './shows.js';
import { addSlideTrailers, type SlideTitle } from './slide-trailers.js';

interface GroupSpec {
  slug: string;
  pageTitle: string;
  lists: number[];
  slides: (SlideTitle & { slug: string })[];
}

/** List groups, hero sliders and home groups of every page, and the menu (home configuration) for web and mobile. */
export function addHome(
  builder: CatalogBuilder,
  catalog: { shows: Show[]; titles: Title[] },
  createDate: Date,
) {
  const seriesSlides = catalog.shows.filter((show) => show.kind === 'series').slice(0, 5);
  const titleSlides = (type: number) => catalog.titles.filter((title) => title.type === type).slice(0, 5);
  const programSlides = catalog.shows.filter((show) => show.kind === 'program').slice(0, 4);
  const groups: GroupSpec[] = [
    {
      slug: 'home',
      pageTitle: 'Home',
      lists: [1101, 1036, 1035, 1105, 1102, 1106, 1103, 1104, 1107, 1108],
      slides: [...seriesSlides.slice(0, 4), ...titleSlides(8).slice(0, 2), ...programSlides.slice(0, 2)],
    },
    {
      slug: 'ondemandhome',
      pageTitle: 'On Demand',
      lists: [1105, 1102, 1035, 1103, 1104, 1106],
      slides: [...titleSlides(8).slice(0, 3), ...seriesSlides.slice(0, 3)],
    },
    {
      slug: 'movies',
      pageTitle: 'Movies',
      lists: [1102, 1201, 1202, 1203, 1204, 1205, 1206],
      slides: titleSlides(8),
    },
    { slug: 'series', pageTitle: 'Series', lists: [1035, 1401, 1402, 1403, 1404], slides: seriesSlides },
    { slug: 'plays', pageTitle: 'Plays', lists: [1103, 1301, 1302], slides: titleSlides(6) },
    { slug: 'programs', pageTitle: 'Programs', lists: [1104], slides: programSlides },
    {
      slug: 'catchup',
      pageTitle: 'Catchup',
      lists: [1101, 1107, 1108, 1104],
      slides: seriesSlides.slice(0, 3),
    },
  ];
  addSlideTrailers(
    builder,
    groups.flatMap((group) => group.slides),
    createDate,
  );
  groups.forEach((group, index) => {
    const groupId = index + 1;
    builder.rows.list_group.push({ id: groupId, name: group.pageTitle });
    group.lists.forEach((listId, position) =>
      builder.rows.list_group_member.push({ list_group_id: groupId, list_id: listId, position }),
    );
    builder.rows.slider_group.push({ id: groupId, name: `${group.pageTitle} hero` });
    group.slides.forEach((slide, position) =>
      builder.rows.slider_entry.push({
        id: groupId * 100 + position,
        slider_group_id: groupId,
        item_id: slide.id,
        position,
        title_first_row: slide.english,
        button_label: 'Watch now',
        poster: imageUrl('webSlider', slide.id),
        url: `/details/${slide.id}/${slide.slug}`,
      }),
    );
    builder.rows.home_group.push({
      slug: group.slug,
      list_groups_id: groupId,
      content_slider_id: groupId,
      ues_lists: JSON.stringify(group.slug === 'home' ? ['unfinished', 'watchlist', 'favorites'] : []),
      page_title: group.pageTitle,
    });
  });
  addMenu(builder);
}

const MENU = [
  { pageId: 1, slug: 'home', pageTitle: 'Home', parent: null, root: true, displayType: null },
  { pageId: 2, slug: 'channels', pageTitle: 'Channels', parent: null, root: true, displayType: 'Popup' },
  { pageId: 3, slug: 'OnDemandHome', pageTitle: 'On Demand', parent: null, root: true, displayType: null },
  { pageId: 4, slug: 'OnDemandMovies', pageTitle: 'Movies', parent: 3, root: false, displayType: null },
  { pageId: 5, slug: 'OnDemandSeries', pageTitle: 'Series', parent: 3, root: false, displayType: null },
  { pageId: 6, slug: 'OnDemandPlays', pageTitle: 'Plays', parent: 3, root: false, displayType: null },
  { pageId: 7, slug: 'OnDemandPrograms', pageTitle: 'Programs', parent: 3, root: false, displayType: null },
  { pageId: 8, slug: 'catchup', pageTitle: 'Catchup', parent: null, root: true, displayType: null },
] as const;

/** The same menu for both app groups; mobile page ids are offset so that each page id is unique. */
function addMenu(builder: CatalogBuilder) {
  for (const [appGroup, offset] of [
    ['web', 0],
    ['mobile', 100],
  ] as const) {
    MENU.forEach((page, position) =>
      builder.rows.home_configuration.push({
        page_id: page.pageId + offset,
        app_group: appGroup,
        slug: page.slug,
        page_title: page.pageTitle,
        parent_page: page.parent === null ? null : page.parent + offset,
        root_page: page.root,
        display_type: page.displayType,
        position,
      }),
    );
  }
}
