import type { ContentItem } from '@sahra/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { normalizeSearchText } from './normalize.js';
import { autoComplete, itemResults, names, warmUp } from '../../testing/search-client.js';

/** Seeded series the search must find however they are typed (modules/catalog/seed). */
const BAB_EL_HARA = 'باب الحارة';
const EL_HAYBA = 'الهيبة';
const EILA_FANNIYA = 'عيلة فنية';
const LAYALI_HELMEYA = 'ليالي الحلمية';

/**
 * How a title matches a text, by its Arabic and English titles folded: 0 equal, 1 starting with it,
 * 2 a word starting with it (after the article ال too), 3 anything else (inside a word, transliteration,
 * featured person, similar).
 */
function literalTier(text: string, item: Pick<ContentItem, 'Name' | 'DisplayTitle'>): number {
  const query = normalizeSearchText(text);
  const titles = [item.Name, item.DisplayTitle ?? ''].map(normalizeSearchText).filter(Boolean);
  if (titles.some((title) => title === query)) return 0;
  if (titles.some((title) => title.startsWith(query))) return 1;
  if (titles.some((title) => ` ${title}`.includes(` ${query}`) || ` ${title}`.includes(` ال${query}`)))
    return 2;
  return 3;
}

describeWithServer('search results', (server) => {
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

  test('exact, then prefix, then word-inside matches come before looser ones, in Arabic and English titles', async () => {
    const { db } = server().storage;
    // an English title whose first word other titles hold further in ("The …" and "… of the …")
    const { rows } = await sql<{ word: string; english: string; arabic: string }>`
      select split_part(search_fold(ci.display_title), ' ', 1) as word, ci.display_title as english, ci.name as arabic
      from content_item ci
      where ci.content_type_id in (3, 6, 8) and length(split_part(search_fold(ci.display_title), ' ', 1)) >= 3
        and exists (select 1 from content_item other where other.content_type_id in (3, 6, 8)
          and other.search_text like '% ' || split_part(search_fold(ci.display_title), ' ', 1) || ' %'
          and search_fold(other.display_title) not like split_part(search_fold(ci.display_title), ' ', 1) || '%')
      order by ci.id limit 1`.execute(db);
    const shared = rows[0];
    if (!shared) throw new Error('the seed has English titles starting with a word others hold further in');
    for (const Text of [
      shared.word,
      shared.english,
      shared.arabic,
      BAB_EL_HARA,
      'Bab Al Hara',
      'ليالي',
      'ال',
    ]) {
      const { Items } = await itemResults(server().app, { Text, PageSize: 100 });
      const tiers = Items.map((item) => literalTier(Text, item));
      expect(tiers, Text).toEqual([...tiers].sort((a, b) => a - b));
      expect(tiers[0], Text).toBeLessThanOrEqual(2);
    }
    const english = await itemResults(server().app, { Text: shared.word, PageSize: 100 });
    expect(literalTier(shared.word, english.Items[0]!)).toBe(1);
  });

  test('each title shows once, however many ways it matches (Arabic, English, skeleton, a featured person)', async () => {
    const { db } = server().storage;
    const { rows } = await sql<{ arabic: string; english: string; person: string }>`
      select ci.name as arabic, ci.display_title as english, p.name_en as person
      from content_item ci join content_person cp on cp.item_id = ci.id join person p on p.id = cp.person_id
      where ci.content_type_id in (3, 6, 8) and ci.display_title is not null order by ci.id limit 1`.execute(
      db,
    );
    const featured = rows[0];
    if (!featured) throw new Error('the seed features people in titles');
    const texts = [
      featured.arabic,
      featured.english,
      featured.person,
      'bab al hara',
      'babelhara',
      'ال',
      'the',
    ];
    for (const Text of texts) {
      const first = await itemResults(server().app, { Text, PageSize: 100 });
      const ids = first.Items.map((item) => item.Id);
      for (let PageIndex = 1; PageIndex * 100 < Math.min(first.TotalCount, 300); PageIndex++) {
        const page = await itemResults(server().app, { Text, PageSize: 100, PageIndex });
        ids.push(...page.Items.map((item) => item.Id));
      }
      expect(new Set(ids).size, Text).toBe(ids.length);
      const suggestions = await autoComplete(server().app, { Text, PageSize: 10 });
      expect(new Set(suggestions.map((entry) => entry.Id)).size, Text).toBe(suggestions.length);
    }
  });

  test('a transliteration typed without spaces finds the title first', async () => {
    for (const Text of ['babelhara', 'BabAlHara', 'babalhara', 'بابالحارة', 'بابالحاره'])
      expect(await firstName(Text), Text).toBe(BAB_EL_HARA);
    expect(await firstName('layalielhelmeya')).toBe(LAYALI_HELMEYA);
    expect(await firstName('layalihelmeya')).toBe(LAYALI_HELMEYA);
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
