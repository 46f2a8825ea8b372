import { expect, test } from 'vitest';
import { splitFullName } from './full-name';

test('the last word is the surname, the words before it the name', () => {
  expect(splitFullName('Layla Ahmed')).toEqual({ name: 'Layla', surname: 'Ahmed' });
  expect(splitFullName('  Mohammed  bin   Rashid Al Maktoum ')).toEqual({
    name: 'Mohammed bin Rashid Al',
    surname: 'Maktoum',
  });
});

test('a single word is a name without surname, which the form refuses', () => {
  expect(splitFullName('Layla')).toEqual({ name: 'Layla', surname: '' });
  expect(splitFullName('   ')).toEqual({ name: '', surname: '' });
});
