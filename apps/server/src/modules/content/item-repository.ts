import type { ContentItem, MetadataEntry } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';

/** Names of content type ids 1..8 (browsing spec §3). */
const CONTENT_TYPE_NAMES: Record<number, string> = {
  1: 'Channel',
  2: 'Episode',
  3: 'Container',
  4: 'Clip',
  5: 'Season',
  6: 'Play',
  7: 'Trailer',
  8: 'Movie',
};

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Loads full wire content items in the order of `ids` (missing ids are left out, repeated ids repeat).
 * Always four queries whatever the number of ids, so a page of items never costs a query per item.
 */
export async function loadContentItems(db: Db, ids: number[]): Promise<ContentItem[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [items, categories, images, metadata] = await Promise.all([
    db.selectFrom('content_item').selectAll().where('id', 'in', unique).execute(),
    db
      .selectFrom('content_item_category as ic')
      .innerJoin('category as c', 'c.id', 'ic.category_id')
      .leftJoin('category as p', 'p.id', 'c.parent_id')
      .select([
        'ic.item_id',
        'c.id',
        'c.name',
        'c.url_encoded_name',
        'p.id as parent_id',
        'p.name as parent_name',
        'p.url_encoded_name as parent_url_encoded_name',
        'p.tags as parent_tags',
      ])
      .where('ic.item_id', 'in', unique)
      .orderBy('ic.item_id')
      .orderBy('ic.position')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('content_image')
      .select(['item_id', 'image_type', 'image_url'])
      .where('item_id', 'in', unique)
      .orderBy('item_id')
      .orderBy('image_type')
      .execute(),
    db
      .selectFrom('content_metadata')
      .select(['item_id', 'namespace', 'field', 'value', 'long_value', 'short_value', 'url_encoded_value'])
      .where('item_id', 'in', unique)
      .orderBy('item_id')
      .orderBy('namespace')
      .orderBy('position')
      .execute(),
  ]);
  const categoriesByItem = groupBy(categories, (row) => row.item_id);
  const imagesByItem = groupBy(images, (row) => row.item_id);
  const metadataByItem = groupBy(metadata, (row) => row.item_id);

  const byId = new Map<number, ContentItem>();
  for (const item of items) {
    const itemCategories = categoriesByItem.get(item.id) ?? [];
    // a parent category shared by several of the item's categories is listed once
    const parents = new Map<number, ContentItem['ParentCategories'][number]>();
    for (const row of itemCategories) {
      if (row.parent_id === null || parents.has(row.parent_id)) continue;
      parents.set(row.parent_id, {
        Id: row.parent_id,
        Name: row.parent_name ?? '',
        UrlEncodedName: row.parent_url_encoded_name ?? '',
        Tags: row.parent_tags ?? [],
      });
    }
    byId.set(item.id, {
      Id: item.id,
      Name: item.name,
      DisplayTitle: item.display_title,
      Description: item.description,
      EncodedURL: item.url_encoded_name,
      UrlEncodedName: item.url_encoded_name,
      Category: itemCategories.map((row) => ({
        Id: row.id,
        Name: row.name,
        UrlEncodedName: row.url_encoded_name,
      })),
      ParentCategories: [...parents.values()],
      ContentType: [
        { Id: item.content_type_id, Name: CONTENT_TYPE_NAMES[item.content_type_id] ?? 'Unknown' },
      ],
      Images: (imagesByItem.get(item.id) ?? []).map((row) => ({
        ImageType: row.image_type,
        ImageUrl: row.image_url,
      })),
      Metadata: (metadataByItem.get(item.id) ?? []).map((row): MetadataEntry => ({
        NameSpace: row.namespace,
        Field: row.field,
        Value: row.value,
        LongValue: row.long_value,
        ShortValue: row.short_value,
        UrlEncodedValue: row.url_encoded_value,
      })),
      CreateDate: new Date(item.create_date).toISOString(),
      Duration: item.duration_seconds,
      ParentId: item.parent_id,
      AssetId: item.asset_id,
    });
  }
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** The ids of the items with these asset ids, in the order asked; unknown asset ids are left out. */
export async function findItemIdsByAssetIds(db: Db, assetIds: string[]): Promise<number[]> {
  if (assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('content_item')
    .select(['id', 'asset_id'])
    .where('asset_id', 'in', assetIds)
    .execute();
  const idByAsset = new Map(rows.map((row) => [row.asset_id, row.id]));
  return assetIds.flatMap((assetId) => {
    const id = idByAsset.get(assetId);
    return id === undefined ? [] : [id];
  });
}
