import {
  MAX_PAGE_SIZE,
  filteredVideosRequestSchema,
  type CategoryCard,
  type ContentItemPage,
  type ContentList,
  type CustomFilter,
  type FilteredVideosQuery,
  type ListAndItems,
  findHomeGroup,
  findListBySlug,
} from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { findHomeGroups } from '../appconfig/public.js';
import {
  findCategoryCards,
  findListPosters,
  findLists,
  findListsOfGroup,
  type ListRow,
} from './list-repository.js';
import type { PageRequest } from './paging.js';
import { metadataFilters } from './selection.js';
import { getFilteredVideos, getVideoPage } from './service.js';

function toWireList(list: ListRow, language: string | undefined): ContentList {
  return {
    ID: list.id,
    Type: list.type,
    Name: list.name,
    Order: list.order,
    // the English title when English is asked for and the list has one
    title: language?.toLowerCase() === 'en' && list.titleEn ? list.titleEn : list.title,
    Tags: list.tags,
    Request: list.request,
  };
}

/** The stored request of a dynamic list; one that fails the schema is a catalog fault, not the client's. */
function storedRequest(list: ListRow): FilteredVideosQuery {
  return filteredVideosRequestSchema.parse(list.request ?? {});
}

/**
 * A page of a list's items. A dynamic list is its stored request plus the page, language and extra
 * filters (docs/behaviour/catalog-calls.md#lists); a static list is its own items by position, narrowed by the extra filters.
 */
function listPage(
  db: Db,
  list: ListRow,
  page: PageRequest,
  extra: CustomFilter[],
  language?: string,
): Promise<ContentItemPage> {
  if (list.type === 'Dynamic') {
    const stored = storedRequest(list);
    return getFilteredVideos(db, {
      ...stored,
      PageSize: page.pageSize,
      PageIndex: page.pageIndex,
      language: language ?? stored.language,
      CustomFilters: [...stored.CustomFilters, ...extra],
    });
  }
  const selection = { listId: list.id, categories: [], contentTypes: [], filters: metadataFilters(extra) };
  return getVideoPage(db, { ...selection, sort: { kind: 'position' }, direction: 'ASC' }, page);
}

async function findList(db: Db, listId: number): Promise<ListRow> {
  const [list] = await findLists(db, [listId]);
  if (!list) throw notFound('List not found');
  return list;
}

export interface ListItemsQuery {
  listId: number;
  language?: string | undefined;
  PageSize: number;
  PageIndex: number;
  CustomFilters: CustomFilter[];
}

export async function getListItems(db: Db, query: ListItemsQuery): Promise<ContentItemPage> {
  const list = await findList(db, query.listId);
  return listPage(
    db,
    list,
    { pageSize: query.PageSize, pageIndex: query.PageIndex },
    query.CustomFilters,
    query.language,
  );
}

/** A list with its first page: a dynamic list's own page size (default 20), a static list's first 100 items. */
async function listAndItems(
  db: Db,
  list: ListRow,
  cards: CategoryCard[],
  language?: string,
): Promise<ListAndItems> {
  const pageSize = list.type === 'Dynamic' ? storedRequest(list).PageSize : MAX_PAGE_SIZE;
  const page = await listPage(db, list, { pageSize, pageIndex: 0 }, [], language);
  const posters =
    list.type === 'Static'
      ? await findListPosters(
          db,
          list.id,
          page.Items.map((item) => item.Id),
        )
      : new Map<number, string | null>();
  return {
    List: toWireList(list, language),
    ListItems: page.Items.map((item) => ({
      ItemId: item.Id,
      Item: item,
      Poster: posters.get(item.Id) ?? null,
    })),
    CategoryCards: cards,
    TotalCount: page.TotalCount,
  };
}

export async function getListAndItemsByListId(
  db: Db,
  listId: number,
  language?: string,
): Promise<ListAndItems> {
  const list = await findList(db, listId);
  const cards = await findCategoryCards(db, [list.id]);
  return listAndItems(db, list, cards.get(list.id) ?? [], language);
}

const LISTS_AT_ONCE = 4;

/** The lists that exist, in the order asked, each with its first page. */
export async function getListItemsByIds(db: Db, ids: number[], language?: string): Promise<ListAndItems[]> {
  const wanted = [...new Set(ids)];
  const lists = new Map((await findLists(db, wanted)).map((list) => [list.id, list]));
  const cards = await findCategoryCards(db, [...lists.keys()]);
  const found = wanted.flatMap((id) => {
    const list = lists.get(id);
    return list ? [list] : [];
  });
  // a few lists at a time: each list takes several queries, and up to 200 lists at once would flood
  // the connection pool and turn other visitors' requests away
  const answers: ListAndItems[] = [];
  for (let start = 0; start < found.length; start += LISTS_AT_ONCE) {
    const batch = found.slice(start, start + LISTS_AT_ONCE);
    answers.push(
      ...(await Promise.all(batch.map((list) => listAndItems(db, list, cards.get(list.id) ?? [], language)))),
    );
  }
  return answers;
}

export async function getListsByGroupId(
  db: Db,
  groupId: number,
  direction: 'ASC' | 'DESC',
  language?: string,
): Promise<ContentList[]> {
  const lists = await findListsOfGroup(db, groupId, direction);
  if (!lists) throw notFound('List group not found');
  return lists.map((list) => toWireList(list, language));
}

/**
 * The list a see-all page names, as the web app looks it up: by id, or by slug among the lists of the
 * page's home group (lower-case); undefined when there is none.
 */
export async function findSeeAllList(
  db: Db,
  pageSlug: string,
  list: number | string | null,
  language: string,
): Promise<ContentList | undefined> {
  if (list === null) return undefined;
  if (typeof list === 'number') {
    const [row] = await findLists(db, [list]);
    return row && toWireList(row, language);
  }
  const group = findHomeGroup(await findHomeGroups(db), pageSlug);
  if (group?.listGroupsId == null) return undefined;
  const lists = (await findListsOfGroup(db, group.listGroupsId, 'ASC')) ?? [];
  return findListBySlug(
    lists.map((row) => toWireList(row, language)),
    list,
  );
}
