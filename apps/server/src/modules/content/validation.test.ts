import { contentItemPageSchema, contentItemSchema } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, get, post, resultOf } from '../../testing/content-client.js';

describeWithServer('content calls refuse bad input with a clear 4xx envelope', (server) => {
  const videos = (body: unknown) => post(server().app, '/api/GetFilteredVideos', body);

  test('a wrong type names the field', async () => {
    expect(failureOf(await videos({ PageSize: 'lots' }), 400)).toMatch(/PageSize/);
    expect(failureOf(await videos({ Categories: { id: 1 } }), 400)).toMatch(/Categories/);
    expect(failureOf(await videos({ ContentTypes: ['movie'] }), 400)).toMatch(/ContentTypes/);
    expect(failureOf(await videos({ CustomFilters: 'channel=x' }), 400)).toMatch(/CustomFilters/);
    expect(failureOf(await videos({ CustomFilters: [{ Value: 'x' }] }), 400)).toMatch(/CustomFilters/);
    expect(failureOf(await videos({ SortType: 'random' }), 400)).toMatch(
      /SortType must be createDate, Name or Custom/,
    );
    expect(failureOf(await videos({ ContentTypes: [9] }), 400)).toMatch(/ContentTypes/);
  });

  test('negative or fractional paging answers 400', async () => {
    expect(failureOf(await videos({ PageSize: -1 }), 400)).toMatch(/PageSize must be at least 1/);
    expect(failureOf(await videos({ PageSize: 0 }), 400)).toMatch(/PageSize must be at least 1/);
    expect(failureOf(await videos({ PageIndex: -1 }), 400)).toMatch(/PageIndex must not be negative/);
    expect(failureOf(await videos({ PageIndex: 1.5 }), 400)).toMatch(/PageIndex must be a whole number/);
    expect(
      failureOf(
        await get(server().app, '/api/GetCustomValuesByCategoryId', {
          categoryId: 2,
          fieldName: 'x',
          pageSize: -5,
        }),
        400,
      ),
    ).toMatch(/PageSize/);
  });

  test('a huge page size is capped to 100 on every paged call', async () => {
    const listItems = await post(server().app, '/api/GetListItems', { listId: 1036, PageSize: 1_000_000 });
    expect(resultOf(listItems, contentItemPageSchema).PageSize).toBe(100);
    const values = await get(server().app, '/api/GetCustomValuesByCategoryId', {
      categoryId: 10002,
      fieldName: 'channel',
      pageSize: 100_000,
    });
    expect(values.body).toMatchObject({ Result: { PageSize: 100 } });
  });

  test('a missing required field answers 400', async () => {
    expect(failureOf(await post(server().app, '/api/GetListItems', {}), 400)).toMatch(/listId/);
    expect(failureOf(await post(server().app, '/api/GetItemsByIDs', {}), 400)).toMatch(/ids/);
    expect(failureOf(await get(server().app, '/api/GetListAndItemsByListId'), 400)).toMatch(/listId/);
    expect(failureOf(await get(server().app, '/api/GetSliderById'), 400)).toMatch(/sliderId/);
  });

  test('a body that is not an object answers 400', async () => {
    expect(failureOf(await videos([1, 2, 3]), 400)).toMatch(/Invalid body/);
    expect(failureOf(await videos('"text"'), 400)).toMatch(/Invalid body/);
    expect(failureOf(await videos('null'), 400)).toMatch(/Invalid body/);
  });

  test('malformed JSON answers 400 "The request body is not valid JSON"', async () => {
    expect(failureOf(await videos('{"PageSize": 2,'), 400)).toBe('The request body is not valid JSON');
  });

  test('an oversized body answers 413', async () => {
    const answer = await videos({ ids: Array.from({ length: 20_000 }, (_, index) => index) });
    expect(failureOf(answer, 413)).toBe('The request body is too large');
  });

  test('ids that are not numbers or too many ids answer 400', async () => {
    expect(failureOf(await post(server().app, '/api/GetItemsByIDs', { ids: ['one'] }), 400)).toMatch(/ids/);
    expect(
      failureOf(
        await post(server().app, '/api/GetItemsByIDs', { ids: Array.from({ length: 201 }, (_, i) => i) }),
        400,
      ),
    ).toMatch(/ids/);
    expect(failureOf(await post(server().app, '/api/GetItemsByAssetIDs', { ids: [1] }), 400)).toMatch(/ids/);
    expect(failureOf(await get(server().app, '/api/GetItemById', { id: 'abc' }), 400)).toMatch(/id/);
    expect(failureOf(await get(server().app, '/api/GetItemById', { id: '99999999999' }), 400)).toMatch(
      /id is too large/,
    );
  });

  test('unknown fields are ignored', async () => {
    const plain = resultOf(await videos({ PageSize: 3 }), contentItemPageSchema);
    const extra = resultOf(await videos({ PageSize: 3, Surprise: [1, { a: 2 }] }), contentItemPageSchema);
    expect(extra).toEqual(plain);
    const [first] = plain.Items;
    const item = resultOf(
      await get(server().app, '/api/GetItemById', { id: first!.Id, flavour: 'mint' }),
      contentItemSchema,
    );
    expect(item.Id).toBe(first!.Id);
  });

  test('SQL and script text in values is treated as data', async () => {
    const hostile = "x'; drop table content_item; -- <script>alert(1)</script>";
    const page = resultOf(
      await videos({
        Text: hostile,
        CustomFilters: [{ Name: hostile, Value: hostile }],
        CustomSortField: hostile,
        SortType: 'Custom',
      }),
      contentItemPageSchema,
    );
    expect(page.TotalCount).toBe(0);
    const still = resultOf(await videos({ PageSize: 1 }), contentItemPageSchema);
    expect(still.TotalCount).toBeGreaterThan(0);
  });
});
