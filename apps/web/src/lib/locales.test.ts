import { expect, test } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

test('the Arabic resource file has every label of the English one', () => {
  expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
});

test('the guest buttons and error texts are worded as the spec writes them', () => {
  expect(en.nav.startFreeTrial).toBe('Start Your Free Trial');
  expect(en.nav.login).toBe('Login');
  expect(en.nav.catchupGuides).toBe('Catchup Guides');
  expect(`${en.common.sorry} ${en.errors.pageNotFound}`).toBe("We're Sorry. Page not found.");
});
