import { PlatformErrorCode } from '@sahra/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { RESULTS_COUNT_CAP } from './service.js';
import { autoComplete, itemResults, names, postJson, warmUp } from '../../testing/search-client.js';

describeWithServer('search paging, people and hostile input', (server) => {
  beforeAll(() => warmUp(server().app), 30_000);

  test('a person is found by name, and the titles featuring them are in the results', async () => {
    const { db } = server().storage;
    const featured = await sql<{ id: number; name: string; name_en: string; item_id: number }>`
      select p.id, p.name, p.name_en, min(cp.item_id) as item_id
      from person p join content_person cp on cp.person_id = p.id join content_item ci on ci.id = cp.item_id
      where ci.content_type_id in (3, 6, 8) group by p.id order by p.id limit 1`.execute(db);
    const person = featured.rows[0];
    if (!person) throw new Error('the seed features people in titles');
    for (const Text of [person.name, person.name_en]) {
      const result = await itemResults(server().app, { Text, PageSize: 100, Language: 'en' });
      expect(
        result.People.map((found) => found.Id),
        Text,
      ).toContain(person.id);
      expect(result.People.find((found) => found.Id === person.id)?.DisplayName).toBe(person.name_en);
      expect(
        result.Items.map((item) => item.Id),
        Text,
      ).toContain(person.item_id);
    }
  });

  test('pages are consecutive slices of one ranking, with the same TotalCount', async () => {
    const whole = await itemResults(server().app, { Text: 'ال', PageSize: 12 });
    expect(whole.TotalCount).toBeGreaterThanOrEqual(whole.Items.length);
    const pages = [];
    for (const PageIndex of [0, 1, 2])
      pages.push(await itemResults(server().app, { Text: 'ال', PageSize: 4, PageIndex }));
    expect(pages.flatMap((page) => page.Items.map((item) => item.Id))).toEqual(
      whole.Items.map((item) => item.Id),
    );
    for (const page of pages) {
      expect(page.TotalCount).toBe(whole.TotalCount);
      expect(page.PageSize).toBe(4);
    }
  });

  test('TotalCount counts every match up to the cap', async () => {
    const { TotalCount, TotalCountCapped } = await itemResults(server().app, { Text: 'ال', PageSize: 100 });
    const last = await itemResults(server().app, {
      Text: 'ال',
      PageSize: 100,
      PageIndex: Math.floor((TotalCount - 1) / 100),
    });
    expect(last.Items.length).toBe(TotalCount - Math.floor((TotalCount - 1) / 100) * 100);
    expect(TotalCountCapped).toBe(TotalCount >= RESULTS_COUNT_CAP);
    const beyond = await itemResults(server().app, { Text: 'ال', PageSize: 100, PageIndex: 5000 });
    expect(beyond.Items).toEqual([]);
    expect(beyond.TotalCount).toBe(TotalCount);
  });

  test('autocomplete answers the best titles as Id, Name, DisplayTitle, UrlEncodedName, ContentTypeId', async () => {
    const entries = await autoComplete(server().app, {
      Text: 'bab el',
      CustomFilters: [{ Name: 'device', Value: 'website', FilterMode: 'AND_WHEN_EXISTS' }],
    });
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(10);
    expect(names(entries)[0]).toBe('باب الحارة');
    const results = await itemResults(server().app, { Text: 'bab el', PageSize: 10 });
    expect(entries.map((entry) => entry.Id)).toEqual(results.Items.map((item) => item.Id));
  });

  test('autocomplete answers short text too', async () => {
    for (const Text of ['ب', 'ba', 'bab']) {
      const entries = await autoComplete(server().app, { Text });
      expect(entries.length, Text).toBeLessThanOrEqual(10);
    }
  });

  test('text over 200 characters is refused with a 400 envelope', async () => {
    for (const path of ['/api/GetItemResults', '/api/AutoComplete']) {
      const answer = await postJson(server().app, path, { Text: 'ب'.repeat(201) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ Success: false, ErrorCode: PlatformErrorCode.BadRequest });
    }
  });

  test('hostile input gets a 4xx envelope or a plain answer, never a 5xx', async () => {
    const bodies = [
      { Text: "'; drop table content_item; --" },
      { Text: '%_\\%' },
      { Text: '\ud800 lone surrogate' },
      { Text: 5 },
      { Text: { $ne: 1 } },
      { Text: 'x', PageSize: -1 },
      { Text: 'x', PageIndex: 1e9 },
      { Text: 'x', ContentTypes: [0, 99] },
      { Text: 'x', Categories: ['1 or 1=1'] },
      { Text: 'x', CustomFilters: [{ Name: "x'--", Value: ["'"] }] },
      '{"Text": ',
      '[]',
    ];
    for (const path of ['/api/GetItemResults', '/api/AutoComplete']) {
      for (const body of bodies) {
        const answer = await postJson(server().app, path, body);
        expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
        expect(answer.body).toHaveProperty('Success');
      }
    }
    const still = await itemResults(server().app, { Text: 'باب الحارة' });
    expect(still.Items.length).toBeGreaterThan(0);
  });
});
