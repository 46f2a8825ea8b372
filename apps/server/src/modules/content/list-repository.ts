import type { CategoryCard } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';

export interface ListRow {
  id: number;
  type: 'Dynamic' | 'Static';
  name: string;
  title: string;
  titleEn: string | null;
  order: number;
  tags: string[];
  /** the stored GetFilteredVideos request of a dynamic list */
  request: Record<string, unknown> | null;
}

const LIST_COLUMNS = ['id', 'type', 'name', 'title', 'title_en', 'list_order', 'tags', 'request'] as const;

type ListRecord = {
  id: number;
  type: 'Dynamic' | 'Static';
  name: string;
  title: string;
  title_en: string | null;
  list_order: number;
  tags: string[];
  request: Record<string, unknown> | null;
};

function toListRow(row: ListRecord): ListRow {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    title: row.title,
    titleEn: row.title_en,
    order: row.list_order,
    tags: row.tags,
    request: row.request,
  };
}

/** The lists with these ids that exist, in no particular order. */
export async function findLists(db: Db, ids: number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('content_list').select(LIST_COLUMNS).where('id', 'in', ids).execute();
  return rows.map(toListRow);
}

/** The lists of a list group by member position, or null when there is no such group. */
export async function findListsOfGroup(
  db: Db,
  groupId: number,
  direction: 'ASC' | 'DESC',
): Promise<ListRow[] | null> {
  const group = await db.selectFrom('list_group').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) return null;
  const order = direction === 'ASC' ? 'asc' : 'desc';
  const rows = await db
    .selectFrom('list_group_member as g')
    .innerJoin('content_list as l', 'l.id', 'g.list_id')
    .select(LIST_COLUMNS.map((column) => `l.${column}` as const))
    .where('g.list_group_id', '=', groupId)
    .orderBy('g.position', order)
    .orderBy('l.id', order)
    .execute();
  return rows.map(toListRow);
}

/** The category cards of each of these lists, by position. */
export async function findCategoryCards(db: Db, listIds: number[]): Promise<Map<number, CategoryCard[]>> {
  const cards = new Map<number, CategoryCard[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return cards;
  const rows = await db
    .selectFrom('category_card')
    .select(['list_id', 'poster', 'url', 'title_first_row'])
    .where('list_id', 'in', listIds)
    .orderBy('list_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    cards.get(row.list_id)?.push({ Poster: row.poster, Url: row.url, TitleFirstRow: row.title_first_row });
  }
  return cards;
}

/** The poster a static list gives each of these items, when it gives one. */
export async function findListPosters(
  db: Db,
  listId: number,
  itemIds: number[],
): Promise<Map<number, string | null>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('content_list_item')
    .select(['item_id', 'poster'])
    .where('list_id', '=', listId)
    .where('item_id', 'in', itemIds)
    .execute();
  return new Map(rows.map((row) => [row.item_id, row.poster]));
}
