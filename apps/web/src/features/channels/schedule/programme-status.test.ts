import type { ContentItem, GuideEntry } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { channelDvrHours, durationMinutes, parseStartInstant, programmeStatus } from './programme-status';

const NOW = new Date('2026-11-23T12:00:00Z');

function entry(
  startsAt: string,
  stopsAt: string,
  contentId: number | null = null,
  catchup = false,
): GuideEntry {
  return {
    IDChannel: 10000,
    Date: '2026-11-23',
    StartTime: '15:00:00',
    Duration: '01:30:00',
    EventMetadata: { Title: 'نشرة الأخبار', Description: '', Thumbnail: null, Image: null },
    Titles: { ar: 'نشرة الأخبار', en: 'News' },
    StartsAt: startsAt,
    StopsAt: stopsAt,
    ContentId: contentId,
    InDvrWindow: false,
    Catchup: catchup,
  };
}

test('a past programme beyond the DVR window cut from the recording plays as catch-up from the channel, before any episode', () => {
  expect(programmeStatus(entry('2026-11-23T01:00:00Z', '2026-11-23T02:00:00Z', 7, true), NOW, 8)).toEqual({
    when: 'past',
    recordedStart: '2026-11-23T01:00:00Z',
  });
  // inside the DVR window the recording plays it by timeshift
  expect(programmeStatus(entry('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z', null, true), NOW, 8)).toEqual({
    when: 'past',
    timeshiftFrom: new Date('2026-11-23T09:00:00Z'),
  });
});

test('the programme running now is on air, a later one upcoming', () => {
  expect(programmeStatus(entry('2026-11-23T11:00:00Z', '2026-11-23T12:30:00Z'), NOW, 8)).toEqual({
    when: 'on-air',
  });
  expect(programmeStatus(entry('2026-11-23T12:30:00Z', '2026-11-23T14:00:00Z'), NOW, 8)).toEqual({
    when: 'upcoming',
  });
});

test('a past programme that started inside the DVR window plays from its start by timeshift', () => {
  const status = programmeStatus(entry('2026-11-23T04:00:00Z', '2026-11-23T05:30:00Z', 2000345), NOW, 8);
  expect(status).toEqual({ when: 'past', timeshiftFrom: new Date('2026-11-23T04:00:00Z') });
});

test('an older programme plays as its catch-up episode, or not at all without one', () => {
  const older = ['2026-11-23T03:00:00Z', '2026-11-23T04:30:00Z'] as const;
  expect(programmeStatus(entry(...older, 2000345), NOW, 8)).toEqual({ when: 'past', catchupId: 2000345 });
  expect(programmeStatus(entry(...older), NOW, 8)).toEqual({ when: 'past' });
});

test('the DVR window is the channel metadata hours, else 8', () => {
  const channel = (metadata: { NameSpace: string; Value: string }[]) =>
    ({
      Metadata: metadata.map((entry) => ({ ...entry, Field: entry.NameSpace, UrlEncodedValue: entry.Value })),
    }) as ContentItem;
  expect(channelDvrHours(channel([{ NameSpace: 'DVR', Value: '4' }]))).toBe(4);
  expect(channelDvrHours(channel([{ NameSpace: 'DVR', Value: 'none' }]))).toBe(8);
  expect(channelDvrHours(channel([]))).toBe(8);
});

test('a start instant from the URL counts only inside the DVR window', () => {
  expect(parseStartInstant('2026-11-23T06:00:00Z', NOW, 8)).toEqual(new Date('2026-11-23T06:00:00Z'));
  expect(parseStartInstant('2026-11-23T03:00:00Z', NOW, 8)).toBeUndefined();
  expect(parseStartInstant('2026-11-23T13:00:00Z', NOW, 8)).toBeUndefined();
  expect(parseStartInstant('yesterday', NOW, 8)).toBeUndefined();
  expect(parseStartInstant(null, NOW, 8)).toBeUndefined();
});

test('a duration hh:mm:ss reads as whole minutes', () => {
  expect(durationMinutes({ ...entry('', ''), Duration: '02:30:00' })).toBe(150);
  expect(durationMinutes({ ...entry('', ''), Duration: 'soon' })).toBe(0);
});
