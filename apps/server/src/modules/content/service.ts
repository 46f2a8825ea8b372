import {
  MAX_COUNTED_ITEMS,
  type ContentItem,
  type ContentItemPage,
  type CustomValue,
  type FilteredVideosQuery,
  type PagedResult,
  type SliderEntry,
} from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { countCustomValues, findCustomValues } from './custom-value-repository.js';
import { resolveFilterValues } from './filter-values-repository.js';
import { countVideos, findVideoIds, type VideoSelection } from './filtered-videos-repository.js';
import { findItemIdsByAssetIds, loadContentItems } from './item-repository.js';
import { pageWithFallback, type PageRequest } from './paging.js';
import { selectionOf } from './selection.js';
import { findSliderEntries } from './slider-repository.js';

export async function getItemById(db: Db, id: number): Promise<ContentItem> {
  const [item] = await loadContentItems(db, [id]);
  if (!item) throw notFound('Content not found');
  return item;
}

/** The items that exist, in the order asked, each once. */
export function getItemsByIds(db: Db, ids: number[]): Promise<ContentItem[]> {
  return loadContentItems(db, [...new Set(ids)]);
}

export async function getItemsByAssetIds(db: Db, assetIds: string[]): Promise<ContentItem[]> {
  return getItemsByIds(db, await findItemIdsByAssetIds(db, assetIds));
}

export interface CustomValuesQuery {
  categoryId: number;
  fieldName: string;
  pageIndex: number;
  pageSize: number;
  sortDirection?: 'ASC' | 'DESC';
  language?: string;
}

export async function getCustomValues(db: Db, query: CustomValuesQuery): Promise<PagedResult<CustomValue>> {
  const valueQuery = {
    categoryId: query.categoryId,
    fieldName: query.fieldName,
    direction: query.sortDirection ?? 'ASC',
    arabic: query.language === 'ar',
  };
  // filter values are few per category, so they are counted exactly
  const page = await pageWithFallback(
    { pageSize: query.pageSize, pageIndex: query.pageIndex },
    () => countCustomValues(db, valueQuery),
    (limit, offset) => findCustomValues(db, valueQuery, limit, offset),
    Number.POSITIVE_INFINITY,
  );
  return {
    Items: page.Items,
    PageSize: page.PageSize,
    PageIndex: page.PageIndex,
    TotalCount: page.TotalCount,
  };
}

function readVideoPage(db: Db, selection: VideoSelection, page: PageRequest): Promise<ContentItemPage> {
  const items = async (limit: number, offset: number, fromEnd = false) =>
    loadContentItems(db, await findVideoIds(db, selection, limit, offset, fromEnd));
  // a shallow page's items load while the total is still being counted; a deep one is read from the
  // nearer end once the total is known
  return pageWithFallback(
    page,
    () => countVideos(db, selection, MAX_COUNTED_ITEMS),
    items,
    MAX_COUNTED_ITEMS,
    (limit, offset) => items(limit, offset, true),
  );
}

const valueCount = (selection: VideoSelection) =>
  selection.filters.reduce((sum, filter) => sum + filter.values.length, 0);

/** A page of the selected items as content items, with the spec's page-past-the-end fallback. */
export async function getVideoPage(
  db: Db,
  selection: VideoSelection,
  page: PageRequest,
): Promise<ContentItemPage> {
  // Clients nearly always send url-encoded filter values, so the page is read with the values as sent
  // while their shown-value look-up runs alongside; it is read again only if the look-up found more.
  const [filters, asSent] = await Promise.all([
    resolveFilterValues(db, selection.filters),
    readVideoPage(db, selection, page),
  ]);
  const resolved = { ...selection, filters };
  return valueCount(resolved) === valueCount(selection) ? asSent : readVideoPage(db, resolved, page);
}

export function getFilteredVideos(db: Db, query: FilteredVideosQuery): Promise<ContentItemPage> {
  return getVideoPage(db, selectionOf(query), { pageSize: query.PageSize, pageIndex: query.PageIndex });
}

/** The entries of a slider group (a home group's hero carousel) by position, with their items. */
export async function getSliderById(db: Db, sliderId: number): Promise<SliderEntry[]> {
  const entries = await findSliderEntries(db, sliderId);
  if (!entries) throw notFound('Slider not found');
  const items = await loadContentItems(
    db,
    entries.flatMap((entry) => (entry.itemId === null ? [] : [entry.itemId])),
  );
  const byId = new Map(items.map((item) => [item.Id, item]));
  return entries.map((entry) => ({
    ID: entry.id,
    ItemId: entry.itemId,
    Item: entry.itemId === null ? null : (byId.get(entry.itemId) ?? null),
    TitleFirstRow: entry.titleFirstRow,
    ButtonLabel: entry.buttonLabel,
    Poster: entry.poster,
    Url: entry.url,
  }));
}
