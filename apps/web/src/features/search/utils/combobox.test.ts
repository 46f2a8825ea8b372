import type { AutoCompleteEntry } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { CLOSED, comboboxReducer, isAutocompleteText, suggestionTitle, type ComboboxState } from './combobox';

test('three characters are not enough to ask for suggestions, four are', () => {
  expect(isAutocompleteText('bab')).toBe(false);
  expect(isAutocompleteText('bab ')).toBe(false);
  expect(isAutocompleteText('  ba  ')).toBe(false);
  expect(isAutocompleteText('nigh')).toBe(true);
  expect(isAutocompleteText('ليالي')).toBe(true);
});

const move = (state: ComboboxState, step: 1 | -1, count = 3) =>
  comboboxReducer(state, { type: 'move', step, count });

test('typing or focusing opens the list with no option chosen', () => {
  expect(comboboxReducer(CLOSED, { type: 'open' })).toEqual({ open: true, active: -1 });
});

test('Down goes from the text to the first option, then on, and wraps to the first after the last', () => {
  const typed = comboboxReducer(CLOSED, { type: 'open' });
  const first = move(typed, 1);
  expect(first.active).toBe(0);
  expect(move(move(first, 1), 1).active).toBe(2);
  expect(move(move(move(first, 1), 1), 1).active).toBe(0);
});

test('Up from the text goes to the last option and wraps from the first to the last', () => {
  const typed = comboboxReducer(CLOSED, { type: 'open' });
  expect(move(typed, -1).active).toBe(2);
  expect(move({ open: true, active: 0 }, -1).active).toBe(2);
});

test('Down on a closed list opens it at the first option', () => {
  expect(move(CLOSED, 1)).toEqual({ open: true, active: 0 });
});

test('an option past the end of a list that shrank counts as none chosen', () => {
  expect(move({ open: true, active: 7 }, 1)).toEqual({ open: true, active: 0 });
});

test('Escape or a choice closes the list and forgets the chosen option', () => {
  expect(comboboxReducer({ open: true, active: 1 }, { type: 'close' })).toEqual(CLOSED);
});

test('with no options the arrows choose nothing', () => {
  expect(move(CLOSED, 1, 0)).toEqual({ open: true, active: -1 });
});

const entry: AutoCompleteEntry = {
  Id: 100008,
  Name: 'ليالي الحب',
  DisplayTitle: 'Nights of Love',
  UrlEncodedName: 'nights-of-love',
  ContentTypeId: 3,
};

test('a suggestion shows the English title in English and the Arabic name in Arabic', () => {
  expect(suggestionTitle(entry, 'en')).toBe('Nights of Love');
  expect(suggestionTitle(entry, 'ar')).toBe('ليالي الحب');
  expect(suggestionTitle({ ...entry, DisplayTitle: null }, 'en')).toBe('ليالي الحب');
});
