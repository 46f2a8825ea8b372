import {
  contentItemPageSchema,
  contentListSchema,
  DEFAULT_LIST_PAGE_SIZE,
  listAndItemsSchema,
  listsAndItemsResponseSchema,
  listsByGroupResponseSchema,
  sliderResponseSchema,
} from '@sahra/contracts';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, get, post, resultOf } from '../../testing/content-client.js';

describeWithServer('lists, list groups and sliders', (server) => {
  const db = () => server().storage.db;

  /** The static list with the most items, and its item ids by position. */
  const staticList = async () => {
    const list = await db()
      .selectFrom('content_list_item as li')
      .innerJoin('content_list as l', 'l.id', 'li.list_id')
      .select(['l.id', sql<number>`count(*)::int`.as('size')])
      .where('l.type', '=', 'Static')
      .groupBy('l.id')
      .orderBy('size', 'desc')
      .executeTakeFirstOrThrow();
    const items = await db()
      .selectFrom('content_list_item')
      .select('item_id')
      .where('list_id', '=', list.id)
      .orderBy('position')
      .execute();
    return { id: list.id, itemIds: items.map((item) => item.item_id) };
  };
  const dynamicList = () =>
    db()
      .selectFrom('content_list')
      .selectAll()
      .where('type', '=', 'Dynamic')
      .orderBy('id')
      .executeTakeFirstOrThrow();

  test('a static list answers its items by position with the total', async () => {
    const list = await staticList();
    const answer = resultOf(
      await get(server().app, '/api/GetListAndItemsByListId', { listId: list.id }),
      listAndItemsSchema,
    );
    expect(answer.List).toMatchObject({ ID: list.id, Type: 'Static' });
    expect(answer.ListItems.map((entry) => entry.ItemId)).toEqual(list.itemIds.slice(0, 100));
    expect(answer.ListItems.every((entry) => entry.Item.Id === entry.ItemId)).toBe(true);
    expect(answer.TotalCount).toBe(list.itemIds.length);
  });

  test('a dynamic list answers the first page of its stored request', async () => {
    const list = await dynamicList();
    const answer = resultOf(
      await get(server().app, '/api/GetListAndItemsByListId', { listId: list.id }),
      listAndItemsSchema,
    );
    expect(answer.List).toMatchObject({ ID: list.id, Type: 'Dynamic', Request: list.request });
    const stored = list.request ?? {};
    const pageSize =
      typeof stored.PageSize === 'number' ? Math.min(stored.PageSize, 100) : DEFAULT_LIST_PAGE_SIZE;
    const direct = resultOf(
      await post(server().app, '/api/GetFilteredVideos', { ...stored, PageIndex: 0, PageSize: pageSize }),
      contentItemPageSchema,
    );
    expect(answer.ListItems.map((entry) => entry.ItemId)).toEqual(direct.Items.map((item) => item.Id));
    expect(answer.TotalCount).toBe(direct.TotalCount);
  });

  test('GetListItems pages a dynamic list like its stored request, with extra filters added', async () => {
    const list = await dynamicList();
    const stored = list.request ?? {};
    const extra = [{ Name: 'genre', Value: 'no-such-genre' }];
    const page = resultOf(
      await post(server().app, '/api/GetListItems', { listId: list.id, PageSize: 3, PageIndex: 1 }),
      contentItemPageSchema,
    );
    const direct = resultOf(
      await post(server().app, '/api/GetFilteredVideos', { ...stored, PageSize: 3, PageIndex: 1 }),
      contentItemPageSchema,
    );
    expect(page).toEqual(direct);
    const narrowed = await post(server().app, '/api/GetListItems', { listId: list.id, CustomFilters: extra });
    expect(resultOf(narrowed, contentItemPageSchema).TotalCount).toBe(0);
  });

  test('GetListItems pages a static list by position', async () => {
    const list = await staticList();
    const page = resultOf(
      await post(server().app, '/api/GetListItems', { listId: list.id, PageSize: 2, PageIndex: 1 }),
      contentItemPageSchema,
    );
    expect(page.Items.map((item) => item.Id)).toEqual(list.itemIds.slice(2, 4));
    expect(page).toMatchObject({ PageIndex: 1, PageSize: 2, TotalCount: list.itemIds.length });
  });

  test('GetListItems past the last page of a list answers its first page', async () => {
    const list = await staticList();
    const page = resultOf(
      await post(server().app, '/api/GetListItems', { listId: list.id, PageSize: 2, PageIndex: 5000 }),
      contentItemPageSchema,
    );
    expect(page.PageIndex).toBe(0);
    expect(page.Items.map((item) => item.Id)).toEqual(list.itemIds.slice(0, 2));
  });

  test('unknown lists answer 404 envelopes', async () => {
    expect(failureOf(await get(server().app, '/api/GetListAndItemsByListId', { listId: 999_999 }), 404)).toBe(
      'List not found',
    );
    expect(failureOf(await post(server().app, '/api/GetListItems', { listId: 999_999 }), 404)).toBe(
      'List not found',
    );
  });

  test('GetListItemsByIds answers the lists that exist in the order asked', async () => {
    const list = await staticList();
    const dynamic = await dynamicList();
    const answer = resultOf(
      await post(server().app, '/api/GetListItemsByIds', { ids: [dynamic.id, 999_999, list.id] }),
      listsAndItemsResponseSchema,
    );
    expect(answer.map((entry) => entry.List.ID)).toEqual([dynamic.id, list.id]);
  });

  test('GetListsByGroupId answers the lists of a group by position, DESC reversed', async () => {
    const group = await db()
      .selectFrom('list_group_member')
      .select(['list_group_id', sql<number>`count(*)::int`.as('size')])
      .groupBy('list_group_id')
      .orderBy('size', 'desc')
      .executeTakeFirstOrThrow();
    const members = await db()
      .selectFrom('list_group_member')
      .select('list_id')
      .where('list_group_id', '=', group.list_group_id)
      .orderBy('position')
      .execute();
    const query = { listGroupID: group.list_group_id, language: 'en', sortType: 'Order' };
    const ascending = resultOf(
      await get(server().app, '/api/GetListsByGroupId', { ...query, sortDirection: 'ASC' }),
      listsByGroupResponseSchema,
    );
    const descending = resultOf(
      await get(server().app, '/api/GetListsByGroupId', { ...query, sortDirection: 'DESC' }),
      listsByGroupResponseSchema,
    );
    expect(ascending.map((list) => list.ID)).toEqual(members.map((member) => member.list_id));
    expect(descending.map((list) => list.ID)).toEqual(members.map((member) => member.list_id).reverse());
    for (const list of ascending) contentListSchema.parse(list);
  });

  test('an unknown list group answers a 404 envelope', async () => {
    expect(failureOf(await get(server().app, '/api/GetListsByGroupId', { listGroupID: 999_999 }), 404)).toBe(
      'List group not found',
    );
  });

  test('English titles are answered when language en is asked and the list has one', async () => {
    const list = await db()
      .selectFrom('content_list')
      .select(['id', 'title', 'title_en'])
      .where('title_en', 'is not', null)
      .executeTakeFirst();
    if (!list) return;
    const english = resultOf(
      await get(server().app, '/api/GetListAndItemsByListId', { listId: list.id, language: 'en' }),
      listAndItemsSchema,
    );
    const arabic = resultOf(
      await get(server().app, '/api/GetListAndItemsByListId', { listId: list.id, language: 'ar' }),
      listAndItemsSchema,
    );
    expect(english.List.title).toBe(list.title_en);
    expect(arabic.List.title).toBe(list.title);
  });

  test('GetSliderById answers the entries of the home slider by position with their items', async () => {
    const home = await db()
      .selectFrom('home_group')
      .select('content_slider_id')
      .where('content_slider_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const entries = resultOf(
      await get(server().app, '/api/GetSliderById', { sliderId: home.content_slider_id! }),
      sliderResponseSchema,
    );
    const stored = await db()
      .selectFrom('slider_entry')
      .select('id')
      .where('slider_group_id', '=', home.content_slider_id!)
      .orderBy('position')
      .execute();
    expect(entries.map((entry) => entry.ID)).toEqual(stored.map((entry) => entry.id));
    for (const entry of entries) if (entry.ItemId !== null) expect(entry.Item?.Id).toBe(entry.ItemId);
    expect(failureOf(await get(server().app, '/api/GetSliderById', { sliderId: 999_999 }), 404)).toBe(
      'Slider not found',
    );
  });
});
