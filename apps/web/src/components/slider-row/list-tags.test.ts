import { expect, test } from 'vitest';
import { listDisplayType, listSeeAllPath } from './list-tags';

test('the display type comes from the DisplayType tag, Thumbnail by default', () => {
  expect(listDisplayType(['DisplayType:Channel', 'SeeAll'])).toBe('Channel');
  expect(listDisplayType(['displaytype:catchup'])).toBe('catchup');
  expect(listDisplayType(['DisplayType:CategoryCard'])).toBe('CategoryCard');
  expect(listDisplayType(['CustomList:Poster'])).toBe('Thumbnail');
  expect(listDisplayType(['DisplayType:Carousel3D'])).toBe('Thumbnail');
});

test('a list tagged SeeAll links to its SeeAllTo target', () => {
  expect(listSeeAllPath(['SeeAll', 'SeeAllTo:ondemand/series'], 'home', 1035)).toBe('/ondemand/series');
  expect(listSeeAllPath(['SeeAll', 'SeeAllTo:channel'], 'home', 1036)).toBe('/channel');
});

test('without a target, or with one leaving the app, See All opens the list page', () => {
  expect(listSeeAllPath(['SeeAll'], 'home', 1106)).toBe('/home/list-details/1106');
  expect(listSeeAllPath(['SeeAll', 'SeeAllTo://evil.example'], 'movies', 1201)).toBe(
    '/movies/list-details/1201',
  );
});

test('a list not tagged SeeAll has no See All link', () => {
  expect(listSeeAllPath(['SeeAllTo:channel'], 'home', 1036)).toBeUndefined();
});
