import type { HomeConfigurationEntry } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { buildMenu, onDemandPath, pagePath, type MenuLabels } from './build-menu';

const entry = (
  overrides: Partial<HomeConfigurationEntry> & Pick<HomeConfigurationEntry, 'pageId' | 'slug'>,
) => ({
  pageTitle: overrides.slug,
  parentPage: null,
  rootPage: true,
  displayType: null,
  ...overrides,
});

const configuration: HomeConfigurationEntry[] = [
  entry({ pageId: 1, slug: 'Home', pageTitle: 'Home' }),
  entry({ pageId: 2, slug: 'Channels', pageTitle: 'Channels', displayType: 'Popup' }),
  entry({ pageId: 3, slug: 'OnDemandHome', pageTitle: 'On Demand' }),
  entry({ pageId: 4, slug: 'Catchup', pageTitle: 'Catchup' }),
  entry({ pageId: 31, slug: 'OnDemandMovies', pageTitle: 'Movies', parentPage: 3, rootPage: false }),
  entry({ pageId: 32, slug: 'OnDemandSeries', pageTitle: 'Series', parentPage: 3, rootPage: false }),
];

const labels: MenuLabels = { catchupGuides: 'Catchup Guides', page: (entry) => entry.pageTitle };

test('only root pages become menu items, in the order of the configuration', () => {
  const menu = buildMenu(configuration, labels);
  expect(menu.map((item) => item.label)).toEqual(['Home', 'Channels', 'On Demand', 'Catchup']);
});

test('the home slug links to the root path and other slugs to their lowercased slug', () => {
  const menu = buildMenu(configuration, labels);
  expect(menu[0]).toEqual({ kind: 'link', id: 1, label: 'Home', to: '/' });
  expect(menu[3]).toEqual({ kind: 'link', id: 4, label: 'Catchup', to: '/catchup' });
});

test('a Popup entry becomes a button that opens the live-channel popup, not a link', () => {
  expect(buildMenu(configuration, labels)[1]).toEqual({ kind: 'popup', id: 2, label: 'Channels' });
});

test('a root with child pages becomes the On Demand dropdown ending with Catchup Guides', () => {
  expect(buildMenu(configuration, labels)[2]).toEqual({
    kind: 'dropdown',
    id: 3,
    label: 'On Demand',
    items: [
      { label: 'Movies', to: '/ondemand/movies' },
      { label: 'Series', to: '/ondemand/series' },
      { label: 'Catchup Guides', to: '/catchup/videos' },
    ],
  });
});

test('child slugs lose their OnDemand prefix and are lowercased', () => {
  expect(onDemandPath('OnDemandMovies')).toBe('/ondemand/movies');
  expect(onDemandPath('ondemandPlays')).toBe('/ondemand/plays');
  expect(onDemandPath('Programs')).toBe('/ondemand/programs');
});

test('the home slug maps to / whatever its case', () => {
  expect(pagePath('HOME')).toBe('/');
  expect(pagePath('Catchup')).toBe('/catchup');
});

test('an empty configuration gives an empty menu', () => {
  expect(buildMenu([], labels)).toEqual([]);
});

test('page labels come from the labels given, so the menu can speak the chosen language', () => {
  const arabic: MenuLabels = { catchupGuides: 'دليل', page: (entry) => `«${entry.slug}»` };
  const menu = buildMenu(configuration, arabic);
  expect(menu[0]?.label).toBe('«Home»');
  expect(menu[2]).toMatchObject({
    label: '«OnDemandHome»',
    items: [{ label: '«OnDemandMovies»' }, {}, { label: 'دليل' }],
  });
});
