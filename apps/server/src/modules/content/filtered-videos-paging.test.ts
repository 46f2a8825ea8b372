import { contentItemPageSchema, type FilteredVideosRequest } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { normalizeSearchText } from '../search/normalize.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { inject, post, resultOf } from './test-client.js';

const CATCHUP = { Categories: [10002], ContentTypes: [2, 4, 6, 8] };

describeOnEachDatabase('GetFilteredVideos sorting and paging', (server) => {
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
