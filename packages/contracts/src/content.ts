import { z } from 'zod';
import {
  AUTOCOMPLETE_PAGE_SIZE,
  DEFAULT_LIST_PAGE_SIZE,
  FilterMode,
  ListSortType,
  SEARCH_PAGE_SIZE,
  SortType,
} from './constants.js';
import { idSchema, pageIndexSchema, pageSizeSchema, pagedResultSchema } from './paging.js';

// ---- entities (docs/behaviour/catalog-calls.md#content-item) ----

export const ImageTypes = [
  'poster',
  'background',
  'thumbnail',
  'mobileSlider',
  'webSlider',
  'MSlider',
  'WSlider',
  'Background',
] as const;

export const contentImageSchema = z.object({ ImageType: z.string(), ImageUrl: z.string() });
export type ContentImage = z.infer<typeof contentImageSchema>;

/**
 * Where an item plays (docs/behaviour/catalog-calls.md#content-item): ContentName "HLS", ContentUrl the master playlist's path
 * inside its media scope (`vod/12/master.m3u8`, `live/10000/master.m3u8`), which the ticket's signed
 * link (`/media/t/{expiry}/{session}/{signature}/`) goes before; or a channel's external origin URL.
 */
export const cdnUrlSchema = z.object({ ContentName: z.string(), ContentUrl: z.string() });
export type CdnUrl = z.infer<typeof cdnUrlSchema>;

export const metadataEntrySchema = z.object({
  NameSpace: z.string(),
  Field: z.string(),
  Value: z.string(),
  LongValue: z.string().nullable(),
  ShortValue: z.string().nullable(),
  UrlEncodedValue: z.string(),
});
export type MetadataEntry = z.infer<typeof metadataEntrySchema>;

export const categoryRefSchema = z.object({ Id: z.number(), Name: z.string(), UrlEncodedName: z.string() });
export const parentCategorySchema = categoryRefSchema.extend({ Tags: z.array(z.string()) });
export const contentTypeRefSchema = z.object({ Id: z.number(), Name: z.string() });

export const contentItemSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  DisplayTitle: z.string().nullable(),
  Description: z.string(),
  EncodedURL: z.string(),
  UrlEncodedName: z.string(),
  Category: z.array(categoryRefSchema),
  ParentCategories: z.array(parentCategorySchema),
  ContentType: z.array(contentTypeRefSchema),
  Images: z.array(contentImageSchema),
  /** Empty for what does not play (series, seasons); optional for items made before media existed. */
  CdnUrls: z.array(cdnUrlSchema).optional(),
  Metadata: z.array(metadataEntrySchema),
  CreateDate: z.string(),
  Duration: z.number(),
  ParentId: z.number().nullable(),
  AssetId: z.string().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const customValueSchema = z.object({ Name: z.string(), UrlEncodedName: z.string() });
export type CustomValue = z.infer<typeof customValueSchema>;

export const listItemSchema = z.object({
  ItemId: z.number(),
  Item: contentItemSchema,
  Poster: z.string().nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const categoryCardSchema = z.object({
  Poster: z.string(),
  Url: z.string(),
  TitleFirstRow: z.string(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

export const ListType = { Dynamic: 'Dynamic', Static: 'Static' } as const;

/** Request text that reaches the database: PostgreSQL text cannot hold NUL, so it is refused up front. */
/* @__NO_SIDE_EFFECTS__ */
const requestText = (max: number, message?: string) =>
  z
    .string()
    .max(max, message)
    .refine((text) => !text.includes('\u0000'), 'text must not contain NUL characters');

/** A filter of GetFilteredVideos; Value is one value or a comma list (OR within a field, AND across fields). */
export const customFilterSchema = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== 'object') return raw;
    const entry = raw as Record<string, unknown>;
    return {
      Name: entry.Name ?? entry.name,
      Value: entry.Value ?? entry.value,
      FilterMode: entry.FilterMode ?? entry.filterMode,
    };
  },
  z.object({
    Name: requestText(64).min(1, 'filter Name is required'),
    // a filter sent without values is ignored, as AND_WHEN_EXISTS says: it constrains only when it has values
    Value: z
      .union([requestText(4000), z.array(requestText(200)).max(200)])
      .default('')
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(','))
          .map((part) => part.trim())
          .filter((part) => part.length > 0),
      ),
    FilterMode: z.literal(FilterMode.AndWhenExists).default(FilterMode.AndWhenExists),
  }),
);
export type CustomFilter = z.output<typeof customFilterSchema>;

// clients spell sort types loosely (the spec's channel filter source is "sorted by Title"), so the
// spelling is folded before the check: createdate → createDate, name or title → Name, custom → Custom
const SORT_TYPE_SPELLINGS = new Map<string, string>([
  ['createdate', SortType.CreateDate],
  ['name', SortType.Name],
  ['title', SortType.Name],
  ['custom', SortType.Custom],
]);
export const sortTypeSchema = z.preprocess(
  (raw) => (typeof raw === 'string' ? (SORT_TYPE_SPELLINGS.get(raw.toLowerCase()) ?? raw) : raw),
  z.enum([SortType.CreateDate, SortType.Name, SortType.Custom], {
    message: 'SortType must be createDate, Name or Custom',
  }),
);
export const sortDirectionSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(['ASC', 'DESC'], { message: 'SortDirection must be ASC or DESC' }));

const idListSchema = z.array(z.coerce.number().int().min(0).max(2_147_483_647)).max(200);
const languageSchema = requestText(10).optional();
const searchTextSchema = requestText(200, 'Text must be at most 200 characters');

export const filteredVideosRequestSchema = z.object({
  Categories: idListSchema.default([]),
  ContentTypes: z.array(z.coerce.number().int().min(1).max(8)).max(8).default([]),
  PageSize: pageSizeSchema(DEFAULT_LIST_PAGE_SIZE),
  PageIndex: pageIndexSchema,
  CustomFilters: z.array(customFilterSchema).max(20).default([]),
  SortDirection: sortDirectionSchema.default('DESC'),
  SortType: sortTypeSchema.default('createDate'),
  CustomSortField: requestText(64).optional(),
  Text: searchTextSchema.optional(),
  language: languageSchema,
});
export type FilteredVideosRequest = z.input<typeof filteredVideosRequestSchema>;
export type FilteredVideosQuery = z.output<typeof filteredVideosRequestSchema>;

export const contentListSchema = z.object({
  ID: z.number(),
  Type: z.enum(['Dynamic', 'Static']),
  Name: z.string(),
  Order: z.number(),
  title: z.string(),
  Tags: z.array(z.string()),
  Request: z.record(z.string(), z.unknown()).nullable(),
});
export type ContentList = z.infer<typeof contentListSchema>;

// ---- calls (docs/behaviour/catalog-calls.md#calls) ----

export const customValuesRequestSchema = z.object({
  categoryId: idSchema,
  fieldName: requestText(64).min(1, 'fieldName is required'),
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema(DEFAULT_LIST_PAGE_SIZE),
  /** `ar` answers a value's Arabic name where it has one; anything else its single name (additive to the spec's call). */
  language: languageSchema,
});
export const sortedCustomValuesRequestSchema = customValuesRequestSchema.extend({
  sortDirection: sortDirectionSchema.default('ASC'),
});
export const customValuesResponseSchema = pagedResultSchema(customValueSchema);

export const listAndItemsRequestSchema = z.object({ listId: idSchema, language: languageSchema });
export const listAndItemsSchema = z.object({
  List: contentListSchema,
  ListItems: z.array(listItemSchema),
  CategoryCards: z.array(categoryCardSchema),
  TotalCount: z.number(),
});
export type ListAndItems = z.infer<typeof listAndItemsSchema>;

export const listsByGroupRequestSchema = z.object({
  listGroupID: idSchema,
  language: languageSchema,
  // lists of a group sort only by their order in it; the spelling is not the client's problem
  sortType: z
    .preprocess(
      (raw) => (typeof raw === 'string' && raw.toLowerCase() === 'order' ? ListSortType.Order : raw),
      z.literal(ListSortType.Order, { message: 'sortType must be Order' }),
    )
    .default(ListSortType.Order),
  sortDirection: sortDirectionSchema.default('ASC'),
});
export const listsByGroupResponseSchema = z.array(contentListSchema);

export const itemByIdRequestSchema = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== 'object') return raw;
    const query = raw as Record<string, unknown>;
    return { id: query.id ?? query.itemId ?? query.Id, language: query.language };
  },
  z.object({ id: idSchema, language: languageSchema }),
);

export const listItemsRequestSchema = z.object({
  listId: idSchema,
  language: languageSchema,
  PageSize: pageSizeSchema(DEFAULT_LIST_PAGE_SIZE),
  PageIndex: pageIndexSchema,
  CustomFilters: z.array(customFilterSchema).max(20).default([]),
});
/** A page of content items; TotalCountCapped is true when TotalCount stopped at MAX_COUNTED_ITEMS. */
export const contentItemPageSchema = pagedResultSchema(contentItemSchema).extend({
  TotalCountCapped: z.boolean(),
});
export type ContentItemPage = z.infer<typeof contentItemPageSchema>;

export const idsRequestSchema = z.object({ ids: idListSchema.min(1, 'ids must not be empty') });
/** GetListItemsByIds: list ids, and the language of the list titles. */
export const listIdsRequestSchema = idsRequestSchema.extend({ language: languageSchema });
export const assetIdsRequestSchema = z.object({
  ids: z.array(requestText(64).min(1)).min(1, 'ids must not be empty').max(200),
});
export const listsAndItemsResponseSchema = z.array(listAndItemsSchema);
export const contentItemsResponseSchema = z.array(contentItemSchema);

export const itemResultsRequestSchema = z.object({
  Categories: idListSchema.default([]),
  ContentTypes: z.array(z.coerce.number().int().min(1).max(8)).max(8).default([3, 6, 8]),
  PageSize: pageSizeSchema(SEARCH_PAGE_SIZE),
  PageIndex: pageIndexSchema,
  Language: languageSchema,
  Text: searchTextSchema.default(''),
});
export type ItemResultsRequest = z.input<typeof itemResultsRequestSchema>;
export type ItemResultsQuery = z.output<typeof itemResultsRequestSchema>;
export const personRefSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  DisplayName: z.string(),
  UrlEncodedName: z.string(),
});
export const itemResultsResponseSchema = pagedResultSchema(contentItemSchema).extend({
  People: z.array(personRefSchema),
  /** true when TotalCount was capped because counting every match would be too expensive */
  TotalCountCapped: z.boolean(),
});
export type ItemResults = z.infer<typeof itemResultsResponseSchema>;

export const autoCompleteRequestSchema = z.object({
  Categories: idListSchema.default([]),
  ContentTypes: z.array(z.coerce.number().int().min(1).max(8)).max(8).default([3, 6, 8]),
  PageSize: pageSizeSchema(AUTOCOMPLETE_PAGE_SIZE),
  PageIndex: pageIndexSchema,
  CustomFilters: z.array(customFilterSchema).max(20).default([]),
  Text: searchTextSchema.default(''),
});
export type AutoCompleteRequest = z.input<typeof autoCompleteRequestSchema>;
export type AutoCompleteQuery = z.output<typeof autoCompleteRequestSchema>;
export const autoCompleteEntrySchema = z.object({
  Id: z.number(),
  Name: z.string(),
  DisplayTitle: z.string().nullable(),
  UrlEncodedName: z.string(),
  ContentTypeId: z.number(),
});
export const autoCompleteResponseSchema = z.array(autoCompleteEntrySchema);
export type AutoCompleteEntry = z.infer<typeof autoCompleteEntrySchema>;

export const sliderRequestSchema = z.object({ sliderId: idSchema, language: languageSchema });
export const sliderEntrySchema = z.object({
  ID: z.number(),
  ItemId: z.number().nullable(),
  Item: contentItemSchema.nullable(),
  TitleFirstRow: z.string(),
  ButtonLabel: z.string(),
  Poster: z.string(),
  Url: z.string(),
});
export type SliderEntry = z.infer<typeof sliderEntrySchema>;
export const sliderResponseSchema = z.array(sliderEntrySchema);
