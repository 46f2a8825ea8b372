import { expect, test } from 'vitest';
import { navToggleReducer, openPanel, type NavToggleState } from './nav-toggles';

const toggle = (state: NavToggleState, panel: 'menu' | 'search' | 'account', path = '/') =>
  navToggleReducer(state, { type: 'toggle', panel, path });

test('a toggle opens its panel', () => {
  expect(openPanel(toggle(null, 'menu'), '/')).toBe('menu');
});

test('opening one panel closes the one that was open', () => {
  const menuOpen = toggle(null, 'menu');
  const searchOpen = toggle(menuOpen, 'search');
  expect(openPanel(searchOpen, '/')).toBe('search');
  expect(openPanel(toggle(searchOpen, 'account'), '/')).toBe('account');
});

test('toggling the open panel closes it', () => {
  expect(openPanel(toggle(toggle(null, 'account'), 'account'), '/')).toBeNull();
});

test('close shuts whatever is open', () => {
  expect(navToggleReducer(toggle(null, 'search'), { type: 'close' })).toBeNull();
});

test('a panel opened on one page is closed after navigating to another', () => {
  const state = toggle(null, 'menu', '/');
  expect(openPanel(state, '/ondemand/movies')).toBeNull();
  // and the toggle on the new page opens it again rather than closing a panel nobody sees
  expect(openPanel(toggle(state, 'menu', '/ondemand/movies'), '/ondemand/movies')).toBe('menu');
});
