import type { Insertable } from 'kysely';
import type { Database } from '../../../platform/db-schema.js';

export type SqlType = 'bool' | 'int2' | 'int4' | 'text' | 'timestamptz';
export type BulkTable =
  | 'person'
  | 'content_item'
  | 'content_item_category'
  | 'content_image'
  | 'content_metadata'
  | 'content_person'
  | 'custom_value';

/**
 * The big tables go in as one array per column through unnest(): a statement then carries a handful
 * of parameters instead of tens of thousands, which is several times faster on PGlite and PostgreSQL.
 */
export const BULK_COLUMNS: {
  [T in BulkTable]: { [C in keyof Insertable<Database[T]> & string]-?: SqlType };
} = {
  person: {
    id: 'int4',
    name: 'text',
    name_en: 'text',
    url_encoded_name: 'text',
    search_text: 'text',
    search_translit: 'text',
  },
  content_item: {
    id: 'int4',
    content_type_id: 'int2',
    name: 'text',
    display_title: 'text',
    url_encoded_name: 'text',
    description: 'text',
    create_date: 'timestamptz',
    duration_seconds: 'int4',
    parent_id: 'int4',
    season_no: 'int2',
    episode_no: 'int2',
    broadcast_at: 'timestamptz',
    channel_slug: 'text',
    display_order: 'int4',
    asset_id: 'text',
    search_text: 'text',
    search_translit: 'text',
    has_media: 'bool',
  },
  content_item_category: { item_id: 'int4', category_id: 'int4', position: 'int2' },
  content_image: { item_id: 'int4', image_type: 'text', image_url: 'text' },
  content_metadata: {
    item_id: 'int4',
    namespace: 'text',
    field: 'text',
    value: 'text',
    long_value: 'text',
    short_value: 'text',
    url_encoded_value: 'text',
    position: 'int2',
  },
  content_person: { item_id: 'int4', person_id: 'int4', role: 'text', position: 'int2' },
  custom_value: {
    category_id: 'int4',
    field_name: 'text',
    name: 'text',
    url_encoded_name: 'text',
    sort_key: 'text',
    name_ar: 'text',
    sort_key_ar: 'text',
  },
};

/** Every catalog table, referencing tables first: the order in which they can be emptied. */
export const CATALOG_TABLES = [
  'home_configuration',
  'home_group',
  'slider_entry',
  'slider_group',
  'list_group_member',
  'list_group',
  'category_card',
  'content_list_item',
  'content_list',
  'custom_value',
  'content_person',
  'content_metadata',
  'content_image',
  'content_item_category',
  'content_item',
  'person',
  'category',
] as const;
