import { expect, test } from 'vitest';
import { catalogAppPath, categoryCardPath } from './category-path';

test('a slug: Url leads to that page of the app', () => {
  expect(categoryCardPath('slug:ondemand/movies')).toBe('/ondemand/movies');
  expect(categoryCardPath('slug:catchup/videos')).toBe('/catchup/videos');
  expect(categoryCardPath('SLUG:/channel')).toBe('/channel');
});

test('an app path is kept', () => {
  expect(categoryCardPath('/ondemand/plays')).toBe('/ondemand/plays');
});

test('addresses that would leave the app, or lead nowhere, are not followed', () => {
  expect(categoryCardPath('https://example.com')).toBeUndefined();
  expect(categoryCardPath('javascript:alert(1)')).toBeUndefined();
  expect(categoryCardPath('slug://evil.example')).toBeUndefined();
  expect(categoryCardPath('slug:javascript:alert(1)')).toBeUndefined();
  expect(categoryCardPath('slug:')).toBeUndefined();
  expect(categoryCardPath('')).toBeUndefined();
});

test('a catalog page path becomes an app path when it stays inside the app', () => {
  expect(catalogAppPath('ondemand/series')).toBe('/ondemand/series');
  expect(catalogAppPath('channel')).toBe('/channel');
  expect(catalogAppPath('//evil.example')).toBeUndefined();
  expect(catalogAppPath('https://evil.example')).toBeUndefined();
});
