import { expect, test } from 'vitest';
import { formatXmltvTime, parseXmltvTime } from './xmltv-time.js';

test('XMLTV times are read with their offset, shortened forms and no offset meaning UTC', () => {
  const cases: [string, string][] = [
    ['20261123080000 +0000', '2026-11-23T08:00:00.000Z'],
    ['20261123080000 +0300', '2026-11-23T05:00:00.000Z'],
    ['20261123080000 -0530', '2026-11-23T13:30:00.000Z'],
    ['20261123080000 +05:45', '2026-11-23T02:15:00.000Z'],
    ['20261123080000', '2026-11-23T08:00:00.000Z'],
    ['202611230800 +0100', '2026-11-23T07:00:00.000Z'],
    ['20261123', '2026-11-23T00:00:00.000Z'],
    ['20261231233000 -0100', '2027-01-01T00:30:00.000Z'],
  ];
  for (const [text, instant] of cases) expect(parseXmltvTime(text)?.toISOString(), text).toBe(instant);
});

test('XMLTV times that do not exist or are not XMLTV are refused', () => {
  for (const text of [
    '',
    '2026',
    '2026-11-23 08:00',
    '20260230080000',
    '20261123250000',
    '20261123080000 +1500',
    'tomorrow',
  ])
    expect(parseXmltvTime(text), text).toBeNull();
});

test('a written XMLTV time reads back as the same instant in any zone', () => {
  const at = new Date('2026-11-23T21:45:30.000Z');
  for (const offset of [-720, -330, 0, 180, 345, 840]) {
    const text = formatXmltvTime(at, offset);
    expect(parseXmltvTime(text)?.toISOString(), text).toBe(at.toISOString());
  }
  expect(formatXmltvTime(at, 180)).toBe('20261124004530 +0300');
  expect(formatXmltvTime(at, -330)).toBe('20261123161530 -0530');
});
