import {
  contentItemPageSchema,
  MAX_COUNTED_ITEMS,
  type ContentItem,
  type FilteredVideosRequest,
} from '@sahra/contracts';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { post, resultOf } from '../../testing/content-client.js';

const CATCHUP = { Categories: [10002], ContentTypes: [2, 4, 6, 8] };
const BY_BROADCAST_DATE = { SortType: 'Custom', CustomSortField: 'broadcastdate' } as const;

const slugsOf = (item: ContentItem, namespace: string) =>
  item.Metadata.filter((entry) => entry.NameSpace === namespace).map((entry) => entry.UrlEncodedValue);

describeWithServer('GetFilteredVideos', (server) => {
  const filtered = async (request: FilteredVideosRequest) =>
    resultOf(await post(server().app, '/api/GetFilteredVideos', request), contentItemPageSchema);

  /** The most used url-encoded values of a metadata namespace among catch-up items. */
  const commonValues = async (namespace: string, count: number) => {
    const rows = await server()
      .storage.db.selectFrom('content_metadata as m')
      .innerJoin('content_item_category as c', 'c.item_id', 'm.item_id')
      .select(['m.url_encoded_value', 'm.value', sql<number>`count(*)::int`.as('uses')])
      .where('m.namespace', '=', namespace)
      .where('c.category_id', '=', 10002)
      .groupBy(['m.url_encoded_value', 'm.value'])
      .orderBy('uses', 'desc')
      .orderBy('m.url_encoded_value')
      .limit(count)
      .execute();
    expect(rows.length).toBe(count);
    return rows;
  };

  const column = async (ids: number[], name: 'broadcast_at' | 'display_order' | 'create_date') => {
    const rows = await server()
      .storage.db.selectFrom('content_item')
      .select(['id', name])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row[name]]));
    return ids.map((id) => {
      const value = byId.get(id);
      return value instanceof Date ? value.getTime() : (value ?? null);
    });
  };

  const isSorted = (values: (number | string | null)[], direction: 'ASC' | 'DESC') =>
    values.every((value, index) => {
      const previous = values[index - 1];
      if (index === 0 || value === null || previous === null || previous === undefined) return true;
      return direction === 'ASC' ? previous <= value : previous >= value;
    });

  test('the channels request answers channels in category 2 ascending by their order', async () => {
    const page = await filtered({
      Categories: [2],
      ContentTypes: [1],
      PageSize: 100,
      SortType: 'Custom',
      CustomSortField: 'order',
      SortDirection: 'ASC',
    });
    expect(page.Items.length).toBeGreaterThan(0);
    expect(page.TotalCount).toBe(page.Items.length);
    for (const item of page.Items) {
      expect(item.ContentType[0]!.Id).toBe(1);
      expect(item.Category.map((category) => category.Id)).toContain(2);
    }
    const orders = await column(
      page.Items.map((item) => item.Id),
      'display_order',
    );
    expect(isSorted(orders, 'ASC')).toBe(true);
  });

  test('the catch-up request answers 20 catch-up items, newest broadcast first, with the total', async () => {
    const page = await filtered({ ...CATCHUP, PageSize: 20, ...BY_BROADCAST_DATE, SortDirection: 'DESC' });
    expect(page.Items).toHaveLength(20);
    const expected = await server()
      .storage.db.selectFrom('content_item as ci')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('ci.content_type_id', 'in', CATCHUP.ContentTypes)
      .where('ci.id', 'in', (eb) =>
        eb.selectFrom('content_item_category').select('item_id').where('category_id', '=', 10002),
      )
      .executeTakeFirstOrThrow();
    expect(page.TotalCount).toBe(Math.min(expected.total, MAX_COUNTED_ITEMS));
    expect(page.TotalCountCapped).toBe(expected.total > MAX_COUNTED_ITEMS);
    for (const item of page.Items) {
      expect(CATCHUP.ContentTypes).toContain(item.ContentType[0]!.Id);
      expect(item.Category.map((category) => category.Id)).toContain(10002);
    }
    expect(
      isSorted(
        await column(
          page.Items.map((item) => item.Id),
          'broadcast_at',
        ),
        'DESC',
      ),
    ).toBe(true);
  });

  test('a channel filter and a genre filter must both hold; values of one filter are alternatives', async () => {
    const [channelA, channelB] = await commonValues('channel', 2);
    const [genre] = await commonValues('genre', 1);
    const oneChannel = (slug: string) => ({
      Name: 'channel',
      Value: slug,
      FilterMode: 'AND_WHEN_EXISTS' as const,
    });
    const genreFilter = { Name: 'genre', Value: genre!.url_encoded_value };
    const base = { ...CATCHUP, PageSize: 100, ...BY_BROADCAST_DATE };

    const a = await filtered({ ...base, CustomFilters: [oneChannel(channelA!.url_encoded_value)] });
    const b = await filtered({ ...base, CustomFilters: [oneChannel(channelB!.url_encoded_value)] });
    const either = await filtered({
      ...base,
      CustomFilters: [oneChannel(`${channelA!.url_encoded_value},${channelB!.url_encoded_value}`)],
    });
    expect(a.TotalCount).toBeGreaterThan(0);
    expect(either.TotalCount).toBe(Math.min(a.TotalCount + b.TotalCount, MAX_COUNTED_ITEMS));
    for (const item of a.Items) expect(slugsOf(item, 'channel')).toContain(channelA!.url_encoded_value);

    const both = await filtered({
      ...base,
      CustomFilters: [oneChannel(channelA!.url_encoded_value), genreFilter],
    });
    expect(both.TotalCount).toBeLessThanOrEqual(a.TotalCount);
    for (const item of both.Items) {
      expect(slugsOf(item, 'channel')).toContain(channelA!.url_encoded_value);
      expect(slugsOf(item, 'genre')).toContain(genre!.url_encoded_value);
    }
    const genreOnly = await filtered({ ...base, CustomFilters: [genreFilter] });
    const expectedBoth =
      genreOnly.TotalCount > 100
        ? null
        : genreOnly.Items.filter((item) => slugsOf(item, 'channel').includes(channelA!.url_encoded_value));
    if (expectedBoth)
      expect(both.Items.map((item) => item.Id).sort()).toEqual(expectedBoth.map((item) => item.Id).sort());
  });

  test('the channel filter finds every item whose metadata names that channel', async () => {
    const [channel] = await commonValues('channel', 1);
    const expected = await server()
      .storage.db.selectFrom('content_metadata')
      .select(sql<number>`count(distinct item_id)::int`.as('total'))
      .where('namespace', '=', 'channel')
      .where('url_encoded_value', '=', channel!.url_encoded_value)
      .executeTakeFirstOrThrow();
    const page = await filtered({
      PageSize: 1,
      CustomFilters: [{ Name: 'channel', Value: channel!.url_encoded_value }],
    });
    expect(page.TotalCount).toBe(Math.min(expected.total, MAX_COUNTED_ITEMS));
  });

  test('a filter value may be the shown Value instead of the url-encoded one', async () => {
    const [genre] = await commonValues('genre', 1);
    const base = { ...CATCHUP, PageSize: 5, ...BY_BROADCAST_DATE };
    const bySlug = await filtered({
      ...base,
      CustomFilters: [{ Name: 'genre', Value: genre!.url_encoded_value }],
    });
    const byValue = await filtered({ ...base, CustomFilters: [{ name: 'genre', value: genre!.value }] });
    expect(byValue.TotalCount).toBe(bySlug.TotalCount);
    expect(byValue.Items.map((item) => item.Id)).toEqual(bySlug.Items.map((item) => item.Id));
  });

  test('a filter without values is ignored (AND_WHEN_EXISTS)', async () => {
    const base = { ...CATCHUP, PageSize: 5, ...BY_BROADCAST_DATE };
    const plain = await filtered(base);
    const withEmpty = await filtered({
      ...base,
      CustomFilters: [
        { Name: 'channel', Value: '' },
        { Name: 'genre', Value: ' , ' },
      ],
    });
    expect(withEmpty).toEqual(plain);
  });

  test('the actor page request answers the titles of that person, oldest broadcast first', async () => {
    const [person] = await server()
      .storage.db.selectFrom('content_metadata as m')
      .innerJoin('content_item as ci', 'ci.id', 'm.item_id')
      .select(['m.url_encoded_value', sql<number>`count(*)::int`.as('titles')])
      .where('m.namespace', '=', 'person')
      .where('ci.content_type_id', 'in', [3, 6, 8])
      .where('ci.id', 'in', (eb) =>
        eb.selectFrom('content_item_category').select('item_id').where('category_id', '=', 10002),
      )
      .groupBy('m.url_encoded_value')
      .orderBy('titles', 'desc')
      .limit(1)
      .execute();
    expect(person).toBeDefined();
    const page = await filtered({
      Categories: [10002],
      ContentTypes: [3, 6, 8],
      PageSize: 26,
      PageIndex: 0,
      CustomFilters: [{ Name: 'person', Value: person!.url_encoded_value, FilterMode: 'AND_WHEN_EXISTS' }],
      language: 'en',
      ...BY_BROADCAST_DATE,
      SortDirection: 'ASC',
    });
    expect(page.TotalCount).toBe(person!.titles);
    expect(page.PageSize).toBe(26);
    for (const item of page.Items) expect(slugsOf(item, 'person')).toContain(person!.url_encoded_value);
    expect(
      isSorted(
        await column(
          page.Items.map((item) => item.Id),
          'broadcast_at',
        ),
        'ASC',
      ),
    ).toBe(true);
  });
});
