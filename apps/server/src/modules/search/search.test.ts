import { beforeAll, expect, test } from 'vitest';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { normalizeSearchText } from './normalize.js';
import { itemResults, names, warmUp } from './search-test-client.js';

/** Seeded series the search must find however they are typed (modules/catalog/seed). */
const BAB_EL_HARA = 'باب الحارة';
const EL_HAYBA = 'الهيبة';
const EILA_FANNIYA = 'عيلة فنية';
const LAYALI_HELMEYA = 'ليالي الحلمية';

describeOnEachDatabase('search results', (server) => {
  beforeAll(() => warmUp(server().app), 30_000);

  const firstName = async (Text: string) => names((await itemResults(server().app, { Text })).Items)[0];

  test('an Arabic title typed exactly comes first', async () => {
    for (const title of [BAB_EL_HARA, EL_HAYBA, EILA_FANNIYA, LAYALI_HELMEYA])
      expect(await firstName(title), title).toBe(title);
  });

  test('diacritics, tatweel and alef, taa marbuta and yaa variants in the query find the same title', async () => {
    expect(await firstName('بَابُ الحَارَةِ')).toBe(BAB_EL_HARA);
    expect(await firstName('بـــاب الحـــارة')).toBe(BAB_EL_HARA);
    expect(await firstName('الهيبه')).toBe(EL_HAYBA);
    expect(await firstName('ليالى الحلميه')).toBe(LAYALI_HELMEYA);
    expect(await firstName('إلهيبة')).toBe(EL_HAYBA);
  });

  test('Latin transliterations find the Arabic titles', async () => {
    expect(await firstName('bab el hara')).toBe(BAB_EL_HARA);
    expect(await firstName('Bab Al-Hara')).toBe(BAB_EL_HARA);
    expect(await firstName('el hayba')).toBe(EL_HAYBA);
    expect(await firstName('layali el helmeya')).toBe(LAYALI_HELMEYA);
    expect(await firstName('3eelat fanneya')).toBe(EILA_FANNIYA);
    expect(await firstName('3eelat')).toBe(EILA_FANNIYA);
    expect(await firstName('hayba')).toBe(EL_HAYBA);
  });

  test('typos still find the title', async () => {
    expect(await firstName('bab al harra')).toBe(BAB_EL_HARA);
    expect(await firstName('haiba')).toBe(EL_HAYBA);
    expect(await firstName('الهيبا')).toBe(EL_HAYBA);
    expect(await firstName('باب الحاره')).toBe(BAB_EL_HARA);
  });

  test('exact and prefix matches rank before contains and similar ones', async () => {
    const { Items } = await itemResults(server().app, { Text: BAB_EL_HARA, PageSize: 100 });
    const folded = Items.map((item) => normalizeSearchText(item.Name));
    const query = normalizeSearchText(BAB_EL_HARA);
    expect(folded[0]).toBe(query);
    const lastPrefix = folded.findLastIndex((name) => name.startsWith(query));
    const firstOther = folded.findIndex((name) => !name.startsWith(query));
    if (firstOther !== -1) expect(lastPrefix).toBeLessThan(firstOther);
  });

  test('the ContentTypes filter keeps to those types', async () => {
    for (const types of [[3], [8], [6, 8]]) {
      const { Items } = await itemResults(server().app, { Text: 'a', ContentTypes: types, PageSize: 100 });
      for (const item of Items) expect(types).toContain(item.ContentType[0]?.Id);
    }
  });

  test('without ContentTypes only series, plays and movies are answered', async () => {
    const { Items } = await itemResults(server().app, { Text: BAB_EL_HARA, PageSize: 100 });
    expect(Items.length).toBeGreaterThan(0);
    for (const item of Items) expect([3, 6, 8]).toContain(item.ContentType[0]?.Id);
  });

  test('empty or blank text answers an empty page, not an error', async () => {
    for (const Text of ['', '   ', '؟!', 'ـــ']) {
      const result = await itemResults(server().app, { Text });
      expect(result).toMatchObject({ Items: [], TotalCount: 0, People: [], TotalCountCapped: false });
    }
  });
});
