import { describe, expect, test } from 'vitest';
import { choosePageLanguage } from './language.js';

describe('choosePageLanguage', () => {
  test('an Arabic browser gets Arabic, whatever the region', () => {
    expect(choosePageLanguage({ accepted: ['ar-EG', 'en-US'] })).toBe('ar');
    expect(choosePageLanguage({ accepted: ['AR'] })).toBe('ar');
  });

  test("the browser's first language we have wins over later ones", () => {
    expect(choosePageLanguage({ accepted: ['fr-FR', 'en-GB', 'ar'] })).toBe('en');
    expect(choosePageLanguage({ accepted: ['fr-FR', 'ar-SA', 'en'] })).toBe('ar');
  });

  test("the visitor's remembered choice wins over the browser's languages", () => {
    expect(choosePageLanguage({ chosen: 'en', accepted: ['ar'] })).toBe('en');
  });

  test("a link to one language version wins over the visitor's choice", () => {
    expect(choosePageLanguage({ param: 'ar', chosen: 'en', accepted: ['en'] })).toBe('ar');
  });

  test('unknown values are ignored and a browser naming neither language reads English', () => {
    expect(choosePageLanguage({ param: 'de', chosen: 'xx', accepted: ['fr', 'de-DE'] })).toBe('en');
    expect(choosePageLanguage({})).toBe('en');
  });
});
