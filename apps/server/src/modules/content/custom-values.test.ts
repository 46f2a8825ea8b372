import fs from 'node:fs/promises';
import path from 'node:path';
import { CategoryId, customValuesResponseSchema } from '@sahra/contracts';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, get, resultOf } from '../../testing/content-client.js';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describeWithServer('custom values', (server) => {
  /** The category and field with the most values, and those values by sort key. */
  const largestField = async () => {
    const db = server().storage.db;
    const field = await db
      .selectFrom('custom_value')
      .select(['category_id', 'field_name', sql<number>`count(*)::int`.as('total')])
      .groupBy(['category_id', 'field_name'])
      .orderBy('total', 'desc')
      .executeTakeFirstOrThrow();
    const values = await db
      .selectFrom('custom_value')
      .select('url_encoded_name')
      .where('category_id', '=', field.category_id)
      .where('field_name', '=', field.field_name)
      .orderBy(sql`sort_key collate "C"`)
      .orderBy('url_encoded_name')
      .execute();
    return {
      categoryId: field.category_id,
      fieldName: field.field_name,
      slugs: values.map((value) => value.url_encoded_name),
    };
  };

  test('GetCustomValuesByCategoryId answers a page of values ordered by sort key with the total', async () => {
    const field = await largestField();
    expect(field.slugs.length).toBeGreaterThanOrEqual(3);
    const query = { categoryId: field.categoryId, fieldName: field.fieldName, pageIndex: 1, pageSize: 2 };
    const page = resultOf(
      await get(server().app, '/api/GetCustomValuesByCategoryId', query),
      customValuesResponseSchema,
    );
    expect(page).toMatchObject({ PageIndex: 1, PageSize: 2, TotalCount: field.slugs.length });
    expect(page.Items.map((value) => value.UrlEncodedName)).toEqual(field.slugs.slice(2, 4));
    expect(page.Items[0]!.Name.length).toBeGreaterThan(0);
  });

  test('with language=ar the catch-up channels and genres answer their Arabic names in Arabic alphabetical order; a value without one keeps its name and place', async () => {
    for (const fieldName of ['channel', 'genre']) {
      const query = { categoryId: CategoryId.Catchup, fieldName, pageSize: 100 };
      const [english, arabic] = await Promise.all(
        ([{}, { language: 'ar' }] as Record<string, string>[]).map(async (language) =>
          resultOf(
            await get(server().app, '/api/GetCustomValuesByCategoryId', { ...query, ...language }),
            customValuesResponseSchema,
          ),
        ),
      );
      const slugs = (page: typeof english) => page!.Items.map((value) => value.UrlEncodedName);
      expect(new Set(slugs(arabic))).toEqual(new Set(slugs(english)));
      expect(english!.Items.every((value) => !ARABIC_LETTER.test(value.Name))).toBe(true);
      expect(arabic!.Items.every((value) => ARABIC_LETTER.test(value.Name))).toBe(true);
      // the Arabic alphabet's order is its letters' code point order
      const names = arabic!.Items.map((value) => value.Name);
      expect(names).toEqual([...names].sort());
      expect(slugs(arabic), 'not merely the English order').not.toEqual(slugs(english));
    }
    // the catch-up dates have no Arabic names: the one they have is answered in both languages
    const dates = { categoryId: CategoryId.Catchup, fieldName: 'broadcastdate', pageSize: 3 };
    const [english, arabic] = await Promise.all(
      ([{}, { language: 'ar' }] as Record<string, string>[]).map(async (language) =>
        resultOf(
          await get(server().app, '/api/GetCustomValuesByCategoryId', { ...dates, ...language }),
          customValuesResponseSchema,
        ),
      ),
    );
    expect(arabic).toEqual(english);
  });

  test('GetSortedCustomValuesByCategoryId DESC reverses the order', async () => {
    const field = await largestField();
    const query = {
      categoryId: field.categoryId,
      fieldName: field.fieldName,
      pageSize: 100,
      sortDirection: 'DESC',
    };
    const page = resultOf(
      await get(server().app, '/api/GetSortedCustomValuesByCategoryId', query),
      customValuesResponseSchema,
    );
    expect(page.Items.map((value) => value.UrlEncodedName)).toEqual([...field.slugs].reverse().slice(0, 100));
  });

  test('GetSortedCustomValuesByCategoryId ASC is the sort key order', async () => {
    const field = await largestField();
    const query = {
      categoryId: field.categoryId,
      fieldName: field.fieldName,
      pageSize: 3,
      sortDirection: 'asc',
    };
    const page = resultOf(
      await get(server().app, '/api/GetSortedCustomValuesByCategoryId', query),
      customValuesResponseSchema,
    );
    expect(page.Items.map((value) => value.UrlEncodedName)).toEqual(field.slugs.slice(0, 3));
  });

  test('a page index past the last page answers the first page with PageIndex 0', async () => {
    const field = await largestField();
    const query = { categoryId: field.categoryId, fieldName: field.fieldName, pageIndex: 999, pageSize: 2 };
    const page = resultOf(
      await get(server().app, '/api/GetCustomValuesByCategoryId', query),
      customValuesResponseSchema,
    );
    expect(page.PageIndex).toBe(0);
    expect(page.Items.map((value) => value.UrlEncodedName)).toEqual(field.slugs.slice(0, 2));
  });

  test('an unknown field answers an empty page', async () => {
    const query = { categoryId: 10002, fieldName: 'no-such-field' };
    const page = resultOf(
      await get(server().app, '/api/GetCustomValuesByCategoryId', query),
      customValuesResponseSchema,
    );
    expect(page).toEqual({ Items: [], PageSize: 20, PageIndex: 0, TotalCount: 0 });
  });

  test('a catalog seeded before filter values had Arabic names takes them, and their Arabic order, from its channels and genres (migration 024)', async () => {
    const db = server().storage.db;
    const arabicOf = () =>
      db
        .selectFrom('custom_value')
        .select(['category_id', 'field_name', 'url_encoded_name', 'name_ar', 'sort_key_ar'])
        .where('field_name', 'in', ['channel', 'genre'])
        .orderBy(['category_id', 'field_name', 'url_encoded_name'])
        .execute();
    const seeded = await arabicOf();
    expect(seeded.length).toBeGreaterThan(0);
    await db
      .updateTable('custom_value')
      .set({ name_ar: null, sort_key_ar: null })
      .where('field_name', 'in', ['channel', 'genre'])
      .execute();
    const migration = await fs.readFile(
      path.resolve(import.meta.dirname, '../../../migrations/024_custom_value_arabic_order.sql'),
      'utf8',
    );
    // the migration's statements after its column, run again on the names an old catalog lacked
    const backfill = migration.slice(migration.indexOf('update custom_value'));
    expect(await server().storage.runScriptOnce('test-024-backfill', backfill)).toBe(true);
    expect(await arabicOf()).toEqual(seeded);
  });

  test('a catalog seeded before credits had Arabic names takes them from its people (migration 025)', async () => {
    const db = server().storage.db;
    const credits = () =>
      db
        .selectFrom('content_metadata')
        .select(['item_id', 'namespace', 'position', 'long_value'])
        .where('namespace', 'in', ['Cast', 'Director', 'Host', 'person'])
        .orderBy(['item_id', 'namespace', 'position'])
        .execute();
    const seeded = await credits();
    expect(seeded.every((credit) => credit.long_value !== null)).toBe(true);
    await db
      .updateTable('content_metadata')
      .set({ long_value: null })
      .where('namespace', 'in', ['Cast', 'Director', 'Host', 'person'])
      .execute();
    const migration = await fs.readFile(
      path.resolve(import.meta.dirname, '../../../migrations/025_credit_arabic_names.sql'),
      'utf8',
    );
    expect(await server().storage.runScriptOnce('test-025-again', migration)).toBe(true);
    expect(await credits()).toEqual(seeded);
  });

  test('a missing fieldName or a wrong sortDirection answers 400 with the field named', async () => {
    expect(
      failureOf(await get(server().app, '/api/GetCustomValuesByCategoryId', { categoryId: 10002 }), 400),
    ).toMatch(/fieldName/);
    const sorted = { categoryId: 10002, fieldName: 'channel', sortDirection: 'sideways' };
    expect(failureOf(await get(server().app, '/api/GetSortedCustomValuesByCategoryId', sorted), 400)).toMatch(
      /SortDirection must be ASC or DESC/,
    );
  });
});
