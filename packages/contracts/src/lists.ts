import { z } from 'zod';
import { DEFAULT_LIST_PAGE_SIZE } from './constants.js';
import { contentItemSchema } from './content.js';
import { idSchema, pageIndexSchema, pageSizeSchema } from './paging.js';

// ---- the user-list service: POST /ues/client/* (docs/behaviour/lists.md) ----

/** The four personal lists (docs/behaviour/lists.md#the-lists). */
export const UserListName = {
  Favorites: 'favorites',
  Watchlist: 'watchlist',
  Liked: 'liked',
  Unfinished: 'unfinished',
} as const;
export type UserListName = (typeof UserListName)[keyof typeof UserListName];

export const userListNameSchema = z.enum(
  [UserListName.Favorites, UserListName.Watchlist, UserListName.Liked, UserListName.Unfinished],
  { message: 'name must be one of favorites, watchlist, liked, unfinished' },
);

/** docs/behaviour/lists.md#my-lists-page: the My Lists page shows 10 entries, and More loads 20 more. */
export const MY_LISTS_PAGE_SIZE = 10;
export const MY_LISTS_MORE_SIZE = 20;

/**
 * A title watched past this share of its duration is finished: it leaves Continue Watching, as the end
 * credits are all that is left.
 */
export const FINISHED_FRACTION = 0.95;

/** The login token of GET /service/profile (header `ues`); only a signed-in user's opens lists. */
const loginTokenSchema = z.string().min(1, 'token is required').max(200, 'token is too long');

const contentIdSchema = idSchema;

/** Opaque cursor of the next page, from a previous answer's After. */
const afterSchema = z.string().regex(/^\d{1,18}$/, 'after must come from a previous answer');

const secondsSchema = z.number().finite().min(0).max(1_000_000);

export const getUserListRequestSchema = z.object({
  name: userListNameSchema,
  token: loginTokenSchema,
  pageSize: pageSizeSchema(DEFAULT_LIST_PAGE_SIZE),
  /** Either a page index (a page past the last answers page 0, docs/behaviour/catalog-calls.md#paging) or the cursor `after`. */
  pageIndex: pageIndexSchema,
  after: afterSchema.optional(),
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
export const getListContainersRequestSchema = getUserListRequestSchema.omit({
  after: true,
  contentType: true,
});
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
    position: secondsSchema.optional(),
    duration: secondsSchema.optional(),
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
