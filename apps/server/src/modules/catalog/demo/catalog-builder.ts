import type { Insertable } from 'kysely';
import type { Database } from '../../../platform/db-schema.js';
import { searchColumns } from './search-columns.js';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** Every row of the catalog, table by table, in the order they can be inserted. */
export interface CatalogRows {
  category: Rows<'category'>;
  person: Rows<'person'>;
  content_item: Rows<'content_item'>;
  content_item_category: Rows<'content_item_category'>;
  content_image: Rows<'content_image'>;
  content_metadata: Rows<'content_metadata'>;
  content_person: Rows<'content_person'>;
  content_list: Rows<'content_list'>;
  content_list_item: Rows<'content_list_item'>;
  category_card: Rows<'category_card'>;
  list_group: Rows<'list_group'>;
  list_group_member: Rows<'list_group_member'>;
  slider_group: Rows<'slider_group'>;
  slider_entry: Rows<'slider_entry'>;
  home_group: Rows<'home_group'>;
  home_configuration: Rows<'home_configuration'>;
  custom_value: Rows<'custom_value'>;
}

/**
 * A metadata entry as [namespace, value, url-encoded value, long value]; the url-encoded value defaults
 * to a slug of the value. A person's credit carries the English name as its value and the Arabic one
 * as its long value (docs/behaviour/catalog-calls.md#metadata).
 */
export type MetadataTuple = readonly [
  namespace: string,
  value: string,
  urlEncoded?: string,
  longValue?: string,
];

export interface NewItem {
  id: number;
  type: number;
  arabic: string;
  english: string;
  description: string;
  createDate: Date;
  durationSeconds?: number;
  parentId?: number;
  seasonNo?: number;
  episodeNo?: number;
  broadcastAt?: Date;
  channelSlug?: string;
  displayOrder?: number;
  categories: number[];
  images: string[];
  metadata: MetadataTuple[];
  people?: { personId: number; role: 'Cast' | 'Director' | 'Host' }[];
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const imageUrl = (type: string, id: number) => `/images/${type}/${id}.jpg`;

export function emptyRows(): CatalogRows {
  return {
    category: [],
    person: [],
    content_item: [],
    content_item_category: [],
    content_image: [],
    content_metadata: [],
    content_person: [],
    content_list: [],
    content_list_item: [],
    category_card: [],
    list_group: [],
    list_group_member: [],
    slider_group: [],
    slider_entry: [],
    home_group: [],
    home_configuration: [],
    custom_value: [],
  };
}

export class CatalogBuilder {
  rows: CatalogRows = emptyRows();
  private readonly slugs = new Set<string>();

  /** How many rows wait to be written. */
  get pending(): number {
    let count = 0;
    for (const rows of Object.values(this.rows) as unknown[][]) count += rows.length;
    return count;
  }

  /** Hands over the rows made so far and starts afresh, so a large catalog never sits in memory whole. */
  drain(): CatalogRows {
    const rows = this.rows;
    this.rows = emptyRows();
    return rows;
  }

  /** A URL name unique across the catalog: the English title's slug, with the id added when it is taken. */
  uniqueSlug(english: string, id: number): string {
    const base = slugify(english) || String(id);
    const slug = this.slugs.has(base) ? `${base}-${id}` : base;
    this.slugs.add(slug);
    return slug;
  }

  addItem(item: NewItem): string {
    const slug = this.uniqueSlug(item.english, item.id);
    this.rows.content_item.push({
      id: item.id,
      content_type_id: item.type,
      name: item.arabic,
      display_title: item.english,
      url_encoded_name: slug,
      description: item.description,
      create_date: item.createDate,
      duration_seconds: item.durationSeconds ?? 0,
      parent_id: item.parentId ?? null,
      season_no: item.seasonNo ?? null,
      episode_no: item.episodeNo ?? null,
      broadcast_at: item.broadcastAt ?? null,
      channel_slug: item.channelSlug ?? null,
      display_order: item.displayOrder ?? 0,
      asset_id: `asset-${item.id}`,
      ...searchColumns(item.arabic, item.english),
      // every demo title plays the demo clips (media/library.ts); an operator's plays its own (ADR 051)
      has_media: true,
    });
    item.categories.forEach((categoryId, position) =>
      this.rows.content_item_category.push({ item_id: item.id, category_id: categoryId, position }),
    );
    for (const type of item.images) {
      this.rows.content_image.push({
        item_id: item.id,
        image_type: type,
        image_url: imageUrl(type, item.id),
      });
    }
    item.metadata.forEach(([namespace, value, urlEncoded, longValue], position) =>
      this.rows.content_metadata.push({
        item_id: item.id,
        namespace,
        field: namespace,
        value,
        long_value: longValue ?? null,
        short_value: null,
        url_encoded_value: urlEncoded ?? slugify(value),
        position,
      }),
    );
    item.people?.forEach(({ personId, role }, position) =>
      this.rows.content_person.push({ item_id: item.id, person_id: personId, role, position }),
    );
    return slug;
  }

  addCategory(
    id: number,
    name: string,
    tags: string[] = [],
    parentId: number | null = null,
    urlName?: string,
  ) {
    this.rows.category.push({
      id,
      name,
      url_encoded_name: urlName ?? (slugify(name) || String(id)),
      parent_id: parentId,
      tags,
    });
  }
}
