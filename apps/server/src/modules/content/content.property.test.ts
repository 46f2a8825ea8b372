import {
  contentItemPageSchema,
  contentItemSchema,
  contentItemsResponseSchema,
  customValuesResponseSchema,
  envelopeSchema,
  listAndItemsSchema,
  listsAndItemsResponseSchema,
  listsByGroupResponseSchema,
  sliderResponseSchema,
} from '@sahra/contracts';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { describeWithServer } from '../../testing/test-app.js';
import { inject } from '../../testing/content-client.js';

/** Every content call with the schema of its successful Result. */
const CALLS = [
  { method: 'GET', path: '/api/GetCustomValuesByCategoryId', result: customValuesResponseSchema },
  { method: 'GET', path: '/api/GetSortedCustomValuesByCategoryId', result: customValuesResponseSchema },
  { method: 'GET', path: '/api/GetListAndItemsByListId', result: listAndItemsSchema },
  { method: 'GET', path: '/api/GetListsByGroupId', result: listsByGroupResponseSchema },
  { method: 'GET', path: '/api/GetItemById', result: contentItemSchema },
  { method: 'GET', path: '/api/GetSliderById', result: sliderResponseSchema },
  { method: 'POST', path: '/api/GetFilteredVideos', result: contentItemPageSchema },
  { method: 'POST', path: '/api/GetListItems', result: contentItemPageSchema },
  { method: 'POST', path: '/api/GetListItemsByIds', result: listsAndItemsResponseSchema },
  { method: 'POST', path: '/api/GetItemsByIDs', result: contentItemsResponseSchema },
  { method: 'POST', path: '/api/GetItemsByAssetIDs', result: contentItemsResponseSchema },
] as const;

const failureEnvelopeSchema = z.object({
  Success: z.literal(false),
  Result: z.null(),
  ErrorCode: z.union([z.string().min(1), z.number()]),
  ErrorMessage: z.string().min(1),
});

// at least 1,000 per database (some 7 s on PGlite on an idle machine); CONTENT_PROPERTY_RUNS=10000 searches deeper
const RUNS_PER_DATABASE = Number(process.env.CONTENT_PROPERTY_RUNS ?? 1200);

/** Text that is valid for the schemas but has tripped up SQL builders, HTML and unicode handling. */
const TRICKY_TEXT = [
  "'; drop table content_item; --",
  '<script>alert(1)</script>',
  '%_\\',
  'بَابُ الحَارَة',
  '١٢٣',
  '🎬 👨‍👩‍👧',
  '\uD800',
  '__proto__',
  'constructor',
];
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(...TRICKY_TEXT, '\u0000', '1e400', '-0', 'NaN', 'x'.repeat(5000)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1e21),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A URL carries text only: whatever was generated for a GET call is written as query-string text. */
function asQueryString(input: unknown): Record<string, string | string[]> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(text) : text(value),
    ]),
  );
}

describeWithServer('content calls under generated requests', (server) => {
  test(`${RUNS_PER_DATABASE} valid and hostile requests never fail with 5xx and always answer an envelope`, async () => {
    const db = server().storage.db;
    const itemIds = (await db.selectFrom('content_item').select('id').orderBy('id').limit(50).execute()).map(
      (row) => row.id,
    );
    const assetIds = (
      await db
        .selectFrom('content_item')
        .select('asset_id')
        .where('asset_id', 'is not', null)
        .limit(20)
        .execute()
    ).map((row) => row.asset_id!);
    const listIds = (await db.selectFrom('content_list').select('id').execute()).map((row) => row.id);
    const groupIds = (await db.selectFrom('list_group').select('id').execute()).map((row) => row.id);
    const sliderIds = (await db.selectFrom('slider_group').select('id').execute()).map((row) => row.id);
    const slugs = await db
      .selectFrom('custom_value')
      .select(['field_name', 'url_encoded_name'])
      .limit(200)
      .execute();

    // valid requests: every field within its domain (text may still carry SQL, script or unicode)
    const knownOr = (known: number[]) =>
      fc.oneof(fc.constantFrom(...known), fc.integer({ min: 1, max: 2_000_000 }));
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...TRICKY_TEXT));
    const slug = fc.constantFrom(...slugs);
    const validFilter = fc.oneof(
      slug.map((value) => ({
        Name: value.field_name,
        Value: value.url_encoded_name,
        FilterMode: 'AND_WHEN_EXISTS',
      })),
      fc.record({
        name: fc.constantFrom('channel', 'genre', 'person'),
        value: fc.oneof(text, fc.array(text, { maxLength: 4 })),
      }),
    );
    const paging = { PageSize: fc.integer({ min: 1, max: 500 }), PageIndex: fc.integer({ min: 0, max: 60 }) };
    const videos = {
      Categories: fc.constantFrom([2], [10002], [], [10002, 2]),
      ContentTypes: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8]),
      ...paging,
      CustomFilters: fc.array(validFilter, { maxLength: 3 }),
      SortType: fc.constantFrom('createDate', 'Name', 'Custom', 'Title'),
      SortDirection: fc.constantFrom('ASC', 'DESC', 'asc'),
      CustomSortField: fc.oneof(fc.constantFrom('broadcastdate', 'order', 'genre', 'episode_no'), text),
      Text: text,
      language: fc.constantFrom('en', 'ar'),
    };
    const valuesQuery = {
      categoryId: fc.constantFrom(2, 10002, 1),
      fieldName: fc.oneof(
        slug.map((value) => value.field_name),
        text.filter((value) => value.length > 0),
      ),
      pageIndex: paging.PageIndex,
      pageSize: paging.PageSize,
    };
    const valid: Record<string, fc.Arbitrary<unknown>> = {
      '/api/GetCustomValuesByCategoryId': fc.record(valuesQuery, {
        requiredKeys: ['categoryId', 'fieldName'],
      }),
      '/api/GetSortedCustomValuesByCategoryId': fc.record(
        { ...valuesQuery, sortDirection: fc.constantFrom('ASC', 'DESC', 'desc') },
        { requiredKeys: ['categoryId', 'fieldName'] },
      ),
      '/api/GetListAndItemsByListId': fc.record(
        { listId: knownOr(listIds), language: fc.constantFrom('en', 'ar') },
        { requiredKeys: ['listId'] },
      ),
      '/api/GetListsByGroupId': fc.record(
        {
          listGroupID: knownOr(groupIds),
          language: fc.constantFrom('en', 'ar'),
          sortType: fc.constant('Order'),
          sortDirection: fc.constantFrom('ASC', 'DESC'),
        },
        { requiredKeys: ['listGroupID'] },
      ),
      '/api/GetItemById': fc.oneof(
        knownOr(itemIds).map((id) => ({ id })),
        knownOr(itemIds).map((itemId) => ({ itemId })),
      ),
      '/api/GetSliderById': fc.record({ sliderId: knownOr(sliderIds) }),
      '/api/GetFilteredVideos': fc.record(videos, { requiredKeys: [] }),
      '/api/GetListItems': fc.record(
        {
          listId: knownOr(listIds),
          language: videos.language,
          ...paging,
          CustomFilters: videos.CustomFilters,
        },
        { requiredKeys: ['listId'] },
      ),
      '/api/GetListItemsByIds': fc.record({
        ids: fc.array(knownOr(listIds), { minLength: 1, maxLength: 6 }),
      }),
      '/api/GetItemsByIDs': fc.record({ ids: fc.array(knownOr(itemIds), { minLength: 1, maxLength: 30 }) }),
      '/api/GetItemsByAssetIDs': fc.record({
        ids: fc.array(fc.oneof(fc.constantFrom(...assetIds), fc.string({ minLength: 1, maxLength: 20 })), {
          minLength: 1,
          maxLength: 10,
        }),
      }),
    };
    // hostile requests: any JSON, wrong types, huge numbers, arrays for objects, fields of other calls
    const wild = fc.oneof(hostileText, hostileNumber, anyJson, fc.array(hostileText, { maxLength: 3 }));
    const hostile = (call: (typeof CALLS)[number]) => {
      const fields = [
        'id',
        'ids',
        'listId',
        'PageSize',
        'PageIndex',
        'CustomFilters',
        'Categories',
        'SortType',
        'pageSize',
      ];
      const mangled = fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string()), wild, {
        maxKeys: 6,
        noNullPrototype: true,
      });
      const broken = valid[call.path]!.chain((good) =>
        fc
          .record({ field: fc.constantFrom(...Object.keys(good as object), 'CustomFilters'), value: wild })
          .map(({ field, value }) => ({
            ...(good as object),
            [field]: value,
          })),
      );
      return call.method === 'GET' ? fc.oneof(mangled, broken) : fc.oneof(mangled, broken, anyJson);
    };

    const rawBody = fc.oneof(fc.constantFrom('{"PageSize": 2,', '', 'null', '[[[', '{"a":1}{'), fc.string());

    const request = fc
      .constantFrom(...CALLS)
      .chain((call) =>
        fc.tuple(
          fc.constant(call),
          fc.oneof(valid[call.path]!, hostile(call)),
          fc.integer({ min: 0, max: 19 }),
        ),
      );
    const answered = { ok: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(request, rawBody, async ([call, input, dice], raw) => {
        const response =
          call.method === 'GET'
            ? await inject(server().app, { method: 'GET', url: call.path, query: asQueryString(input) })
            : await inject(server().app, {
                method: 'POST',
                url: call.path,
                headers: { 'content-type': 'application/json' },
                // one request in twenty carries a body that is not JSON of an object at all
                payload: dice === 0 ? raw : JSON.stringify(input ?? null),
              });
        expect(response.statusCode, `${call.path} ${JSON.stringify(input)} → ${response.body}`).toBeLessThan(
          500,
        );
        const body: unknown = response.json();
        if (response.statusCode < 300) {
          envelopeSchema(call.result).parse(body);
          answered.ok++;
        } else {
          failureEnvelopeSchema.parse(body);
          answered.refused++;
        }
      }),
      { numRuns: RUNS_PER_DATABASE },
    );
    // the generators must reach the services, not only the validation in front of them
    expect(answered.ok).toBeGreaterThan(RUNS_PER_DATABASE / 5);
    expect(answered.refused).toBeGreaterThan(RUNS_PER_DATABASE / 5);
  }, 300_000);
});
