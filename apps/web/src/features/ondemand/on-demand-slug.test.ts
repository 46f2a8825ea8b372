import type { HomeGroup } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { findOnDemandGroup, parseListId } from './on-demand-slug';

const group = (slug: string): HomeGroup => ({
  slug,
  listGroupsId: 1,
  contentSliderId: 1,
  ues_lists: [],
  pageTitle: slug,
});
const groups = [group('home'), group('ondemandhome'), group('movies'), group('series')];

test('the on-demand home is the ondemandhome group, the other pages the group of their slug', () => {
  expect(findOnDemandGroup(groups, 'home')?.slug).toBe('ondemandhome');
  expect(findOnDemandGroup(groups, 'Movies')?.slug).toBe('movies');
  expect(findOnDemandGroup(groups, 'series')?.slug).toBe('series');
});

test('a slug without a group has no on-demand page', () => {
  expect(findOnDemandGroup(groups, 'cartoons')).toBeUndefined();
  expect(findOnDemandGroup(groups, '')).toBeUndefined();
});

test('a list id is a positive whole number, anything else is no list id', () => {
  expect(parseListId('1201')).toBe(1201);
  expect(parseListId(undefined)).toBeUndefined();
  expect(parseListId('abc')).toBeUndefined();
  expect(parseListId('-3')).toBeUndefined();
  expect(parseListId('0')).toBeUndefined();
  expect(parseListId('99999999999')).toBeUndefined();
});
