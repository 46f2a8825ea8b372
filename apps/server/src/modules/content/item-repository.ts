import type { ContentItem, MetadataEntry } from '@sahra/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import { cdnUrlsOf } from './cdn-urls.js';

/** Names of content type ids 1..8 (docs/behaviour/catalog-calls.md#content-types). */
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

interface ItemCategoryRow {
  id: number;
  name: string;
  url_encoded_name: string;
  parent_id: number | null;
  parent_name: string | null;
  parent_url_encoded_name: string | null;
  parent_tags: string[] | null;
}

interface ItemRow {
  id: number;
  content_type_id: number;
  name: string;
  display_title: string | null;
  url_encoded_name: string;
  description: string;
  create_date: Date | string;
  duration_seconds: number;
  parent_id: number | null;
  asset_id: string | null;
  has_media: boolean;
  categories: ItemCategoryRow[];
  images: ContentItem['Images'];
  metadata: MetadataEntry[];
}

/**
 * Loads full wire content items in the order of `ids` (missing ids are left out, repeated ids repeat).
 * One query whatever the number of ids: each item's categories, images and metadata come aggregated
 * as JSON on its row, so a page of items costs one round trip to the database, not one per table.
 */
export async function loadContentItems(db: Db, ids: number[]): Promise<ContentItem[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { rows } = await sql<ItemRow>`
    select ci.id, ci.content_type_id, ci.name, ci.display_title, ci.url_encoded_name, ci.description,
      ci.create_date, ci.duration_seconds, ci.parent_id, ci.asset_id, ci.has_media,
      (select coalesce(json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'url_encoded_name', c.url_encoded_name, 'parent_id', p.id,
          'parent_name', p.name, 'parent_url_encoded_name', p.url_encoded_name, 'parent_tags', p.tags
        ) order by ic.position, c.id), '[]')
        from content_item_category ic
        join category c on c.id = ic.category_id
        left join category p on p.id = c.parent_id
        where ic.item_id = ci.id) as categories,
      (select coalesce(json_agg(json_build_object('ImageType', image_type, 'ImageUrl', image_url)
          order by image_type), '[]')
        from content_image where item_id = ci.id) as images,
      (select coalesce(json_agg(json_build_object(
          'NameSpace', namespace, 'Field', field, 'Value', value, 'LongValue', long_value,
          'ShortValue', short_value, 'UrlEncodedValue', url_encoded_value
        ) order by namespace, position), '[]')
        from content_metadata where item_id = ci.id) as metadata
    from content_item ci
    where ci.id = any(${unique}::int[])`.execute(db);

  const byId = new Map<number, ContentItem>();
  for (const item of rows) {
    // a parent category shared by several of the item's categories is listed once
    const parents = new Map<number, ContentItem['ParentCategories'][number]>();
    for (const row of item.categories) {
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
      Category: item.categories.map((row) => ({
        Id: row.id,
        Name: row.name,
        UrlEncodedName: row.url_encoded_name,
      })),
      ParentCategories: [...parents.values()],
      ContentType: [
        { Id: item.content_type_id, Name: CONTENT_TYPE_NAMES[item.content_type_id] ?? 'Unknown' },
      ],
      Images: item.images,
      CdnUrls: cdnUrlsOf(item.id, item.content_type_id, item.has_media),
      Metadata: item.metadata,
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
