import { sql } from 'kysely';
import type { CustomValue } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';

export interface CustomValueQuery {
  categoryId: number;
  fieldName: string;
  direction: 'ASC' | 'DESC';
  /** Arabic names where a value has one. */
  arabic: boolean;
}

/**
 * One page of the filter values of a category and field, ordered by sort_key; on Arabic pages by
 * sort_key_ar where a value has one (Arabic names in Arabic order).
 */
export async function findCustomValues(
  db: Db,
  query: CustomValueQuery,
  limit: number,
  offset: number,
): Promise<CustomValue[]> {
  const direction = query.direction === 'ASC' ? 'asc' : 'desc';
  const rows = await db
    .selectFrom('custom_value')
    .select(['name', 'name_ar', 'url_encoded_name'])
    .where('category_id', '=', query.categoryId)
    .where('field_name', '=', query.fieldName)
    // sort keys compare byte-wise on every database (dates are yyyymmdd, positions zero-padded; Arabic
    // names by code point, the alphabet's order)
    .orderBy(
      query.arabic ? sql`coalesce(sort_key_ar, sort_key) collate "C"` : sql`sort_key collate "C"`,
      direction,
    )
    .orderBy('url_encoded_name', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    Name: (query.arabic && row.name_ar) || row.name,
    UrlEncodedName: row.url_encoded_name,
  }));
}

export async function countCustomValues(db: Db, query: CustomValueQuery): Promise<number> {
  const row = await db
    .selectFrom('custom_value')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('category_id', '=', query.categoryId)
    .where('field_name', '=', query.fieldName)
    .executeTakeFirstOrThrow();
  return row.total;
}
