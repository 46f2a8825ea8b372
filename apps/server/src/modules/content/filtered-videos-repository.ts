import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db.js';
import type { Database } from '../../platform/db-schema.js';

/** What a page of items is ordered by; every order ends with the item id, so paging is stable. */
export type VideoSortKey =
  | { kind: 'createDate' }
  | { kind: 'name' }
  | { kind: 'broadcast' }
  | { kind: 'order' }
  | { kind: 'position' }
  | { kind: 'metadata'; namespace: string };

/** A metadata filter whose values are already url-encoded values (see resolveFilterValues). */
export interface MetadataFilter {
  namespace: string;
  values: string[];
}

/** Which items a filtered-videos or list page covers; empty arrays mean no constraint. */
export interface VideoSelection {
  /** only the items of this static list (and `position` sorts by their place in it) */
  listId?: number;
  categories: number[];
  contentTypes: number[];
  filters: MetadataFilter[];
  /** normalised search text the item's search_text must contain */
  text?: string;
  sort: VideoSortKey;
  direction: 'ASC' | 'DESC';
}

/** content_item.channel_slug is the channel metadata's url-encoded value, kept on the row for the catch-up index. */
const CHANNEL_NAMESPACE = 'channel';

type ItemTables = Database & { ci: Database['content_item'] };
type Items = SelectQueryBuilder<ItemTables, 'ci', object>;
type ItemsExpression = ExpressionBuilder<ItemTables, 'ci'>;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function matchingItems(db: Db, selection: VideoSelection): Items {
  let query: Items = db.selectFrom('content_item as ci');
  if (selection.listId !== undefined) {
    const listId = selection.listId;
    // a semi-join the planner drives from the (small) list side
    query = query.where('ci.id', 'in', (eb: ItemsExpression) =>
      eb.selectFrom('content_list_item').select('item_id').where('list_id', '=', listId),
    );
  }
  if (selection.categories.length > 0) {
    const categories = selection.categories;
    // an item counts when it is in ANY of the categories; the (category_id, item_id) key answers the probe
    query = query.where((eb: ItemsExpression) =>
      eb.exists(
        eb
          .selectFrom('content_item_category as cc')
          .select(sql`1`.as('one'))
          .whereRef('cc.item_id', '=', 'ci.id')
          .where('cc.category_id', 'in', categories),
      ),
    );
  }
  if (selection.contentTypes.length > 0)
    query = query.where('ci.content_type_id', 'in', selection.contentTypes);
  for (const filter of selection.filters) {
    if (filter.namespace === CHANNEL_NAMESPACE) {
      // on the row itself, so PostgreSQL can walk content_item_channel_recent_idx with a LIMIT
      query = query.where('ci.channel_slug', 'in', filter.values);
      continue;
    }
    // answered by content_metadata_filter_idx (namespace, url_encoded_value, item_id)
    query = query.where((eb: ItemsExpression) =>
      eb.exists(
        eb
          .selectFrom('content_metadata as m')
          .select(sql`1`.as('one'))
          .where('m.namespace', '=', filter.namespace)
          .where('m.url_encoded_value', 'in', filter.values)
          .whereRef('m.item_id', '=', 'ci.id'),
      ),
    );
  }
  if (selection.text) query = query.where('ci.search_text', 'like', likePattern(selection.text));
  return query;
}

interface SortSpec {
  expression: RawBuilder<unknown>;
  /** columns that may be missing sort after those that are present, in both directions */
  nullable: boolean;
}

function sortSpec(sort: VideoSortKey, listId: number | undefined): SortSpec {
  switch (sort.kind) {
    case 'createDate':
      return { expression: sql`ci.create_date`, nullable: false };
    case 'name':
      // one alphabet on every database whatever its default collation (matches content_item_name_idx)
      return { expression: sql`lower(ci.name) collate "C"`, nullable: false };
    case 'broadcast':
      return { expression: sql`ci.broadcast_at`, nullable: true };
    case 'order':
      return { expression: sql`ci.display_order`, nullable: false };
    case 'position':
      return {
        expression: sql`(select li.position from content_list_item li where li.list_id = ${listId} and li.item_id = ci.id)`,
        nullable: false,
      };
    case 'metadata':
      return {
        expression: sql`(select m.value collate "C" from content_metadata m where m.item_id = ci.id and m.namespace = ${sort.namespace} order by m.position limit 1)`,
        nullable: true,
      };
  }
}

/**
 * The selection's order, or with `reversed` that order backwards (the same index walked from its other
 * end): missing values sort last in both directions, so first when reversed.
 */
function ordered(query: Items, selection: VideoSelection, reversed = false) {
  const { expression, nullable } = sortSpec(selection.sort, selection.listId);
  const descending = (selection.direction === 'DESC') !== reversed;
  // DESC NULLS LAST, the order of content_item_recent_idx and content_item_channel_recent_idx
  return query
    .orderBy(expression, (order) => {
      const directed = descending ? order.desc() : order.asc();
      if (!nullable) return directed;
      return reversed ? directed.nullsFirst() : directed.nullsLast();
    })
    .orderBy('ci.id', descending ? 'desc' : 'asc');
}

/**
 * Several channels, newest first: each channel's index is walked on its own with a LIMIT and the few
 * rows are merged, instead of walking every channel's rows through the broadcast index.
 */
function mergedChannelsQuery(
  db: Db,
  selection: VideoSelection,
  channels: MetadataFilter,
  page: { limit: number; offset: number; reversed: boolean },
) {
  const { limit, offset, reversed } = page;
  const others = selection.filters.filter((filter) => filter !== channels);
  const branches = channels.values.map((slug, index) => {
    const one = { ...selection, filters: [...others, { namespace: CHANNEL_NAMESPACE, values: [slug] }] };
    const branch = ordered(matchingItems(db, one), one, reversed)
      .select(['ci.id', 'ci.broadcast_at'])
      .limit(limit + offset);
    return db.selectFrom(branch.as(`channel_${index}`)).selectAll();
  });
  const [first, ...rest] = branches;
  if (!first) throw new Error('a merged channel query needs channels');
  const merged = rest.reduce((union, branch) => union.unionAll(branch), first);
  // newest first (DESC NULLS LAST), or its reverse
  return db
    .selectFrom(merged.as('merged'))
    .select('merged.id')
    .orderBy('merged.broadcast_at', (order) =>
      reversed ? order.asc().nullsFirst() : order.desc().nullsLast(),
    )
    .orderBy('merged.id', reversed ? 'asc' : 'desc')
    .limit(limit)
    .offset(offset);
}

/** More channels than this are read through the broadcast index as one set. */
const MAX_MERGED_CHANNELS = 30;

/**
 * The ids of one page of matching items, in the selection's order; with `fromEnd`, the page `offset`
 * items before the end of that order, last first (read by walking the order backwards).
 */
export async function findVideoIds(
  db: Db,
  selection: VideoSelection,
  limit: number,
  offset: number,
  fromEnd = false,
): Promise<number[]> {
  const channels = selection.filters.find((filter) => filter.namespace === CHANNEL_NAMESPACE);
  const merge =
    channels !== undefined &&
    channels.values.length > 1 &&
    channels.values.length <= MAX_MERGED_CHANNELS &&
    selection.sort.kind === 'broadcast' &&
    selection.direction === 'DESC';
  const query = merge
    ? mergedChannelsQuery(db, selection, channels, { limit, offset, reversed: fromEnd })
    : ordered(matchingItems(db, selection), selection, fromEnd).select('ci.id').limit(limit).offset(offset);
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

interface CountRow {
  total: number;
}

/**
 * How many items match, counting at most `cap + 1` of them so that a broad filter over a large catalog
 * stays bounded (below the cap the count is exact). Without a channel (whose index already bounds the
 * work) the count is driven from the metadata filter with the fewest values: its index yields item ids
 * in order, so the count stops after cap + 1 matches instead of first collecting every item of, say, a
 * genre.
 */
export async function countVideos(db: Db, selection: VideoSelection, cap: number): Promise<number> {
  const hasChannel = selection.filters.some((filter) => filter.namespace === CHANNEL_NAMESPACE);
  const [driving] = hasChannel
    ? []
    : [...selection.filters].sort((a, b) => a.values.length - b.values.length);
  const counted = driving
    ? matchingItems(db, { ...selection, filters: selection.filters.filter((filter) => filter !== driving) })
        .innerJoin('content_metadata as d', 'd.item_id', 'ci.id')
        .where('d.namespace', '=', driving.namespace)
        .where('d.url_encoded_value', 'in', driving.values)
        .select('d.item_id')
        .distinct()
        .limit(cap + 1)
    : matchingItems(db, selection)
        .select(sql`1`.as('one'))
        .limit(cap + 1);
  const { rows } = await sql<CountRow>`select count(*)::int as total from (${counted}) as counted`.execute(
    db,
  );
  return rows[0]?.total ?? 0;
}
