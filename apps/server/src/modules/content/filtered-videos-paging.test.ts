import { contentItemPageSchema, MAX_COUNTED_TOTAL, type FilteredVideosRequest } from '@sahra/contracts';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { normalizeSearchText } from '../search/public.js';
import { describeWithServer } from '../../testing/test-app.js';
import { inject, post, resultOf } from '../../testing/content-client.js';

const CATCHUP = { Categories: [10002], ContentTypes: [2, 4, 6, 8] };
const NEWEST_FIRST = { SortType: 'Custom', CustomSortField: 'broadcastdate', SortDirection: 'DESC' } as const;
const LARGEST_PAGE = 100;

describeWithServer('GetFilteredVideos sorting and paging', (server) => {
  const filtered = async (request: FilteredVideosRequest) =>
    resultOf(await post(server().app, '/api/GetFilteredVideos', request), contentItemPageSchema);
  const ids = (page: { Items: { Id: number }[] }) => page.Items.map((item) => item.Id);

  test('pages follow one another without gaps or repeats and keep the total', async () => {
    const request = {
      ...CATCHUP,
      SortType: 'Custom',
      CustomSortField: 'broadcastdate',
      SortDirection: 'DESC',
    } as const;
    const whole = await filtered({ ...request, PageSize: 30 });
    const first = await filtered({ ...request, PageSize: 10, PageIndex: 0 });
    const second = await filtered({ ...request, PageSize: 10, PageIndex: 1 });
    const third = await filtered({ ...request, PageSize: 10, PageIndex: 2 });
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids(whole));
    expect(second).toMatchObject({ PageIndex: 1, PageSize: 10, TotalCount: whole.TotalCount });
  });

  /** Every page of a request from the first to the last, as the grid's page links read them. */
  const allPages = async (request: FilteredVideosRequest) => {
    const first = await filtered({ ...request, PageSize: LARGEST_PAGE, PageIndex: 0 });
    const pages = [first];
    for (let index = 1; index * LARGEST_PAGE < first.TotalCount; index++)
      pages.push(await filtered({ ...request, PageSize: LARGEST_PAGE, PageIndex: index }));
    return pages;
  };

  /** The catch-up items in the catch-up grid's order, by SQL of their own (channels: any of them). */
  const catchupIdsNewestFirst = async (channels?: string[]) => {
    const { rows } = await sql<{ id: number }>`
      select ci.id from content_item ci
      where ci.content_type_id in (2, 4, 6, 8)
        and exists (select 1 from content_item_category cc where cc.item_id = ci.id and cc.category_id = 10002)
        and (${channels ?? null}::text[] is null or ci.channel_slug = any(${channels ?? null}::text[]))
      order by ci.broadcast_at desc nulls last, ci.id desc`.execute(server().storage.db);
    return rows.map((row) => row.id);
  };

  test('the catch-up list counts every item exactly, past the old cap of 1,000', async () => {
    const expected = await catchupIdsNewestFirst();
    // the demo catalog holds some 3,000 catch-up items: more than the 1,000 once counted
    expect(expected.length).toBeGreaterThan(MAX_COUNTED_TOTAL);
    const page = await filtered({ ...CATCHUP, ...NEWEST_FIRST, PageSize: 20 });
    expect(page).toMatchObject({ TotalCount: expected.length, TotalCountCapped: false, PageIndex: 0 });
  });

  test('the last catch-up page ("Last") is reachable and holds the oldest items', async () => {
    const expected = await catchupIdsNewestFirst();
    const lastIndex = Math.ceil(expected.length / 20) - 1;
    const last = await filtered({ ...CATCHUP, ...NEWEST_FIRST, PageSize: 20, PageIndex: lastIndex });
    expect(last.PageIndex).toBe(lastIndex);
    expect(ids(last)).toEqual(expected.slice(lastIndex * 20));
    const beforeLast = await filtered({
      ...CATCHUP,
      ...NEWEST_FIRST,
      PageSize: 20,
      PageIndex: lastIndex - 1,
    });
    expect(ids(beforeLast)).toEqual(expected.slice((lastIndex - 1) * 20, lastIndex * 20));
    const past = await filtered({ ...CATCHUP, ...NEWEST_FIRST, PageSize: 20, PageIndex: lastIndex + 1 });
    expect(past.PageIndex).toBe(0);
    expect(ids(past)).toEqual(expected.slice(0, 20));
  });

  test('the pages of the whole catch-up list, first to last, hold every item once in its order', async () => {
    const pages = await allPages({ ...CATCHUP, ...NEWEST_FIRST });
    expect(pages.flatMap(ids)).toEqual(await catchupIdsNewestFirst());
    for (const [index, page] of pages.entries()) expect(page.PageIndex).toBe(index);
  });

  test('deep pages of many channels together follow the newest-first order to the last item', async () => {
    // the 30 channels with the most catch-up items: together more than the first 1,000
    const { rows } = await sql<{ slug: string }>`
      select ci.channel_slug as slug from content_item ci
      where ci.channel_slug is not null and ci.content_type_id in (2, 4, 6, 8)
      group by ci.channel_slug order by count(*) desc, ci.channel_slug limit 30`.execute(server().storage.db);
    const channels = rows.map((row) => row.slug);
    const expected = await catchupIdsNewestFirst(channels);
    expect(expected.length).toBeGreaterThan(MAX_COUNTED_TOTAL);
    const pages = await allPages({
      ...CATCHUP,
      ...NEWEST_FIRST,
      CustomFilters: [{ Name: 'channel', Value: channels.join(','), FilterMode: 'AND_WHEN_EXISTS' }],
    });
    expect(pages[0]!.TotalCount).toBe(expected.length);
    expect(pages.flatMap(ids)).toEqual(expected);
  });

  test('deep pages sorted by a metadata value keep items without it last, to the last page', async () => {
    const request = { ...CATCHUP, SortType: 'Custom', CustomSortField: 'episode_no' } as const;
    for (const direction of ['ASC', 'DESC'] as const) {
      const { rows } = await sql<{ id: number }>`
        select ci.id from content_item ci
        where ci.content_type_id in (2, 4, 6, 8)
          and exists (select 1 from content_item_category cc where cc.item_id = ci.id and cc.category_id = 10002)
        order by (select m.value collate "C" from content_metadata m
                  where m.item_id = ci.id and m.namespace = 'episode_no' order by m.position limit 1)
                 ${direction === 'ASC' ? sql`asc` : sql`desc`} nulls last,
          ci.id ${direction === 'ASC' ? sql`asc` : sql`desc`}`.execute(server().storage.db);
      const pages = await allPages({ ...request, SortDirection: direction });
      expect(pages.flatMap(ids), direction).toEqual(rows.map((row) => row.id));
    }
  });

  test('a page index past the last page answers the first page with PageIndex 0', async () => {
    const first = await filtered({ ...CATCHUP, PageSize: 20 });
    const past = await filtered({ ...CATCHUP, PageSize: 20, PageIndex: Math.ceil(first.TotalCount / 20) });
    expect(past).toEqual(first);
    expect(past.PageIndex).toBe(0);
  });

  test('the last page holds the remainder', async () => {
    // a selection small enough to be counted exactly
    const first = await filtered({ ContentTypes: [3], PageSize: 7 });
    expect(first.TotalCountCapped).toBe(false);
    const lastIndex = Math.ceil(first.TotalCount / 7) - 1;
    const last = await filtered({ ContentTypes: [3], PageSize: 7, PageIndex: lastIndex });
    expect(last.PageIndex).toBe(lastIndex);
    expect(last.Items).toHaveLength(first.TotalCount - lastIndex * 7);
  });

  test('nothing matching answers an empty first page', async () => {
    const page = await filtered({
      ...CATCHUP,
      PageIndex: 3,
      CustomFilters: [{ Name: 'genre', Value: 'no-such-genre' }],
    });
    expect(page).toMatchObject({ Items: [], TotalCount: 0, PageIndex: 3 });
  });

  test('createDate sorts newest first (DESC) and oldest first (ASC)', async () => {
    const newest = await filtered({
      ...CATCHUP,
      PageSize: 50,
      SortType: 'createDate',
      SortDirection: 'DESC',
    });
    const oldest = await filtered({ ...CATCHUP, PageSize: 50, SortType: 'createDate', SortDirection: 'ASC' });
    const times = (page: typeof newest) => page.Items.map((item) => Date.parse(item.CreateDate));
    expect(times(newest)).toEqual([...times(newest)].sort((a, b) => b - a));
    expect(times(oldest)).toEqual([...times(oldest)].sort((a, b) => a - b));
    expect(times(newest)[0]).toBeGreaterThanOrEqual(times(oldest).at(-1)!);
  });

  test('Name sorts alphabetically A-Z and Z-A', async () => {
    const key = (name: string) => name.toLowerCase();
    const compare = (a: string, b: string) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
    const az = await filtered({ ContentTypes: [1], PageSize: 30, SortType: 'Name', SortDirection: 'ASC' });
    const za = await filtered({ ContentTypes: [1], PageSize: 30, SortType: 'Name', SortDirection: 'DESC' });
    const names = (page: typeof az) => page.Items.map((item) => item.Name);
    expect(az.Items.length).toBeGreaterThan(1);
    expect(names(az)).toEqual([...names(az)].sort(compare));
    expect(names(za)).toEqual([...names(za)].sort(compare).reverse());
  });

  test('the channel filter source "sorted by Title" is the Name order', async () => {
    const byTitle = await filtered({
      ContentTypes: [1],
      PageSize: 30,
      SortType: 'Title',
      SortDirection: 'ASC',
    });
    const byName = await filtered({
      ContentTypes: [1],
      PageSize: 30,
      SortType: 'Name',
      SortDirection: 'ASC',
    });
    expect(ids(byTitle)).toEqual(ids(byName));
  });

  test('a custom sort field that is not a column sorts by that metadata value', async () => {
    const request = { ...CATCHUP, PageSize: 100, SortType: 'Custom', CustomSortField: 'episode_no' } as const;
    const up = await filtered({ ...request, SortDirection: 'ASC' });
    const values = up.Items.flatMap((item) =>
      item.Metadata.filter((entry) => entry.NameSpace === 'episode_no')
        .slice(0, 1)
        .map((entry) => entry.Value),
    );
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([...values].sort());
  });

  test('Text keeps the items whose normalised search text contains the normalised text', async () => {
    const [first] = (
      await filtered({ ContentTypes: [3], PageSize: 1, SortType: 'Name', SortDirection: 'ASC' })
    ).Items;
    const word = normalizeSearchText(first!.Name).split(' ')[0]!;
    const page = await filtered({ ContentTypes: [3], PageSize: 100, Text: ` ${word.toUpperCase()} ` });
    expect(ids(page)).toContain(first!.Id);
    const rows = await server()
      .storage.db.selectFrom('content_item')
      .select(['id', 'search_text'])
      .where('id', 'in', ids(page))
      .execute();
    for (const row of rows) expect(row.search_text).toContain(word);
  });

  test('a huge PageSize is capped to 100', async () => {
    const page = await filtered({ PageSize: 5_000_000 });
    expect(page.PageSize).toBe(100);
    expect(page.Items.length).toBeLessThanOrEqual(100);
  });

  test('the same request answers the same bytes from the cache', async () => {
    const request = { ...CATCHUP, PageSize: 3, unknownField: { nested: true } };
    const first = await inject(server().app, {
      method: 'POST',
      url: '/api/GetFilteredVideos',
      payload: request,
    });
    const second = await inject(server().app, {
      method: 'POST',
      url: '/api/GetFilteredVideos',
      payload: request,
    });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/application\/json/);
  });
});
