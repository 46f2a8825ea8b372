import { expect, test } from 'vitest';
import { countryName } from './country-name';

test('a country code is named in the reader’s language, and an unknown code as written', () => {
  expect(countryName('ae', 'en')).toBe('United Arab Emirates');
  expect(countryName('NL', 'ar')).toBe('هولندا');
  expect(countryName('zz-bad', 'en')).toBe('ZZ-BAD');
});
