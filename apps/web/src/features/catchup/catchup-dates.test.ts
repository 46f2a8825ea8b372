import { expect, test } from 'vitest';
import { dateCardText, visibleDates } from './catchup-dates';

test('dates whose name starts with mtva are hidden', () => {
  const values = [
    { Name: 'Sun 22 Nov', UrlEncodedName: '20261122' },
    { Name: 'mtva-archive', UrlEncodedName: 'mtva-archive' },
    { Name: 'MTVA 2', UrlEncodedName: 'mtva-2' },
  ];
  expect(visibleDates(values).map((value) => value.UrlEncodedName)).toEqual(['20261122']);
});

test('a date card shows the weekday and month/day in the visitor language', () => {
  expect(dateCardText({ Name: 'Sun 22 Nov', UrlEncodedName: '20261122' }, 'en')).toEqual({
    weekday: 'Sun',
    monthDay: '11/22',
  });
  const arabic = dateCardText({ Name: 'Sun 22 Nov', UrlEncodedName: '20261122' }, 'ar');
  expect(arabic.weekday).not.toBe('Sun');
  expect(arabic.monthDay.length).toBeGreaterThan(0);
});

test('a value that is not a real date shows its catalog name', () => {
  expect(dateCardText({ Name: 'Special', UrlEncodedName: '20261340' }, 'en')).toEqual({
    weekday: 'Special',
    monthDay: '',
  });
});
