import type { UserListName } from '@sahra/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import { titleKinds } from '../content/public.js';

/** One stored entry; `seq` orders a list newest first and is the cursor of the page after it. */
export interface EntryRow {
  content_id: number;
  list_name: UserListName;
  position_seconds: number | null;
  duration_seconds: number | null;
  added_at: Date;
  seq: string;
}

export interface ListQuery {
  userId: number;
  name: UserListName;
  contentType?: number | undefined;
}

/**
 * Entries of a list whose title is still in the catalog (an entry of a removed title stops showing),
 * optionally of one content type. The catalog join (content's `titleKinds`) is only on `content_item`'s primary key.
 */
function entries(db: Db, { userId, name, contentType }: ListQuery) {
  let query = db
    .selectFrom('user_list_entry as e')
    .innerJoin(titleKinds(db).as('c'), 'c.id', 'e.content_id')
    .where('e.user_id', '=', userId)
    .where('e.list_name', '=', name);
  if (contentType !== undefined) query = query.where('c.content_type_id', '=', contentType);
  return query;
}

export async function countEntries(db: Db, list: ListQuery): Promise<number> {
  const { count } = await entries(db, list)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A page newest first: by offset, or after the cursor `after` (a seq of an earlier page). */
export function findEntries(
  db: Db,
  list: ListQuery,
  page: { limit: number; offset: number; after?: string | undefined },
): Promise<EntryRow[]> {
  let query = entries(db, list).select([
    'e.content_id',
    sql<UserListName>`e.list_name`.as('list_name'),
    'e.position_seconds',
    'e.duration_seconds',
    'e.added_at',
    sql<string>`e.seq::text`.as('seq'),
  ]);
  if (page.after !== undefined) query = query.where('e.seq', '<', sql<string>`${page.after}::bigint`);
  return query.orderBy('e.seq', 'desc').limit(page.limit).offset(page.offset).execute();
}

/** The series of a list's episodes (and the list's own series), ordered by their newest entry. */
function containers(db: Db, userId: number, name: UserListName) {
  return db
    .selectFrom('user_list_entry as e')
    .innerJoin(titleKinds(db).as('c'), 'c.id', 'e.content_id')
    .select((eb) => [
      eb.fn.coalesce('c.parent_id', 'c.id').as('container_id'),
      eb.fn.max('e.seq').as('newest'),
    ])
    .where('e.user_id', '=', userId)
    .where('e.list_name', '=', name)
    .where((eb) => eb.or([eb('c.parent_id', 'is not', null), eb('c.content_type_id', '=', 3)]))
    .groupBy((eb) => eb.fn.coalesce('c.parent_id', 'c.id'));
}

export async function countContainers(db: Db, userId: number, name: UserListName): Promise<number> {
  const { count } = await db
    .selectFrom(containers(db, userId, name).as('x'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findContainerIds(
  db: Db,
  userId: number,
  name: UserListName,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await containers(db, userId, name)
    .orderBy('newest', 'desc')
    .orderBy('container_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => Number(row.container_id));
}

/**
 * Puts a title in a list, or (again) at its top with a fresh seq; a position replaces the saved one. One
 * statement on the primary key, so simultaneous adds of the same title leave one entry.
 */
export async function upsertEntry(
  db: Db,
  entry: {
    userId: number;
    name: UserListName;
    contentId: number;
    position: number | null;
    duration: number | null;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('user_list_entry')
    .values({
      user_id: entry.userId,
      list_name: entry.name,
      content_id: entry.contentId,
      position_seconds: entry.position,
      duration_seconds: entry.duration,
      added_at: entry.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'list_name', 'content_id']).doUpdateSet({
        position_seconds: entry.position,
        duration_seconds: entry.duration,
        added_at: entry.at,
        seq: sql`nextval('user_list_entry_seq')`,
      }),
    )
    .execute();
}

export async function deleteEntry(
  db: Db,
  entry: { userId: number; name: UserListName; contentId: number },
): Promise<void> {
  await db
    .deleteFrom('user_list_entry')
    .where('user_id', '=', entry.userId)
    .where('list_name', '=', entry.name)
    .where('content_id', '=', entry.contentId)
    .execute();
}

/** The entries of one title in all of a user's lists. */
export function findEntriesOfContent(db: Db, userId: number, contentId: number) {
  return db
    .selectFrom('user_list_entry')
    .select(['list_name', 'position_seconds', 'duration_seconds'])
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .orderBy('list_name')
    .execute();
}
