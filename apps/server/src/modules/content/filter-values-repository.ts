import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import type { MetadataFilter } from './filtered-videos-repository.js';

/**
 * A filter value may be the url-encoded value or the shown Value of the metadata. Each shown Value is
 * turned into its url-encoded value here (one indexed look-up per value), so that the page query
 * compares url-encoded values only and keeps to its indexes.
 */
export async function resolveFilterValues(db: Db, filters: MetadataFilter[]): Promise<MetadataFilter[]> {
  const pairs = filters.flatMap((filter) =>
    filter.values.map((value) => ({ namespace: filter.namespace, value })),
  );
  if (pairs.length === 0) return filters;
  const rows = await sql<{ namespace: string; url_encoded_value: string }>`
    select f.namespace, m.url_encoded_value
    from unnest(${pairs.map((pair) => pair.namespace)}::text[], ${pairs.map((pair) => pair.value)}::text[]) as f(namespace, value)
    cross join lateral (
      select url_encoded_value from content_metadata
      where namespace = f.namespace and value = f.value and url_encoded_value <> f.value
      limit 1
    ) m`.execute(db);
  return filters.map((filter) => {
    const resolved = rows.rows
      .filter((row) => row.namespace === filter.namespace)
      .map((row) => row.url_encoded_value);
    return { namespace: filter.namespace, values: [...new Set([...filter.values, ...resolved])] };
  });
}
