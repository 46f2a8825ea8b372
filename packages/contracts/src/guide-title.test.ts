import { expect, test } from 'vitest';
import { guideEntryTitle } from './guide.js';

const entry = {
  Titles: { ar: 'نشرة الأخبار', en: 'News Bulletin' },
  EventMetadata: { Title: 'نشرة الأخبار', Description: '', Thumbnail: null, Image: null },
};

test("a guide entry is titled in the viewer's language, and by its first title where the guide has none in it", () => {
  expect(guideEntryTitle(entry, 'en')).toBe('News Bulletin');
  expect(guideEntryTitle(entry, 'ar')).toBe('نشرة الأخبار');
  expect(guideEntryTitle({ ...entry, Titles: { ar: 'نشرة الأخبار', en: '  ' } }, 'en')).toBe('نشرة الأخبار');
});
