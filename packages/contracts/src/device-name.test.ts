import { expect, test } from 'vitest';
import { deviceNameParts, deviceNamePhrase, UNKNOWN_DEVICE } from './device-name.js';

test("a device's phrase reads back into the browser and system it was made from", () => {
  expect(deviceNameParts(deviceNamePhrase('Chrome', 'Windows'))).toEqual({
    kind: 'pair',
    browser: 'Chrome',
    system: 'Windows',
  });
  expect(deviceNameParts(deviceNamePhrase('Samsung Internet', 'Android'))).toEqual({
    kind: 'pair',
    browser: 'Samsung Internet',
    system: 'Android',
  });
});

test('a device with neither part known is the unknown device, from the phrase or an empty name', () => {
  expect(deviceNamePhrase(undefined, undefined)).toBe(UNKNOWN_DEVICE);
  expect(deviceNameParts(UNKNOWN_DEVICE)).toEqual({ kind: 'unknown' });
  expect(deviceNameParts('  ')).toEqual({ kind: 'unknown' });
});

test("a single part, or a client's own name, stays one name as it is", () => {
  expect(deviceNameParts(deviceNamePhrase(undefined, 'iPhone'))).toEqual({ kind: 'one', name: 'iPhone' });
  expect(deviceNameParts('تلفاز الصالة')).toEqual({ kind: 'one', name: 'تلفاز الصالة' });
  expect(deviceNameParts('on the go')).toEqual({ kind: 'one', name: 'on the go' });
});
