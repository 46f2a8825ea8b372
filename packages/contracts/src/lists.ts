import { z } from 'zod';
import { DEFAULT_LIST_PAGE_SIZE } from './constants.js';
import { contentItemSchema } from './content.js';
import { USER_LIST_NAMES, UserListName } from './list-names.js';
import { idSchema, pageIndexSchema, pageSizeSchema } from './paging.js';

// ---- the user-list service: POST /ues/client/* (docs/behaviour/lists.md) ----

export const userListNameSchema = z.enum(USER_LIST_NAMES, {
  message: 'name must be one of favorites, watchlist, liked, unfinished',
});

/** The login token of GET /service/profile (header `ues`); only a signed-in user's opens lists. */
const loginTokenSchema = z.string().min(1, 'token is required').max(200, 'token is too long');

const contentIdSchema = idSchema;

/** Opaque cursor of the next page, from a previous answer's After. */
const afterSchema = z.string().regex(/^\d{1,18}$/, 'after must come from a previous answer');

const secondsSchema = z.number().finite().min(0).max(1_000_000);

/**
 * A page of a list, as get_list and get_list_containers ask for it. The schemas below start from `z` and
 * take other schemas as arguments (`z.optional(x)`, not `x.optional()`; no spread shapes): a bundler can
 * then tell they have no side effects and drop those a page does not use.
 */
const listPageRequestShape = {
  name: userListNameSchema,
  token: loginTokenSchema,
  pageSize: pageSizeSchema(DEFAULT_LIST_PAGE_SIZE),
  /** Either a page index (a page past the last answers page 0, docs/behaviour/catalog-calls.md#paging) or the cursor `after`. */
  pageIndex: pageIndexSchema,
};

export const getUserListRequestSchema = z.object(listPageRequestShape).extend({
  after: z.optional(afterSchema),
  /** Only entries of this content type (docs/behaviour/catalog-calls.md#content-types ids 1..8). */
  contentType: z.coerce.number().int().min(1).max(8).optional(),
});
export type GetUserListRequest = z.input<typeof getUserListRequestSchema>;

/** One entry of a personal list, joined with the catalog item it names (docs/behaviour/lists.md#the-lists). */
export const userListEntrySchema = z.object({
  contentID: z.number().int(),
  /** The series (container) of an episode; null for titles that stand alone. */
  containerID: z.number().int().nullable(),
  name: userListNameSchema,
  contentType: z.number().int(),
  /** Genre slugs of the title. */
  genres: z.array(z.string()),
  tags: z.array(z.string()),
  /** Continue Watching only: where the viewer stopped, and the title's duration, in seconds. */
  position: z.number().nullable(),
  duration: z.number().nullable(),
  addedAt: z.string(),
  Item: contentItemSchema,
});
export type UserListEntry = z.infer<typeof userListEntrySchema>;

export const userListPageSchema = z.object({
  Items: z.array(userListEntrySchema),
  PageSize: z.number().int(),
  PageIndex: z.number().int(),
  TotalCount: z.number().int(),
  /** The cursor for the entries after this page; null on the last page. */
  After: z.string().nullable(),
});
export type UserListPage = z.infer<typeof userListPageSchema>;

/** get_list_containers: the series whose episodes are in a list, newest first. */
export const getListContainersRequestSchema = z.object(listPageRequestShape);
export type GetListContainersRequest = z.input<typeof getListContainersRequestSchema>;

export const listContainersPageSchema = z.object({
  Items: z.array(contentItemSchema),
  PageSize: z.number().int(),
  PageIndex: z.number().int(),
  TotalCount: z.number().int(),
});
export type ListContainersPage = z.infer<typeof listContainersPageSchema>;

/** add_to_list: to `unfinished` with a position saves where the viewer stopped (the player does so). */
export const addToListRequestSchema = z
  .object({
    name: userListNameSchema,
    token: loginTokenSchema,
    contentID: contentIdSchema,
    position: z.optional(secondsSchema),
    duration: z.optional(secondsSchema),
  })
  .refine((request) => request.position === undefined || request.name === UserListName.Unfinished, {
    message: 'position is only kept in the unfinished list',
    path: ['position'],
  });
export type AddToListRequest = z.input<typeof addToListRequestSchema>;

export const removeFromListRequestSchema = z.object({
  name: userListNameSchema,
  token: loginTokenSchema,
  contentID: contentIdSchema,
});
export type RemoveFromListRequest = z.input<typeof removeFromListRequestSchema>;

/** What add_to_list and remove_from_list answer: whether the title is in the list now. */
export const listChangeResultSchema = z.object({
  success: z.literal(true),
  inList: z.boolean(),
});
export type ListChangeResult = z.infer<typeof listChangeResultSchema>;

export const getSummaryRequestSchema = z.object({ contentID: contentIdSchema, token: loginTokenSchema });
export type GetSummaryRequest = z.input<typeof getSummaryRequestSchema>;

/** get_summary: the lists the title is in, and the saved position when it is unfinished. */
export const listSummarySchema = z.object({
  success: z.literal(true),
  lists: z.array(userListNameSchema),
  position: z.number().nullable(),
  duration: z.number().nullable(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;
