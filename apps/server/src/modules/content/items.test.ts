import { contentItemSchema, contentItemsResponseSchema, LegalItemId } from '@sahra/contracts';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, get, post, resultOf } from '../../testing/content-client.js';

const CONTENT_TYPE_NAMES = ['Channel', 'Episode', 'Container', 'Clip', 'Season', 'Play', 'Trailer', 'Movie'];

describeWithServer('content items', (server) => {
  const someItems = async (count: number) => {
    const rows = await server()
      .storage.db.selectFrom('content_item')
      .select(['id', 'asset_id'])
      .orderBy('id')
      .limit(count)
      .execute();
    return rows;
  };

  test('GetItemById answers the full content item', async () => {
    const [first] = await someItems(1);
    const item = resultOf(await get(server().app, '/api/GetItemById', { id: first!.id }), contentItemSchema);
    expect(item.Id).toBe(first!.id);
    expect(item.EncodedURL).toBe(item.UrlEncodedName);
    expect(Number.isNaN(Date.parse(item.CreateDate))).toBe(false);
    const [type] = item.ContentType;
    expect(CONTENT_TYPE_NAMES[type!.Id - 1]).toBe(type!.Name);
  });

  test('GetItemById also accepts itemId', async () => {
    const [first] = await someItems(1);
    const item = resultOf(
      await get(server().app, '/api/GetItemById', { itemId: first!.id }),
      contentItemSchema,
    );
    expect(item.Id).toBe(first!.id);
  });

  test('the privacy and terms items are served by their fixed ids', async () => {
    for (const id of [LegalItemId.Privacy, LegalItemId.Terms]) {
      const item = resultOf(await get(server().app, '/api/GetItemById', { id }), contentItemSchema);
      expect(item.Id).toBe(id);
      expect(item.Description.length).toBeGreaterThan(0);
    }
  });

  test('an item carries its categories in order, their parents with tags, its images and metadata', async () => {
    const db = server().storage.db;
    // an item with the most categories, so that order and parents are exercised
    const chosen = await db
      .selectFrom('content_item_category')
      .select(['item_id', sql<number>`count(*)::int`.as('categories')])
      .groupBy('item_id')
      .orderBy('categories', 'desc')
      .orderBy('item_id')
      .executeTakeFirstOrThrow();
    const categories = await db
      .selectFrom('content_item_category as ic')
      .innerJoin('category as c', 'c.id', 'ic.category_id')
      .leftJoin('category as p', 'p.id', 'c.parent_id')
      .select(['c.id', 'p.id as parentId', 'p.tags as parentTags'])
      .where('ic.item_id', '=', chosen.item_id)
      .orderBy('ic.position')
      .execute();
    const item = resultOf(
      await get(server().app, '/api/GetItemById', { id: chosen.item_id }),
      contentItemSchema,
    );
    expect(item.Category.map((category) => category.Id)).toEqual(categories.map((category) => category.id));
    const parents = new Map(
      categories.flatMap((row) => (row.parentId === null ? [] : [[row.parentId, row.parentTags]])),
    );
    expect(item.ParentCategories.map((parent) => [parent.Id, parent.Tags])).toEqual([...parents.entries()]);
    expect(item.Images.length).toBeGreaterThan(0);
    expect(item.Metadata.length).toBeGreaterThan(0);
  });

  test('an unknown item answers a 404 envelope "Content not found"', async () => {
    const answer = await get(server().app, '/api/GetItemById', { id: 2_000_000_000 });
    expect(failureOf(answer, 404)).toBe('Content not found');
    expect(answer.body).toMatchObject({ ErrorCode: 'NotFound' });
  });

  test('GetItemById without an id answers 400', async () => {
    expect(failureOf(await get(server().app, '/api/GetItemById'), 400)).toMatch(/id/);
  });

  test('GetItemsByIDs answers the items that exist, in the order asked, each once', async () => {
    const [a, b, c] = await someItems(3);
    const ids = [c!.id, 2_000_000_000, a!.id, b!.id, a!.id];
    const items = resultOf(
      await post(server().app, '/api/GetItemsByIDs', { ids }),
      contentItemsResponseSchema,
    );
    expect(items.map((item) => item.Id)).toEqual([c!.id, a!.id, b!.id]);
  });

  test('GetItemsByIDs with an empty list answers 400', async () => {
    expect(failureOf(await post(server().app, '/api/GetItemsByIDs', { ids: [] }), 400)).toMatch(
      /ids must not be empty/,
    );
  });

  test('GetItemsByAssetIDs answers the items of the known asset ids in the order asked', async () => {
    const rows = await server()
      .storage.db.selectFrom('content_item')
      .select(['id', 'asset_id'])
      .where('asset_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    expect(rows).toHaveLength(2);
    const ids = [rows[1]!.asset_id!, 'no-such-asset', rows[0]!.asset_id!];
    const items = resultOf(
      await post(server().app, '/api/GetItemsByAssetIDs', { ids }),
      contentItemsResponseSchema,
    );
    expect(items.map((item) => item.Id)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(items[0]!.AssetId).toBe(rows[1]!.asset_id);
  });
});
