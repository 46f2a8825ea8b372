import {
  FINISHED_FRACTION,
  UserListName,
  type ContentItem,
  type ListContainersPage,
  type ListSummary,
  type UserListEntry,
  type UserListPage,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { catalogTitle, loadContentItems, pageWithFallback } from '../content/public.js';
import {
  countContainers,
  countEntries,
  deleteEntry,
  findContainerIds,
  findEntries,
  findEntriesOfContent,
  upsertEntry,
  type EntryRow,
  type ListQuery,
} from './repository.js';

/** Lists never count past what a person can keep; the cap only guards the count's cost. */
const MAX_LIST_TOTAL = 100_000;

/** A list entry as the wire shows it: the stored row with its catalog item. */
function toEntry(row: EntryRow, item: ContentItem): UserListEntry {
  return {
    contentID: row.content_id,
    containerID: item.ParentId ?? null,
    name: row.list_name,
    contentType: item.ContentType[0]?.Id ?? 0,
    genres: item.Category.map((category) => category.UrlEncodedName),
    tags: [...new Set(item.ParentCategories.flatMap((category) => category.Tags))],
    position: row.position_seconds,
    duration: row.duration_seconds,
    addedAt: row.added_at.toISOString(),
    Item: item,
  };
}

async function withItems(db: Db, rows: EntryRow[]): Promise<UserListEntry[]> {
  const items = new Map(
    (
      await loadContentItems(
        db,
        rows.map((row) => row.content_id),
      )
    ).map((i) => [i.Id, i]),
  );
  return rows.flatMap((row) => {
    const item = items.get(row.content_id);
    return item ? [toEntry(row, item)] : [];
  });
}

/**
 * get_list_v2: a page newest first. With `after` the page continues from an earlier one (the My Lists
 * page's More); otherwise by index, a page past the end answering page 0 (docs/behaviour/catalog-calls.md#paging).
 */
export async function getList(
  db: Db,
  list: ListQuery,
  page: { pageSize: number; pageIndex: number; after?: string | undefined },
): Promise<UserListPage> {
  const { after } = page;
  const count = () => countEntries(db, list);
  const result =
    after === undefined
      ? await pageWithFallback(
          page,
          count,
          (limit, offset) => findEntries(db, list, { limit, offset }),
          MAX_LIST_TOTAL,
        )
      : await Promise.all([count(), findEntries(db, list, { limit: page.pageSize, offset: 0, after })]).then(
          ([total, rows]) => ({ Items: rows, PageSize: page.pageSize, PageIndex: 0, TotalCount: total }),
        );
  const rows = result.Items;
  const last = rows.at(-1);
  return {
    Items: await withItems(db, rows),
    PageSize: result.PageSize,
    PageIndex: result.PageIndex,
    TotalCount: result.TotalCount,
    After: rows.length === page.pageSize && last ? last.seq : null,
  };
}

/** get_list_containers: the series of the list's entries, each once, newest entry first. */
export async function getListContainers(
  db: Db,
  userId: number,
  name: UserListName,
  page: { pageSize: number; pageIndex: number },
): Promise<ListContainersPage> {
  const ids = await pageWithFallback(
    page,
    () => countContainers(db, userId, name),
    (limit, offset) => findContainerIds(db, userId, name, limit, offset),
    MAX_LIST_TOTAL,
  );
  return {
    Items: await loadContentItems(db, ids.Items),
    PageSize: ids.PageSize,
    PageIndex: ids.PageIndex,
    TotalCount: ids.TotalCount,
  };
}

/** Watched to within the last 5 %: nothing but credits is left, so it is not unfinished any more. */
export const isFinished = (position: number, duration: number | undefined) =>
  duration !== undefined && duration > 0 && position >= duration * FINISHED_FRACTION;

/**
 * add_to_list. For `unfinished` a position is saved with the entry, and a finished title leaves the
 * list instead; answers whether the title is in the list afterwards.
 */
export async function addToList(
  db: Db,
  clock: Clock,
  entry: {
    userId: number;
    name: UserListName;
    contentId: number;
    position?: number | undefined;
    duration?: number | undefined;
  },
): Promise<boolean> {
  if (!(await catalogTitle(db, entry.contentId))) throw notFound('No title has this contentID');
  const unfinished = entry.name === UserListName.Unfinished;
  const position = unfinished ? (entry.position ?? 0) : null;
  if (position !== null && isFinished(position, entry.duration)) {
    await deleteEntry(db, entry);
    return false;
  }
  await upsertEntry(db, {
    userId: entry.userId,
    name: entry.name,
    contentId: entry.contentId,
    position,
    duration: unfinished ? (entry.duration ?? null) : null,
    at: clock.now(),
  });
  return true;
}

/** get_summary: which of the user's lists hold the title, and where they stopped watching it. */
export async function getSummary(db: Db, userId: number, contentId: number): Promise<ListSummary> {
  const rows = await findEntriesOfContent(db, userId, contentId);
  const unfinished = rows.find((row) => row.list_name === UserListName.Unfinished);
  return {
    success: true,
    lists: rows.map((row) => row.list_name as UserListName),
    position: unfinished?.position_seconds ?? null,
    duration: unfinished?.duration_seconds ?? null,
  };
}

export { deleteEntry as removeFromList };
